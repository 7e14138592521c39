import { FOLLOWS_PAGE_SIZE } from '../../config/constants'
import type { ApiClient, Page, PageQuery } from '../http'
import { normalizeAccount, normalizeRelationship } from '../normalize'
import type { Account, Relationship } from '../types'

/**
 * One page of the accounts asking to follow the user, paged by
 * the Link header. Servers send a next link with every non-empty page; a
 * short page is the last, so no "load more" leads to an empty one.
 */
export async function fetchFollowRequests(
  client: ApiClient,
  page: PageQuery | null = null,
): Promise<Page<Account>> {
  const result = await client.getPage(
    '/api/v1/follow_requests',
    { ...page, limit: FOLLOWS_PAGE_SIZE },
    normalizeAccount,
  )
  return result.items.length < FOLLOWS_PAGE_SIZE ? { ...result, next: null } : result
}

export type FollowRequestDecision = 'authorize' | 'reject'

/** Approves or denies one request; the reply is the requester's new relationship (if any). */
export async function decideFollowRequest(
  client: ApiClient,
  accountId: string,
  decision: FollowRequestDecision,
): Promise<Relationship | null> {
  const raw = await client.post(
    `/api/v1/follow_requests/${encodeURIComponent(accountId)}/${decision}`,
  )
  return normalizeRelationship(raw, accountId)
}
