// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  accountMatches,
  appendPage,
  checkDomain,
  checkMuteWord,
  emptyList,
  filterAccounts,
  keepPresent,
  selectAllState,
  toggleAllShown,
  toggleKey,
  withoutKeys,
} from './listLogic'

const person = (acct: string, display_name = '') => ({
  acct,
  username: acct.split('@')[0] ?? acct,
  display_name,
})
const id = (s: string) => s

describe('paging', () => {
  it('appends pages without repeats, and a full page keeps the next query', () => {
    const first = appendPage(
      emptyList<string>(),
      { items: ['a', 'b'], next: { max_id: 'b' }, prev: null },
      2,
      id,
    )
    expect(first).toMatchObject({ items: ['a', 'b'], next: { max_id: 'b' }, phase: 'ready' })
    const second = appendPage(
      { ...first, loadingMore: true, moreError: true },
      { items: ['b', 'c'], next: { max_id: 'c' }, prev: null },
      2,
      id,
    )
    expect(second).toMatchObject({ items: ['a', 'b', 'c'], loadingMore: false, moreError: false })
  })

  it('ends at a short page even when the server still links a next one (Akkoma)', () => {
    const last = appendPage(
      emptyList<string>(),
      { items: ['a'], next: { max_id: 'a' }, prev: null },
      20,
      id,
    )
    expect(last.next).toBeNull()
    const empty = appendPage(last, { items: [], next: { max_id: 'x' }, prev: null }, 20, id)
    expect(empty.next).toBeNull()
    expect(empty.items).toEqual(['a'])
  })

  it('drops items by key, keeping the same list when nothing goes', () => {
    const list = { ...emptyList<string>(), items: ['a', 'b', 'c'] }
    expect(withoutKeys(list, new Set(['b']), id).items).toEqual(['a', 'c'])
    expect(withoutKeys(list, new Set(['z']), id)).toBe(list)
  })
})

describe('filter', () => {
  const people = [
    person('loudmouth@noisy.example', 'Loudmouth 📢'),
    person('deals01@spam.example', 'Daily Deals 01'),
    person('bob', 'Bob 🚲'),
  ]

  it('matches handle, user name or display name, in any case, with or without @', () => {
    expect(filterAccounts(people, 'NOISY').map((p) => p.acct)).toEqual(['loudmouth@noisy.example'])
    expect(filterAccounts(people, ' @deals').map((p) => p.acct)).toEqual(['deals01@spam.example'])
    expect(filterAccounts(people, 'bob 🚲').map((p) => p.acct)).toEqual(['bob'])
    expect(filterAccounts(people, '   ')).toHaveLength(3)
    expect(accountMatches(person('x'), 'y')).toBe(false)
  })
})

describe('selection', () => {
  it('toggles one key', () => {
    const one = toggleKey(new Set(), 'a')
    expect([...one]).toEqual(['a'])
    expect([...toggleKey(one, 'a')]).toEqual([])
  })

  it('says none, some or all of what is shown is selected', () => {
    expect(selectAllState(['a', 'b'], new Set())).toBe('none')
    expect(selectAllState(['a', 'b'], new Set(['a', 'z']))).toBe('some')
    expect(selectAllState(['a', 'b'], new Set(['a', 'b']))).toBe('all')
    expect(selectAllState([], new Set(['a']))).toBe('none')
  })

  it('selects all shown, or unselects them when all are; hidden selections stay', () => {
    const hiddenSelected = new Set(['h'])
    const all = toggleAllShown(['a', 'b'], hiddenSelected)
    expect([...all].sort()).toEqual(['a', 'b', 'h'])
    expect([...toggleAllShown(['a', 'b'], all)]).toEqual(['h'])
    // Some selected: select all makes it all.
    expect([...toggleAllShown(['a', 'b'], new Set(['a']))].sort()).toEqual(['a', 'b'])
  })

  it('keeps only keys still present', () => {
    expect([...keepPresent(new Set(['a', 'gone']), ['a', 'b'])]).toEqual(['a'])
  })
})

describe('a domain to mute', () => {
  it('takes what people paste and gives the host name', () => {
    for (const [input, domain] of [
      ['Example.COM', 'example.com'],
      [' @spam.example ', 'spam.example'],
      ['https://mastodon.example/@dana', 'mastodon.example'],
      ['*.bots.example', 'bots.example'],
      ['social.bubble.example.', 'social.bubble.example'],
      ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
      ['bücher.example', 'bücher.example'],
    ])
      expect(checkDomain(input ?? '', []), input).toEqual({ ok: true, value: domain })
  })

  it('refuses empty, malformed and already muted domains', () => {
    expect(checkDomain('  ', [])).toEqual({ ok: false, error: 'empty' })
    for (const bad of [
      'localhost',
      'not a domain',
      '-x.example',
      'x-.example',
      'a..b',
      'a/b.example',
    ])
      expect(checkDomain(bad, []), bad).toEqual({ ok: false, error: 'invalid' })
    expect(checkDomain('SPAM.example', ['spam.example'])).toEqual({ ok: false, error: 'duplicate' })
  })
})

describe('a mute word', () => {
  it('is trimmed, not empty, and new in any case', () => {
    expect(checkMuteWord('  crypto  ', [])).toEqual({ ok: true, value: 'crypto' })
    expect(checkMuteWord('', [])).toEqual({ ok: false, error: 'empty' })
    expect(checkMuteWord('Crypto', ['crypto'])).toEqual({ ok: false, error: 'duplicate' })
    expect(checkMuteWord('two words', ['two'])).toEqual({ ok: true, value: 'two words' })
  })
})
