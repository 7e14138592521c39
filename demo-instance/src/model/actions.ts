/**
 * State changes with side effects (notifications and streaming events).
 * Route handlers validate input and call these, so that every way of, say,
 * posting a status notifies and streams the same way.
 */

import { randomUUID } from 'node:crypto'
import { INSTANCE } from '../config.ts'
import type { Deps } from '../deps.ts'
import type {
  AccountRecord,
  FollowRecord,
  NotificationRecord,
  NotificationType,
  StatusRecord,
  Visibility,
} from './records.ts'
import { notificationSettingsOf } from './records.ts'
import type { PollInput } from './polls.ts'
import { buildPoll, validatePoll } from './polls.ts'
import { renderContent } from '../render/content.ts'
import { renderLookup } from '../render/serializers.ts'
import { canView } from './visibility.ts'

export function notify(
  deps: Deps,
  input: {
    accountId: string
    type: NotificationType
    fromAccountId: string
    statusId: string | null
    emoji?: string | null
    targetAccountId?: string | null
  },
): NotificationRecord | null {
  const recipient = deps.store.account(input.accountId)
  if (!recipient || recipient.domain !== null || input.accountId === input.fromAccountId)
    return null
  // Akkoma creates no notifications about threads the recipient muted.
  const status = input.statusId ? deps.store.status(input.statusId) : undefined
  if (status && deps.store.isThreadMuted(recipient.id, status.context)) return null
  // Nor from accounts the recipient blocked, or muted with their notifications.
  if (deps.store.isBlocking(recipient.id, input.fromAccountId)) return null
  if (deps.store.mute(recipient.id, input.fromAccountId)?.notifications) return null
  // Nor from a muted domain, nor (Pleroma's block_from_strangers) from accounts
  // the recipient does not follow; a poll's end is no one's doing and always comes.
  const sender = deps.store.account(input.fromAccountId)
  if (sender && deps.store.isDomainBlocked(recipient.id, sender.domain)) return null
  if (
    input.type !== 'poll' &&
    notificationSettingsOf(recipient).blockFromStrangers &&
    !deps.store.isFollowing(recipient.id, input.fromAccountId)
  )
    return null
  const now = Date.now()
  const notification: NotificationRecord = {
    id: deps.store.ids.notification.next(now),
    accountId: input.accountId,
    type: input.type,
    fromAccountId: input.fromAccountId,
    statusId: input.statusId,
    createdAt: new Date(now).toISOString(),
    seen: false,
    emoji: input.emoji ?? null,
    ...(input.targetAccountId ? { targetAccountId: input.targetAccountId } : {}),
  }
  deps.store.addNotification(notification)
  deps.hub.publish({ type: 'notification', notification })
  return notification
}

export interface NewStatus {
  source: string
  visibility: Visibility
  spoilerText: string
  sensitive: boolean
  contentType: string
  language: string | null
  inReplyToId: string | null
  mediaIds: string[]
  application: { name: string; website: string | null } | null
  poll?: PollInput | null
  quoteId?: string | null
}

export type ActionError = { error: string; status: 404 | 422 }

/** Akkoma lets public and unlisted statuses be quoted. */
export const QUOTABLE: readonly Visibility[] = ['public', 'unlisted']

export function validateNewStatus(
  deps: Deps,
  author: AccountRecord,
  input: NewStatus,
): ActionError | null {
  if (input.source.trim() === '' && input.mediaIds.length === 0) {
    return { error: "Validation failed: Text can't be blank", status: 422 }
  }
  if ([...input.source].length + [...input.spoilerText].length > INSTANCE.maxCharacters) {
    return { error: 'The status is over the character limit', status: 422 }
  }
  if (!(INSTANCE.postFormats as readonly string[]).includes(input.contentType)) {
    return { error: 'Unsupported content type', status: 422 }
  }
  if (input.mediaIds.length > INSTANCE.maxMediaAttachments) {
    return { error: 'Too many attachments', status: 422 }
  }
  for (const id of input.mediaIds) {
    const media = deps.store.media(id)
    if (!media || media.accountId !== author.id) return { error: 'Record not found', status: 404 }
  }
  if (input.inReplyToId) {
    const parent = deps.store.status(input.inReplyToId)
    if (!parent || parent.reblogOfId || !canView(deps.store, parent, author)) {
      return { error: 'Record not found', status: 404 }
    }
  }
  if (input.poll) {
    const error = validatePoll(input.poll)
    if (error) return { error, status: 422 }
  }
  if (input.quoteId) {
    const quoted = deps.store.status(input.quoteId)
    if (!quoted || quoted.reblogOfId || !canView(deps.store, quoted, author)) {
      return { error: "You can't quote a status that doesn't exist", status: 422 }
    }
    if (!QUOTABLE.includes(quoted.visibility)) {
      return { error: 'You can only quote public or unlisted statuses', status: 422 }
    }
  }
  return null
}

