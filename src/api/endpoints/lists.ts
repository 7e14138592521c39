/** Lists and their members (spec 3 §7). */
import { MalformedEntityError, MalformedResponseError } from '../errors'
import type { ApiClient, Query, RequestOptions } from '../http'
import { pagingFromLinkHeader } from '../link'
import { normalizeAccount } from '../normalize'
import { idOrNull, mapValid, str, wire } from '../read'
import type { Account } from '../types'

export interface UserList {
  id: string
  title: string
}

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>

const enc = encodeURIComponent

/**
 * Mastodon pages list members by 40; `limit=0` asks for all of them at once.
 * Akkoma ignores the limit and sends them all.
 */
export const LIST_ACCOUNTS_ALL = 0
/** A list with more pages than this is cut short rather than walked forever. */
export const LIST_ACCOUNTS_MAX_PAGES = 50

export function normalizeList(raw: unknown): UserList | null {
  const r = wire<{ id?: unknown; title?: unknown }>(raw)
  const id = idOrNull(r.id)
  return id ? { id, title: str(r.title) } : null
}

function listOrThrow(raw: unknown): UserList {
  const list = normalizeList(raw)
  if (!list) throw new MalformedEntityError('list', raw)
  return list
}

export async function getList(client: ApiClient, id: string): Promise<UserList> {
  return listOrThrow(await client.get(`/api/v1/lists/${enc(id)}`))
}

/** GET /api/v1/lists: every list the user owns (not paged on any server). */
export async function fetchLists(client: ApiClient, options?: CallOptions): Promise<UserList[]> {
  return mapValid(await client.get('/api/v1/lists', options), normalizeList)
}

export async function createList(client: ApiClient, title: string): Promise<UserList> {
  return listOrThrow(await client.post('/api/v1/lists', { json: { title } }))
}

export async function updateList(client: ApiClient, id: string, title: string): Promise<UserList> {
  return listOrThrow(await client.put(`/api/v1/lists/${enc(id)}`, { json: { title } }))
}

export async function deleteList(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/api/v1/lists/${enc(id)}`)
}

/**
 * Every member of a list. Asks for all at once (`limit=0`); a server that
 * pages anyway (a Link header with a next page) is followed page by page.
 * Only the Link header is trusted for paging: Akkoma sends none and ignores
 * cursors, so guessing a next page from ids would fetch the same members
 * again.
 */
export async function fetchListAccounts(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<Account[]> {
  const path = `/api/v1/lists/${enc(id)}/accounts`
  const accounts: Account[] = []
  const seen = new Set<string>()
  let query: Query = { limit: LIST_ACCOUNTS_ALL }
  for (let page = 0; page < LIST_ACCOUNTS_MAX_PAGES; page += 1) {
    const response = await client.request('GET', path, { ...options, query })
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
    const next = pagingFromLinkHeader(response.headers.get('Link'), query).next
    if (next === null || fresh === 0) break
    query = next
  }
  return accounts
}

/**
 * POST /api/v1/lists/{id}/accounts. Mastodon and GoToSocial refuse accounts
 * the user does not follow (404) and Mastodon refuses members already there
 * (422), each time for the whole request.
 */
export async function addListAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
): Promise<void> {
  if (accountIds.length === 0) return
  await client.post(`/api/v1/lists/${enc(id)}/accounts`, {
    json: { account_ids: accountIds },
  })
}

/** DELETE /api/v1/lists/{id}/accounts with the ids in a JSON body, as the servers read it. */
export async function removeListAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
): Promise<void> {
  if (accountIds.length === 0) return
  await client.delete(`/api/v1/lists/${enc(id)}/accounts`, {
    json: { account_ids: accountIds },
  })
}
