/** Lists and their members. */
import { MalformedEntityError } from '../errors'
import { fetchAllAccountPages } from '../accountPages'
import type { ApiClient, RequestOptions } from '../http'
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
  return fetchAllAccountPages(client, `/api/v1/lists/${enc(id)}/accounts`, {
    ...options,
    limit: LIST_ACCOUNTS_ALL,
    maxPages: LIST_ACCOUNTS_MAX_PAGES,
  })
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
