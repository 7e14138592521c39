import { lazy } from '../../ui/lazy'
import { OnceOpened } from '../../ui/OnceOpened'
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
  return (
    <OnceOpened store={useModerationModal}>
      <ModerationModal />
    </OnceOpened>
  )
}
