// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  compareIdsDesc,
  initialListsState,
  isValidTitle,
  listsTransition,
  membershipDiff,
  sortListsByTitle,
  sortListsNewestFirst,
  type ListsState,
} from './transitions'

const ids = (lists: { id: string }[]) => lists.map((l) => l.id)
const lists = (...pairs: [string, string][]) => pairs.map(([id, title]) => ({ id, title }))

describe('list order', () => {
  it('sorts numeric ids newest first, 10 before 9', () => {
    expect(['9', '10', '2', '100'].sort(compareIdsDesc)).toEqual(['100', '10', '9', '2'])
  })

  it('sorts Akkoma flake ids and GoToSocial ULIDs newest first', () => {
    const flakes = ['AbCdEfGhIjKlMnOpQr', 'AbCdEfGhIjKlMnOpQs', 'AbCdEfGhIjKlMnOpQ']
    expect([...flakes].sort(compareIdsDesc)).toEqual([
      'AbCdEfGhIjKlMnOpQs',
      'AbCdEfGhIjKlMnOpQr',
      'AbCdEfGhIjKlMnOpQ',
    ])
    const ulids = [
      '01M875E3ZJ03RT4NTG957RVRSS',
      '01JP5WA823VCECY4TV8ZBE0687',
      '01M875E3ZJ03RT4NTG957RVRST',
    ]
    expect([...ulids].sort(compareIdsDesc)).toEqual([
      '01M875E3ZJ03RT4NTG957RVRST',
      '01M875E3ZJ03RT4NTG957RVRSS',
      '01JP5WA823VCECY4TV8ZBE0687',
    ])
    expect(compareIdsDesc('5', '5')).toBe(0)
  })

  it('orders the page newest first and the navigation by title', () => {
    const mine = lists(['2', 'zebra'], ['11', 'Apple'], ['3', 'banana'], ['4', 'apple'])
    expect(ids(sortListsNewestFirst(mine))).toEqual(['11', '4', '3', '2'])
    // Case and accents do not split equal titles; equal titles go newest first.
    expect(ids(sortListsByTitle(mine))).toEqual(['11', '4', '3', '2'])
    expect(ids(sortListsByTitle(lists(['1', 'List 10'], ['2', 'List 9'])))).toEqual(['2', '1'])
    // The input is left alone.
    expect(ids(mine)).toEqual(['2', '11', '3', '4'])
  })
})

describe('titles', () => {
  it('needs something besides spaces', () => {
    expect(isValidTitle('')).toBe(false)
    expect(isValidTitle('  \n')).toBe(false)
    expect(isValidTitle(' a ')).toBe(true)
  })
})

describe('membershipDiff', () => {
  it('sends only the ids added and the ids removed', () => {
    expect(membershipDiff(['a', 'b', 'c'], ['b', 'd', 'c', 'e'])).toEqual({
      added: ['d', 'e'],
      removed: ['a'],
    })
  })

  it('is empty when nothing changed, whatever the order', () => {
    expect(membershipDiff(['a', 'b'], ['b', 'a'])).toEqual({ added: [], removed: [] })
  })

  it('counts each id once', () => {
    expect(membershipDiff(['a', 'a'], ['b', 'b'])).toEqual({ added: ['b'], removed: ['a'] })
    expect(membershipDiff([], [])).toEqual({ added: [], removed: [] })
  })
})

describe('listsTransition', () => {
  const ready = (l = lists(['1', 'one'], ['2', 'two'])): ListsState => ({
    ...initialListsState('me'),
    phase: 'ready',
    lists: sortListsNewestFirst(l),
  })

  it('loads, showing a spinner only the first time', () => {
    const loading = listsTransition(initialListsState('me'), { type: 'load' })
    expect(loading.phase).toBe('loading')
    const loaded = listsTransition(loading, {
      type: 'loaded',
      lists: lists(['1', 'a'], ['9', 'b']),
    })
    expect(loaded.phase).toBe('ready')
    expect(ids(loaded.lists)).toEqual(['9', '1'])
    expect(listsTransition(loaded, { type: 'load' })).toBe(loaded)
  })

  it('keeps the lists on a failed background refresh, shows a failed visible load', () => {
    const state = ready()
    expect(listsTransition(state, { type: 'loadFailed', quiet: true })).toBe(state)
    const failed = listsTransition(state, { type: 'loadFailed', quiet: false })
    expect(failed.phase).toBe('error')
    expect(failed.lists).toEqual(state.lists)
    const first = listsTransition(initialListsState('me'), { type: 'loadFailed', quiet: true })
    expect(first.phase).toBe('error')
  })

  it('adds, renames and removes at once', () => {
    let state = listsTransition(ready(), { type: 'created', list: { id: '3', title: 'new' } })
    expect(ids(state.lists)).toEqual(['3', '2', '1'])
    state = listsTransition(state, { type: 'created', list: { id: '3', title: 'again' } })
    expect(state.lists.filter((l) => l.id === '3')).toEqual([{ id: '3', title: 'again' }])
    state = listsTransition(state, { type: 'updated', list: { id: '1', title: 'renamed' } })
    expect(state.lists.find((l) => l.id === '1')?.title).toBe('renamed')
    state = listsTransition(state, { type: 'updated', list: { id: '12', title: 'unknown yet' } })
    expect(ids(state.lists)).toEqual(['12', '3', '2', '1'])
    state = listsTransition(state, { type: 'removed', id: '2' })
    expect(ids(state.lists)).toEqual(['12', '3', '1'])
  })
})

/** A UUIDv7 (Hollo's ids) for a millisecond time: the time in the first 48 bits. */
function uuidv7(ms: number, tail = '7000-8000-000000000000'): string {
  const hex = ms.toString(16).padStart(12, '0')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${tail}`
}

const T = Date.UTC(2026, 10, 28, 4, 48, 53)

describe('list order with each kind of id', () => {
  it('lists sort newest first with every kind', () => {
    const [older, newer] = [uuidv7(T), uuidv7(T + 10)]
    expect(compareIdsDesc(older, newer)).toBeGreaterThan(0)
    const lists = [older, newer].map((id) => ({ id, title: id, replies_policy: 'list' as const }))
    expect(sortListsNewestFirst(lists).map((l) => l.id)).toEqual([newer, older])
    expect(compareIdsDesc('9', '10')).toBeGreaterThan(0)
  })
})
