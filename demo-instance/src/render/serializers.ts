/**
 * Entity JSON exactly as Akkoma renders it (Mastodon API plus the `pleroma`
 * and `akkoma` extension objects). Every serializer takes a ViewContext: the
 * request origin (links point back to whatever host the client used) and the
 * viewing account, since relationships, flags like `favourited` and what is
 * visible all depend on who is asking.
 */

import { customEmoji, emojiPath } from '../media/art.ts'
import { firstExternalLink, serializeCard } from './cards.ts'
import { INSTANCE } from '../config.ts'
import { FORMATS, attachmentFileName } from '../media/files.ts'
import { optionVotes, pollExpired } from '../model/polls.ts'
import { privilegesOf } from '../model/privileges.ts'
import { reactorsOf } from '../model/reactions.ts'
import type { Json, ViewContext } from './view.ts'
import type {
  AccountRecord,
  FollowRecord,
  MediaRecord,
  NotificationRecord,
  PollRecord,
  StatusRecord,
} from '../model/records.ts'
import { acctOf, notificationSettingsOf } from '../model/records.ts'
import type { RenderLookup, RenderResult } from './content.ts'
import { htmlToText, renderContent, renderPlain } from './content.ts'
import type { Store } from '../model/store.ts'
import { canView } from '../model/visibility.ts'

// ------------------------------------------------------------------ urls

/**
 * The web origin of a remote host: https, except a host with a port or a
 * loopback address, which is a peer demo instance (federation/peer.ts) on plain http.
 */
export function remoteOrigin(domain: string): string {
  const plain = /:\d+$/.test(domain) || /^(127\.|localhost\b|\[::1\])/.test(domain)
  return `${plain ? 'http' : 'https'}://${domain}`
}

export function accountApId(origin: string, account: AccountRecord): string {
  return account.domain
    ? `${remoteOrigin(account.domain)}/users/${account.username}`
    : `${origin}/users/${account.username}`
}

/** Profile page URL (the `url` field and the target of mention links). */
export function accountUrl(origin: string, account: AccountRecord): string {
  if (!account.domain) return `${origin}/users/${account.username}`
  if (account.software?.name === 'akkoma' || account.software?.name === 'pleroma') {
    return `${remoteOrigin(account.domain)}/users/${account.username}`
  }
  return `${remoteOrigin(account.domain)}/@${account.username}`
}

export function avatarUrl(origin: string, account: AccountRecord): string {
  if (account.profileExtras?.avatar) return `${origin}${account.profileExtras.avatar}`
  return `${origin}/media/avatars/${encodeURIComponent(acctOf(account))}.svg`
}

/** A remote instance's favicon (drawn by routes/profile.ts). */
export function faviconUrl(origin: string, domain: string): string {
  return `${origin}/media/favicons/${encodeURIComponent(domain)}.svg`
}

export function headerUrl(origin: string, account: AccountRecord): string {
  if (account.profileExtras?.header) return `${origin}${account.profileExtras.header}`
  return `${origin}/media/headers/${encodeURIComponent(acctOf(account))}.svg`
}

/** ActivityPub id of an object by its author and uuid (also for deleted objects). */
export function objectUri(ctx: ViewContext, accountId: string | null, uuid: string): string {
  const author = accountId ? ctx.store.account(accountId) : undefined
  const host = author?.domain ? remoteOrigin(author.domain) : ctx.origin
  return `${host}/objects/${uuid}`
}

export function statusUri(ctx: ViewContext, status: StatusRecord): string {
  return objectUri(ctx, status.accountId, status.objectUuid)
}

export function statusUrl(ctx: ViewContext, status: StatusRecord): string {
  const author = ctx.store.account(status.accountId)
  if (author?.domain) return status.remoteUrl ?? statusUri(ctx, status)
  return `${ctx.origin}/notice/${status.id}`
}

