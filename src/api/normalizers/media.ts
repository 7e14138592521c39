import {
  bool,
  dateOrNull,
  idOrNull,
  isRecord,
  mapValid,
  num,
  numOrNull,
  str,
  strOrNull,
  wire,
  arr,
} from '../read'
import type {
  Attachment,
  AttachmentMetaSize,
  AttachmentType,
  Card,
  Poll,
  PollOption,
} from '../types'
import type { WireAttachment, WireCard, WireMetaSize, WirePoll, WirePollOption } from '../wire'
import { normalizeEmojiList } from './account'

const ATTACHMENT_TYPES: readonly AttachmentType[] = ['image', 'gifv', 'video', 'audio', 'unknown']

function parseAttachmentType(value: unknown): AttachmentType {
  return ATTACHMENT_TYPES.find((t) => t === value) ?? 'unknown'
}

function normalizeMetaSize(raw: unknown): AttachmentMetaSize {
  const w = wire<WireMetaSize>(raw)
  const width = numOrNull(w.width)
  const height = numOrNull(w.height)
  const aspect = numOrNull(w.aspect) ?? (width !== null && height ? width / height : null)
  return { width, height, aspect }
}

export function normalizeAttachment(raw: unknown): Attachment {
  const w = wire<WireAttachment>(raw)
  const meta = wire<NonNullable<WireAttachment['meta']>>(w.meta)
  const original = wire<WireMetaSize>(meta.original)
  const url = str(w.url) || str(w.remote_url)
  const pleroma = wire<NonNullable<WireAttachment['pleroma']>>(w.pleroma)
  return {
    // Some servers omit ids on remote media; the URL is unique enough to key on.
    id: idOrNull(w.id) ?? url,
    type: parseAttachmentType(w.type),
    url,
    preview_url: str(w.preview_url) || url,
    remote_url: strOrNull(w.remote_url),
    description: str(w.description),
    blurhash: strOrNull(w.blurhash),
    mime_type: str(pleroma.mime_type) || str(w.mime_type),
    meta: {
      original: normalizeMetaSize(meta.original),
      small: normalizeMetaSize(meta.small),
      duration: numOrNull(original.duration) ?? numOrNull(meta.duration),
    },
  }
}

function normalizePollOption(raw: unknown): PollOption | null {
  if (!isRecord(raw)) return null
  const w = wire<WirePollOption>(raw)
  // votes_count is null while results are hidden.
  return { title: str(w.title), votes_count: num(w.votes_count) }
}

export function normalizePoll(raw: unknown, now: number = Date.now()): Poll {
  const w = wire<WirePoll>(raw)
  const expiresAt = dateOrNull(w.expires_at)
  const pastExpiry = expiresAt !== null && Date.parse(expiresAt) <= now
  return {
    id: idOrNull(w.id) ?? '',
    expires_at: expiresAt,
    expired: bool(w.expired) || pastExpiry,
    multiple: bool(w.multiple),
    votes_count: num(w.votes_count),
    voters_count: numOrNull(w.voters_count),
    voted: bool(w.voted),
    own_votes: arr(w.own_votes).filter(
      (v): v is number => typeof v === 'number' && Number.isInteger(v),
    ),
    options: mapValid(w.options, normalizePollOption),
    emojis: normalizeEmojiList(w.emojis),
  }
}

/** Null for a card without a URL: there is nothing to link to. */
export function normalizeCard(raw: unknown): Card | null {
  if (!isRecord(raw)) return null
  const w = wire<WireCard>(raw)
  const url = str(w.url)
  if (url === '') return null
  return {
    url,
    title: str(w.title),
    description: str(w.description),
    image: strOrNull(w.image),
    provider_name: str(w.provider_name) || hostOf(url),
    type: str(w.type) || 'link',
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}
