import { describe, expect, it, vi } from 'vitest'
import { createFrameBatcher, nextFrame, FRAME_FALLBACK_MS } from './frameBatcher'

/** A scheduler the test runs by hand: each call to `frame()` is one animation frame. */
function fakeFrames() {
  let waiting: (() => void)[] = []
  return {
    schedule: (run: () => void) => {
      waiting.push(run)
    },
    frame() {
      const now = waiting
      waiting = []
      for (const run of now) run()
    },
    get scheduled() {
      return waiting.length
    },
  }
}

describe('createFrameBatcher', () => {
  it('hands over everything pushed within a frame at once, in order', () => {
    const frames = fakeFrames()
    const delivered: number[][] = []
    const batcher = createFrameBatcher<number>((items) => delivered.push(items), frames.schedule)
    batcher.push(1)
    batcher.push(2)
    batcher.push(3)
    expect(delivered).toEqual([])
    expect(frames.scheduled).toBe(1)
    frames.frame()
    expect(delivered).toEqual([[1, 2, 3]])
    batcher.push(4)
    frames.frame()
    expect(delivered).toEqual([[1, 2, 3], [4]])
  })

  it('schedules nothing while idle', () => {
    const frames = fakeFrames()
    const deliver = vi.fn()
    createFrameBatcher<number>(deliver, frames.schedule)
    frames.frame()
    expect(frames.scheduled).toBe(0)
    expect(deliver).not.toHaveBeenCalled()
  })

  it('flush hands over at once, and the frame already scheduled then does nothing', () => {
    const frames = fakeFrames()
    const delivered: string[][] = []
    const batcher = createFrameBatcher<string>((items) => delivered.push(items), frames.schedule)
    batcher.push('a')
    batcher.flush()
    expect(delivered).toEqual([['a']])
    batcher.push('b')
    // Two runs are waiting now: the stale one must not deliver 'b' early or twice.
    frames.frame()
    expect(delivered).toEqual([['a'], ['b']])
    frames.frame()
    expect(delivered).toEqual([['a'], ['b']])
  })

  it('clear drops what is queued', () => {
    const frames = fakeFrames()
    const deliver = vi.fn()
    const batcher = createFrameBatcher<number>(deliver, frames.schedule)
    batcher.push(1)
    expect(batcher.size).toBe(1)
    batcher.clear()
    expect(batcher.size).toBe(0)
    frames.frame()
    expect(deliver).not.toHaveBeenCalled()
    batcher.push(2)
    frames.frame()
    expect(deliver).toHaveBeenCalledWith([2])
  })
})

describe('nextFrame', () => {
  it('runs on the animation frame, once', () => {
    vi.useFakeTimers()
    try {
      const run = vi.fn()
      let frame: FrameRequestCallback | undefined
      const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
        frame = cb
        return 7
      })
      const caf = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined)
      nextFrame(run)
      expect(run).not.toHaveBeenCalled()
      frame?.(0)
      expect(run).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(FRAME_FALLBACK_MS * 2)
      expect(run).toHaveBeenCalledTimes(1)
      raf.mockRestore()
      caf.mockRestore()
    } finally {
      vi.useRealTimers()
    }
  })

  it('runs after a while when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers()
    try {
      const run = vi.fn()
      const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 3)
      const caf = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined)
      nextFrame(run)
      vi.advanceTimersByTime(FRAME_FALLBACK_MS - 1)
      expect(run).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(run).toHaveBeenCalledTimes(1)
      expect(caf).toHaveBeenCalledWith(3)
      raf.mockRestore()
      caf.mockRestore()
    } finally {
      vi.useRealTimers()
    }
  })
})