export function renderLookup(store: Store, origin: string): RenderLookup {
  return {
    findAccount(username, domain) {
      const account = store.accountByAcct(domain ? `${username}@${domain}` : username)
      return account && !account.deactivated ? account : null
    },
    accountUrl: (account) => accountUrl(origin, account),
    emojiExists: (shortcode) => customEmoji(shortcode) !== undefined,
  }
}

// Rendering is cheap but happens for every status of every page: memoize.
const renderCache = new Map<string, RenderResult>()
const RENDER_CACHE_LIMIT = 5000

export function renderStatus(ctx: ViewContext, status: StatusRecord): RenderResult {
  const key = `${status.id}|${ctx.origin}|${status.editedAt ?? ''}`
  const cached = renderCache.get(key)
  if (cached) return cached
  const result = renderContent(status.source, status.contentType, {
    origin: ctx.origin,
    lookup: renderLookup(ctx.store, ctx.origin),
  })
  if (renderCache.size >= RENDER_CACHE_LIMIT) renderCache.clear()
  renderCache.set(key, result)
  return result
}

export function clearRenderCache(): void {
  renderCache.clear()
}

// ----------------------------------------------------------- primitives

export function serializeCustomEmoji(
  origin: string,
  shortcode: string,
  inPicker: boolean,
): Json | null {
  const emoji = customEmoji(shortcode)
  if (!emoji) return null
  const url = `${origin}${emojiPath(emoji)}`
  return {
    shortcode,
    url,
    static_url: url,
    visible_in_picker: inPicker,
    tags: [`pack:${emoji.pack}`],
    category: `pack:${emoji.pack}`,
  }
}

/** Custom emoji used in a text, as the `emojis` arrays of statuses and polls list them. */
export function serializeEmojiList(origin: string, shortcodes: readonly string[]): Json[] {
  const out: Json[] = []
  for (const shortcode of shortcodes) {
    const emoji = customEmoji(shortcode)
    if (!emoji) continue
    const url = `${origin}${emojiPath(emoji)}`
    out.push({ shortcode, url, static_url: url, visible_in_picker: false })
  }
  return out
}

/** Masto date: ISO 8601 with milliseconds, UTC. */
function mastoDate(iso: string): string {
  return new Date(iso).toISOString()
}

