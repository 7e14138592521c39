/**
 * Scripted activity: demo accounts that act on their own, so notifications
 * and streaming can be watched live (`--activity`, or POST /__demo/activity
 * with --faults), plus `act`, one event on demand for tests
 * (POST /__demo/act). Also the poll sweeper: when a poll ends, its author
 * and voters get a `poll` notification, as on Akkoma.
 */

import type { Deps } from '../deps.ts'
import {
  buildStatus,
  deleteStatus,
  follow,
  notify,
  publishStatus,
  reblog,
  unfollow,
} from '../model/actions.ts'
import { pollExpired } from '../model/polls.ts'
import { addReaction, reactionContent, removeReaction } from '../model/reactions.ts'
import type { AccountRecord, StatusRecord } from '../model/records.ts'
import { acctOf } from '../model/records.ts'
import { canView } from '../model/visibility.ts'

export const ACT_TYPES = [
  'mention',
  'favourite',
  'reblog',
  'follow',
  'pleroma:emoji_reaction',
  'move',
  'poll',
  'status',
] as const

export type ActType = (typeof ACT_TYPES)[number]

export interface ActInput {
  /** Nickname (or acct) of the account that acts. */
  actor: string
  type: ActType
  /** Nickname of the local account that gets the notification. */
  target: string
  /** The target's status to like, repeat or react to (default: their newest visible one). */
  statusId?: string
  /** Reactions: the emoji (default 🎉). */
  emoji?: string
}

export type ActResult =
  { ok: true; statusId: string | null; notificationIds: string[] } | { ok: false; error: string }

/** How often the scripted accounts act, and how often ended polls are looked for. */
export const ACTIVITY_INTERVAL_MS = 8_000
export const POLL_SWEEP_INTERVAL_MS = 2_000

const PHRASES = [
  'have you seen the sunset today?',
  'thanks for the tip earlier!',
  'this thread is getting long 😄',
  'coffee later?',
  'I tried your recipe, it worked.',
  'what do you think of the new release?',
]

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)]
}

function newestStatusOf(deps: Deps, owner: AccountRecord, viewer: AccountRecord) {
  const list = deps.store.statusesOf(owner.id)
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const s = list[i]
    if (s && !s.reblogOfId && canView(deps.store, s, viewer)) return s
  }
  return undefined
}

function post(
  deps: Deps,
  author: AccountRecord,
  source: string,
  extra: Partial<StatusRecord> = {},
): StatusRecord {
  const status = {
    ...buildStatus(deps, author, {
      source,
      visibility: 'public',
      spoilerText: '',
      sensitive: false,
      contentType: 'text/plain',
      language: 'en',
      inReplyToId: null,
      mediaIds: [],
      application: { name: 'Demo activity', website: null },
    }),
    ...extra,
  }
  publishStatus(deps, status)
  return status
}

/** A poll ended: its author and every local voter hear of it. */
export function endPoll(deps: Deps, status: StatusRecord): string[] {
  if (!status.poll) return []
  const recipients = new Set([status.accountId, ...status.poll.votes.map((v) => v.accountId)])
  const ids: string[] = []
  for (const accountId of recipients) {
    // `notify` skips self-notifications; the author's own poll is the exception.
    const recipient = deps.store.account(accountId)
    if (!recipient || recipient.domain !== null) continue
    const id =
      accountId === status.accountId
        ? ownPollNotification(deps, status)
        : (notify(deps, {
            accountId,
            type: 'poll',
            fromAccountId: status.accountId,
            statusId: status.id,
          })?.id ?? null)
    if (id) ids.push(id)
  }
  return ids
}

function ownPollNotification(deps: Deps, status: StatusRecord): string | null {
  const now = Date.now()
  const notification = {
    id: deps.store.ids.notification.next(now),
    accountId: status.accountId,
    type: 'poll' as const,
    fromAccountId: status.accountId,
    statusId: status.id,
    createdAt: new Date(now).toISOString(),
    seen: false,
    emoji: null,
  }
  deps.store.addNotification(notification)
  deps.hub.publish({ type: 'notification', notification })
  return notification.id
}

