import { Component, type ErrorInfo, type ReactNode } from 'react'
import { AsyncErrorPanel } from '../ui/Spinner'

/**
 * A screen that throws (a lazy chunk that failed to load, a bug) shows the
 * generic async-error panel; retry reloads so fresh chunks are fetched.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  override render(): ReactNode {
    if (this.state.failed) return <AsyncErrorPanel onRetry={() => window.location.reload()} />
    return this.props.children
  }
}
