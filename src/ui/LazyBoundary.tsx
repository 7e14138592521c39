import { Component, type ReactNode } from 'react'

/**
 * Catches a lazily loaded part that failed (its chunk did not download) so
 * only that part shows a message, not the whole screen.
 */
export class LazyBoundary extends Component<
  { fallback: ReactNode; children: ReactNode; onError?: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error(error)
    this.props.onError?.(error)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
