import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useDocumentSwipe } from './useSwipe'

/* Horizontal swipes on the whole document open and close the drawer on a phone. */

function touch(type: string, x?: number, y = 400): void {
  const event = new Event(type, { bubbles: true })
  Object.defineProperty(event, 'touches', {
    value: x === undefined ? [] : [{ clientX: x, clientY: y }],
  })
  document.dispatchEvent(event)
}

describe('a swipe on the document', () => {
  it('counts as soon as the move is one, though the browser then sends no end', () => {
    const onSwipe = vi.fn()
    renderHook(() => useDocumentSwipe(true, onSwipe))
    touch('touchstart', 60)
    touch('touchmove', 70)
    expect(onSwipe).not.toHaveBeenCalled()
    touch('touchmove', 100)
    expect(onSwipe).toHaveBeenCalledExactlyOnceWith('right', 60)
    // The same touch goes on, and ends: it was one swipe.
    touch('touchmove', 200)
    touch('touchend')
    expect(onSwipe).toHaveBeenCalledTimes(1)
  })

  it('a mostly vertical move is a scroll, not a swipe sideways', () => {
    const onSwipe = vi.fn()
    renderHook(() => useDocumentSwipe(true, onSwipe))
    touch('touchstart', 60, 400)
    touch('touchmove', 80, 300)
    touch('touchend')
    expect(onSwipe).toHaveBeenCalledExactlyOnceWith('up', 60)
  })

  it('does nothing where swiping is off (not a phone layout)', () => {
    const onSwipe = vi.fn()
    renderHook(() => useDocumentSwipe(false, onSwipe))
    touch('touchstart', 60)
    touch('touchmove', 200)
    touch('touchend')
    expect(onSwipe).not.toHaveBeenCalled()
  })
})
