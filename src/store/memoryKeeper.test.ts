// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { normalizeStatus } from '../api/normalize'
import { useEntities } from './entities'
import { retainAccount, retainStatus } from './retention'
import { useTimelines } from './timelines'
import { collect, touchTimeline } from './memoryKeeper'

const status = (n: number, extra: Record<string, unknown> = {}) =>
  normalizeStatus({
    id: `S${String(n).padStart(4, '0')}`,
    content: 'x',
    created_at: '2026-01-01T00:00:00Z',
    account: { id: `A${n % 3}`, username: 'u', acct: 'u' },
    ...extra,
  })

describe('memory keeper', () => {
  beforeEach(() => {
    useEntities.getState().clear()
    useTimelines.getState().clearAll()
  })

  it('trims idle timelines and evicts statuses nobody references', () => {
    const all = Array.from({ length: 60 }, (_, i) => status(i + 1))
    useEntities.getState().ingestStatuses(all)
    const ids = all.map((s) => s.id).reverse()
    useTimelines.getState().receiveInitial('idle', ids)
    useTimelines.getState().receiveInitial('active', ids.slice(0, 5))
    touchTimeline('idle')
    const release = retainStatus(ids[59]!)
    collect(Date.now() + 10 * 60_000, new Set(['active']))
    expect(useTimelines.getState().timelines.idle?.statusIds).toHaveLength(20)
    expect(useTimelines.getState().timelines.active?.statusIds).toHaveLength(5)
    const kept = Object.keys(useEntities.getState().statuses)
    // 20 from the trimmed timeline (the active one's 5 are among them) + the retained one.
    expect(kept).toHaveLength(21)
    expect(kept).toContain(ids[59])
    release()
  })

  it('keeps the accounts a view retains, and drops the rest no kept status references', () => {
    useEntities.getState().ingestAccounts([
      { ...status(1).account, id: 'shown' },
      { ...status(1).account, id: 'gone' },
    ])
    const release = retainAccount('shown')
    collect(Date.now(), new Set())
    expect(Object.keys(useEntities.getState().accounts)).toEqual(['shown'])
    release()
    collect(Date.now(), new Set())
    expect(useEntities.getState().accounts).toEqual({})
  })

  it('forgets the least recently seen idle timelines beyond the few it keeps', () => {
    const clock = vi.spyOn(Date, 'now')
    for (let n = 0; n < 10; n += 1) {
      clock.mockReturnValue(1_000 * n)
      useTimelines.getState().receiveInitial(`user:${n}`, [`S${n}`])
      touchTimeline(`user:${n}`)
    }
    clock.mockRestore()
    collect(10_000, new Set(['user:0']))
    const kept = Object.keys(useTimelines.getState().timelines).sort()
    // user:0 is on screen; of the idle ones the six seen last stay.
    expect(kept).toEqual(['user:0', 'user:4', 'user:5', 'user:6', 'user:7', 'user:8', 'user:9'])
  })

  it('keeps what repeats and quotes wrap', () => {
    const inner = {
      id: 'S9000',
      content: 'inner',
      created_at: '2026-01-01T00:00:00Z',
      account: { id: 'A9', username: 'q', acct: 'q' },
    }
    const wrapper = status(1, { reblog: inner })
    useEntities.getState().ingestStatuses([wrapper])
    useTimelines.getState().receiveInitial('t', [wrapper.id])
    collect(Date.now(), new Set(['t']))
    expect(Object.keys(useEntities.getState().statuses).sort()).toEqual(['S0001', 'S9000'])
    expect(Object.keys(useEntities.getState().accounts).sort()).toEqual(['A1', 'A9'])
  })
})
