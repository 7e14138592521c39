/**
 * Turns the hand-written scene posts of seeds/scenes.ts into records:
 * statuses (in time order, with ids from their own FlakeId workers),
 * attachments, polls with votes, reactions, edit histories, pins and
 * favourites, plus the notification events they cause.
 */

import { customEmoji } from '../media/art.ts'
import { FlakeIdGenerator, Worker } from '../model/ids.ts'
import { FIXED_SIZES, FORMATS, mediaBlurhash } from '../media/files.ts'
import type {
  AccountRecord,
  MediaFormat,
  MediaRecord,
  NotificationType,
  PollRecord,
  StatusEdit,
  StatusRecord,
  Visibility,
} from '../model/records.ts'
import { renderContent } from '../render/content.ts'
import type { Rng } from './content.ts'
import { int } from './content.ts'
import type { Store } from '../model/store.ts'
import { canView } from '../model/visibility.ts'

const MINUTE = 60_000

export interface SceneMedia {
  format: MediaFormat
  description: string
  art?: number
  /** Size of drawn formats (svg, png); fixed formats have their own. */
  size?: readonly [number, number]
}

export interface ScenePoll {
  options: readonly string[]
  multiple: boolean
  /** Minutes after seeding the poll closes (negative: already closed). */
  closesIn: number
  votes: readonly (readonly [string, readonly number[]])[]
  remoteVotes?: readonly number[]
  remoteVoters?: number
}

export interface SceneVersion {
  minutesAgo: number
  text: string
  spoiler?: string
}

export interface ScenePost {
  author: string
  minutesAgo: number
  text: string
  visibility?: Visibility
  spoiler?: string
  sensitive?: boolean
  contentType?: string
  replyTo?: ScenePost
  quote?: ScenePost
  reblogOf?: ScenePost
  media?: readonly SceneMedia[]
  poll?: ScenePoll
  /** Emoji (unicode, or a custom shortcode) and who reacted, in order. */
  reactions?: readonly (readonly [string, readonly string[]])[]
  /** Earlier versions, oldest first; the post's own text is the current one. */
  history?: readonly SceneVersion[]
  pinned?: boolean
  /** Built (for ids and uris) but never stored: its replies have a deleted parent. */
  deleted?: boolean
}

export interface SceneEvent {
  type: NotificationType
  to: string
  from: string
  statusId: string | null
  ms: number
  emoji: string | null
}

export interface SceneContext {
  store: Store
  seedMinute: number
  rng: Rng
  uuid: () => string
}

function accountOf(store: Store, acct: string): AccountRecord {
  const account = store.accountByAcct(acct)
  if (!account) throw new Error(`seed scenes: unknown account ${acct}`)
  return account
}

const lookupFor = (store: Store) => ({
  findAccount: (username: string, domain: string | null) =>
    store.accountByAcct(domain ? `${username}@${domain}` : username) ?? null,
  accountUrl: () => '',
  emojiExists: (shortcode: string) => customEmoji(shortcode) !== undefined,
})

function buildMedia(
  ctx: SceneContext,
  ids: FlakeIdGenerator,
  author: AccountRecord,
  spec: SceneMedia,
  createdMs: number,
): MediaRecord {
  const fixed = FIXED_SIZES[spec.format]
  const [width, height] = fixed ? [fixed.width, fixed.height] : (spec.size ?? [1200, 800])
  const art = spec.art ?? int(ctx.rng, 0, 999)
  const info = FORMATS[spec.format]
  return {
    id: ids.next(createdMs),
    accountId: author.id,
    type: info.type,
    mimeType: info.mimeType,
    format: spec.format,
    description: spec.description,
    width,
    height,
    art,
    blurhash: mediaBlurhash(spec.format, art, width, height),
    createdAt: new Date(createdMs).toISOString(),
  }
}

function buildPoll(ctx: SceneContext, spec: ScenePoll, createdMs: number): PollRecord {
  return {
    id: ctx.store.ids.misc.next(createdMs),
    options: spec.options.map((title, i) => ({ title, remoteVotes: spec.remoteVotes?.[i] ?? 0 })),
    multiple: spec.multiple,
    expiresAt: new Date(ctx.seedMinute + spec.closesIn * MINUTE).toISOString(),
    votes: spec.votes.map(([acct, choices], i) => ({
      accountId: accountOf(ctx.store, acct).id,
      choices: [...choices],
      at: new Date(createdMs + (i + 1) * 7 * MINUTE).toISOString(),
    })),
    remoteVoters: spec.remoteVoters ?? 0,
  }
}

