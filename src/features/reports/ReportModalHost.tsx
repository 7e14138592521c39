import { Suspense, useState } from 'react'
import { lazy } from '../../ui/lazy'
import { useReportModal } from '../../store/moderation'

const ReportModal = lazy(() => import('./ReportModal'))

/**
 * Loads the report form the first time someone reports, a lazy
 * chunk, and keeps it mounted: reopened for the same user it keeps what was
 * typed; another user starts it afresh (its machine resets).
 */
export function ReportModalHost() {
  const open = useReportModal((s) => s.target !== null)
  const [loaded, setLoaded] = useState(false)
  if (open && !loaded) setLoaded(true)
  if (!open && !loaded) return null
  return (
    <Suspense fallback={null}>
      <ReportModal />
    </Suspense>
  )
}
