/**
 * Calls `measure` in the frame after the window scrolls (once per frame,
 * however many scroll events came), and never while `held()`: while a place
 * is being brought back, scrolling is the client's own. Returns what stops it.
 */
export function onScrollFrames(measure: () => void, held: () => boolean): () => void {
  let frame = 0
  const onScroll = () => {
    if (held()) return
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      if (!held()) measure()
    })
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', onScroll)
  }
}
