import { Component, Suspense, useEffect, useRef, type ReactNode } from 'react'
import { lazy } from '../../../ui/lazy'
import { pushNotice } from '../../../store/notices'
import { takeViewerOpener, useMediaViewer } from './viewerStore'

const loadViewer = () => import('./MediaViewer')
let LazyViewer = lazy(loadViewer)

/** A viewer chunk that failed to load closes the viewer and says so; the next open retries. */
class ViewerBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error(error)
    // `lazy` remembers a rejection: a fresh one lets the next open try again.
    LazyViewer = lazy(loadViewer)
    useMediaViewer.setState({ phase: 'closed', attachments: [], index: 0 })
    pushNotice('errors.chunk_load')
  }

  override componentDidUpdate(): void {
    if (this.state.failed) this.setState({ failed: false })
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
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
    <ViewerBoundary>
      <Suspense fallback={null}>
        <LazyViewer />
      </Suspense>
    </ViewerBoundary>
  )
}
