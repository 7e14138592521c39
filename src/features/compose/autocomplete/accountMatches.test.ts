// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normalizeAccount } from '../../../api/normalize'
import type { Account } from '../../../api/types'
import { matchLocalAccounts, mergeAccounts } from './accountMatches'

const account = (id: string, acct: string, display_name: string, extra = {}): Account =>
  normalizeAccount({ id, acct, username: acct.split('@')[0], display_name, ...extra })

describe('matchLocalAccounts', () => {
  const bob = account('1', 'bob', 'Bob Builder')
  const bobby = account('2', 'bobby@remote.example', 'Robert')
  const alice = account('3', 'alice', 'Bo Alice')
  const gone = account('4', 'bored', 'Gone', { pleroma: { deactivated: true } })

  it('ranks handle matches over name matches, then alphabetically', () => {
    expect(matchLocalAccounts([alice, bobby, bob, gone], 'bo').map((a) => a.id)).toEqual([
      '1',
      '2',
      '3',
    ])
  })

  it('matches case-insensitively and finds nothing for an empty query', () => {
    expect(matchLocalAccounts([bob], 'BOB').map((a) => a.id)).toEqual(['1'])
    expect(matchLocalAccounts([bob], '')).toEqual([])
  })

  it('keeps at most 20 by default', () => {
    const many = Array.from({ length: 30 }, (_, i) => account(String(i + 10), `bo${i}`, ''))
    expect(matchLocalAccounts(many, 'bo')).toHaveLength(20)
  })
})

describe('mergeAccounts', () => {
  it('puts the local matches first and adds unseen server results', () => {
    const a = account('1', 'a', '')
    const b = account('2', 'b', '')
    const c = account('3', 'c', '')
    expect(mergeAccounts([a, b], [b, c], 20).map((x) => x.id)).toEqual(['1', '2', '3'])
    expect(mergeAccounts([a, b], [c], 2).map((x) => x.id)).toEqual(['1', '2'])
  })
})
