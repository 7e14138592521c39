import { Suspense, useState } from 'react'
import { lazy } from '../../../ui/lazy'
import { pushNotice } from '../../../store/notices'
import { ErrorBoundary } from '../../../ui/ErrorBoundary'
import { closeStatusHistory, useStatusHistory } from './historyStore'

const StatusHistoryModal = lazy(() => import('./StatusHistoryModal'))

/**
 * Mounts the edit-history dialog app-wide. The dialog's code is fetched the
 * first time a history is opened, then stays mounted (closed) for later ones.
 */
export function StatusHistoryHost() {
  const statusId = useStatusHistory((s) => s.statusId)
  const opening = useStatusHistory((s) => s.opening)
  const [lastId, setLastId] = useState<string | null>(null)
  // Keep the last id while closed, so the dialog can close without
  // unmounting (its <dialog> returns focus where it was).
  if (statusId !== null && statusId !== lastId) setLastId(statusId)
  if (lastId === null) return null
  return (
    // Keyed by status, so a chunk that failed once is tried again next time.
    <ErrorBoundary
      key={lastId}
      fallback={null}
      onError={() => {
        pushNotice('errors.chunk_load')
        closeStatusHistory()
      }}
    >
      <Suspense fallback={null}>
        <StatusHistoryModal
          statusId={statusId ?? lastId}
          open={statusId !== null}
          opening={opening}
        />
      </Suspense>
    </ErrorBoundary>
  )
}
