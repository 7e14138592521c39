// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Account } from '../../api/types'
import type { EntitiesState, StoredStatus } from '../../store/entities'
import { filterInputs, pinnedFirst } from './shownStatuses'

const status = (id: string, patch: Partial<StoredStatus> = {}) =>
  ({ id, account_id: `a-${id}`, reblog_id: null, mentions: [], ...patch }) as StoredStatus
const account = (id: string) => ({ id, acct: id }) as Account

describe('pinnedFirst', () => {
  it('is the timeline itself without pinned statuses', () => {
    const ids = ['3', '2', '1']
    expect(pinnedFirst(ids, [])).toBe(ids)
  })

  it('puts pinned statuses first, once', () => {
    expect(pinnedFirst(['3', '2', '1'], ['2', '9'])).toEqual(['2', '9', '3', '1'])
  })
})

describe('filterInputs', () => {
  const entities = (patch: Partial<EntitiesState>) =>
    ({ statuses: {}, accounts: {}, mutedIds: null, blockedIds: null, ...patch }) as EntitiesState

  it('holds the named statuses, what they repeat, their authors and mentions', () => {
    const mention = { id: 'm', username: 'm', acct: 'm', url: '' }
    const statuses = {
      a: status('a'),
      r: status('r', { reblog_id: 'b' }),
      b: status('b', { mentions: [mention] }),
      other: status('other'),
    }
    const accounts = {
      'a-a': account('a-a'),
      'a-r': account('a-r'),
      'a-b': account('a-b'),
      m: account('m'),
      'a-other': account('a-other'),
    }
    const muted = new Set(['x'])
    const inputs = filterInputs(['a', 'r'], entities({ statuses, accounts, mutedIds: muted }))
    expect(inputs).toEqual([
      muted,
      null,
      statuses.a,
      accounts['a-a'],
      undefined,
      statuses.r,
      accounts['a-r'],
      statuses.b,
      accounts['a-b'],
      accounts.m,
    ])
    expect(inputs).not.toContain(statuses.other)
    expect(inputs).not.toContain(accounts['a-other'])
  })
})
