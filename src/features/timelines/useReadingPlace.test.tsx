import { render } from '@testing-library/react'
import { useRef } from 'react'
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

function Timeline({
  onReading,
  onLeft,
}: {
  onReading: (anchor: ReadingAnchor, leaving: boolean) => void
  onLeft: (anchor: ReadingAnchor) => void
}) {
  const feed = useRef<HTMLDivElement>(null)
  const header = useRef<HTMLDivElement>(null)
  useReadingPlace(feed, header, 0, onReading, null, undefined, undefined, onLeft)
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

afterEach(() => vi.restoreAllMocks())

describe('the reading place', () => {
  it('is taken as the timeline leaves the screen, though no scroll frame measured it', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const box = boxes[this.dataset.box ?? ''] ?? { top: 0, bottom: 0 }
      return DOMRect.fromRect({ x: 0, y: box.top, width: 600, height: box.bottom - box.top })
    })
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
