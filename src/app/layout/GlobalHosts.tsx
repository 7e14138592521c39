import { Suspense } from 'react'
import { MediaViewerHost } from '../../features/media'
import { StatusHistoryHost } from '../../features/statuses'
import { SettingsModalHost } from '../../features/settings'
import { useSession } from '../../store/session'
import { lazyAfterStart } from '../../ui/lazy'

// Only members post: a guest's first visit goes without the post modal's
// host, and a member's loads it once the first statuses are on screen (what
// asks for the modal before then waits in its store).
const PostModalHost = lazyAfterStart(() =>
  import('../../features/compose/PostModalHost').then((m) => ({ default: m.PostModalHost })),
)
// No first screen opens the moderation tools or the report form: their hosts
// (and the shared state they watch) load once the first statuses are on
// screen; what asks for them before then waits in that state.
const ModerationHost = lazyAfterStart(() =>
  import('../../features/moderation/ModerationHost').then((m) => ({ default: m.ModerationHost })),
)
const ReportModalHost = lazyAfterStart(() =>
  import('../../features/reports/ReportModalHost').then((m) => ({ default: m.ReportModalHost })),
)

/*
 * Hosts of app-wide overlays (media viewer, edit history, ...): each is a
 * tiny eager component that lazy-loads its modal the first time it opens.
 * Each is mounted at one `slot:` marker below.
 */
export function GlobalHosts() {
  const signedIn = useSession((s) => s.currentUserId !== null)
  return (
    <>
      {/* slot:media-viewer */}
      <MediaViewerHost />
      {/* slot:status-history */}
      <StatusHistoryHost />
      {/* slot:post-modal */}
      {signedIn && (
        <Suspense fallback={null}>
          <PostModalHost />
        </Suspense>
      )}
      {/* slot:settings-modal */}
      <SettingsModalHost />
      {/* slot:moderation-modal */}
      <Suspense fallback={null}>
        <ModerationHost />
      </Suspense>
      {/* slot:report-modal */}
      <Suspense fallback={null}>
        <ReportModalHost />
      </Suspense>
    </>
  )
}
