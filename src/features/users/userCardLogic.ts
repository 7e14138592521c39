import type { Account } from '../../api/types'

const DAY_MS = 86_400_000

/**
 * Posts per day as the profile shows it: the statuses count
 * divided by the days since the account was created (rounded up, at least
 * one), rounded.
 */
export function dailyAverage(statusesCount: number, createdAt: string, now = Date.now()): number {
  const created = Date.parse(createdAt)
  if (!Number.isFinite(created)) return 0
  const days = Math.max(1, Math.ceil((now - created) / DAY_MS))
  return Math.round(statusesCount / days)
}

export interface CardCounts {
  statuses: number
  /** null: the owner hides it. */
  following: number | null
  followers: number | null
}

/** Counts for the card; hidden ones stay hidden to everyone but the owner. */
export function cardCounts(
  account: Pick<
    Account,
    | 'statuses_count'
    | 'following_count'
    | 'followers_count'
    | 'hide_follows_count'
    | 'hide_followers_count'
  >,
  isOwn: boolean,
): CardCounts {
  return {
    statuses: account.statuses_count,
    following: account.hide_follows_count && !isOwn ? null : account.following_count,
    followers: account.hide_followers_count && !isOwn ? null : account.followers_count,
  }
}

/** The account's feed (the profile address plus .rss), for local accounts. */
export function feedUrl(account: Pick<Account, 'url' | 'is_local'>): string | null {
  if (!account.is_local || !account.url) return null
  return `${account.url.replace(/\/+$/, '')}.rss`
}

/**
 * Where the remote-follow form posts: /main/ostatus on the
 * profile's own host.
 */
export function remoteFollowAction(profileUrl: string): string | null {
  try {
    const url = new URL(profileUrl)
    return `${url.protocol}//${url.host}/main/ostatus`
  } catch {
    return null
  }
}
