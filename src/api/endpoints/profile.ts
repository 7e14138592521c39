/** Profile screen calls: accounts by id or name, follow lists, notes. */
import { FOLLOWS_PAGE_SIZE } from '../../config/constants'
import { ApiError } from '../errors'
import type { ApiClient, Page, PageQuery } from '../http'
import { normalizeAccount, normalizeRelationship } from '../normalize'
import type { Account, Relationship } from '../types'
import { getAccount, lookupAccount } from './accounts'

const enc = encodeURIComponent

/**
 * The account a profile route names: `/users/{id}` passes an id (Akkoma also
 * takes a nickname there; local profile links use the nickname), `/{name}`
 * a handle. An id that is not found is tried as a handle (Mastodon).
 */
export async function fetchProfileAccount(
  client: ApiClient,
  key: { id: string } | { name: string },
  signal?: AbortSignal,
): Promise<Account> {
  if ('name' in key) return lookupAccount(client, key.name, { signal })
  try {
    return await getAccount(client, key.id, { signal })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return lookupAccount(client, key.id, { signal })
    }
    throw error
  }
}

export type FollowListKind = 'followers' | 'following'

/** One page (20) of an account's followers or followees; `next` is the Link header's query. */
export function fetchFollowPage(
  client: ApiClient,
  accountId: string,
  kind: FollowListKind,
  next: PageQuery | null,
): Promise<Page<Account>> {
  return client.getPage(
    `/api/v1/accounts/${enc(accountId)}/${kind}`,
    { ...next, limit: FOLLOWS_PAGE_SIZE },
    normalizeAccount,
  )
}

/** Saves the private note on an account (`comment`); answers the relationship. */
export async function saveAccountNote(
  client: ApiClient,
  accountId: string,
  comment: string,
): Promise<Relationship | null> {
  const data = await client.post(`/api/v1/accounts/${enc(accountId)}/note`, { json: { comment } })
  return normalizeRelationship(data, accountId)
}
