/**
 * Keyword filters kept on the server. Mastodon 4 and GoToSocial have v2
 * (`/api/v2/filters`: a titled filter holding several keywords and an
 * action); Akkoma and Pleroma only v1 (`/api/v1/filters`: one phrase per
 * filter, `irreversible` meaning the server drops matching posts itself).
 * Both are read into one shape, ServerFilter, so the screens and the
 * filtering logic never ask which version they talk to.
 */
import { MalformedEntityError } from '../errors'
import type { ApiClient } from '../http'
import { actionOf, contextsOf } from '../normalizers/filterResults'
import { bool, dateOrNull, idOrNull, mapValid, str, wire } from '../read'
import type { FilterAction, FilterContext } from '../types'

export type FilterApi = 'v1' | 'v2'

export interface FilterKeyword {
  /** null for a keyword not saved yet. v1 filters use the filter's own id. */
  id: string | null
  keyword: string
  wholeWord: boolean
}

export interface ServerFilter {
  id: string
  title: string
  context: FilterContext[]
  /** ISO date; null: never expires. */
  expiresAt: string | null
  action: FilterAction
  keywords: FilterKeyword[]
  /**
   * The ids of the posts the filter names one by one (a v2 filter's
   * `statuses`, Mastodon's "filter this post"); v1 has none.
   */
  statusIds: string[]
}

/** What the filter form sends: the expiry as seconds from now, null for never, 'keep' as it is. */
export interface FilterDraft {
  title: string
  context: FilterContext[]
  action: 'warn' | 'hide'
  keywords: { id: string | null; keyword: string; wholeWord: boolean }[]
  expiresIn: number | null | 'keep'
}

interface WireFilterV1 {
  id?: unknown
  phrase?: unknown
  context?: unknown
  whole_word?: unknown
  irreversible?: unknown
  expires_at?: unknown
}

export interface WireFilterV2 {
  id?: unknown
  title?: unknown
  context?: unknown
  expires_at?: unknown
  filter_action?: unknown
  keywords?: unknown
  statuses?: unknown
}

/** A v1 filter: its phrase is both its title and its one keyword; irreversible means hide. */
export function normalizeFilterV1(raw: unknown): ServerFilter | null {
  const w = wire<WireFilterV1>(raw)
  const id = idOrNull(w.id)
  const phrase = str(w.phrase)
  if (id === null || phrase === '') return null
  return {
    id,
    title: phrase,
    context: contextsOf(w.context),
    expiresAt: dateOrNull(w.expires_at),
    action: bool(w.irreversible) ? 'hide' : 'warn',
    keywords: [{ id, keyword: phrase, wholeWord: bool(w.whole_word, true) }],
    statusIds: [],
  }
}

export function normalizeFilterV2(raw: unknown): ServerFilter | null {
  const w = wire<WireFilterV2>(raw)
  const id = idOrNull(w.id)
  if (id === null) return null
  return {
    id,
    title: str(w.title),
    context: contextsOf(w.context),
    expiresAt: dateOrNull(w.expires_at),
    action: actionOf(w.filter_action),
    keywords: mapValid(w.keywords, (k) => {
      const kw = wire<{ id?: unknown; keyword?: unknown; whole_word?: unknown }>(k)
      const keyword = str(kw.keyword)
      return keyword === ''
        ? null
        : { id: idOrNull(kw.id), keyword, wholeWord: bool(kw.whole_word, true) }
    }),
    // FilterStatus entries: `{id, status_id}`.
    statusIds: mapValid(w.statuses, (s) => idOrNull(wire<{ status_id?: unknown }>(s).status_id)),
  }
}

const read = (version: FilterApi) => (version === 'v2' ? normalizeFilterV2 : normalizeFilterV1)

function filterOrThrow(version: FilterApi, raw: unknown): ServerFilter {
  const filter = read(version)(raw)
  if (!filter) throw new MalformedEntityError('filter', raw)
  return filter
}

export async function fetchFilters(
  client: ApiClient,
  version: FilterApi,
  signal?: AbortSignal,
): Promise<ServerFilter[]> {
  return mapValid(await client.get(`/api/${version}/filters`, { signal }), read(version))
}

/** The expiry field both versions take: seconds from now, null to clear it, left out to keep it. */
const expiryField = (draft: FilterDraft) =>
  draft.expiresIn === 'keep' ? {} : { expires_in: draft.expiresIn }

/** v1 keeps one phrase per filter: the draft's first keyword. */
function v1Body(draft: FilterDraft) {
  const first = draft.keywords[0]
  return {
    phrase: first?.keyword ?? draft.title,
    context: draft.context,
    whole_word: first?.wholeWord ?? true,
    irreversible: draft.action === 'hide',
    ...expiryField(draft),
  }
}

/**
 * The v2 body. On an update, keywords the draft no longer has are sent with
 * `_destroy`, kept ones with their id, new ones without.
 */
function v2Body(draft: FilterDraft, previous?: ServerFilter) {
  const kept = new Set(draft.keywords.map((k) => k.id).filter((id) => id !== null))
  const removed = (previous?.keywords ?? [])
    .filter((k) => k.id !== null && !kept.has(k.id))
    .map((k) => ({ id: k.id, _destroy: true }))
  return {
    title: draft.title,
    context: draft.context,
    filter_action: draft.action,
    ...expiryField(draft),
    keywords_attributes: [
      ...draft.keywords.map((k) => ({
        ...(k.id === null ? {} : { id: k.id }),
        keyword: k.keyword,
        whole_word: k.wholeWord,
      })),
      ...removed,
    ],
  }
}

export async function createFilter(
  client: ApiClient,
  version: FilterApi,
  draft: FilterDraft,
): Promise<ServerFilter> {
  const json = version === 'v2' ? v2Body(draft) : v1Body(draft)
  return filterOrThrow(version, await client.post(`/api/${version}/filters`, { json }))
}

export async function updateFilter(
  client: ApiClient,
  version: FilterApi,
  previous: ServerFilter,
  draft: FilterDraft,
): Promise<ServerFilter> {
  const json = version === 'v2' ? v2Body(draft, previous) : v1Body(draft)
  const path = `/api/${version}/filters/${encodeURIComponent(previous.id)}`
  return filterOrThrow(version, await client.put(path, { json }))
}

export async function deleteFilter(
  client: ApiClient,
  version: FilterApi,
  id: string,
): Promise<void> {
  await client.delete(`/api/${version}/filters/${encodeURIComponent(id)}`)
}
