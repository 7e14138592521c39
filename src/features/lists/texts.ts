import type { Account } from '../../api/types'
import type { TFunction } from '../../i18n/react'
import { reasonOf, type MemberFailure } from './actions'

/** A failed call's message: with the server's own words when it gave any. */
export function errorText(t: TFunction, key: string, error: unknown): string {
  const reason = reasonOf(error)
  return reason ? t(`${key}_reason`, { reason }) : t(key)
}

/** "@bob (not followed); @carol": who could not be added, by handle, with the server's reasons. */
export function failureDetails(
  t: TFunction,
  failures: readonly MemberFailure[],
  accounts: readonly Account[],
): string {
  const acctOf = new Map(accounts.map((a) => [a.id, a.acct]))
  return failures
    .map(({ id, reason }) => {
      const acct = acctOf.get(id) ?? id
      return reason
        ? t('lists.member_failure_reason', { acct, reason })
        : t('lists.member_failure', { acct })
    })
    .join('; ')
}

/** A list's name as shown; a server may send an empty title. */
export const listTitle = (t: TFunction, title: string): string =>
  title.trim() === '' ? t('lists.untitled') : title
