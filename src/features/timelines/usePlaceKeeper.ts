import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { runRestore } from './placeRestore'
import { anchorAt, type ItemBox } from './readingAnchor'
import { readingPosition, saveReadingPosition } from './readingPosition'
import { onScrollFrames } from './scrollFrames'
import { stickyTop } from '../../ui/stickyTop'

/** The reading line of a screen without a sticky header of its own: the bottom of the top bar (and strip). */
const topBarLine = stickyTop

/**
 * The reading place of a screen that is not a timeline (notifications, a
 * thread, search results): the item the top bar's bottom crosses and its
 * offset, kept per history entry as the reader scrolls, and brought back
 * when Back or Forward returns to that entry. Items carry their
 * id in `attribute` (e.g. `data-status-id`). The content loads after the
 * screen opens: restoring waits for the item to appear, then scrolls it to
 * its offset. Answers whether this visit brings a place back (fixed for the
 * visit), so the screen can leave its own first scroll (the thread's
 * focused status) out.
 */
export function usePlaceKeeper(root: RefObject<HTMLElement | null>, attribute: string): boolean {
  const location = useLocation()
  const navigationType = useNavigationType()
  const key = `entry:${location.key}`
  const [bringsBack] = useState(
    () => navigationType === 'POP' && readingPosition(key) !== undefined,
  )
  /** While a place is brought back, scrolling is ours: nothing is saved. */
  const holding = useRef(false)

  const find = (id: string) =>
    root.current?.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(id)}"]`) ?? null

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? readingPosition(key) : undefined
    if (!saved) return
    holding.current = true
    const stop = runRestore({
      anchor: saved,
      find,
      line: topBarLine,
      done: () => {
        holding.current = false
      },
    })
    return () => {
      stop()
      holding.current = false
    }
    // Once per history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  useEffect(() => {
    const measure = () => {
      const el = root.current
      if (!el) return
      const boxes: ItemBox[] = []
      for (const item of el.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
        const box = item.getBoundingClientRect()
        if (box.height > 0) {
          boxes.push({ id: item.getAttribute(attribute) ?? '', top: box.top, bottom: box.bottom })
        }
      }
      boxes.sort((a, b) => a.top - b.top)
      const anchor = anchorAt(boxes, topBarLine())
      if (anchor) saveReadingPosition(key, anchor)
    }
    return onScrollFrames(measure, () => holding.current)
  }, [root, attribute, key])

  return bringsBack
}
