import { Suspense } from 'react'
import { lazy } from '../../ui/lazy'
import { useCurrentUser } from '../../store/currentUser'
import { hasPrivilege, useModerationModal } from '../../store/moderation'
import { useReportPolling } from './reportsStore'
import { useAdminScopesMissing } from '../../store/adminScopes'

const ModerationModal = lazy(() => import('./ModerationModal'))

/** Polls reports every 60 s for those who handle them; loads the modal on first open. */
export default function ModerationRuntime() {
  const user = useCurrentUser()
  // Without the admin scopes every poll would be refused: the modal offers to grant them.
  const scopesMissing = useAdminScopesMissing()
  useReportPolling(hasPrivilege(user, 'reports_manage_reports') && !scopesMissing)
  const loaded = useModerationModal((s) => s.loaded)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <ModerationModal />
    </Suspense>
  )
}
