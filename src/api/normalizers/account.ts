import { MalformedEntityError } from '../errors'
import {
  bool,
  boolOrNull,
  dateOrNull,
  dateStr,
  idOrNull,
  isRecord,
  mapValid,
  num,
  str,
  strArr,
  strOrNull,
  wire,
} from '../read'
import type {
  Account,
  AccountField,
  AccountInstance,
  CustomEmoji,
  Relationship,
  Role,
  Visibility,
} from '../types'
import type {
  WireAccount,
  WireAccountInstance,
  WireAccountPleroma,
  WireAccountSource,
  WireEmoji,
  WireField,
  WireRelationship,
} from '../wire'

const VISIBILITIES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct', 'local']

export function parseVisibility(value: unknown): Visibility {
  return VISIBILITIES.find((v) => v === value) ?? 'public'
}

export function normalizeEmoji(raw: unknown): CustomEmoji {
  const w = wire<WireEmoji>(raw)
  const url = str(w.url) || str(w.static_url)
  const tags = strArr(w.tags)
  return {
    shortcode: str(w.shortcode).replace(/^:|:$/g, ''),
    url,
    static_url: str(w.static_url) || url,
    visible_in_picker: bool(w.visible_in_picker, true),
    category: strOrNull(w.category) ?? tags[0] ?? null,
  }
}

/** Emoji lists drop entries that could never render (no shortcode or no image). */
export function normalizeEmojiList(raw: unknown): CustomEmoji[] {
  return mapValid(raw, (item) => {
    const emoji = normalizeEmoji(item)
    return emoji.shortcode !== '' && emoji.url !== '' ? emoji : null
  })
}

function normalizeField(raw: unknown): AccountField | null {
  if (!isRecord(raw)) return null
  const w = wire<WireField>(raw)
  return { name: str(w.name), value: str(w.value), verified_at: dateOrNull(w.verified_at) }
}

/**
 * Null when there is nothing to describe: Akkoma embeds `relationship: {}`
 * when it was not asked for one. `fallbackId` covers replies to
 * follow/unfollow from servers that omit the id.
 */
export function normalizeRelationship(raw: unknown, fallbackId?: string): Relationship | null {
  if (!isRecord(raw) || Object.keys(raw).length === 0) return null
  const w = wire<WireRelationship>(raw)
  const id = idOrNull(w.id) ?? fallbackId ?? null
  if (id === null) return null
  return {
    id,
    following: bool(w.following),
    followed_by: bool(w.followed_by),
    requested: bool(w.requested),
    requested_by: bool(w.requested_by),
    blocking: bool(w.blocking),
    blocked_by: bool(w.blocked_by),
    muting: bool(w.muting),
    muting_notifications: bool(w.muting_notifications),
    subscribing: bool(w.subscribing) || bool(w.notifying),
    showing_reblogs: bool(w.showing_reblogs, true),
    domain_blocking: bool(w.domain_blocking),
    endorsed: bool(w.endorsed),
    note: str(w.note),
  }
}

/**
 * Flags win over the older numeric role ids (1 = moderator,
 * 2 and 3 = admin); Mastodon 4 sends a role object with a name.
 */
function parseRole(account: WireAccount, pleroma: WireAccountPleroma): Role {
  if (pleroma.is_admin === true) return 'admin'
  if (pleroma.is_moderator === true) return 'moderator'
  const role: unknown = account.role
  if (typeof role === 'number') {
    if (role === 2 || role === 3) return 'admin'
    if (role === 1) return 'moderator'
    return 'member'
  }
  const name = typeof role === 'string' ? role : isRecord(role) ? str(role.name) : ''
  const lower = name.toLowerCase()
  if (lower === 'admin' || lower === 'owner' || lower === '2' || lower === '3') return 'admin'
  if (lower === 'moderator' || lower === '1') return 'moderator'
  return 'member'
}

function parseDeactivated(account: WireAccount, pleroma: WireAccountPleroma): boolean {
  const deactivated = boolOrNull(pleroma.deactivated)
  if (deactivated !== null) return deactivated
  // Pleroma 2.3 renamed the flag to is_active.
  const active = boolOrNull(pleroma.is_active)
  if (active !== null) return !active
  return bool(account.suspended)
}

function parseInstance(raw: unknown): AccountInstance | null {
  if (!isRecord(raw)) return null
  const w = wire<WireAccountInstance>(raw)
  const name = str(w.name)
  if (name === '') return null
  const software = isRecord(w.nodeinfo) && isRecord(w.nodeinfo.software) ? w.nodeinfo.software : {}
  return {
    name,
    favicon: strOrNull(w.favicon),
    software_name: strOrNull(software.name),
    software_version: strOrNull(software.version),
  }
}

export function normalizeAccount(raw: unknown): Account {
  const w = wire<WireAccount>(raw)
  const id = idOrNull(w.id)
  if (id === null) throw new MalformedEntityError('account', raw)

  const pleroma = wire<WireAccountPleroma>(w.pleroma)
  const source = wire<WireAccountSource>(w.source)
  const akkoma = wire<NonNullable<WireAccount['akkoma']>>(w.akkoma)

  const acct = str(w.acct) || str(w.username)
  const username = str(w.username) || acct.split('@')[0] || ''
  const role = parseRole(w, pleroma)
  const instance = parseInstance(akkoma.instance)
  const avatar = str(w.avatar)
  const header = str(w.header)

  return {
    id,
    username,
    acct,
    display_name: str(w.display_name) || username,
    locked: bool(w.locked),
    bot: bool(w.bot),
    group: bool(w.group),
    created_at: dateStr(w.created_at),
    note: str(w.note),
    url: str(w.url) || str(pleroma.ap_id),
    avatar,
    avatar_static: str(w.avatar_static) || avatar,
    header,
    header_static: str(w.header_static) || header,
    followers_count: num(w.followers_count),
    following_count: num(w.following_count),
    statuses_count: num(w.statuses_count),
    last_status_at: dateOrNull(w.last_status_at),
    emojis: normalizeEmojiList(w.emojis),
    fields: mapValid(w.fields, normalizeField),
    is_local: !acct.includes('@'),
    role,
    is_admin: pleroma.is_admin === true || role === 'admin',
    is_moderator: pleroma.is_moderator === true || role === 'moderator',
    deactivated: parseDeactivated(w, pleroma),
    tags: strArr(pleroma.tags),
    hide_followers: bool(pleroma.hide_followers),
    hide_follows: bool(pleroma.hide_follows),
    hide_followers_count: bool(pleroma.hide_followers_count),
    hide_follows_count: bool(pleroma.hide_follows_count),
    // Pleroma only reports this to the account itself; true is the backend default.
    allow_following_move: bool(pleroma.allow_following_move, true),
    background_image: strOrNull(pleroma.background_image),
    favicon: strOrNull(pleroma.favicon) ?? instance?.favicon ?? null,
    follow_requests_count: num(
      w.follow_requests_count ?? source.follow_requests_count ?? pleroma.follow_request_count,
    ),
    default_scope: parseVisibility(source.privacy),
    source_note: str(source.note),
    relationship: normalizeRelationship(pleroma.relationship, id),
    instance,
    ...(Array.isArray(pleroma.privileges) ? { privileges: strArr(pleroma.privileges) } : {}),
  }
}
