import { FOLLOWS_PAGE_SIZE } from '../../config/constants'
import type { ApiClient, Page, PageQuery } from '../http'
import { normalizeAccount, normalizeRelationship } from '../normalize'
import type { Account, Relationship } from '../types'

/** One page of the accounts asking to follow the user (spec 3 §7), paged by the Link header. */
export function fetchFollowRequests(
  client: ApiClient,
  page: PageQuery | null = null,
): Promise<Page<Account>> {
  return client.getPage(
    '/api/v1/follow_requests',
    { ...page, limit: FOLLOWS_PAGE_SIZE },
    normalizeAccount,
  )
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
