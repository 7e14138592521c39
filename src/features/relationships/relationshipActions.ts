import { follow, unfollow, type FollowParams } from '../../api/endpoints/accounts'
import {
  block,
  blockDomain,
  mute,
  removeFromFollowers,
  setSubscribed,
  unblock,
  unblockDomain,
  unmute,
} from '../../api/endpoints/relationships'
import { ApiError } from '../../api/errors'
import type { Account, Relationship } from '../../api/types'
import { api } from '../../api/client'
import { hasFeature, markFeatureMissing } from '../../store/serverFeatures'
import { useEntities, type StoredStatus } from '../../store/entities'
import { useSession } from '../../store/session'
import { removeStatus, type TimelineState } from '../../store/timelineState'
import { useTimelines } from '../../store/timelines'
import {
  refreshRelationship,
  relationshipOf,
  useRelationships,
  type PendingAction,
} from '../../store/relationships'

/*
 * Account actions and what they do to
 * the loaded timelines: unfollowing takes the account's statuses out of the
 * home timeline, blocking takes them out of every timeline, following
 * starts the home timeline over so their posts join it, and muting and
 * unmuting reach the mute rules through the relationship mirrored onto the
 * cached account.
 */

const HOME = 'friends'

/** The timelines that belong to the account itself (its profile tabs). */
const profileKeys = (accountId: string) =>
  new Set([`user:${accountId}`, `replies:${accountId}`, `media:${accountId}`])

function statusMatches(
  status: StoredStatus | undefined,
  statuses: Readonly<Record<string, StoredStatus>>,
  test: (authorId: string) => boolean,
  withRepeatedAuthor: boolean,
): boolean {
  if (!status) return false
  if (test(status.account_id)) return true
  if (!withRepeatedAuthor || !status.reblog_id) return false
  const inner = statuses[status.reblog_id]
  return inner !== undefined && test(inner.account_id)
}

/**
 * Takes the statuses whose author passes `test` out of the timelines `keys`
 * accepts. `withRepeatedAuthor`: also repeats of their statuses by others.
 */
export function removeAuthorStatuses(
  test: (authorId: string) => boolean,
  keys: (key: string) => boolean,
  withRepeatedAuthor: boolean,
): void {
  const { statuses } = useEntities.getState()
  useTimelines.setState((s) => {
    let changed = false
    const timelines: Record<string, TimelineState> = {}
    for (const [key, t] of Object.entries(s.timelines)) {
      let next = t
      if (keys(key)) {
        for (const id of [...t.statusIds, ...t.newIds]) {
          if (statusMatches(statuses[id], statuses, test, withRepeatedAuthor)) {
            next = removeStatus(next, id)
          }
        }
      }
      timelines[key] = next
      if (next !== t) changed = true
    }
    return changed ? { timelines } : s
  })
}

/**
 * Statuses the server flagged muted because of their author (Pleroma sets
 * `muted` without `thread_muted`): after an unmute the flag is stale.
 */
function clearAuthorMuteFlags(accountId: string): void {
  const { statuses, patchStatus } = useEntities.getState()
  for (const s of Object.values(statuses)) {
    if (s.account_id === accountId && s.muted && !s.thread_muted)
      patchStatus(s.id, { muted: false })
  }
}

/**
 * Keeps the cards' counts in step with a change of who follows whom: the
 * target's followers and one's own followees (or, for a removed follower,
 * the reverse). Only a known earlier relationship gives a safe difference.
 */
function adjustCounts(
  accountId: string,
  before: Relationship | undefined,
  after: Relationship,
): void {
  if (!before) return
  const following = Number(after.following) - Number(before.following)
  const followedBy = Number(after.followed_by) - Number(before.followed_by)
  if (!following && !followedBy) return
  const { accounts, ingestAccounts } = useEntities.getState()
  const selfId = useSession.getState().currentUserId
  const target = accounts[accountId]
  const self = selfId !== null ? accounts[selfId] : undefined
  const changed: Account[] = []
  if (target) {
    changed.push({
      ...target,
      followers_count: Math.max(0, target.followers_count + following),
      following_count: Math.max(0, target.following_count + followedBy),
    })
  }
  if (self && self.id !== accountId) {
    changed.push({
      ...self,
      following_count: Math.max(0, self.following_count + following),
      followers_count: Math.max(0, self.followers_count + followedBy),
    })
  }
  ingestAccounts(changed)
}

/** Runs one action with its progress label; the reply becomes the stored relationship. */
async function run(
  accountId: string,
  action: PendingAction,
  call: () => Promise<Relationship>,
): Promise<Relationship> {
  const { setPending, setRelationships } = useRelationships.getState()
  const before = relationshipOf(accountId)
  setPending(accountId, action)
  try {
    const relationship = await call()
    setRelationships([relationship])
    adjustCounts(accountId, before, relationship)
    return relationship
  } finally {
    setPending(accountId, null)
  }
}

