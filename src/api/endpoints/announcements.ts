import { decodeEntities } from '../htmlEntities'
import type { ApiClient } from '../http'
import { normalizeEmojiList } from '../normalizers/account'
import { bool, boolOrNull, dateOrNull, dateStr, idOrNull, mapValid, str, wire } from '../read'
import type { CustomEmoji, Mention } from '../types'

/*
 * Instance announcements. Mastodon, Akkoma and Pleroma serve
 * GET /api/v1/announcements (GoToSocial answers an empty list); Akkoma and
 * Pleroma add an admin API under /api/v1/pleroma/admin/announcements, whose
 * entries carry the text as typed in `pleroma.raw_content`.
 */

export interface Announcement {
  id: string
  /** Server HTML: render it only through RichContent. */
  content: string
  /** The text as the admin typed it (Pleroma's raw_content), else the content's text. */
  rawContent: string
  startsAt: string | null
  endsAt: string | null
  /** The start and end are whole days: show dates only. */
  allDay: boolean
  publishedAt: string
  updatedAt: string | null
  /** The viewer's read state; null when the server did not say (guests, admin lists). */
  read: boolean | null
  emojis: CustomEmoji[]
  mentions: Mention[]
}

/** What the admin form sends: ISO times, or null for none. */
export interface AnnouncementDraft {
  content: string
  startsAt: string | null
  endsAt: string | null
  allDay: boolean
}

interface WireAnnouncement {
  id?: unknown
  content?: unknown
  text?: unknown
  starts_at?: unknown
  ends_at?: unknown
  all_day?: unknown
  published_at?: unknown
  updated_at?: unknown
  read?: unknown
  emojis?: unknown
  mentions?: unknown
  pleroma?: unknown
}

/**
 * The text of announcement HTML, for prefilling the editor when the server
 * sent no raw text: paragraphs and line breaks become newlines. Never
 * rendered as HTML, so a regular expression is enough here.
 */
export function htmlToPlainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  ).trim()
}

function normalizeMention(raw: unknown): Mention | null {
  const w = wire<{ id?: unknown; username?: unknown; acct?: unknown; url?: unknown }>(raw)
  const id = idOrNull(w.id)
  if (id === null) return null
  const acct = str(w.acct) || str(w.username)
  return { id, username: str(w.username) || acct.split('@')[0] || '', acct, url: str(w.url) }
}

/** One announcement with safe defaults; null when it has no id. */
export function normalizeAnnouncement(raw: unknown): Announcement | null {
  const w = wire<WireAnnouncement>(raw)
  const id = idOrNull(w.id)
  if (id === null) return null
  const content = str(w.content)
  const pleroma = wire<{ raw_content?: unknown }>(w.pleroma)
  const rawContent =
    typeof pleroma.raw_content === 'string'
      ? pleroma.raw_content
      : typeof w.text === 'string'
        ? w.text
        : htmlToPlainText(content)
  return {
    id,
    content,
    rawContent,
    startsAt: dateOrNull(w.starts_at),
    endsAt: dateOrNull(w.ends_at),
    allDay: bool(w.all_day),
    publishedAt: dateStr(w.published_at),
    updatedAt: dateOrNull(w.updated_at),
    read: boolOrNull(w.read),
    emojis: normalizeEmojiList(w.emojis),
    mentions: mapValid(w.mentions, normalizeMention),
  }
}

export const normalizeAnnouncements = (raw: unknown): Announcement[] =>
  mapValid(raw, normalizeAnnouncement)

/** The announcements the viewer may read (currently shown ones, on Akkoma). */
export async function fetchAnnouncements(client: ApiClient): Promise<Announcement[]> {
  return normalizeAnnouncements(await client.get('/api/v1/announcements'))
}

/** Marks one announcement as read for the signed-in user. */
export async function dismissAnnouncement(client: ApiClient, id: string): Promise<void> {
  await client.post(`/api/v1/announcements/${encodeURIComponent(id)}/dismiss`)
}

const ADMIN_PATH = '/api/v1/pleroma/admin/announcements'
/** Page size for the admin list (Akkoma's default is 20). */
const ADMIN_PAGE_SIZE = 50
/** Pages read at most: a runaway server cannot keep the client looping. */
const ADMIN_MAX_PAGES = 20

/** Every announcement, active or not (admins), read with limit/offset pages. */
export async function fetchAdminAnnouncements(client: ApiClient): Promise<Announcement[]> {
  const all: Announcement[] = []
  const seen = new Set<string>()
  for (let page = 0; page < ADMIN_MAX_PAGES; page += 1) {
    const raw = await client.get(ADMIN_PATH, {
      query: { limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE },
    })
    const items = Array.isArray(raw) ? raw : []
    for (const item of normalizeAnnouncements(items)) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      all.push(item)
    }
    if (items.length < ADMIN_PAGE_SIZE) break
  }
  return all
}

const payload = (draft: AnnouncementDraft) => ({
  content: draft.content,
  starts_at: draft.startsAt,
  ends_at: draft.endsAt,
  all_day: draft.allDay,
})

function expectAnnouncement(raw: unknown): Announcement {
  const announcement = normalizeAnnouncement(raw)
  if (!announcement) throw new TypeError('Malformed announcement')
  return announcement
}

export async function createAnnouncement(
  client: ApiClient,
  draft: AnnouncementDraft,
): Promise<Announcement> {
  return expectAnnouncement(await client.post(ADMIN_PATH, { json: payload(draft) }))
}

/** Sends every field, so cleared dates become null on the server too. */
export async function updateAnnouncement(
  client: ApiClient,
  id: string,
  draft: AnnouncementDraft,
): Promise<Announcement> {
  return expectAnnouncement(
    await client.patch(`${ADMIN_PATH}/${encodeURIComponent(id)}`, { json: payload(draft) }),
  )
}

export async function deleteAnnouncement(client: ApiClient, id: string): Promise<void> {
  await client.delete(`${ADMIN_PATH}/${encodeURIComponent(id)}`)
}
