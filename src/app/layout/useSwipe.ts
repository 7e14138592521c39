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
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0]
      start = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null
    }
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0]
      if (!start || !t) return
      const dir = detectSwipe(start, { x: t.clientX, y: t.clientY })
      if (dir) handler.current(dir, start.x)
      start = null
    }
    document.addEventListener('touchstart', onStart, { passive: true })
    document.addEventListener('touchend', onEnd, { passive: true })
    return () => {
      document.removeEventListener('touchstart', onStart)
      document.removeEventListener('touchend', onEnd)
    }
  }, [enabled])
}
