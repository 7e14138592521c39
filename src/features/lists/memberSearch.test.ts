// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { normalizeAccount } from '../../api/normalize'
import type { Account } from '../../api/types'
import { createMemberSearch, IDLE_SEARCH, type MemberSearchState } from './memberSearch'

const bob = normalizeAccount({ id: 'bob', username: 'bob', acct: 'bob' })

function setup(search: (q: string, following: boolean, signal: AbortSignal) => Promise<Account[]>) {
  let state: MemberSearchState = IDLE_SEARCH
  const searchSpy = vi.fn(search)
  const controller = createMemberSearch({
    delayMs: 2000,
    search: searchSpy,
    update: (change) => {
      state = change(state)
    },
  })
  return { controller, searchSpy, state: () => state }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('createMemberSearch', () => {
  it('waits for the pause in typing, then shows the answer for the last query', async () => {
    const { controller, searchSpy, state } = setup(async () => [bob])
    controller.typed('b', true)
    controller.typed('bo ', true)
    expect(state().status).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1999)
    expect(searchSpy).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(searchSpy).toHaveBeenCalledTimes(1)
    expect(searchSpy.mock.calls[0]?.slice(0, 2)).toEqual(['bo', true])
    expect(state()).toEqual({ status: 'done', results: [bob], query: 'bo' })
  })

  it('searches at once when asked, with the filter given', async () => {
    const { controller, searchSpy } = setup(async () => [])
    controller.typed('bo', true)
    controller.now('bo', false)
    expect(searchSpy.mock.calls.map((c) => c.slice(0, 2))).toEqual([['bo', false]])
    await vi.advanceTimersByTimeAsync(5000)
    expect(searchSpy).toHaveBeenCalledTimes(1)
    controller.now('   ', true)
    expect(searchSpy).toHaveBeenCalledTimes(1)
  })

  it('aborts an older search and ignores its answer', async () => {
    const pending: { resolve: (a: Account[]) => void; signal: AbortSignal }[] = []
    const { controller, state } = setup(
      (_q, _f, signal) => new Promise<Account[]>((resolve) => pending.push({ resolve, signal })),
    )
    controller.now('a', true)
    controller.now('ab', true)
    expect(pending[0]?.signal.aborted).toBe(true)
    pending[1]?.resolve([])
    pending[0]?.resolve([bob])
    await vi.advanceTimersByTimeAsync(0)
    expect(state()).toEqual({ status: 'done', results: [], query: 'ab' })
  })

  it('clears for an empty query and drops what was waiting', async () => {
    const { controller, searchSpy, state } = setup(async () => [bob])
    controller.typed('bo', true)
    controller.typed('  ', true)
    expect(state()).toEqual(IDLE_SEARCH)
    await vi.advanceTimersByTimeAsync(3000)
    expect(searchSpy).not.toHaveBeenCalled()
  })

  it('reports a failed search', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { controller, state } = setup(async () => {
      throw new Error('offline')
    })
    controller.now('bo', true)
    await vi.advanceTimersByTimeAsync(0)
    expect(state()).toEqual({ status: 'error', results: [], query: 'bo' })
  })
})
