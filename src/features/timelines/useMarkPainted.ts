import { useEffect, type RefObject } from 'react'
import { markTimelinePainted } from './startPage'

/**
 * Once the timeline has painted, what start-up holds back may load (see
 * startPage): its first status is on screen, or it has none to show.
 */
export function useMarkPainted(
  key: string,
  firstPageShown: boolean,
  noStatuses: boolean,
  feed: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!firstPageShown) return
    let timer = 0
    let frame = 0
    // Seen in a frame, painted by the next one: marked after that.
    const check = () => {
      if (noStatuses || feed.current?.querySelector('article'))
        frame = requestAnimationFrame(() => {
          timer = window.setTimeout(() => markTimelinePainted(key), 0)
        })
      else frame = requestAnimationFrame(check)
    }
    frame = requestAnimationFrame(check)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [firstPageShown, noStatuses, key, feed])
}
