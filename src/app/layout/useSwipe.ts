import { useEffect, useRef } from 'react'
import { detectSwipe, type SwipeDirection } from '../../ui/gestures'

/** Calls `onSwipe` for horizontal swipes on the whole document (touch screens). */
export function useDocumentSwipe(
  enabled: boolean,
  onSwipe: (dir: SwipeDirection, startX: number) => void,
): void {
  const handler = useRef(onSwipe)
  useEffect(() => {
    handler.current = onSwipe
  })
  useEffect(() => {
    if (!enabled) return
    let start: { x: number; y: number } | null = null
    let last: { x: number; y: number } | null = null
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0]
      start = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null
      last = start
    }
    const onMove = (e: TouchEvent) => {
      const t = e.touches[0]
      if (!t) return
      last = { x: t.clientX, y: t.clientY }
      // A sideways swipe counts as soon as it is one: once the browser takes
      // the touch for panning, it may send neither the rest of the moves nor
      // the end.
      const dir = start ? detectSwipe(start, last) : null
      if (start && (dir === 'left' || dir === 'right')) {
        handler.current(dir, start.x)
        start = null
        last = null
      }
    }
    // The browser may cancel the touch once it starts panning, so the last
    // known position decides, on end or on cancel alike.
    const onEnd = () => {
      if (start && last) {
        const dir = detectSwipe(start, last)
        if (dir) handler.current(dir, start.x)
      }
      start = null
      last = null
    }
    const opts = { passive: true } as const
    document.addEventListener('touchstart', onStart, opts)
    document.addEventListener('touchmove', onMove, opts)
    document.addEventListener('touchend', onEnd, opts)
    document.addEventListener('touchcancel', onEnd, opts)
    return () => {
      document.removeEventListener('touchstart', onStart)
      document.removeEventListener('touchmove', onMove)
      document.removeEventListener('touchend', onEnd)
      document.removeEventListener('touchcancel', onEnd)
    }
  }, [enabled])
}
