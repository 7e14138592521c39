import type { ApiClient } from '../http'
import { normalizeAccount } from '../normalize'
import type { Account } from '../types'

/**
 * Accounts the user follows, page by page up to `maxPages` (the home
 * timeline's reply filter needs their ids; very large follow lists are cut
 * short rather than fetched for minutes).
 */
export async function fetchFollowing(
  client: ApiClient,
  accountId: string,
  maxPages = 10,
): Promise<Account[]> {
  const out: Account[] = []
  let query: Record<string, string | string[] | number> = { limit: 40 }
  for (let page = 0; page < maxPages; page++) {
    const result = await client.getPage(
      `/api/v1/accounts/${encodeURIComponent(accountId)}/following`,
      query,
      normalizeAccount,
    )
    out.push(...result.items)
    if (!result.next || result.items.length === 0) break
    query = { ...result.next, limit: 40 }
  }
  return out
}
