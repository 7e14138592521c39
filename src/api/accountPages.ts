/**
 * Every account of a paged account list (follows, blocks, mutes, a list's
 * members), walked by the Link header. Only the Link header is trusted:
 * these lists page by the follow, block, mute or membership record, not by
 * account id, and Akkoma sends some whole and ignores cursors, so a next
 * page guessed from the accounts would skip or repeat. A page that brings
 * nothing new ends the walk too.
 */
import { MalformedResponseError } from './errors'
import type { ApiClient, Query, RequestOptions } from './http'
import { pagingFromLinkHeader } from './link'
import { normalizeAccount } from './normalize'
import { mapValid } from './read'
import type { Account } from './types'

export interface AccountPagesOptions extends Pick<RequestOptions, 'signal' | 'timeoutMs'> {
  /** Accounts asked for per page (0: all at once, where the server allows it). */
  limit: number
  /** A list longer than this many pages is cut short rather than walked forever. */
  maxPages: number
  /** Called after each page with the number of accounts so far. */
  onProgress?: (count: number) => void
}

export async function fetchAllAccountPages(
  client: ApiClient,
  path: string,
  options: AccountPagesOptions,
): Promise<Account[]> {
  const { limit, maxPages, onProgress, ...callOptions } = options
  const accounts: Account[] = []
  const seen = new Set<string>()
  let query: Query = { limit }
  for (let page = 0; page < maxPages; page += 1) {
    const response = await client.request('GET', path, { ...callOptions, query })
    if (!Array.isArray(response.data)) {
      throw new MalformedResponseError({
        status: response.status,
        statusText: '',
        body: response.data,
        url: response.url,
        reason: 'expected a JSON array',
      })
    }
    let fresh = 0
    for (const account of mapValid(response.data, normalizeAccount)) {
      if (seen.has(account.id)) continue
      seen.add(account.id)
      accounts.push(account)
      fresh += 1
    }
    onProgress?.(accounts.length)
    const next = pagingFromLinkHeader(response.headers.get('Link'), query).next
    if (next === null || fresh === 0) break
    // The next page's own limit, where its link names one, wins.
    query = { limit, ...next }
  }
  return accounts
}
