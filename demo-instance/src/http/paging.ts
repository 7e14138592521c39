/**
 * Mastodon/Akkoma id-based pagination and the `Link` header.
 *
 * - `max_id`: only items older than it;
 * - `since_id`: only items newer than it (newest page first);
 * - `min_id`: the page immediately newer than it (oldest of those first in
 *   the selection, but returned newest first like Mastodon);
 * - `limit`: default 20, at most 40.
 */

import type { Context } from 'hono'
import { originOf } from './plumbing.ts'

export const DEFAULT_LIMIT = 20
export const MAX_LIMIT = 40

export interface PageQuery {
  maxId?: string
  sinceId?: string
  minId?: string
  limit: number
}

export function pageQuery(c: Context, defaultLimit = DEFAULT_LIMIT): PageQuery {
  const limitParam = Number.parseInt(c.req.query('limit') ?? '', 10)
  const limit = Number.isFinite(limitParam)
    ? Math.min(Math.max(limitParam, 1), MAX_LIMIT)
    : defaultLimit
  const id = (name: string) => {
    const value = c.req.query(name)
    return value && value.trim() !== '' ? value.trim() : undefined
  }
  return { maxId: id('max_id'), sinceId: id('since_id'), minId: id('min_id'), limit }
}

/**
 * Select a page from items sorted newest first by `key` (default `id`).
 * The iterable is consumed lazily, so callers can pass a filtering generator.
 */
export function paginate<T>(
  itemsNewestFirst: Iterable<T>,
  query: PageQuery,
  key: (item: T) => string,
): T[] {
  const { maxId, sinceId, minId, limit } = query
  if (minId !== undefined) {
    // Collect everything newer than min_id (and older than max_id), keep the
    // `limit` closest to min_id, return newest first.
    const newer: T[] = []
    for (const item of itemsNewestFirst) {
      const id = key(item)
      if (id <= minId) break
      if (maxId !== undefined && id >= maxId) continue
      newer.push(item)
    }
    return newer.slice(Math.max(0, newer.length - limit))
  }
  const page: T[] = []
  for (const item of itemsNewestFirst) {
    const id = key(item)
    if (maxId !== undefined && id >= maxId) continue
    if (sinceId !== undefined && id <= sinceId) break
    page.push(item)
    if (page.length >= limit) break
  }
  return page
}

/**
 * Set Akkoma's Link header for a page (omitted when the page is empty):
 * `<…?max_id=OLDEST>; rel="next", <…?min_id=NEWEST>; rel="prev"`, keeping
 * the other query parameters.
 */
export function setLinkHeader(
  c: Context,
  page: readonly { id: string }[] | readonly string[],
): void {
  if (page.length === 0) return
  const idOf = (entry: { id: string } | string) => (typeof entry === 'string' ? entry : entry.id)
  const newest = idOf(page[0] as { id: string } | string)
  const oldest = idOf(page[page.length - 1] as { id: string } | string)
  const url = new URL(c.req.url)
  const base = `${originOf(c)}${url.pathname}`
  const build = (name: 'max_id' | 'min_id', value: string) => {
    const params = new URLSearchParams(url.search)
    for (const drop of ['max_id', 'min_id', 'since_id']) params.delete(drop)
    params.set(name, value)
    return `${base}?${params.toString()}`
  }
  c.header(
    'Link',
    `<${build('max_id', oldest)}>; rel="next", <${build('min_id', newest)}>; rel="prev"`,
  )
}