/** Build (but do not store) a status record for `author`. */
export function buildStatus(
  deps: Deps,
  author: AccountRecord,
  input: NewStatus,
  now = Date.now(),
): StatusRecord {
  const parent = input.inReplyToId ? deps.store.status(input.inReplyToId) : undefined
  const quoted = input.quoteId ? deps.store.status(input.quoteId) : undefined
  const rendered = renderContent(input.source, input.contentType, {
    origin: 'http://localhost',
    lookup: renderLookup(deps.store, 'http://localhost'),
  })
  const mentionIds = rendered.mentionIds.filter((id) => id !== author.id)
  if (parent && parent.accountId !== author.id && !mentionIds.includes(parent.accountId)) {
    mentionIds.unshift(parent.accountId)
  }
  return {
    id: deps.store.ids.status.next(now),
    accountId: author.id,
    createdAt: new Date(now).toISOString(),
    editedAt: null,
    visibility: input.visibility,
    source: input.source,
    contentType: input.contentType,
    spoilerText: input.spoilerText,
    sensitive: input.sensitive,
    language: input.language,
    inReplyToId: parent?.id ?? null,
    inReplyToAccountId: parent?.accountId ?? null,
    inReplyToUuid: parent?.objectUuid ?? null,
    quoteId: quoted?.id ?? null,
    quoteUuid: quoted?.objectUuid ?? null,
    quoteAccountId: quoted?.accountId ?? null,
    reblogOfId: null,
    mentionIds,
    tags: rendered.tags,
    emojis: rendered.emojis,
    context: parent?.context ?? randomUUID(),
    objectUuid: randomUUID(),
    mediaIds: input.mediaIds,
    favouritedBy: [],
    bookmarkedBy: [],
    pinnedAt: null,
    application: input.application,
    history: [],
    poll: input.poll ? buildPoll(deps.store.ids.misc.next(now), input.poll, now) : null,
    reactions: [],
  }
}

/** Store a new status, stream it and notify mentioned accounts. */
export function publishStatus(deps: Deps, status: StatusRecord): void {
  deps.store.addStatus(status)
  deps.hub.publish({ type: 'update', status })
  deps.federation?.onPublish(status)
  for (const id of status.mentionIds) {
    notify(deps, {
      accountId: id,
      type: 'mention',
      fromAccountId: status.accountId,
      statusId: status.id,
    })
  }
  // Followers who asked to be notified (subscribe / follow with notify) of visible posts.
  for (const f of deps.store.followersOf(status.accountId)) {
    if (!f.notify || status.mentionIds.includes(f.followerId)) continue
    if (status.visibility === 'direct') continue
    notify(deps, {
      accountId: f.followerId,
      type: 'status',
      fromAccountId: status.accountId,
      statusId: status.id,
    })
  }
}

/** Delete a status (and reblogs of it), streaming `delete` events first. */
export function deleteStatus(deps: Deps, status: StatusRecord): void {
  for (const reblog of [...deps.store.reblogsOf(status.id)]) {
    deps.hub.publish({ type: 'delete', status: reblog })
    deps.store.removeStatus(reblog.id)
  }
  deps.hub.publish({ type: 'delete', status })
  deps.store.removeStatus(status.id)
  deps.federation?.onDelete(status)
  const gone = new Set([status.id])
  deps.store.removeNotifications((n) => n.statusId !== null && gone.has(n.statusId))
}

export function reblog(
  deps: Deps,
  account: AccountRecord,
  original: StatusRecord,
  visibility: Visibility,
): StatusRecord {
  const existing = deps.store.reblogsOf(original.id).find((r) => r.accountId === account.id)
  if (existing) return existing
  const now = Date.now()
  const wrapper: StatusRecord = {
    ...buildStatus(
      deps,
      account,
      {
        source: '',
        visibility,
        spoilerText: '',
        sensitive: false,
        contentType: 'text/plain',
        language: null,
        inReplyToId: null,
        mediaIds: [],
        application: null,
      },
      now,
    ),
    reblogOfId: original.id,
    context: original.context,
  }
  deps.store.addStatus(wrapper)
  deps.hub.publish({ type: 'update', status: wrapper })
  notify(deps, {
    accountId: original.accountId,
    type: 'reblog',
    fromAccountId: account.id,
    statusId: original.id,
  })
  return wrapper
}

export function follow(
  deps: Deps,
  follower: AccountRecord,
  target: AccountRecord,
  showingReblogs = true,
): FollowRecord {
  const existing = deps.store.follow(follower.id, target.id)
  if (existing) {
    existing.showingReblogs = showingReblogs
    deps.store.changed()
    return existing
  }
  const now = Date.now()
  const record: FollowRecord = {
    id: deps.store.ids.follow.next(now),
    followerId: follower.id,
    followingId: target.id,
    state: target.locked ? 'pending' : 'accepted',
    showingReblogs,
    notify: false,
    createdAt: new Date(now).toISOString(),
  }
  deps.store.addFollow(record)
  deps.federation?.onFollow(follower, target)
  notify(deps, {
    accountId: target.id,
    type: record.state === 'pending' ? 'follow_request' : 'follow',
    fromAccountId: follower.id,
    statusId: null,
  })
  return record
}

export function unfollow(deps: Deps, follower: AccountRecord, target: AccountRecord): void {
  const removed = deps.store.removeFollow(follower.id, target.id)
  if (removed) deps.federation?.onUnfollow(follower, target)
  if (removed?.state === 'pending') {
    deps.store.removeNotifications(
      (n) =>
        n.type === 'follow_request' && n.accountId === target.id && n.fromAccountId === follower.id,
    )
  }
}

export function authorizeFollowRequest(
  deps: Deps,
  target: AccountRecord,
  requester: AccountRecord,
): boolean {
  const request = deps.store.follow(requester.id, target.id)
  if (!request || request.state !== 'pending') return false
  request.state = 'accepted'
  deps.store.changed()
  deps.federation?.onAccept(target, requester)
  deps.store.removeNotifications(
    (n) =>
      n.type === 'follow_request' && n.accountId === target.id && n.fromAccountId === requester.id,
  )
  notify(deps, {
    accountId: target.id,
    type: 'follow',
    fromAccountId: requester.id,
    statusId: null,
  })
  return true
}
