/** Account search and search v2: the post form's autocomplete and the search page. */
import type { ApiClient, RequestOptions } from '../http'
import { normalizeAccount, normalizeStatus } from '../normalize'
import { arr, boolOrNull, isRecord, mapValid, num, str, wire } from '../read'
import type { Account, Status, Tag } from '../types'

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>

export interface AccountSearchParams {
  q: string
  limit?: number
  /** Look the handle up on its home server (WebFinger); the autocomplete does not. */
  resolve?: boolean
  /** Only accounts the user follows. */
  following?: boolean
}

/** GET /api/v1/accounts/search. */
export async function searchAccounts(
  client: ApiClient,
  params: AccountSearchParams,
  options?: CallOptions,
): Promise<Account[]> {
  const data = await client.get('/api/v1/accounts/search', {
    ...options,
    query: {
      q: params.q,
      limit: params.limit,
      resolve: params.resolve ?? false,
      following: params.following,
    },
  })
  return mapValid(data, normalizeAccount)
}

/** One day of a hashtag's use (Mastodon's `history`; Akkoma often sends none). */
export interface TagHistoryDay {
  /** Start of the day, Unix seconds. */
  day: number
  uses: number
  accounts: number
}

export interface SearchHashtag extends Tag {
  history: TagHistoryDay[]
}

export type SearchType = 'accounts' | 'hashtags' | 'statuses'

export interface SearchParams {
  q: string
  type?: SearchType
  limit?: number
  offset?: number
  resolve?: boolean
  following?: boolean
  /** Only statuses of this account. */
  account_id?: string
  /**
   * Akkoma embeds the viewer's relationship in each account
   * (`pleroma.relationship`), saving a relationships call; others ignore it.
   */
  with_relationships?: boolean
}

export interface SearchResults {
  accounts: Account[]
  statuses: Status[]
  hashtags: SearchHashtag[]
}

/** A hashtag of search v2, or the bare name older servers (and v1) send. */
export function normalizeSearchHashtag(raw: unknown): SearchHashtag | null {
  if (typeof raw === 'string') {
    const name = raw.replace(/^#/, '')
    return name === '' ? null : { name, url: '', following: null, history: [] }
  }
  if (!isRecord(raw)) return null
  const w = wire<{ name?: unknown; url?: unknown; following?: unknown; history?: unknown }>(raw)
  const name = str(w.name).replace(/^#/, '')
  if (name === '') return null
  return {
    name,
    url: str(w.url),
    following: boolOrNull(w.following),
    history: arr(w.history)
      .filter(isRecord)
      .map((d) => ({
        day: num(Number(d.day)),
        uses: num(Number(d.uses)),
        accounts: num(Number(d.accounts)),
      })),
  }
}

/** GET /api/v2/search. Throws on a failed reply. */
export async function search(
  client: ApiClient,
  params: SearchParams,
  options?: CallOptions,
): Promise<SearchResults> {
  const data = await client.get('/api/v2/search', {
    ...options,
    query: {
      q: params.q,
      type: params.type,
      limit: params.limit,
      offset: params.offset,
      resolve: params.resolve ?? false,
      following: params.following,
      account_id: params.account_id,
      with_relationships: params.with_relationships,
    },
  })
  const w = wire<{ accounts?: unknown; statuses?: unknown; hashtags?: unknown }>(data)
  return {
    accounts: mapValid(w.accounts, normalizeAccount),
    statuses: mapValid(w.statuses, normalizeStatus),
    hashtags: mapValid(w.hashtags, normalizeSearchHashtag),
  }
}

/** Hashtags whose names match `q` (search v2 restricted to hashtags). */
export async function searchHashtags(
  client: ApiClient,
  q: string,
  limit: number,
  options?: CallOptions,
): Promise<SearchHashtag[]> {
  return (await search(client, { q, type: 'hashtags', limit }, options)).hashtags
}
