/**
 * Relationship actions, mute and block lists, domain blocks, suggestions,
 * followed hashtags and remote account resolution.
 * Follow, unfollow and the relationships query live in accounts.ts.
 */
import { definedFields } from '../encode'
import { ApiError, MalformedEntityError } from '../errors'
import type { ApiClient, Page, PageQuery } from '../http'
import { normalizeAccount, normalizeRelationship } from '../normalize'
import { arr, boolOrNull, isRecord, str, wire } from '../read'
import type { Account, Relationship, Tag } from '../types'

const enc = encodeURIComponent
const accountPath = (id: string, action: string) => `/api/v1/accounts/${enc(id)}/${action}`

function relationshipOrThrow(raw: unknown, id: string): Relationship {
  const relationship = normalizeRelationship(raw, id)
  if (relationship === null) throw new MalformedEntityError('relationship', raw)
  return relationship
}

async function accountAction(
  client: ApiClient,
  id: string,
  action: string,
  body?: Record<string, boolean | number | undefined>,
): Promise<Relationship> {
  return relationshipOrThrow(
    await client.post(accountPath(id, action), { json: body && definedFields(body) }),
    id,
  )
}

export const block = (client: ApiClient, id: string) => accountAction(client, id, 'block')
export const unblock = (client: ApiClient, id: string) => accountAction(client, id, 'unblock')
export const unmute = (client: ApiClient, id: string) => accountAction(client, id, 'unmute')
export const removeFromFollowers = (client: ApiClient, id: string) =>
  accountAction(client, id, 'remove_from_followers')

/** Mutes without expiry; `notifications` also mutes their notifications (server default true). */
export const mute = (client: ApiClient, id: string, notifications?: boolean) =>
  accountAction(client, id, 'mute', { notifications })

/**
 * Pleroma's subscribe (notify on every new post). Mastodon has no such path;
 * the caller falls back to follow with `notify` there.
 */
export async function setSubscribed(
  client: ApiClient,
  id: string,
  subscribed: boolean,
): Promise<Relationship> {
  const path = `/api/v1/pleroma/accounts/${enc(id)}/${subscribed ? 'subscribe' : 'unsubscribe'}`
  return relationshipOrThrow(await client.post(path), id)
}

export async function listMutes(client: ApiClient, query?: PageQuery): Promise<Page<Account>> {
  return client.getPage('/api/v1/mutes', query, normalizeAccount)
}

export async function listBlocks(client: ApiClient, query?: PageQuery): Promise<Page<Account>> {
  return client.getPage('/api/v1/blocks', query, normalizeAccount)
}

export async function listDomainBlocks(client: ApiClient): Promise<string[]> {
  const data = await client.get('/api/v1/domain_blocks')
  return arr(data).filter((d): d is string => typeof d === 'string')
}

export async function blockDomain(client: ApiClient, domain: string): Promise<void> {
  await client.post('/api/v1/domain_blocks', { json: { domain } })
}

export async function unblockDomain(client: ApiClient, domain: string): Promise<void> {
  await client.delete('/api/v1/domain_blocks', { json: { domain } })
}

/**
 * Suggested accounts: Mastodon's and Pleroma's v2 list of `{source,
 * account}`, else the v1 list of accounts (older servers).
 */
export async function fetchSuggestions(client: ApiClient, limit: number): Promise<Account[]> {
  let data: unknown
  try {
    data = await client.get('/api/v2/suggestions', { query: { limit } })
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 501)) throw error
    data = await client.get('/api/v1/suggestions', { query: { limit } })
  }
  const out: Account[] = []
  for (const item of arr(data)) {
    const raw = isRecord(item) && isRecord(item.account) ? item.account : item
    try {
      out.push(normalizeAccount(raw))
    } catch (error) {
      console.warn('Skipping a malformed suggestion', error)
    }
  }
  return out.slice(0, limit)
}

function normalizeFollowedTag(raw: unknown): Tag {
  const r = wire<{ name?: unknown; url?: unknown; following?: unknown }>(raw)
  const name = str(r.name)
  if (name === '') throw new MalformedEntityError('tag', raw)
  return { name, url: str(r.url), following: boolOrNull(r.following) ?? true }
}

export async function listFollowedTags(client: ApiClient, query?: PageQuery): Promise<Page<Tag>> {
  return client.getPage('/api/v1/followed_tags', query, normalizeFollowedTag)
}

/**
 * A remote account by `user@host`: the lookup endpoint first, then a
 * resolving search (servers that know the account only after a WebFinger
 * round trip). Resolves null when neither finds it.
 */
export async function resolveRemoteAccount(
  client: ApiClient,
  acct: string,
): Promise<Account | null> {
  const handle = acct.replace(/^@/, '')
  try {
    return normalizeAccount(
      await client.get('/api/v1/accounts/lookup', { query: { acct: handle } }),
    )
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
  }
  const data = await client.get('/api/v2/search', {
    query: { q: `@${handle}`, resolve: true, type: 'accounts', limit: 1 },
  })
  const raw = isRecord(data) ? arr(data.accounts) : []
  const wanted = handle.toLowerCase()
  for (const item of raw) {
    const account = normalizeAccount(item)
    if (account.acct.toLowerCase() === wanted) return account
  }
  return null
}
