import type { Announcement } from '../api/endpoints/announcements'
import type { Attachment } from '../api/types'
import type { StoredStatus } from './entities'

/** Test data for the media tests: a complete attachment, overridable field by field. */
export function makeAttachment(
  id: string,
  overrides: Partial<Omit<Attachment, 'meta'>> & {
    aspect?: number | null
    width?: number
    height?: number
  } = {},
): Attachment {
  const { aspect, width, height, ...rest } = overrides
  const w = width ?? 1200
  const h = height ?? 800
  return {
    id,
    type: 'image',
    url: `https://media.example/${id}.png`,
    preview_url: `https://media.example/${id}-small.png`,
    remote_url: null,
    description: '',
    blurhash: null,
    mime_type: 'image/png',
    meta: {
      original: { width: w, height: h, aspect: aspect === undefined ? w / h : aspect },
      small: { width: null, height: null, aspect: null },
      duration: null,
    },
    ...rest,
  }
}

export function makeStatus(overrides: Partial<StoredStatus> = {}): StoredStatus {
  return {
    id: 'S1',
    uri: 'https://akkoma.example/objects/1',
    url: 'https://akkoma.example/notice/S1',
    content: '<p>Hello</p>',
    text: null,
    created_at: '2024-01-01T00:00:00.000Z',
    edited_at: null,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    in_reply_to_acct: null,
    spoiler_text: '',
    sensitive: false,
    visibility: 'public',
    language: 'en',
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    card: null,
    poll: null,
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
    favourited: false,
    reblogged: false,
    bookmarked: false,
    pinned: false,
    muted: false,
    thread_muted: false,
    is_local: true,
    conversation_id: null,
    parent_visible: true,
    emoji_reactions: [],
    media_type: null,
    application_name: null,
    account_id: 'A1',
    reblog_id: null,
    quote_id: null,
    deleted: false,
    ...overrides,
  }
}

/** An announcement with no dates, unread state unknown; ids of n letters are published on day n. */
export const makeAnnouncement = (id: string, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  content: `<p>${id}</p>`,
  rawContent: id,
  startsAt: null,
  endsAt: null,
  allDay: false,
  publishedAt: `2030-01-0${id.length}T00:00:00Z`,
  updatedAt: null,
  read: null,
  emojis: [],
  mentions: [],
  ...extra,
})
