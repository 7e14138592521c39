// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIST_MEMBER_SEARCH_DEBOUNCE } from '../../config/constants'
import { createDebouncer } from './debounce'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('createDebouncer', () => {
  it('runs once, LIST_MEMBER_SEARCH_DEBOUNCE after the last call, with its argument', () => {
    expect(LIST_MEMBER_SEARCH_DEBOUNCE).toBe(2000)
    const run = vi.fn()
    const d = createDebouncer(LIST_MEMBER_SEARCH_DEBOUNCE, run)
    d.schedule('b')
    vi.advanceTimersByTime(1500)
    d.schedule('bo')
    vi.advanceTimersByTime(1999)
    expect(run).not.toHaveBeenCalled()
    expect(d.waiting).toBe(true)
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    expect(run).toHaveBeenCalledWith('bo')
    expect(d.waiting).toBe(false)
  })

  it('runs at once on now(), dropping the wait', () => {
    const run = vi.fn()
    const d = createDebouncer(2000, run)
    d.schedule('bo')
    d.now('bob')
    expect(run).toHaveBeenCalledWith('bob')
    vi.advanceTimersByTime(5000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs nothing after cancel()', () => {
    const run = vi.fn()
    const d = createDebouncer(2000, run)
    d.schedule('x')
    d.cancel()
    vi.advanceTimersByTime(5000)
    expect(run).not.toHaveBeenCalled()
    expect(d.waiting).toBe(false)
  })
})
