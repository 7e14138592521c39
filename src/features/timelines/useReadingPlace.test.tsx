import { act, render } from '@testing-library/react'
import { useEffect, useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReadingAnchor } from './readingAnchor'
import { useReadingPlace } from './useReadingPlace'

/** Each item's box, as the window shows it now (the header ends at 100 px). */
const boxes: Record<string, { top: number; bottom: number }> = {
  header: { top: 50, bottom: 100 },
  a: { top: -150, bottom: 40 },
  b: { top: 40, bottom: 260 },
  c: { top: 260, bottom: 480 },
}

/** A timeline of three statuses under a header; `shifts` counts the additions above the reader. */
function Timeline({
  shifts = 0,
  onReading = () => undefined,
  onLeft,
  letGoRef,
}: {
  shifts?: number
  onReading?: (anchor: ReadingAnchor, leaving: boolean) => void
  onLeft?: (anchor: ReadingAnchor) => void
  letGoRef?: { current: () => void }
}) {
  const feed = useRef<HTMLDivElement>(null)
  const header = useRef<HTMLDivElement>(null)
  const letGo = useReadingPlace(feed, header, shifts, onReading, null, undefined, undefined, onLeft)
  useEffect(() => {
    if (letGoRef) letGoRef.current = letGo
  })
  return (
    <section>
      <div ref={header} data-box="header" />
      <div ref={feed}>
        {['a', 'b', 'c'].map((id) => (
          <div key={id} data-timeline-id={id} data-box={id} />
        ))}
      </div>
    </section>
  )
}

/** How far the statuses have moved on screen since the place was taken (added above, or a scroll). */
let moved = 0

function mockBoxes() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const box = boxes[this.dataset.box ?? ''] ?? { top: 0, bottom: 0 }
    // The statuses move; the header stays.
    const by = this.dataset.timelineId === undefined ? 0 : moved
    return DOMRect.fromRect({ x: 0, y: box.top + by, width: 600, height: box.bottom - box.top })
  })
}

/** Statuses were added above the reader: the hold starts, and they push the place down by `px`. */
function addAbove(
  rerender: (ui: React.ReactElement) => void,
  letGoRef: { current: () => void },
  px: number,
) {
  // The place is taken as the reader scrolls to it.
  window.dispatchEvent(new Event('scroll'))
  act(() => vi.advanceTimersToNextFrame())
  rerender(<Timeline shifts={1} letGoRef={letGoRef} />)
  moved = px
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  moved = 0
})

describe('the place held after statuses are added above it', () => {
  function setUp() {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
    mockBoxes()
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined)
    const letGoRef = { current: () => undefined as void }
    const { rerender } = render(<Timeline letGoRef={letGoRef} />)
    return { scrollBy, letGoRef, rerender }
  }

  it('stays on screen: the page follows the status the reader was on', () => {
    const { scrollBy, letGoRef, rerender } = setUp()
    addAbove(rerender, letGoRef, 300)
    act(() => vi.advanceTimersToNextFrame())
    expect(scrollBy).toHaveBeenCalledWith(0, 300)
  })

  it('is let go when the client moves the reader elsewhere (to the newest)', () => {
    const { scrollBy, letGoRef, rerender } = setUp()
    addAbove(rerender, letGoRef, 300)
    letGoRef.current()
    // Scrolled to the top: the place is far below now, and stays there.
    moved = 2_000
    act(() => vi.advanceTimersToNextFrame())
    expect(scrollBy).not.toHaveBeenCalled()
  })

  it('is let go as the reader scrolls themselves', () => {
    const { scrollBy, letGoRef, rerender } = setUp()
    addAbove(rerender, letGoRef, 300)
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: -400 }))
    act(() => vi.advanceTimersToNextFrame())
    expect(scrollBy).not.toHaveBeenCalled()
  })
})

describe('the reading place', () => {
  it('is taken as the timeline leaves the screen, though no scroll frame measured it', () => {
    mockBoxes()
    const onReading = vi.fn()
    const onLeft = vi.fn()
    const { unmount } = render(<Timeline onReading={onReading} onLeft={onLeft} />)
    expect(onLeft).not.toHaveBeenCalled()
    unmount()
    // The status the header's bottom crosses, at its offset from it.
    expect(onLeft).toHaveBeenCalledExactlyOnceWith({ id: 'b', offset: -60 })
    expect(onReading).not.toHaveBeenCalled()
  })
})
