import { decodeEntities } from '../../api/htmlEntities'
import { normalizeFilterResults } from '../../api/normalizers/filterResults'
import type { FilterKeyword, ServerFilter } from '../../api/endpoints/filters'
import type { FilterContext, FilterResult } from '../../api/types'
import type { StoredStatus } from '../../store/entities'

/*
 * Which server-side filters a status meets where it is shown, and what they
 * ask: hide it, or show it behind a warning naming them. Pure: the filter
 * service builds the judge from the member's filters, StatusView asks it.
 */

export interface FilterVerdict {
  action: 'warn' | 'hide'
  /** The titles of the filters that matched, for the warning. */
  titles: string[]
}

/** What matching reads of a status. */
export type FilterableStatus = Pick<
  StoredStatus,
  'id' | 'content' | 'text' | 'spoiler_text' | 'poll' | 'media_attachments' | 'filtered'
>

export interface CompiledFilter {
  filter: ServerFilter
  /** Its keywords as one pattern; null when it has none. */
  pattern: RegExp | null
  /** The posts it names one by one. */
  statusIds: ReadonlySet<string>
}

/** What else a verdict may need beyond the status itself. */
export interface VerdictOptions {
  /**
   * Server results that came before the member's filters last changed: they
   * judge by filters that may be gone or edited, so the status is matched
   * here against the current list instead.
   */
  outdated?: { has(results: object): boolean }
  /** The repeat a status is shown as: a filter naming the repeat names it too. */
  repeatId?: string
}

const PLACES: Readonly<Record<string, FilterContext>> = {
  friends: 'home',
  list: 'home',
  notifications: 'notifications',
  public: 'public',
  publicAndExternal: 'public',
  bubble: 'public',
  tag: 'public',
  user: 'account',
}

/**
 * The filters' context of a status: a thread's and a profile's by
 * StatusView's context, others by the list around them (a timeline's kind,
 * `notifications`). Elsewhere (bookmarks, search, moderation) no filter applies.
 */
export function placeOf(where: string | null, view?: string): FilterContext | null {
  if (view === 'conversation') return 'thread'
  if (view === 'profile') return 'account'
  return where === null ? null : (PLACES[where] ?? null)
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const WORD = /[\p{L}\p{N}_]/u

/**
 * A keyword's pattern, case-insensitive. Whole word as Mastodon matches it:
 * a keyword's end that is a letter or digit must not run on into another
 * one; an end that is punctuation (":)", "#tag") matches as written.
 */
export function keywordSource({
  keyword,
  wholeWord,
}: Pick<FilterKeyword, 'keyword' | 'wholeWord'>): string {
  const text = keyword.trim()
  const core = escape(text)
  if (!wholeWord || text === '') return core
  const before = WORD.test(text[0] ?? '') ? '(?<![\\p{L}\\p{N}_])' : ''
  const after = WORD.test(text.at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : ''
  return `${before}${core}${after}`
}

export function compileFilter(filter: ServerFilter): CompiledFilter {
  const sources = filter.keywords.filter((k) => k.keyword.trim() !== '').map(keywordSource)
  return {
    filter,
    pattern: sources.length > 0 ? new RegExp(sources.join('|'), 'iu') : null,
    statusIds: new Set(filter.statusIds),
  }
}

/** Text of server HTML, good enough for matching words. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>|<\/p>/gi, '\n').replace(/<[^>]*>/g, ''))
}

/** What the keywords are matched against: the text, the content warning, poll options, media descriptions. */
export function searchableText(status: FilterableStatus): string {
  return [
    status.spoiler_text,
    status.text ?? plainText(status.content),
    ...(status.poll?.options.map((o) => o.title) ?? []),
    ...status.media_attachments.map((m) => m.description),
  ].join('\n')
}

const live = (expiresAt: string | null, now: number) =>
  expiresAt === null || Date.parse(expiresAt) > now

function verdictOf(matched: { title: string; action: string }[]): FilterVerdict | null {
  if (matched.length === 0) return null
  // One hiding filter hides; otherwise every matching filter is named.
  const hide = matched.some((m) => m.action === 'hide')
  return { action: hide ? 'hide' : 'warn', titles: [...new Set(matched.map((m) => m.title))] }
}

/** The server's own results (Mastodon): only those for this place, and not expired. */
export function verdictFromResults(
  results: readonly FilterResult[],
  place: FilterContext,
  now: number,
): FilterVerdict | null {
  return verdictOf(results.filter((r) => r.context.includes(place) && live(r.expiresAt, now)))
}

/**
 * The verdict for a status shown in `place`. A status that carries the
 * server's results is judged by them (a result names the filter whether a
 * keyword or the post itself matched: Mastodon's `keyword_matches` and
 * `status_matches`); one without (Akkoma, Pleroma, GoToSocial), or whose
 * results are outdated, by matching the member's filters here: their
 * keywords, and the posts they name.
 */
export function filterVerdict(
  status: FilterableStatus,
  place: FilterContext,
  filters: readonly CompiledFilter[],
  now: number,
  { outdated, repeatId }: VerdictOptions = {},
): FilterVerdict | null {
  if (status.filtered && !outdated?.has(status.filtered))
    return verdictFromResults(normalizeFilterResults(status.filtered) ?? [], place, now)
  const applicable = filters.filter(
    (c) =>
      (c.pattern !== null || c.statusIds.size > 0) &&
      c.filter.context.includes(place) &&
      live(c.filter.expiresAt, now),
  )
  if (applicable.length === 0) return null
  let text: string | null = null
  const matches = (c: CompiledFilter) =>
    c.statusIds.has(status.id) ||
    (repeatId !== undefined && c.statusIds.has(repeatId)) ||
    (c.pattern?.test((text ??= searchableText(status))) ?? false)
  return verdictOf(applicable.filter(matches).map((c) => c.filter))
}
