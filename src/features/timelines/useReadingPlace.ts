import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { READING_PLACE_HOLD_MS } from '../../config/constants'

interface Place {
  id: string
  /** The status's top edge in the viewport, in px. */
  top: number
}

/**
 * The status the reader is on (the one just under the sticky header), kept
 * as they scroll so that (1) coming back to the timeline lands on it, and (2)
 * when statuses are added above it, it stays on the same spot of the screen.
 * The virtual list shifts the page by its own measure of the new statuses,
 * which is off while they are not yet laid out; so for a moment after each
 * shift the page is moved by whatever the status actually moved.
 *
 * `shifts` counts the additions above that must not move the reader (those
 * made while the reader is at the top are shown in view instead).
 */
export function useReadingPlace(
  feed: RefObject<HTMLElement | null>,
  header: RefObject<HTMLElement | null>,
  shifts: number,
  onReading: (id: string) => void,
): void {
  const place = useRef<Place | null>(null)
  const holding = useRef(false)

  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      // While the place is held, scrolling is ours (or the list's): the place stays.
      if (holding.current) return
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const box = feed.current?.getBoundingClientRect()
        const below = header.current?.getBoundingClientRect().bottom ?? 0
        if (!box) return
        const el = document.elementFromPoint(box.left + box.width / 2, Math.max(below, box.top) + 8)
        const item = el?.closest<HTMLElement>('[data-timeline-id]')
        const id = item?.getAttribute('data-timeline-id')
        if (!item || !id) return
        place.current = { id, top: item.getBoundingClientRect().top }
        onReading(id)
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [feed, header, onReading])

  const lastShifts = useRef(shifts)
  useLayoutEffect(() => {
    if (shifts === lastShifts.current) return
    lastShifts.current = shifts
    const held = place.current
    if (!held || window.scrollY <= 0) return
    holding.current = true
    const until = performance.now() + READING_PLACE_HOLD_MS
    let frame = 0
    const hold = () => {
      const el = feed.current?.querySelector(`[data-timeline-id="${CSS.escape(held.id)}"]`)
      if (el) {
        const moved = el.getBoundingClientRect().top - held.top
        if (Math.abs(moved) >= 1) window.scrollBy(0, moved)
      }
      if (performance.now() < until) frame = requestAnimationFrame(hold)
      else holding.current = false
    }
    hold()
    return () => {
      cancelAnimationFrame(frame)
      holding.current = false
    }
  }, [shifts, feed])
}
