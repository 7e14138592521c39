import { AUTOCOMPLETE_LOCAL_USER_LIMIT } from '../../../config/constants'
import type { Account } from '../../../api/types'

const lower = (s: string) => s.toLowerCase()

/**
 * Accounts already in the cache whose handle or display name starts with
 * `query` (at most 20). Handle matches first, then name matches,
 * then alphabetically, as Pleroma-FE ranks them.
 */
export function matchLocalAccounts(
  accounts: Iterable<Account>,
  query: string,
  limit: number = AUTOCOMPLETE_LOCAL_USER_LIMIT,
): Account[] {
  const q = lower(query)
  if (q === '') return []
  const scored: { account: Account; score: number }[] = []
  for (const account of accounts) {
    if (account.deactivated || account.acct === '') continue
    const handle =
      lower(account.acct).startsWith(q) || lower(account.username).startsWith(q) ? 2 : 0
    const name = lower(account.display_name).startsWith(q) ? 1 : 0
    if (handle + name > 0) scored.push({ account, score: handle + name })
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      lower(a.account.acct).localeCompare(lower(b.account.acct)) ||
      a.account.display_name.localeCompare(b.account.display_name),
  )
  return scored.slice(0, limit).map((s) => s.account)
}

/** Local matches first, then what the server found that they lack. */
export function mergeAccounts(
  local: readonly Account[],
  remote: readonly Account[],
  limit: number,
): Account[] {
  const seen = new Set(local.map((a) => a.id))
  const merged = [...local]
  for (const account of remote) {
    if (seen.has(account.id) || account.deactivated) continue
    seen.add(account.id)
    merged.push(account)
  }
  return merged.slice(0, limit)
}
