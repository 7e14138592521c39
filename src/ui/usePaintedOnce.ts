import { useEffect, useState } from 'react'

/**
 * False while a component renders for the first time, true once the frame it
 * first showed in has painted: a part that can wait (rows buffered out of
 * view, say) follows after the first frame instead of making it later.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: number | undefined
    // A frame's animation callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [])
  return painted
}
