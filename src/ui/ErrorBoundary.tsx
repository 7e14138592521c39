import { Component, type ErrorInfo, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  children: ReactNode
  /** Shown in place of the children once they failed; nothing by default. */
  fallback?: ReactNode
  /**
   * Names the part that failed when it has a simpler view to fall back on:
   * the console then gets a warning, not an error, since nothing is lost.
   */
  what?: string
  /** Nothing in the console: a part whose absence is the whole fallback (a gallery item). */
  silent?: boolean
  /** Called once the failure is caught, e.g. to close what showed the part and say why. */
  onError?: (error: unknown) => void
  /**
   * Clears the failure at the next update, so the children get another try
   * the next time they are shown (a host that renders nothing while closed).
   */
  retryOnUpdate?: boolean
}

/**
 * Catches a part that throws while rendering or loading (a lazy chunk that
 * did not download, a bug) so only that part shows its fallback, not the
 * whole screen. A key on the boundary gives a new child a fresh try.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { what, silent, onError } = this.props
    if (what !== undefined) console.warn(`${what} failed; showing a simpler view`, error)
    else if (!silent) console.error(error, info.componentStack)
    onError?.(error)
  }

  override componentDidUpdate(): void {
    if (this.props.retryOnUpdate && this.state.failed) this.setState({ failed: false })
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}
