import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { READING_PLACE_HOLD_MS } from '../../config/constants'
import { runRestore } from './placeRestore'
import { anchorAt, type ItemBox, type ReadingAnchor } from './readingAnchor'
import { onReaderScroll } from './readerScroll'
import { onScrollFrames } from './scrollFrames'

/** A place to bring back: `token` changes for every request, so the same place can be asked twice. */
export interface RestoreRequest {
  anchor: ReadingAnchor
  token: number
}

const itemSelector = '[data-timeline-id]'

/** The reading line: where the sticky header ends (the top of the window when it scrolled away). */
function lineOf(header: HTMLElement | null): number {
  return Math.max(0, header?.getBoundingClientRect().bottom ?? 0)
}

function itemOf(feed: HTMLElement, id: string): HTMLElement | null {
  return feed.querySelector<HTMLElement>(`${itemSelector}[data-timeline-id="${CSS.escape(id)}"]`)
}

/** The anchor on screen now (pure choice in readingAnchor.anchorAt). */
function anchorNow(feed: HTMLElement, header: HTMLElement | null): ReadingAnchor | null {
  const boxes: ItemBox[] = []
  for (const el of feed.querySelectorAll<HTMLElement>(itemSelector)) {
    const box = el.getBoundingClientRect()
    if (box.height === 0) continue
    boxes.push({ id: el.dataset.timelineId ?? '', top: box.top, bottom: box.bottom })
  }
  boxes.sort((a, b) => a.top - b.top)
  return anchorAt(boxes, lineOf(header))
}

/**
 * The status the reader is on (the one the bottom of the sticky header
 * crosses, with its offset), kept as they scroll so that (1) coming back to
 * the timeline lands on it at the same offset, and (2) when statuses are
 * added above it, it stays on the same spot of the screen. The virtual list
 * shifts the page by its own measure of the new statuses, which is off
 * while they are not yet laid out; so for a moment after each shift the
 * page is moved by whatever the status actually moved.
 *
 * `shifts` counts the additions above that must not move the reader (those
 * made while the reader is at the top are shown in view instead).
 * `restore` brings a place back: the page scrolls, frame by frame, until the
 * status holds still at its offset (heights above it are measured as they
 * render); `seek` asks the virtual list to render a status not on the page.
 * The reader's own scrolling (wheel, touch, keys) ends a restore, or the
 * hold after an addition, at once; so does the returned function, for the
 * client's own moves elsewhere (Jump to newest scrolls to the top, and the
 * hold would scroll the page back to the place if its status was still drawn).
 */
export function useReadingPlace(
  feed: RefObject<HTMLElement | null>,
  header: RefObject<HTMLElement | null>,
  shifts: number,
  /** `leaving`: the page is being hidden or unloaded (save it now, not later). */
  onReading: (anchor: ReadingAnchor, leaving: boolean) => void,
  restore: RestoreRequest | null = null,
  seek: (id: string) => void = () => undefined,
  onRestored: (anchor: ReadingAnchor | null) => void = () => undefined,
  /** The timeline leaves the screen (another screen replaces it): its place then. */
  onLeft: (anchor: ReadingAnchor) => void = () => undefined,
): () => void {
  const place = useRef<{ id: string; top: number } | null>(null)
  const holding = useRef(false)
  /** Ends the hold after statuses were added above, while it lasts. */
  const endHold = useRef<(() => void) | null>(null)
  const seekRef = useRef(seek)
  const restoredRef = useRef(onRestored)
  const readingRef = useRef(onReading)
  const leftRef = useRef(onLeft)
  useEffect(() => {
    seekRef.current = seek
    restoredRef.current = onRestored
    readingRef.current = onReading
    leftRef.current = onLeft
  })

  useEffect(() => {
    // While the place is held, scrolling is ours (or the list's): the place stays.
    const stopScroll = onScrollFrames(
      () => {
        if (!feed.current) return
        const anchor = anchorNow(feed.current, header.current)
        if (!anchor) return
        const el = itemOf(feed.current, anchor.id)
        if (el) place.current = { id: anchor.id, top: el.getBoundingClientRect().top }
        onReading(anchor, false)
      },
      () => holding.current,
    )
    // The place the reader leaves (a reload, a closed or hidden tab) is the
    // one on screen at that moment, measured then, not the last one a
    // scroll happened to record. While a place is being brought back, that
    // place stands. Capture on window: before the document's own listeners,
    // which send what is pending.
    const onLeave = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return
      if (!feed.current || holding.current) return
      const anchor = anchorNow(feed.current, header.current)
      if (anchor) onReading(anchor, true)
    }
    window.addEventListener('visibilitychange', onLeave, true)
    window.addEventListener('pagehide', onLeave)
    return () => {
      stopScroll()
      window.removeEventListener('visibilitychange', onLeave, true)
      window.removeEventListener('pagehide', onLeave)
    }
  }, [feed, header, onReading])

  // The place the reader leaves for another screen is the one on screen as
  // the timeline goes: a scroll just before (a link scrolled into view, a key
  // that moved to the next status, then Enter) may not have had its frame
  // measured yet. Run while the timeline is still laid out: React runs this
  // cleanup before it takes the removed screen out of the page.
  useLayoutEffect(() => {
    const list = feed.current
    const line = header.current
    return () => {
      if (!list?.isConnected || holding.current) return
      const anchor = anchorNow(list, line)
      if (anchor) leftRef.current(anchor)
    }
  }, [feed, header])

  // Bringing a place back.
  useLayoutEffect(() => {
    if (!restore) return
    holding.current = true
    const stop = runRestore({
      anchor: restore.anchor,
      find: (id) => (feed.current ? itemOf(feed.current, id) : null),
      line: () => lineOf(header.current),
      seek: (id) => seekRef.current(id),
      done: (reached) => {
        holding.current = false
        const el = feed.current && itemOf(feed.current, restore.anchor.id)
        if (el) place.current = { id: restore.anchor.id, top: el.getBoundingClientRect().top }
        // The place brought back is the reader's place now: what scrolling
        // recorded while the list was still laying itself out is replaced.
        // (The place itself, not a measure of the screen: statuses above it
        // may still sit where the list first guessed them.)
        if (reached) readingRef.current(restore.anchor, false)
        restoredRef.current(reached ? restore.anchor : null)
      },
    })
    return () => {
      stop()
      holding.current = false
    }
  }, [restore, feed, header])

  const lastShifts = useRef(shifts)
  useLayoutEffect(() => {
    if (shifts === lastShifts.current) return
    lastShifts.current = shifts
    const held = place.current
    if (!held || holding.current) return
    holding.current = true
    const until = performance.now() + READING_PLACE_HOLD_MS
    let frame = 0
    let over = false
    const stop = () => {
      if (over) return
      over = true
      cancelAnimationFrame(frame)
      stopListening()
      holding.current = false
      endHold.current = null
    }
    const stopListening = onReaderScroll(stop)
    endHold.current = stop
    const hold = () => {
      const el = feed.current && itemOf(feed.current, held.id)
      if (el) {
        const moved = el.getBoundingClientRect().top - held.top
        if (Math.abs(moved) >= 1) window.scrollBy(0, moved)
      }
      if (performance.now() < until) frame = requestAnimationFrame(hold)
      else stop()
    }
    hold()
    return stop
  }, [shifts, feed])

  return useCallback(() => endHold.current?.(), [])
}
