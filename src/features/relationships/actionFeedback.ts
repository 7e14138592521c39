import type { Account } from '../../api/types'
import { ApiError } from '../../api/errors'
import { readableText } from '../../api/readableError'
import { pushNotice } from '../../store/notices'

/** The name to show in labels and confirmations: display name, else the handle. */
export const displayName = (account: Pick<Account, 'display_name' | 'acct'>): string =>
  account.display_name.trim() || `@${account.acct}`

/** A failed account action: a global notice with the server's words when it gave any. */
export function reportActionError(error: unknown): void {
  console.warn('Account action failed', error)
  const text =
    error instanceof ApiError
      ? readableText(error) || error.statusText || String(error.status)
      : error instanceof Error
        ? error.message
        : String(error)
  pushNotice('relationships.action_error', { args: { error: text }, level: 'error' })
}
