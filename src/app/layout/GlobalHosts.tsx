import { PostModalHost } from '../../features/compose/PostModalHost'
import { MediaViewerHost } from '../../features/media/viewer/MediaViewerHost'
import { StatusHistoryHost } from '../../features/statuses/history/StatusHistoryHost'
import { SettingsModalHost } from '../../features/settings/SettingsModalHost'
import { ModerationHost } from '../../features/moderation/ModerationHost'
import { ReportModalHost } from '../../features/reports/ReportModalHost'

/*
 * Hosts of app-wide overlays (media viewer, edit history, ...): each is a
 * tiny eager component that lazy-loads its modal the first time it opens.
 * Each is mounted at one `slot:` marker below.
 */
export function GlobalHosts() {
  return (
    <>
      {/* slot:media-viewer */}
      <MediaViewerHost />
      {/* slot:status-history */}
      <StatusHistoryHost />
      {/* slot:post-modal */}
      <PostModalHost />
      {/* slot:settings-modal */}
      <SettingsModalHost />
      {/* slot:moderation-modal */}
      <ModerationHost />
      {/* slot:report-modal */}
      <ReportModalHost />
    </>
  )
}