/** Materialize `posts` into the store; returns the notification events they cause. */
export function addScenePosts(ctx: SceneContext, posts: readonly ScenePost[]): SceneEvent[] {
  const { store, seedMinute } = ctx
  const statusIds = new FlakeIdGenerator(Worker.sceneStatus)
  const mediaIds = new FlakeIdGenerator(Worker.sceneMedia)
  const built = new Map<ScenePost, StatusRecord>()
  const statuses: StatusRecord[] = []
  const media: MediaRecord[] = []
  const events: SceneEvent[] = []
  const lookup = lookupFor(store)
  const createdAgo = (p: ScenePost) => p.history?.[0]?.minutesAgo ?? p.minutesAgo
  const ordered = [...posts].sort((a, b) => createdAgo(b) - createdAgo(a))
  for (const post of ordered) {
    const author = accountOf(store, post.author)
    const firstVersion = post.history?.[0]
    const createdMs = seedMinute - (firstVersion?.minutesAgo ?? post.minutesAgo) * MINUTE
    const parent = post.replyTo ? built.get(post.replyTo) : undefined
    const quoted = post.quote ? built.get(post.quote) : undefined
    const original = post.reblogOf ? built.get(post.reblogOf) : undefined
    if ((post.replyTo && !parent) || (post.quote && !quoted) || (post.reblogOf && !original))
      throw new Error(`seed scenes: "${post.text.slice(0, 30)}" is older than what it refers to`)
    const contentType =
      post.contentType ??
      (author.domain === 'misskey.example' ? 'text/x.misskeymarkdown' : 'text/plain')
    const rendered = renderContent(post.text, contentType, {
      origin: 'http://seed.invalid',
      lookup,
    })
    const mentionIds = rendered.mentionIds.filter((id) => id !== author.id)
    if (parent && parent.accountId !== author.id && !mentionIds.includes(parent.accountId))
      mentionIds.unshift(parent.accountId)
    const attachments = (post.media ?? []).map((m) =>
      buildMedia(ctx, mediaIds, author, m, createdMs),
    )
    media.push(...attachments)
    const history: StatusEdit[] = (post.history ?? []).map((v) => ({
      source: v.text,
      spoilerText: v.spoiler ?? '',
      sensitive: post.sensitive ?? false,
      at: new Date(seedMinute - v.minutesAgo * MINUTE).toISOString(),
      contentType,
      mediaIds: attachments.map((a) => a.id),
      poll: null,
    }))
    const status: StatusRecord = {
      id: statusIds.next(createdMs),
      accountId: author.id,
      createdAt: new Date(createdMs).toISOString(),
      editedAt: history.length
        ? new Date(seedMinute - post.minutesAgo * MINUTE).toISOString()
        : null,
      visibility: post.visibility ?? original?.visibility ?? 'public',
      source: original ? '' : post.text,
      contentType,
      spoilerText: post.spoiler ?? '',
      sensitive: post.sensitive ?? false,
      language: original ? null : 'en',
      inReplyToId: parent?.id ?? null,
      inReplyToAccountId: parent?.accountId ?? null,
      inReplyToUuid: parent?.objectUuid ?? null,
      quoteId: quoted?.id ?? null,
      quoteUuid: quoted?.objectUuid ?? null,
      quoteAccountId: quoted?.accountId ?? null,
      reblogOfId: original?.id ?? null,
      mentionIds: original ? [] : mentionIds,
      tags: original ? [] : rendered.tags,
      emojis: original ? [] : rendered.emojis,
      context: parent?.context ?? original?.context ?? ctx.uuid(),
      objectUuid: ctx.uuid(),
      mediaIds: attachments.map((a) => a.id),
      favouritedBy: [],
      bookmarkedBy: [],
      pinnedAt: post.pinned ? new Date(createdMs + 5 * MINUTE).toISOString() : null,
      application: author.domain === null && !original ? { name: 'Web', website: null } : null,
      history,
      poll: post.poll ? buildPoll(ctx, post.poll, createdMs) : null,
      reactions: (post.reactions ?? []).map(([emoji, accts]) => ({
        emoji,
        accountIds: accts.map((a) => accountOf(store, a).id),
      })),
    }
    built.set(post, status)
    if (post.deleted) continue
    statuses.push(status)
    for (const reaction of status.reactions) {
      reaction.accountIds.forEach((from, i) =>
        events.push({
          type: 'pleroma:emoji_reaction',
          to: status.accountId,
          from,
          statusId: status.id,
          ms: Math.min(seedMinute - MINUTE, createdMs + (i + 2) * 3 * MINUTE),
          emoji: customEmoji(reaction.emoji) ? `:${reaction.emoji}:` : reaction.emoji,
        }),
      )
    }
    const poll = status.poll
    if (poll && Date.parse(poll.expiresAt) < seedMinute) {
      // Akkoma tells the author and every voter when a poll ends.
      for (const to of [status.accountId, ...poll.votes.map((v) => v.accountId)]) {
        events.push({
          type: 'poll',
          to,
          from: status.accountId,
          statusId: status.id,
          ms: Date.parse(poll.expiresAt),
          emoji: null,
        })
      }
    }
  }
  store.addManyMedia(media)
  store.addStatuses(statuses)
  events.push(...favourites(ctx, statuses))
  return events
}

/** A few favourites per scene post from accounts that can see it. */
function favourites(ctx: SceneContext, statuses: readonly StatusRecord[]): SceneEvent[] {
  const events: SceneEvent[] = []
  const accounts = ctx.store.accounts()
  for (const status of statuses) {
    if (status.reblogOfId) continue
    const fans = accounts.filter(
      (a) => a.id !== status.accountId && canView(ctx.store, status, a) && ctx.rng() < 0.35,
    )
    const createdMs = Date.parse(status.createdAt)
    for (const fan of fans) {
      status.favouritedBy.push(fan.id)
      events.push({
        type: 'favourite',
        to: status.accountId,
        from: fan.id,
        statusId: status.id,
        ms: Math.min(ctx.seedMinute - MINUTE, createdMs + int(ctx.rng, 2, 180) * MINUTE),
        emoji: null,
      })
    }
  }
  return events
}
