// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../api/errors'
import type { SearchHashtag } from '../../api/endpoints/search'
import type { StoredStatus } from '../../store/entities'
import {
  appendPage,
  autoTab,
  cutToLimit,
  firstPage,
  hashtagKey,
  idKey,
  latestHistory,
  searchableQuery,
  searchErrorMessage,
  searchPath,
  visibleStatusIds,
} from './searchModel'

describe('query and route', () => {
  it('searches only a non-empty query, trimmed', () => {
    expect(searchableQuery(null)).toBeNull()
    expect(searchableQuery('')).toBeNull()
    expect(searchableQuery('  \t ')).toBeNull()
    expect(searchableQuery('  cofe ')).toBe('cofe')
  })

  it('builds the search route with the query encoded', () => {
    expect(searchPath('cofe')).toBe('/search?query=cofe')
    expect(searchPath('#art & tea')).toBe('/search?query=%23art%20%26%20tea')
    expect(searchPath('@dana@mastodon.example')).toBe('/search?query=%40dana%40mastodon.example')
    const back = new URLSearchParams(searchPath('https://x.example/notice/1?a=b').split('?')[1])
    expect(back.get('query')).toBe('https://x.example/notice/1?a=b')
  })
})

describe('tab choice', () => {
  it('picks the first tab with results in the order statuses, people, hashtags', () => {
    expect(autoTab({ statuses: 2, people: 5, hashtags: 1 })).toBe('statuses')
    expect(autoTab({ statuses: 0, people: 5, hashtags: 1 })).toBe('people')
    expect(autoTab({ statuses: 0, people: 0, hashtags: 1 })).toBe('hashtags')
    expect(autoTab({ statuses: 0, people: 0, hashtags: 0 })).toBe('statuses')
  })
})

describe('pages', () => {
  it('cuts a page to the requested limit', () => {
    expect(cutToLimit([1, 2, 3], 2)).toEqual([1, 2])
    expect(cutToLimit([1], 2)).toEqual([1])
    expect(cutToLimit([1], -1)).toEqual([])
  })

  it('a full first page may have more; a short one has not', () => {
    const full = firstPage(['a', 'b', 'c'], 2, idKey)
    expect(full).toEqual({ items: ['a', 'b'], offset: 2, more: true, phase: 'idle' })
    expect(firstPage(['a'], 2, idKey).more).toBe(false)
    expect(firstPage([], 2, idKey)).toMatchObject({ items: [], offset: 0, more: false })
  })

  it('appends further pages once each, counting the offset in server results', () => {
    const one = firstPage(['a', 'b'], 2, idKey)
    // The server repeats "b" (a post resolved on top shifted its list by one).
    const two = appendPage(one, ['b', 'c'], 2, idKey)
    expect(two).toEqual({ items: ['a', 'b', 'c'], offset: 4, more: true, phase: 'idle' })
    const three = appendPage(two, ['d'], 2, idKey)
    expect(three).toMatchObject({ items: ['a', 'b', 'c', 'd'], offset: 5, more: false })
  })

  it('stops paging when a full page brings nothing new (servers that ignore offset)', () => {
    const one = firstPage(['a', 'b'], 2, idKey)
    expect(appendPage(one, ['a', 'b'], 2, idKey)).toMatchObject({
      items: ['a', 'b'],
      more: false,
    })
  })

  it('tells hashtags apart without regard to case', () => {
    const tag = (name: string): SearchHashtag => ({ name, url: '', following: null, history: [] })
    const one = firstPage([tag('Cofe'), tag('cofe'), tag('tea')], 20, hashtagKey)
    expect(one.items.map((t) => t.name)).toEqual(['Cofe', 'tea'])
  })
})

describe('deleted statuses', () => {
  const stored = (id: string, patch: Partial<StoredStatus> = {}) =>
    ({ id, deleted: false, reblog_id: null, ...patch }) as StoredStatus

  it('hides deleted statuses, repeats of deleted ones, and ones the cache lost', () => {
    const statuses = {
      a: stored('a'),
      b: stored('b', { deleted: true }),
      c: stored('c', { reblog_id: 'b' }),
      d: stored('d', { reblog_id: 'a' }),
    }
    expect(visibleStatusIds(['a', 'b', 'c', 'd', 'gone'], statuses)).toEqual(['a', 'd'])
  })
})

describe('hashtag history', () => {
  it('takes the newest day whatever order the server sends', () => {
    const days = [
      { day: 100, uses: 1, accounts: 1 },
      { day: 300, uses: 5, accounts: 3 },
      { day: 200, uses: 2, accounts: 2 },
    ]
    expect(latestHistory(days)).toEqual({ day: 300, uses: 5, accounts: 3 })
    expect(latestHistory([])).toBeNull()
  })
})

describe('error messages', () => {
  const apiError = (status: number, body: unknown = {}) =>
    new ApiError({ status, statusText: 'Error', body, url: '/api/v2/search' })

  it('names the reason of a failed search', () => {
    expect(searchErrorMessage(new NetworkError('/api/v2/search'))).toEqual({
      key: 'search.network_error',
    })
    expect(searchErrorMessage(apiError(429))).toEqual({ key: 'search.rate_limited' })
    expect(searchErrorMessage(apiError(403))).toEqual({ key: 'search.forbidden' })
    expect(searchErrorMessage(apiError(500, { error: 'Something broke' }))).toEqual({
      key: 'search.server_error',
      args: { reason: 'Something broke' },
    })
    expect(searchErrorMessage(new Error('?'))).toEqual({ key: 'search.error' })
  })
})
