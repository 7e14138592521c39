/**
 * Who may see what, following Akkoma's addressing semantics:
 *
 * - public / unlisted: anyone (unlisted is only left out of public timelines);
 * - local: signed-in users of this instance (Akkoma's local-only scope);
 * - private: the author, accepted followers of the author, and mentioned accounts;
 * - direct: the author and mentioned accounts.
 *
 * A reblog is visible when the reblogged status is. The home timeline is
 * every visible status addressed to the viewer: their own, everything from
 * accounts they follow (including reblogs, unless reblogs are hidden),
 * anything that mentions them, and (as in Akkoma) public posts carrying a
 * hashtag they follow.
 *
 * Threads a viewer muted drop out of every timeline unless it asks for
 * `with_muted=true`.
 */

import type { AccountRecord, StatusRecord } from './records.ts'
import type { Store } from './store.ts'

export function canView(store: Store, status: StatusRecord, viewer: AccountRecord | null): boolean {
  if (status.reblogOfId) {
    const original = store.status(status.reblogOfId)
    return original ? canView(store, original, viewer) : false
  }
  if (viewer && status.accountId === viewer.id) return true
  switch (status.visibility) {
    case 'public':
    case 'unlisted':
      return true
    case 'local':
      return viewer !== null && viewer.domain === null
    case 'private':
      return (
        viewer !== null &&
        (status.mentionIds.includes(viewer.id) || store.isFollowing(viewer.id, status.accountId))
      )
    case 'direct':
      return viewer !== null && status.mentionIds.includes(viewer.id)
  }
}

export function inHomeTimeline(store: Store, status: StatusRecord, viewer: AccountRecord): boolean {
  if (!canView(store, status, viewer)) return false
  if (status.accountId === viewer.id) return true
  const follow = store.follow(viewer.id, status.accountId)
  if (follow?.state === 'accepted') return status.reblogOfId === null || follow.showingReblogs
  if (status.reblogOfId !== null) return false
  if (status.mentionIds.includes(viewer.id)) return true
  if (status.visibility !== 'public') return false
  const followed = store.followedTagNames(viewer.id)
  return followed.size > 0 && status.tags.some((t) => followed.has(t))
}

/** The author of `status` and, for a reblog, of the reblogged status. */
function authorsOf(store: Store, status: StatusRecord): string[] {
  const original = status.reblogOfId ? store.status(status.reblogOfId) : undefined
  return original ? [status.accountId, original.accountId] : [status.accountId]
}

/**
 * A block either way, or the viewer's block of the author's domain: as in
 * Akkoma, such statuses leave the viewer's timelines.
 */
export function hiddenByBlock(
  store: Store,
  status: StatusRecord,
  viewer: AccountRecord | null,
): boolean {
  if (!viewer) return false
  return authorsOf(store, status).some(
    (id) =>
      id !== viewer.id &&
      (store.isBlocking(viewer.id, id) ||
        store.isBlocking(id, viewer.id) ||
        store.isDomainBlocked(viewer.id, store.account(id)?.domain ?? null)),
  )
}

/** The viewer muted the author (or the reblogger): left out unless `with_muted=true`. */
export function fromMutedAccount(
  store: Store,
  status: StatusRecord,
  viewer: AccountRecord | null,
): boolean {
  if (!viewer) return false
  return authorsOf(store, status).some((id) => store.isMuting(viewer.id, id))
}

/** Whether the viewer muted the thread of `status` (reblogs share their original's thread). */
export function inMutedThread(
  store: Store,
  status: StatusRecord,
  viewer: AccountRecord | null,
): boolean {
  return viewer !== null && store.isThreadMuted(viewer.id, status.context)
}

export interface PublicTimelineFilter {
  /** Only accounts of this instance. */
  local?: boolean
  /** Only accounts of other instances. */
  remote?: boolean
  onlyMedia?: boolean
  /** Restrict to these remote domains plus the local instance (bubble timeline). */
  domains?: readonly string[]
  /** Include `local`-scoped posts (Akkoma does for signed-in users). */
  includeLocalScope?: boolean
  tag?: string
}

/** Akkoma's public timelines only list statuses (no reblogs). */
export function inPublicTimeline(
  store: Store,
  status: StatusRecord,
  viewer: AccountRecord | null,
  filter: PublicTimelineFilter,
): boolean {
  if (status.reblogOfId) return false
  const scopeOk =
    status.visibility === 'public' ||
    (status.visibility === 'local' && filter.includeLocalScope === true)
  if (!scopeOk || !canView(store, status, viewer)) return false
  const author = store.account(status.accountId)
  if (!author || author.deactivated) return false
  if (filter.local && author.domain !== null) return false
  if (filter.remote && author.domain === null) return false
  if (filter.domains && author.domain !== null && !filter.domains.includes(author.domain))
    return false
  if (filter.onlyMedia && status.mediaIds.length === 0) return false
  if (filter.tag && !status.tags.includes(filter.tag.toLowerCase())) return false
  return true
}