/** Follow (or re-follow with other options: repeats, notifications). */
export async function followAccount(
  account: Pick<Account, 'id'>,
  params: FollowParams = {},
  action: PendingAction = 'follow',
): Promise<Relationship> {
  const wasFollowing = relationshipOf(account.id)?.following ?? false
  const relationship = await run(account.id, action, () => follow(api(), account.id, params))
  if (!wasFollowing && relationship.following) restartHome()
  return relationship
}

/** Fetches the relationship again (the follow button's re-check). */
export async function recheckFollow(accountId: string): Promise<Relationship | undefined> {
  const relationship = await refreshRelationship(accountId)
  if (relationship?.following) restartHome()
  return relationship
}

/**
 * Their older posts belong between the ones on screen, which "show new"
 * cannot place, so the home timeline starts over on its next view.
 */
function restartHome(): void {
  const home = useTimelines.getState().timelines[HOME]
  if (home?.loaded) useTimelines.getState().reset(HOME)
}

/** Unfollow, or cancel a follow request. */
export async function unfollowAccount(account: Pick<Account, 'id'>): Promise<Relationship> {
  const relationship = await run(account.id, 'unfollow', () => unfollow(api(), account.id))
  removeAuthorStatuses(
    (id) => id === account.id,
    (key) => key === HOME,
    false,
  )
  return relationship
}

export async function muteAccount(account: Pick<Account, 'id'>): Promise<Relationship> {
  return run(account.id, 'mute', () => mute(api(), account.id))
}

export async function unmuteAccount(account: Pick<Account, 'id'>): Promise<Relationship> {
  const relationship = await run(account.id, 'unmute', () => unmute(api(), account.id))
  clearAuthorMuteFlags(account.id)
  return relationship
}

export async function blockAccount(account: Pick<Account, 'id'>): Promise<Relationship> {
  const relationship = await run(account.id, 'block', () => block(api(), account.id))
  const own = profileKeys(account.id)
  removeAuthorStatuses(
    (id) => id === account.id,
    (key) => !own.has(key),
    true,
  )
  return relationship
}

export async function unblockAccount(account: Pick<Account, 'id'>): Promise<Relationship> {
  return run(account.id, 'unblock', () => unblock(api(), account.id))
}

export async function removeFollower(account: Pick<Account, 'id'>): Promise<Relationship> {
  return run(account.id, 'removeFollower', () => removeFromFollowers(api(), account.id))
}

/**
 * The bell: Pleroma's subscribe, or on servers without it (Mastodon,
 * GoToSocial) a follow with `notify`.
 */
export async function setSubscription(
  account: Pick<Account, 'id'>,
  subscribed: boolean,
): Promise<Relationship> {
  return run(account.id, subscribed ? 'subscribe' : 'unsubscribe', async () => {
    if (!hasFeature('subscriptions')) return follow(api(), account.id, { notify: subscribed })
    try {
      return await setSubscribed(api(), account.id, subscribed)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error
      markFeatureMissing('subscriptions')
      return follow(api(), account.id, { notify: subscribed })
    }
  })
}

export async function setShowingReblogs(
  account: Pick<Account, 'id'>,
  showing: boolean,
): Promise<Relationship> {
  return followAccount(account, { reblogs: showing }, showing ? 'showReblogs' : 'hideReblogs')
}

/** The host of a remote account (`user@host`), or null for a local one. */
export function domainOf(account: Pick<Account, 'acct'>): string | null {
  const at = account.acct.indexOf('@')
  return at > 0 ? account.acct.slice(at + 1).toLowerCase() : null
}

/** Sets `domain_blocking` on every known relationship with an account of that domain. */
function markDomain(domain: string, blocking: boolean): void {
  const { byId, setRelationships } = useRelationships.getState()
  const { accounts } = useEntities.getState()
  const changed = Object.values(byId)
    .filter((r) => {
      const a = accounts[r.id]
      return a !== undefined && domainOf(a) === domain && r.domain_blocking !== blocking
    })
    .map((r) => ({ ...r, domain_blocking: blocking }))
  setRelationships(changed)
}

export async function setDomainBlocked(
  account: Pick<Account, 'id' | 'acct'>,
  blocked: boolean,
): Promise<void> {
  const domain = domainOf(account)
  if (!domain) return
  const { setPending } = useRelationships.getState()
  setPending(account.id, blocked ? 'blockDomain' : 'unblockDomain')
  try {
    await (blocked ? blockDomain(api(), domain) : unblockDomain(api(), domain))
  } finally {
    setPending(account.id, null)
  }
  applyDomainBlock(domain, blocked)
}

/**
 * What a domain (un)muted on the server changes here: the relationships
 * with its accounts, and, for a mute, their statuses leave the loaded
 * timelines (but their own profiles).
 */
export function applyDomainBlock(domain: string, blocked: boolean): void {
  markDomain(domain, blocked)
  if (!blocked) return
  const { accounts } = useEntities.getState()
  removeAuthorStatuses(
    (id) => {
      const a = accounts[id]
      return a !== undefined && domainOf(a) === domain
    },
    (key) => !key.startsWith('user:') && !key.startsWith('replies:') && !key.startsWith('media:'),
    true,
  )
}