/** One event on demand. */
export function act(deps: Deps, input: ActInput): ActResult {
  const actor = deps.store.accountByAcct(input.actor)
  const target = deps.store.accountByAcct(input.target)
  if (!actor) return { ok: false, error: `Unknown actor ${input.actor}` }
  if (!target || target.domain !== null)
    return { ok: false, error: `Unknown local target ${input.target}` }
  if (actor.id === target.id) return { ok: false, error: 'Actor and target must differ' }
  const before = new Set(deps.store.notificationsFor(target.id).map((n) => n.id))
  const done = (statusId: string | null): ActResult => ({
    ok: true,
    statusId,
    notificationIds: deps.store
      .notificationsFor(target.id)
      .map((n) => n.id)
      .filter((id) => !before.has(id)),
  })
  const subject = () =>
    input.statusId ? deps.store.status(input.statusId) : newestStatusOf(deps, target, actor)

  switch (input.type) {
    case 'mention': {
      const phrase = PHRASES[deps.store.notificationsFor(target.id).length % PHRASES.length]
      const status = post(deps, actor, `@${acctOf(target)} ${phrase}`)
      return done(status.id)
    }
    case 'status': {
      // The target subscribes to the actor first (following if needed).
      const record = follow(deps, target, actor)
      record.notify = true
      deps.store.changed()
      const status = post(deps, actor, PHRASES[0] ?? 'Hello')
      return done(status.id)
    }
    // Likes, repeats and reactions are redone when they exist, so each act notifies.
    case 'favourite': {
      const status = subject()
      if (!status) return { ok: false, error: 'No status to like' }
      status.favouritedBy = [...status.favouritedBy.filter((id) => id !== actor.id), actor.id]
      deps.store.changed()
      notify(deps, {
        accountId: status.accountId,
        type: 'favourite',
        fromAccountId: actor.id,
        statusId: status.id,
      })
      return done(status.id)
    }
    case 'reblog': {
      const status = subject()
      if (!status) return { ok: false, error: 'No status to repeat' }
      for (const old of deps.store.reblogsOf(status.id).filter((r) => r.accountId === actor.id))
        deleteStatus(deps, old)
      reblog(deps, actor, status, 'public')
      return done(status.id)
    }
    case 'pleroma:emoji_reaction': {
      const status = subject()
      if (!status) return { ok: false, error: 'No status to react to' }
      const emoji = input.emoji ?? '🎉'
      removeReaction(status, actor.id, emoji)
      addReaction(status, actor.id, emoji)
      deps.store.changed()
      notify(deps, {
        accountId: status.accountId,
        type: 'pleroma:emoji_reaction',
        fromAccountId: actor.id,
        statusId: status.id,
        emoji: reactionContent(emoji),
      })
      return done(status.id)
    }
    case 'follow': {
      // A fresh follow (or request, for locked targets) each time.
      if (deps.store.follow(actor.id, target.id)) unfollow(deps, actor, target)
      follow(deps, actor, target)
      return done(null)
    }
    case 'move': {
      // The actor "moves" to another account; the target, a follower, is told.
      const to =
        deps.store.accounts().find((a) => a.id !== actor.id && a.id !== target.id && a.domain) ??
        deps.store.accounts().find((a) => a.id !== actor.id && a.id !== target.id)
      if (!to) return { ok: false, error: 'No account to move to' }
      notify(deps, {
        accountId: target.id,
        type: 'move',
        fromAccountId: actor.id,
        statusId: null,
        targetAccountId: to.id,
      })
      return done(null)
    }
    case 'poll': {
      // The actor posts a poll, the target votes, and the poll ends at once.
      const now = new Date().toISOString()
      const status = post(deps, actor, 'Quick poll: tea or coffee?', {
        poll: {
          id: deps.store.ids.misc.next(Date.now()),
          options: [
            { title: 'Tea', remoteVotes: 1 },
            { title: 'Coffee', remoteVotes: 2 },
          ],
          multiple: false,
          expiresAt: now,
          votes: [{ accountId: target.id, choices: [0], at: now }],
          remoteVoters: 3,
        },
      })
      if (status.poll) endedPolls(deps).add(status.poll.id)
      endPoll(deps, status)
      return done(status.id)
    }
  }
}

// ------------------------------------------------------------ timers

const ended = new WeakMap<Deps, Set<string>>()
const endedPolls = (deps: Deps): Set<string> => {
  let set = ended.get(deps)
  if (!set) {
    set = new Set()
    ended.set(deps, set)
  }
  return set
}

/**
 * Notifies ended polls. Only polls that end after `since` count: seeded
 * polls that ended long ago do not flood everyone at start-up.
 */
export function sweepPolls(deps: Deps, since: number, now = Date.now()): number {
  let count = 0
  const done = endedPolls(deps)
  for (const status of deps.store.statusesNewestFirst()) {
    const poll = status.poll
    if (!poll || done.has(poll.id) || !pollExpired(poll, now)) continue
    done.add(poll.id)
    if (Date.parse(poll.expiresAt) < since) continue
    endPoll(deps, status)
    count += 1
  }
  return count
}

export function startPollSweeper(deps: Deps): () => void {
  const since = Date.now()
  const timer = setInterval(() => sweepPolls(deps, since), POLL_SWEEP_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}

export interface Activity {
  readonly running: boolean
  start(): void
  stop(): void
  /** One scripted step (exported for tests). */
  step(): ActResult | null
}

const activities = new WeakMap<Deps, Activity>()

/** The instance's scripted activity (one per server). */
export function activityFor(deps: Deps, random: () => number = Math.random): Activity {
  const existing = activities.get(deps)
  if (existing) return existing
  let timer: ReturnType<typeof setInterval> | null = null
  const activity: Activity = {
    get running() {
      return timer !== null
    },
    start() {
      if (timer) return
      timer = setInterval(() => activity.step(), ACTIVITY_INTERVAL_MS)
      timer.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
    step() {
      const members = deps.store.accounts().filter((a) => a.domain === null && !a.deactivated)
      const target = pick(members, random)
      const actor = pick(
        deps.store.accounts().filter((a) => a.id !== target?.id),
        random,
      )
      const type = pick(
        ['mention', 'favourite', 'reblog', 'follow', 'pleroma:emoji_reaction'] as const,
        random,
      )
      if (!target || !actor || !type) return null
      return act(deps, { actor: acctOf(actor), target: acctOf(target), type })
    },
  }
  activities.set(deps, activity)
  return activity
}

export function parseActInput(body: unknown): ActInput | string {
  if (!body || typeof body !== 'object') return 'Expected a JSON object'
  const raw = body as Record<string, unknown>
  if (typeof raw.actor !== 'string' || typeof raw.target !== 'string')
    return 'actor and target are required'
  if (typeof raw.type !== 'string' || !(ACT_TYPES as readonly string[]).includes(raw.type))
    return `type must be one of ${ACT_TYPES.join(', ')}`
  return {
    actor: raw.actor,
    target: raw.target,
    type: raw.type as ActType,
    ...(typeof raw.statusId === 'string' ? { statusId: raw.statusId } : {}),
    ...(typeof raw.emoji === 'string' ? { emoji: raw.emoji } : {}),
  }
}
