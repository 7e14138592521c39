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
  strOrNull,
  wire,
} from '../read'
import type { EmojiReaction, Mention, Status, Tag } from '../types'
import type {
  WireEmojiReaction,
  WireMention,
  WireQuote,
  WireStatus,
  WireStatusAkkoma,
  WireStatusPleroma,
  WireTag,
} from '../wire'
import { normalizeAccount, normalizeEmojiList, parseVisibility } from './account'
import { normalizeAttachment, normalizeCard, normalizePoll } from './media'

function normalizeMention(raw: unknown): Mention | null {
  const w = wire<WireMention>(raw)
  const id = idOrNull(w.id)
  if (id === null) return null
  const acct = str(w.acct) || str(w.username)
  return { id, username: str(w.username) || acct.split('@')[0] || '', acct, url: str(w.url) }
}

function normalizeTag(raw: unknown): Tag | null {
  // Old Pleroma sent bare tag names.
  if (typeof raw === 'string') return raw === '' ? null : { name: raw, url: '', following: null }
  const w = wire<WireTag>(raw)
  const name = str(w.name)
  if (name === '') return null
  return { name, url: str(w.url), following: boolOrNull(w.following) }
}

function normalizeEmojiReaction(raw: unknown): EmojiReaction | null {
  const w = wire<WireEmojiReaction>(raw)
  const name = str(w.name)
  if (name === '') return null
  return {
    name,
    count: num(w.count),
    me: bool(w.me),
    url: strOrNull(w.url),
    account_ids: mapValid(w.account_ids, idOrNull),
  }
}

function reactionsOf(w: WireStatus, pleroma: WireStatusPleroma): EmojiReaction[] {
  const list = Array.isArray(pleroma.emoji_reactions) ? pleroma.emoji_reactions : w.emoji_reactions
  return mapValid(list, normalizeEmojiReaction)
}

/**
 * The quoted status, from Akkoma's top-level `quote`, Pleroma's
 * `pleroma.quote`, or Mastodon 4.5's `{ state, quoted_status }` wrapper.
 * A quote is decoration: one that cannot be normalized is dropped, not fatal.
 */
function quoteOf(w: WireStatus, pleroma: WireStatusPleroma): Status | null {
  const candidates: unknown[] = [w.quote, pleroma.quote]
  for (const candidate of candidates) {
    if (!isRecord(candidate)) continue
    const inner =
      'quoted_status' in candidate ? wire<WireQuote>(candidate).quoted_status : candidate
    if (!isRecord(inner)) continue
    try {
      return normalizeStatus(inner)
    } catch {
      return null
    }
  }
  return null
}

function quoteIdOf(w: WireStatus, pleroma: WireStatusPleroma, quote: Status | null): string | null {
  const wrapped = isRecord(w.quote) ? idOrNull(wire<WireQuote>(w.quote).quoted_status_id) : null
  return quote?.id ?? idOrNull(w.quote_id) ?? idOrNull(pleroma.quote_id) ?? wrapped
}

/** `akkoma.source` is a map on Akkoma-authored posts and a bare string from some remotes. */
function mediaTypeOf(w: WireStatus, akkoma: WireStatusAkkoma): string | null {
  const source: unknown = akkoma.source
  const fromSource = isRecord(source) ? strOrNull(source.mediaType) : null
  return fromSource ?? strOrNull(w.content_type)
}

function plainTextOf(pleroma: WireStatusPleroma): string | null {
  const content: unknown = pleroma.content
  if (!isRecord(content)) return null
  const text = content['text/plain']
  return typeof text === 'string' ? text : null
}

export function normalizeStatus(raw: unknown): Status {
  const w = wire<WireStatus>(raw)
  const id = idOrNull(w.id)
  if (id === null) throw new MalformedEntityError('status', raw)
  // A status without a readable author cannot be shown or attributed.
  const account = normalizeAccount(w.account)

  const pleroma = wire<WireStatusPleroma>(w.pleroma)
  const akkoma = wire<WireStatusAkkoma>(w.akkoma)
  // A repeat wrapper without its inner status is meaningless, so this throws too.
  const reblog = isRecord(w.reblog) ? normalizeStatus(w.reblog) : null
  const quote = quoteOf(w, pleroma)
  const uri = str(w.uri)
  const spoilerPlain = isRecord(pleroma.spoiler_text) ? pleroma.spoiler_text['text/plain'] : null
  const application = wire<NonNullable<WireStatus['application']>>(w.application)
  const isLocal = boolOrNull(pleroma.local)

  return {
    id,
    uri,
    url: str(w.url) || uri,
    account,
    content: str(w.content),
    text: plainTextOf(pleroma),
    created_at: dateStr(w.created_at),
    edited_at: dateOrNull(w.edited_at),
    in_reply_to_id: idOrNull(w.in_reply_to_id),
    in_reply_to_account_id: idOrNull(w.in_reply_to_account_id),
    in_reply_to_acct: strOrNull(pleroma.in_reply_to_account_acct),
    reblog,
    quote,
    spoiler_text: str(w.spoiler_text) || str(spoilerPlain),
    sensitive: bool(w.sensitive),
    visibility: parseVisibility(w.visibility),
    language: strOrNull(w.language),
    media_attachments: mapValid(w.media_attachments, (item) => {
      const attachment = normalizeAttachment(item)
      return attachment.url === '' ? null : attachment
    }),
    mentions: mapValid(w.mentions, normalizeMention),
    tags: mapValid(w.tags, normalizeTag),
    emojis: normalizeEmojiList(w.emojis),
    card: normalizeCard(w.card),
    poll: isRecord(w.poll) ? normalizePoll(w.poll) : null,
    replies_count: num(w.replies_count),
    reblogs_count: num(w.reblogs_count),
    favourites_count: num(w.favourites_count),
    favourited: bool(w.favourited),
    reblogged: bool(w.reblogged),
    bookmarked: bool(w.bookmarked),
    pinned: bool(w.pinned),
    muted: bool(w.muted),
    thread_muted: bool(pleroma.thread_muted),
    // Mastodon has no flag; a local author means a local post there.
    is_local: isLocal ?? account.is_local,
    conversation_id: idOrNull(pleroma.conversation_id),
    parent_visible: bool(pleroma.parent_visible, true),
    emoji_reactions: reactionsOf(w, pleroma),
    media_type: mediaTypeOf(w, akkoma),
    application_name: strOrNull(application.name),
    quote_id: quoteIdOf(w, pleroma, quote),
    quote_url: strOrNull(akkoma.quote_apid) ?? strOrNull(pleroma.quote_url),
    // Read by the filters' own chunk (normalizeFilterResults): only members see it used.
    filtered: Array.isArray(w.filtered) ? w.filtered : null,
  }
}
