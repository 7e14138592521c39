// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { normalizeStatus } from '../api/normalize'
import { useEntities } from './entities'

const raw = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  content: `<p>${id}</p>`,
  created_at: '2026-01-01T00:00:00Z',
  account: { id: 'a1', username: 'alice', acct: 'alice', display_name: 'Alice' },
  ...extra,
})

describe('entity cache', () => {
  beforeEach(() => useEntities.getState().clear())

  it('keeps each status and account once and flattens repeats', () => {
    const inner = raw('s1')
    const wrapper = raw('s2', {
      reblog: inner,
      account: { id: 'b1', username: 'bob', acct: 'bob' },
    })
    useEntities.getState().ingestStatuses([normalizeStatus(wrapper), normalizeStatus(inner)])
    const { statuses, accounts } = useEntities.getState()
    expect(Object.keys(statuses).sort()).toEqual(['s1', 's2'])
    expect(statuses.s2?.reblog_id).toBe('s1')
    expect(Object.keys(accounts).sort()).toEqual(['a1', 'b1'])
  })

  it('an update reaches the one copy, and a deleted status stays deleted', () => {
    useEntities.getState().ingestStatuses([normalizeStatus(raw('s1'))])
    useEntities.getState().patchStatus('s1', { favourited: true })
    expect(useEntities.getState().statuses.s1?.favourited).toBe(true)
    useEntities.getState().markStatusDeleted('s1')
    useEntities.getState().ingestStatuses([normalizeStatus(raw('s1'))])
    expect(useEntities.getState().statuses.s1?.deleted).toBe(true)
  })

  it('evicts what nobody references, with the accounts only they used', () => {
    useEntities
      .getState()
      .ingestStatuses([
        normalizeStatus(raw('s1')),
        normalizeStatus(raw('s2', { account: { id: 'c1', username: 'carol', acct: 'carol' } })),
      ])
    useEntities.getState().evict(new Set(['s1']), new Set())
    const { statuses, accounts } = useEntities.getState()
    expect(Object.keys(statuses)).toEqual(['s1'])
    expect(Object.keys(accounts)).toEqual(['a1'])
  })
})
