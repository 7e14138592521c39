/** The keys that scroll the page. */
const SCROLL_KEYS = ['PageUp', 'PageDown', 'ArrowUp', 'ArrowDown', 'Home', 'End', ' ']

/**
 * Calls `onScroll` when the reader starts scrolling the page themselves
 * (wheel, touch, the scrolling keys), as against the client's own scrolling,
 * which fires the same scroll events. Returns what stops listening.
 */
export function onReaderScroll(onScroll: () => void): () => void {
  const keys = (e: KeyboardEvent) => {
    if (SCROLL_KEYS.includes(e.key)) onScroll()
  }
  window.addEventListener('wheel', onScroll, { passive: true })
  window.addEventListener('touchstart', onScroll, { passive: true })
  window.addEventListener('keydown', keys)
  return () => {
    window.removeEventListener('wheel', onScroll)
    window.removeEventListener('touchstart', onScroll)
    window.removeEventListener('keydown', keys)
  }
}
