import { Suspense, useEffect, useRef } from 'react'
import { ErrorBoundary } from '../../../ui/ErrorBoundary'
import { lazy } from '../../../ui/lazy'
import { pushNotice } from '../../../store/notices'
import { takeViewerOpener, useMediaViewer } from './viewerStore'

const loadViewer = () => import('./MediaViewer')
let LazyViewer = lazy(loadViewer)

/** A viewer chunk that failed to load closes the viewer and says so; the next open retries. */
function viewerFailed(): void {
  // `lazy` remembers a rejection: a fresh one lets the next open try again.
  LazyViewer = lazy(loadViewer)
  useMediaViewer.setState({ phase: 'closed', attachments: [], index: 0 })
  pushNotice('errors.chunk_load')
}

/**
 * Mounted once for the whole app (GlobalHosts). Renders nothing until the
 * viewer opens; gives focus back to the thumbnail that opened it once it is
 * gone.
 */
export function MediaViewerHost() {
  const active = useMediaViewer((s) => s.phase !== 'closed')
  const wasActive = useRef(false)

  useEffect(() => {
    if (active) {
      wasActive.current = true
      return
    }
    if (!wasActive.current) return
    wasActive.current = false
    const opener = takeViewerOpener()
    if (opener?.isConnected) opener.focus()
  }, [active])

  if (!active) return null
  return (
    <ErrorBoundary onError={viewerFailed} retryOnUpdate>
      <Suspense fallback={null}>
        <LazyViewer />
      </Suspense>
    </ErrorBoundary>
  )
}
