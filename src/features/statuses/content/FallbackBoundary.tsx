import { Component, type ReactNode } from 'react'

interface Props {
  fallback: ReactNode
  /** What failed, for the console. */
  what: string
  children: ReactNode
}

/** Shows `fallback` instead of children that failed to load or render: one status part must not take down the timeline. */
export class FallbackBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`${this.props.what} failed; showing a simpler view`, error)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
