/**
 * The settings' mutes and blocks lists: muted and blocked
 * accounts and muted domains, a page at a time. Adding and removing go
 * through relationships.ts (mute, unmute, block, unblock, blockDomain,
 * unblockDomain), which the user card uses too.
 */
import type { ApiClient, Page, PageQuery } from '../http'
import { MalformedEntityError } from '../errors'
import { listBlocks, listMutes } from './relationships'
import type { Account } from '../types'

/** Accounts per page: Akkoma's default page, which every server accepts. */
export const ACCOUNT_LIST_PAGE_SIZE = 20
/** Domains per page: Mastodon's default (Akkoma answers the whole list at once). */
export const DOMAIN_LIST_PAGE_SIZE = 100

export type AccountListKind = 'mutes' | 'blocks'

/** One page of muted or blocked accounts; `cursor` is the previous page's `next`. */
export function fetchAccountListPage(
  client: ApiClient,
  kind: AccountListKind,
  cursor: PageQuery | null,
): Promise<Page<Account>> {
  const query = { ...cursor, limit: String(ACCOUNT_LIST_PAGE_SIZE) }
  return kind === 'mutes' ? listMutes(client, query) : listBlocks(client, query)
}

/** A domain as the list holds it: a lower-cased host name. */
export function normalizeDomainEntry(raw: unknown): string {
  const domain = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
  if (domain === '') throw new MalformedEntityError('domain block', raw, 'not a domain')
  return domain
}

/**
 * One page of muted domains. The list holds bare strings, so the next page
 * comes only from a Link header (Mastodon's); without one the list is whole.
 */
export async function fetchDomainBlocksPage(
  client: ApiClient,
  cursor: PageQuery | null,
): Promise<Page<string>> {
  const query = { ...cursor, limit: String(DOMAIN_LIST_PAGE_SIZE) }
  return client.getPage('/api/v1/domain_blocks', query, normalizeDomainEntry)
}
