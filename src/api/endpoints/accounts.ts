/** Account lookups and follow/unfollow. */
import { definedFields } from '../encode'
import { ApiError, MalformedEntityError } from '../errors'
import type { ApiClient, RequestOptions } from '../http'
import { normalizeAccount, normalizeRelationship } from '../normalize'
import { mapValid } from '../read'
import type { Account, Relationship } from '../types'

const enc = encodeURIComponent

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>

export async function verifyCredentials(
  client: ApiClient,
  options?: CallOptions,
): Promise<Account> {
  return normalizeAccount(await client.get('/api/v1/accounts/verify_credentials', options))
}

export async function getAccount(
  client: ApiClient,
  id: string,
  options?: CallOptions & { withRelationships?: boolean },
): Promise<Account> {
  const withRelationships = options?.withRelationships ?? true
  const data = await client.get(`/api/v1/accounts/${enc(id)}`, {
    ...options,
    query: withRelationships ? { with_relationships: true } : undefined,
  })
  return normalizeAccount(data)
}

/**
 * `user` or `user@host`. Servers without /accounts/lookup (older Pleroma)
 * answer 404 there but accept a nickname in place of an id.
 */
export async function lookupAccount(
  client: ApiClient,
  acct: string,
  options?: CallOptions,
): Promise<Account> {
  const handle = acct.replace(/^@/, '')
  try {
    return normalizeAccount(
      await client.get('/api/v1/accounts/lookup', { ...options, query: { acct: handle } }),
    )
  } catch (error) {
    // A missing user 404s again on the fallback, so the caller still sees a 404.
    if (error instanceof ApiError && error.status === 404) {
      return getAccount(client, handle, options)
    }
    throw error
  }
}

export async function getRelationships(
  client: ApiClient,
  ids: readonly string[],
  options?: CallOptions,
): Promise<Relationship[]> {
  if (ids.length === 0) return []
  const data = await client.get('/api/v1/accounts/relationships', {
    ...options,
    query: { id: ids },
  })
  return mapValid(data, (raw) => normalizeRelationship(raw))
}

function relationshipOrThrow(raw: unknown, id: string): Relationship {
  const relationship = normalizeRelationship(raw, id)
  if (relationship === null) throw new MalformedEntityError('relationship', raw)
  return relationship
}

export interface FollowParams {
  /** Show the account's repeats in the home timeline. */
  reblogs?: boolean
  /** Notify on the account's new posts (Mastodon; Akkoma uses subscribe). */
  notify?: boolean
}

export async function follow(
  client: ApiClient,
  id: string,
  params: FollowParams = {},
  options?: CallOptions,
): Promise<Relationship> {
  const data = await client.post(`/api/v1/accounts/${enc(id)}/follow`, {
    ...options,
    json: definedFields({ reblogs: params.reblogs, notify: params.notify }),
  })
  return relationshipOrThrow(data, id)
}

export async function unfollow(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<Relationship> {
  const data = await client.post(`/api/v1/accounts/${enc(id)}/unfollow`, options)
  return relationshipOrThrow(data, id)
}
