/**
 * Keyword filters, kept per account in the state file. One record per v2
 * filter; the v1 API sees each keyword as a filter of its own (Mastodon's
 * compatibility view), whose `irreversible` is the filter's `hide`. Matching
 * follows Mastodon: case-insensitive, whole word unless said otherwise, over
 * the text, the content warning and the poll options.
 */
import type { FilterRecord, StatusRecord } from './records.ts'
import type { Store } from './store.ts'

export const FILTER_CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'] as const

export function filtersOf(store: Store, accountId: string, now = Date.now()): FilterRecord[] {
  return (store.state.filters ?? []).filter(
    (f) => f.accountId === accountId && (f.expiresAt === null || Date.parse(f.expiresAt) > now),
  )
}

/** Every filter of the account, expired ones too (the lists show them until deleted). */
export function allFiltersOf(store: Store, accountId: string): FilterRecord[] {
  return (store.state.filters ?? []).filter((f) => f.accountId === accountId)
}

export function nextFilterId(store: Store): string {
  const ids = (store.state.filters ?? []).flatMap((f) => [f.id, ...f.keywords.map((k) => k.id)])
  return String(ids.reduce((max, id) => Math.max(max, Number(id) || 0), 0) + 1)
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function keywordPattern(keyword: string, wholeWord: boolean): RegExp {
  const core = escape(keyword.trim())
  if (!wholeWord) return new RegExp(core, 'iu')
  const word = /[\p{L}\p{N}_]/u
  const before = word.test(keyword.trim()[0] ?? '') ? '(?<![\\p{L}\\p{N}_])' : ''
  const after = word.test(keyword.trim().at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : ''
  return new RegExp(`${before}${core}${after}`, 'iu')
}

function textOf(status: StatusRecord): string {
  return [
    status.spoilerText,
    status.source,
    ...(status.poll?.options.map((o) => o.title) ?? []),
  ].join('\n')
}

/** The viewer's live filters of `context` that the status (a repeat: the repeated one) matches. */
export function matchingFilters(
  store: Store,
  status: StatusRecord,
  viewerId: string,
  context: string,
): FilterRecord[] {
  const content = status.reblogOfId ? store.status(status.reblogOfId) : status
  if (!content || content.accountId === viewerId) return []
  const filters = filtersOf(store, viewerId).filter((f) => f.context.includes(context))
  if (filters.length === 0) return []
  const text = textOf(content)
  return filters.filter((f) =>
    f.keywords.some((k) => keywordPattern(k.keyword, k.wholeWord).test(text)),
  )
}

/** What Mastodon puts in a status's `filtered`: each matching filter, in its v2 shape. */
export function filterResults(
  store: Store,
  status: StatusRecord,
  viewerId: string,
  context: string,
): unknown[] {
  return matchingFilters(store, status, viewerId, context).map((f) => ({
    filter: serializeFilterV2(f),
    keyword_matches: f.keywords.map((k) => k.keyword),
    status_matches: [],
  }))
}

/** A hiding filter removes the status where it applies (v1 `irreversible`, v2 `hide`). */
export function droppedByFilter(
  store: Store,
  status: StatusRecord,
  viewerId: string | null,
  context: string,
): boolean {
  if (viewerId === null) return false
  return matchingFilters(store, status, viewerId, context).some((f) => f.action === 'hide')
}

export function serializeFilterV2(f: FilterRecord) {
  return {
    id: f.id,
    title: f.title,
    context: f.context,
    expires_at: f.expiresAt,
    filter_action: f.action,
    keywords: f.keywords.map((k) => ({ id: k.id, keyword: k.keyword, whole_word: k.wholeWord })),
    statuses: [],
  }
}

/** The v1 view: one filter per keyword. */
export function serializeFiltersV1(f: FilterRecord) {
  return f.keywords.map((k) => ({
    id: k.id,
    phrase: k.keyword,
    context: f.context,
    whole_word: k.wholeWord,
    irreversible: f.action === 'hide',
    expires_at: f.expiresAt,
  }))
}