/** Pleroma's deprecated numeric conversation id: CRC32 of the context, MSB cleared. */
function contextId(context: string): number {
  let crc = 0xffffffff
  for (let i = 0; i < context.length; i += 1) {
    crc ^= context.charCodeAt(i) & 0xff
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return ((crc ^ 0xffffffff) >>> 0) & 0x7fffffff
}

// -------------------------------------------------------------- accounts

export function accountCounts(store: Store, account: AccountRecord) {
  const statuses = store.statusesOf(account.id).filter((s) => s.reblogOfId === null)
  const last = statuses[statuses.length - 1]
  return {
    followers: store.followersOf(account.id).length,
    following: store.followingOf(account.id).length,
    statuses: statuses.length,
    lastStatusAt: last ? mastoDate(last.createdAt).slice(0, 10) : null,
  }
}

export interface AccountOptions {
  /** Embed `pleroma.relationship` (Akkoma's `with_relationships`). */
  withRelationship?: boolean
  /** Include `pleroma.settings_store` (Akkoma's `with_pleroma_settings`). */
  withSettingsStore?: boolean
}

export function serializeAccount(
  ctx: ViewContext,
  account: AccountRecord,
  options: AccountOptions = {},
): Json {
  const { store, origin, viewer } = ctx
  const self = viewer?.id === account.id
  const counts = accountCounts(store, account)
  const lookup = { origin, lookup: renderLookup(store, origin) }
  const avatar = avatarUrl(origin, account)
  const header = headerUrl(origin, account)
  const showFollowers = !account.hideFollowersCount || !account.hideFollowers || self
  const showFollows = !account.hideFollowsCount || !account.hideFollows || self
  const fields = account.fields.map((f) => ({
    name: f.name,
    value: renderPlain(f.value, lookup).html,
    verified_at: f.verifiedAt,
  }))
  const pleroma: Json = {
    ap_id: accountApId(origin, account),
    also_known_as: (account.aliasIds ?? []).flatMap((id) => {
      const alias = store.account(id)
      return alias ? [accountApId(origin, alias)] : []
    }),
    is_confirmed: true,
    is_suggested: false,
    tags: account.tags,
    hide_followers_count: account.hideFollowersCount,
    hide_follows_count: account.hideFollowsCount,
    hide_followers: account.hideFollowers,
    hide_follows: account.hideFollows,
    hide_favorites: account.hideFavorites,
    relationship: options.withRelationship && viewer ? serializeRelationship(ctx, account) : {},
    background_image: account.backgroundImage ? `${origin}${account.backgroundImage}` : null,
    background_image_description: '',
    favicon: account.domain ? faviconUrl(origin, account.domain) : null,
  }
  // Akkoma shows the role to others only with show_role (default true); always to oneself.
  if (self || account.profileExtras?.showRole !== false) {
    pleroma.is_admin = account.isAdmin
    pleroma.is_moderator = account.isModerator
  }
  if (viewer?.isAdmin) pleroma.deactivated = account.deactivated
  const json: Json = {
    id: account.id,
    username: account.username,
    acct: acctOf(account),
    display_name: account.displayName || account.username,
    locked: account.locked,
    created_at: mastoDate(account.createdAt),
    followers_count: showFollowers ? counts.followers : 0,
    following_count: showFollows ? counts.following : 0,
    statuses_count: counts.statuses,
    note: renderPlain(account.noteSource, lookup).html,
    url: accountUrl(origin, account),
    avatar,
    avatar_static: avatar,
    avatar_description: '',
    header,
    header_static: header,
    header_description: '',
    emojis: [],
    fields,
    bot: account.bot,
    source: {
      note: account.noteSource,
      sensitive: account.profileExtras?.sensitive ?? false,
      fields: account.fields.map((f) => ({ name: f.name, value: f.value })),
      pleroma: {
        discoverable: account.discoverable,
        actor_type: account.bot ? 'Service' : 'Person',
      },
    },
    last_status_at: counts.lastStatusAt,
    akkoma: {
      instance: account.domain
        ? {
            name: account.domain,
            favicon: faviconUrl(origin, account.domain),
            nodeinfo: account.software ? { software: account.software, version: '2.0' } : null,
          }
        : null,
      status_ttl_days: null,
      permit_followback: account.profileExtras?.permitFollowback ?? false,
      web_feed: account.domain ? null : `${origin}/users/by-id/${account.id}/feed`,
    },
    fqn: account.domain ? acctOf(account) : `${account.username}@${new URL(origin).host}`,
    pleroma,
  }
  if (self) addCredentials(ctx, account, json, pleroma, options)
  return json
}

/** The extra fields Akkoma adds when an account is rendered for itself. */
function addCredentials(
  ctx: ViewContext,
  account: AccountRecord,
  json: Json,
  pleroma: Json,
  options: AccountOptions,
): void {
  const followRequests = ctx.store.followRequestsFor(account.id).length
  const source = json.source as Json
  source.privacy = account.defaultScope
  source.language = ''
  source.follow_requests_count = followRequests
  ;(source.pleroma as Json).show_role = account.profileExtras?.showRole ?? true
  ;(source.pleroma as Json).no_rich_text = account.profileExtras?.noRichText ?? false
  json.follow_requests_count = followRequests
  json.accepts_direct_messages_from = 'everybody'
  const notificationSettings = notificationSettingsOf(account)
  pleroma.notification_settings = {
    block_from_strangers: notificationSettings.blockFromStrangers,
    hide_notification_contents: notificationSettings.hideNotificationContents,
  }
  pleroma.allow_following_move = account.allowFollowingMove
  // Akkoma tells an account what its role lets it do (admin API privileges).
  pleroma.privileges = privilegesOf(account)
  pleroma.unread_conversation_count = 0
  pleroma.unread_notifications_count = ctx.store
    .notificationsFor(account.id)
    .filter((n) => !n.seen).length
  pleroma.email = account.email
  pleroma.skip_thread_containment = INSTANCE.skipThreadContainment
  pleroma.chat_token = ''
  if (options.withSettingsStore) pleroma.settings_store = account.settingsStore
}

export function serializeRelationship(ctx: ViewContext, target: AccountRecord): Json {
  const viewer = ctx.viewer
  if (!viewer) return {}
  const outgoing: FollowRecord | undefined = ctx.store.follow(viewer.id, target.id)
  const incoming: FollowRecord | undefined = ctx.store.follow(target.id, viewer.id)
  const mute = ctx.store.mute(viewer.id, target.id)
  return {
    id: target.id,
    following: outgoing?.state === 'accepted',
    followed_by: incoming?.state === 'accepted',
    blocking: ctx.store.isBlocking(viewer.id, target.id),
    blocked_by: ctx.store.isBlocking(target.id, viewer.id),
    muting: mute !== undefined,
    muting_notifications: mute?.notifications ?? false,
    subscribing: outgoing?.notify ?? false,
    notifying: outgoing?.notify ?? false,
    requested: outgoing?.state === 'pending',
    requested_by: incoming?.state === 'pending',
    domain_blocking: ctx.store.isDomainBlocked(viewer.id, target.domain),
    showing_reblogs: outgoing?.showingReblogs ?? true,
    endorsed: false,
    note: ctx.store.accountNote(viewer.id, target.id),
  }
}

function serializeMention(origin: string, account: AccountRecord): Json {
  return {
    id: account.id,
    acct: acctOf(account),
    username: account.username,
    url: accountUrl(origin, account),
  }
}

/** The `small` size Mastodon lists next to `original` (fits in 400 x 400). */
function smallSize(width: number, height: number) {
  const scale = Math.min(1, 400 / Math.max(width, height))
  const w = Math.max(1, Math.round(width * scale))
  const h = Math.max(1, Math.round(height * scale))
  return { width: w, height: h, size: `${w}x${h}`, aspect: w / h }
}

export function serializeAttachment(origin: string, media: MediaRecord): Json {
  const url = `${origin}/media/attachments/${attachmentFileName(media)}`
  const json: Json = {
    id: media.id,
    url,
    remote_url: url,
    // Akkoma makes no thumbnails: without a media proxy the preview is the file itself.
    preview_url: url,
    text_url: url,
    type: media.type,
    description: media.description,
    pleroma: { mime_type: media.mimeType || FORMATS[media.format].mimeType },
    blurhash: media.blurhash,
  }
  if (media.width > 0 && media.height > 0) {
    json.meta = {
      original: {
        width: media.width,
        height: media.height,
        size: `${media.width}x${media.height}`,
        aspect: media.width / media.height,
      },
      small: smallSize(media.width, media.height),
    }
  }
  return json
}

// ----------------------------------------------------------------- polls

function pollEmojis(origin: string, poll: PollRecord): Json[] {
  const shortcodes = new Set<string>()
  for (const option of poll.options) {
    for (const match of option.title.matchAll(/:([a-zA-Z0-9_]+):/g)) {
      if (match[1] && customEmoji(match[1])) shortcodes.add(match[1])
    }
  }
  return serializeEmojiList(origin, [...shortcodes])
}

/**
 * The Poll entity as Akkoma renders it: `voted` and `own_votes` only for a
 * signed-in viewer, `voters_count` only for multiple-choice polls.
 */
export function serializePoll(ctx: ViewContext, poll: PollRecord, authorId: string): Json {
  const options = poll.options.map((o, i) => ({
    title: o.title,
    votes_count: optionVotes(poll, i),
  }))
  const json: Json = {
    id: poll.id,
    expires_at: new Date(poll.expiresAt).toISOString(),
    expired: pollExpired(poll),
    multiple: poll.multiple,
    votes_count: options.reduce((sum, o) => sum + o.votes_count, 0),
    // Akkoma (like Mastodon) leaves voters_count null on single-choice polls.
    voters_count: poll.multiple ? poll.votes.length + poll.remoteVoters : null,
    options,
    emojis: pollEmojis(ctx.origin, poll),
  }
  const viewer = ctx.viewer
  if (viewer) {
    const own = poll.votes.find((v) => v.accountId === viewer.id)
    json.voted = own !== undefined || viewer.id === authorId
    json.own_votes = own ? [...own.choices] : []
  }
  return json
}

// ------------------------------------------------------------- reactions

export function reactionUrl(origin: string, emoji: string): string | null {
  const custom = customEmoji(emoji)
  return custom ? `${origin}${emojiPath(custom)}` : null
}

/** `emoji_reactions` of a status: `{name, count, me, url, account_ids}`. */
export function serializeReactionSummary(ctx: ViewContext, status: StatusRecord): Json[] {
  const out: Json[] = []
  for (const reaction of status.reactions) {
    const accounts = reactorsOf(ctx.store, reaction)
    if (accounts.length === 0) continue
    out.push({
      name: reaction.emoji,
      count: accounts.length,
      url: reactionUrl(ctx.origin, reaction.emoji),
      me: ctx.viewer ? accounts.some((a) => a.id === ctx.viewer?.id) : false,
      account_ids: accounts.map((a) => a.id),
    })
  }
  return out
}

/** GET …/reactions: `{name, count, me, url, accounts}` (optionally one emoji only). */
export function serializeReactionList(
  ctx: ViewContext,
  status: StatusRecord,
  only: string | null = null,
): Json[] {
  const out: Json[] = []
  for (const reaction of status.reactions) {
    if (only !== null && reaction.emoji !== only) continue
    const accounts = reactorsOf(ctx.store, reaction)
    if (accounts.length === 0) continue
    out.push({
      name: reaction.emoji,
      count: accounts.length,
      accounts: accounts.map((a) => serializeAccount(ctx, a)),
      url: reactionUrl(ctx.origin, reaction.emoji),
      me: ctx.viewer ? accounts.some((a) => a.id === ctx.viewer?.id) : false,
    })
  }
  return out
}

// -------------------------------------------------------------- statuses

export interface StatusOptions {
  /** Fill `text` with the source (Akkoma's `with_source`, used by DELETE). */
  withSource?: boolean
  /** Rendering a quoted status: its own quote is not rendered (Akkoma's `do_not_recurse`). */
  embedded?: boolean
}

/** Akkoma's id for a relative it knows exists but cannot load (always 404s). */
export const GHOST_ID = '_'

/** Serialize a status for the viewer, or `null` when the viewer may not see it. */
export function serializeStatus(
  ctx: ViewContext,
  status: StatusRecord,
  options: StatusOptions = {},
): Json | null {
  const { store, viewer } = ctx
  if (!canView(store, status, viewer)) return null
  const author = store.account(status.accountId)
  if (!author) return null
  if (status.reblogOfId) {
    const original = store.status(status.reblogOfId)
    if (!original) return null
    const reblog = serializeStatus(ctx, original, options)
    if (!reblog) return null
    return {
      id: status.id,
      uri: reblog.uri,
      url: reblog.uri,
      account: serializeAccount(ctx, author),
      in_reply_to_id: null,
      in_reply_to_account_id: null,
      reblog,
      content: '',
      created_at: mastoDate(status.createdAt),
      reblogs_count: 0,
      replies_count: 0,
      favourites_count: 0,
      reblogged: reblog.reblogged,
      favourited: reblog.favourited,
      bookmarked: reblog.bookmarked,
      muted: false,
      pinned: status.pinnedAt !== null,
      sensitive: false,
      spoiler_text: '',
      visibility: status.visibility,
      media_attachments: reblog.media_attachments,
      mentions: [serializeMention(ctx.origin, store.account(original.accountId) ?? author)],
      tags: reblog.tags,
      application: null,
      language: reblog.language,
      emojis: [],
      pleroma: {
        local: author.domain === null,
        pinned_at: status.pinnedAt ? mastoDate(status.pinnedAt) : null,
      },
    }
  }

  const rendered = renderStatus(ctx, status)
  const parent = status.inReplyToId ? store.status(status.inReplyToId) : undefined
  const parentAuthor = parent ? store.account(parent.accountId) : undefined
  // A deleted parent is still known by its uri: Akkoma answers the ghost id "_".
  const inReplyToId = status.inReplyToId ? (parent?.id ?? GHOST_ID) : null
  const inReplyToAccountId = status.inReplyToId ? (parentAuthor?.id ?? GHOST_ID) : null
  const inReplyToApid = parent
    ? statusUri(ctx, parent)
    : status.inReplyToUuid
      ? objectUri(ctx, status.inReplyToAccountId, status.inReplyToUuid)
      : null
  const mentions = status.mentionIds
    .map((id) => store.account(id))
    .filter((a): a is AccountRecord => a !== undefined)
    .map((a) => serializeMention(ctx.origin, a))
  const media = status.mediaIds
    .map((id) => store.media(id))
    .filter((m): m is MediaRecord => m !== undefined)
    .map((m) => serializeAttachment(ctx.origin, m))
  const repliesCount = store
    .repliesTo(status.id)
    .filter(
      (r) => r.visibility === 'public' || r.visibility === 'unlisted' || r.visibility === 'local',
    ).length
  const reblogs = store.reblogsOf(status.id)
  const plain = htmlToText(rendered.html)
  const threadMuted = store.isThreadMuted(viewer?.id, status.context)
  const quote = quoteOf(ctx, status, options)
  const reactions = serializeReactionSummary(ctx, status)
  const link = firstExternalLink(rendered.html)
  const url = statusUrl(ctx, status)
  return {
    id: status.id,
    uri: statusUri(ctx, status),
    url,
    account: serializeAccount(ctx, author),
    in_reply_to_id: inReplyToId,
    in_reply_to_account_id: inReplyToAccountId,
    reblog: null,
    card: link ? serializeCard(ctx.origin, link) : null,
    content: rendered.html,
    text: options.withSource ? status.source : null,
    created_at: mastoDate(status.createdAt),
    edited_at: status.editedAt ? mastoDate(status.editedAt) : null,
    reblogs_count: reblogs.length,
    replies_count: repliesCount,
    favourites_count: status.favouritedBy.length,
    reblogged: viewer ? reblogs.some((r) => r.accountId === viewer.id) : false,
    favourited: viewer ? status.favouritedBy.includes(viewer.id) : false,
    bookmarked: viewer ? status.bookmarkedBy.includes(viewer.id) : false,
    // Pleroma: muted for a muted thread or a muted author (thread_muted tells which).
    muted: threadMuted || (viewer ? store.isMuting(viewer.id, status.accountId) : false),
    pinned: status.pinnedAt !== null,
    // Akkoma: flagged sensitive, or tagged #nsfw (the old way of marking it).
    sensitive: status.sensitive || status.tags.includes('nsfw'),
    spoiler_text: status.spoilerText,
    visibility: status.visibility,
    media_attachments: media,
    poll: status.poll ? serializePoll(ctx, status.poll, status.accountId) : null,
    mentions,
    tags: status.tags.map((name) => ({
      name,
      url: `${ctx.origin}/tag/${encodeURIComponent(name)}`,
    })),
    application: status.application,
    language: status.language,
    emojis: serializeEmojiList(ctx.origin, status.emojis),
    quote_id: quote.id,
    quote: quote.json,
    emoji_reactions: reactions,
    pleroma: {
      local: author.domain === null,
      conversation_id: contextId(status.context),
      context: `${ctx.origin}/contexts/${status.context}`,
      in_reply_to_account_acct: parentAuthor ? acctOf(parentAuthor) : null,
      content: { 'text/plain': plain },
      spoiler_text: { 'text/plain': status.spoilerText },
      expires_at: null,
      direct_conversation_id: null,
      thread_muted: threadMuted,
      emoji_reactions: reactions,
      parent_visible: parent ? canView(store, parent, viewer) : false,
      pinned_at: status.pinnedAt ? mastoDate(status.pinnedAt) : null,
      // Pleroma's spelling of the quote (Akkoma clients read `quote` above).
      quote: quote.json,
      quote_id: quote.id,
      quote_url: quote.url,
      quote_visible: quote.visible,
    },
    akkoma: {
      source: { content: status.source, mediaType: status.contentType },
      in_reply_to_apid: inReplyToApid,
      quote_apid: quote.apid,
    },
  }
}

interface QuoteView {
  id: string | null
  json: Json | null
  url: string | null
  apid: string | null
  visible: boolean
}

/** The quoted status as Akkoma shows it: only when visible, and never a quote's quote. */
function quoteOf(ctx: ViewContext, status: StatusRecord, options: StatusOptions): QuoteView {
  if (!status.quoteId) return { id: null, json: null, url: null, apid: null, visible: false }
  const quoted = ctx.store.status(status.quoteId)
  const visible = quoted !== undefined && canView(ctx.store, quoted, ctx.viewer)
  const apid = quoted
    ? statusUri(ctx, quoted)
    : status.quoteUuid
      ? objectUri(ctx, status.quoteAccountId, status.quoteUuid)
      : null
  return {
    id: quoted?.id ?? GHOST_ID,
    json:
      visible && quoted && !options.embedded
        ? serializeStatus(ctx, quoted, { embedded: true })
        : null,
    url: quoted ? statusUrl(ctx, quoted) : apid,
    apid,
    visible,
  }
}

export function serializeStatuses(ctx: ViewContext, statuses: readonly StatusRecord[]): Json[] {
  const out: Json[] = []
  for (const status of statuses) {
    const json = serializeStatus(ctx, status)
    if (json) out.push(json)
  }
  return out
}

// --------------------------------------------------------- notifications

const TYPES_WITH_STATUS = new Set([
  'mention',
  'favourite',
  'reblog',
  'poll',
  'status',
  'update',
  'pleroma:emoji_reaction',
])

export function serializeNotification(
  ctx: ViewContext,
  notification: NotificationRecord,
): Json | null {
  const from = ctx.store.account(notification.fromAccountId)
  if (!from) return null
  const json: Json = {
    id: notification.id,
    type: notification.type,
    created_at: mastoDate(notification.createdAt),
    account: serializeAccount(ctx, from),
    pleroma: { is_seen: notification.seen, is_muted: false },
  }
  if (TYPES_WITH_STATUS.has(notification.type)) {
    const status = notification.statusId ? ctx.store.status(notification.statusId) : undefined
    const rendered = status ? serializeStatus(ctx, status) : null
    if (!rendered) return null
    json.status = rendered
  }
  if (notification.type === 'move') {
    const target = ctx.store.account(notification.targetAccountId ?? '')
    if (!target) return null
    json.target = serializeAccount(ctx, target)
  }
  if (notification.type === 'pleroma:emoji_reaction') {
    json.emoji = notification.emoji
    const shortcode = /^:([a-zA-Z0-9_]+):$/.exec(notification.emoji ?? '')?.[1]
    json.emoji_url = shortcode ? reactionUrl(ctx.origin, shortcode) : null
  }
  return json
}
