import { Suspense } from 'react'
import { lazy } from '../../ui/lazy'
import { useCurrentUser } from '../../store/currentUser'
import { hasPrivilege, useModerationModal } from '../../store/moderation'
import { useReportPolling } from './reportsStore'

const ModerationModal = lazy(() => import('./ModerationModal'))

/** Polls reports every 60 s for those who handle them; loads the modal on first open. */
export default function ModerationRuntime() {
  const user = useCurrentUser()
  useReportPolling(hasPrivilege(user, 'reports_manage_reports'))
  const loaded = useModerationModal((s) => s.loaded)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <ModerationModal />
    </Suspense>
  )
}
