import type { SearchHashtag, SearchType, TagHistoryDay } from '../../api/endpoints/search'
import { ApiError, MalformedResponseError, NetworkError } from '../../api/errors'
import { readableText } from '../../api/readableError'
import type { Account } from '../../api/types'
import type { StoredStatus } from '../../store/entities'

/**
 * The search page's rules as plain functions: which tab is
 * shown, what a tab counts, how pages are cut and merged, and the route.
 */

export type SearchTab = 'statuses' | 'people' | 'hashtags'

/** Tab order, which is also the order the first tab with results is picked in. */
export const SEARCH_TABS: readonly SearchTab[] = ['statuses', 'people', 'hashtags']

/** The `type` of GET /api/v2/search that fills each tab. */
export const TAB_TYPE: Readonly<Record<SearchTab, SearchType>> = {
  statuses: 'statuses',
  people: 'accounts',
  hashtags: 'hashtags',
}

/** The query a search runs for: none (null) when blank, since search runs only for a non-empty one. */
export function searchableQuery(raw: string | null | undefined): string | null {
  const query = (raw ?? '').trim()
  return query === '' ? null : query
}

/** The search route for a query (/search?query=...). */
export function searchPath(query: string): string {
  return `/search?query=${encodeURIComponent(query)}`
}

/** Some servers answer more than asked (Akkoma puts a fetched post on top). */
export function cutToLimit<T>(items: readonly T[], limit: number): T[] {
  return items.slice(0, Math.max(0, limit))
}

/** One tab's results and its paging. */
export interface ResultList<T> {
  items: T[]
  /** Offset of the next page: how many results the server has given so far. */
  offset: number
  /** The last page was full, so the server may have more. */
  more: boolean
  /** A "load more" in flight or failed. */
  phase: 'idle' | 'loading' | 'error'
}

export const EMPTY_LIST: ResultList<never> = { items: [], offset: 0, more: false, phase: 'idle' }

/** The first page of a tab: cut to the limit, each result once. */
export function firstPage<T>(
  items: readonly T[],
  limit: number,
  key: (item: T) => string,
): ResultList<T> {
  return appendPage(EMPTY_LIST, items, limit, key)
}

/**
 * A further page added to a tab. The next offset counts what the server gave
 * (before duplicates are dropped), so it stays aligned with the server's
 * list; a page shorter than the limit, or one with nothing new (servers that
 * ignore `offset`), ends the paging.
 */
export function appendPage<T>(
  list: ResultList<T>,
  items: readonly T[],
  limit: number,
  key: (item: T) => string,
): ResultList<T> {
  const page = cutToLimit(items, limit)
  const seen = new Set(list.items.map(key))
  const fresh: T[] = []
  for (const item of page) {
    const k = key(item)
    if (seen.has(k)) continue
    seen.add(k)
    fresh.push(item)
  }
  return {
    items: [...list.items, ...fresh],
    offset: list.offset + page.length,
    more: page.length >= limit && fresh.length > 0,
    phase: 'idle',
  }
}

export const accountKey = (account: Account): string => account.id
export const hashtagKey = (tag: SearchHashtag): string => tag.name.toLowerCase()
export const idKey = (id: string): string => id

/** Result statuses that can be shown: known to the cache and not deleted. */
export function visibleStatusIds(
  ids: readonly string[],
  statuses: Readonly<Record<string, StoredStatus | undefined>>,
): string[] {
  return ids.filter((id) => {
    const status = statuses[id]
    if (!status || status.deleted) return false
    const inner = status.reblog_id ? statuses[status.reblog_id] : status
    return inner !== undefined && !inner.deleted
  })
}

export type TabCounts = Readonly<Record<SearchTab, number>>

/** The first tab that has results, in the order statuses, people, hashtags. */
export function autoTab(counts: TabCounts): SearchTab {
  return SEARCH_TABS.find((tab) => counts[tab] > 0) ?? 'statuses'
}

/** The newest day of a hashtag's history (servers differ in the order they send), or null. */
export function latestHistory(history: readonly TagHistoryDay[]): TagHistoryDay | null {
  let latest: TagHistoryDay | null = null
  for (const day of history) if (!latest || day.day > latest.day) latest = day
  return latest
}

export interface SearchErrorMessage {
  key: string
  args?: Record<string, string>
}

/** What the error panel says when a search fails. */
export function searchErrorMessage(error: unknown): SearchErrorMessage {
  if (error instanceof NetworkError) return { key: 'search.network_error' }
  if (error instanceof MalformedResponseError) return { key: 'search.error' }
  if (error instanceof ApiError) {
    // Akkoma rate-limits searching and, on a private instance, refuses guests.
    if (error.status === 429) return { key: 'search.rate_limited' }
    if (error.status === 401 || error.status === 403) return { key: 'search.forbidden' }
    const reason = readableText(error) ?? `${error.status} ${error.statusText}`.trim()
    return { key: 'search.server_error', args: { reason } }
  }
  return { key: 'search.error' }
}
