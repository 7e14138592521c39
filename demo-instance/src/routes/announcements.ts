/**
 * Instance announcements as Akkoma serves them.
 *
 * - `GET /api/v1/announcements`: signed-in users only (Akkoma restricts it
 *   since Pleroma 2.5), the announcements visible now (started and not
 *   ended), each with the viewer's `read` flag.
 * - `POST /api/v1/announcements/:id/dismiss`: marks one read (`{}`), 404 for
 *   an unknown id.
 * - `/api/v1/pleroma/admin/announcements`: admins only (403 "User is not a
 *   staff member." for members, "User is not an admin." for moderators):
 *   list (`limit` 20 by default, `offset`), show, create, change, delete.
 *   Entries carry the typed text in `pleroma.raw_content`; `content` is
 *   required on create (400 "Missing field: content." as Akkoma's schema
 *   check answers), times are ISO date-times or null.
 *
 * The content is rendered like a plain-text post (links, mentions, line
 * breaks) and lists the custom emoji it uses in `emojis`, as Mastodon does;
 * Akkoma sends an empty list there. Guests get 401, as everywhere in the
 * demo (Akkoma answers 403 "Invalid credentials."). In GoToSocial mode the
 * list is empty and the admin API does not exist (controls/server-mode.ts).
 */

import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { BadRequestBody, errorJson, notFound, originOf, unauthorized } from '../http/plumbing.ts'
import type { AccountRecord, AnnouncementRecord } from '../model/records.ts'
import { renderPlain } from '../render/content.ts'
import { renderLookup, serializeEmojiList } from '../render/serializers.ts'
import type { Store } from '../model/store.ts'

type Json = Record<string, unknown>

/** Akkoma's admin list page size when `limit` is absent. */
export const ADMIN_ANNOUNCEMENTS_DEFAULT_LIMIT = 20

/** Whether members see it at `now`: Akkoma's starts_at < now < ends_at, either bound optional. */
export function isVisibleAt(announcement: AnnouncementRecord, now: number): boolean {
  const starts = announcement.startsAt === null ? null : Date.parse(announcement.startsAt)
  const ends = announcement.endsAt === null ? null : Date.parse(announcement.endsAt)
  return (starts === null || starts < now) && (ends === null || ends > now)
}

/** Akkoma's utc_datetime: whole seconds, `Z`. */
const wireTime = (value: string | null): string | null =>
  value === null ? null : new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z')

export function serializeAnnouncement(
  store: Store,
  origin: string,
  announcement: AnnouncementRecord,
  options: { viewer?: AccountRecord | null; admin?: boolean },
): Json {
  const rendered = renderPlain(announcement.content, {
    origin,
    lookup: renderLookup(store, origin),
  })
  const out: Json = {
    id: announcement.id,
    content: rendered.html,
    starts_at: wireTime(announcement.startsAt),
    ends_at: wireTime(announcement.endsAt),
    all_day: announcement.allDay,
    published_at: wireTime(announcement.createdAt),
    updated_at: wireTime(announcement.updatedAt),
    mentions: [],
    statuses: [],
    tags: [],
    emojis: serializeEmojiList(origin, rendered.emojis),
    reactions: [],
  }
  if (options.viewer) out.read = announcement.readBy.includes(options.viewer.id)
  if (options.admin) out.pleroma = { raw_content: announcement.content }
  return out
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i

class InvalidField extends Error {}

/** One optional date-time field: absent (undefined), null, or a normalized ISO string. */
function dateField(body: Json, name: string): string | null | undefined {
  if (!(name in body)) return undefined
  const value = body[name]
  if (value === null || value === '') return null
  if (typeof value !== 'string' || !DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
    throw new InvalidField(`${name} - Invalid format. Expected :"date-time".`)
  return new Date(Math.floor(Date.parse(value) / 1000) * 1000).toISOString()
}

function boolField(body: Json, name: string): boolean | undefined {
  if (!(name in body)) return undefined
  const value = body[name]
  if (typeof value === 'boolean') return value
  if (value === 'true' || value === 'false') return value === 'true'
  throw new InvalidField(`${name} - Invalid boolean. Got: ${typeof value}.`)
}

function stringField(body: Json, name: string): string | undefined {
  if (!(name in body)) return undefined
  const value = body[name]
  if (typeof value !== 'string')
    throw new InvalidField(`${name} - Invalid string. Got: ${typeof value}.`)
  return value
}

/** The body as JSON or a form, keeping `null` (which clears a date) apart from absent. */
async function readBody(c: Context): Promise<Json> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.includes('application/json')) {
    const text = await c.req.text()
    if (text.trim() === '') return {}
    try {
      const parsed: unknown = JSON.parse(text)
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {}
    } catch {
      throw new BadRequestBody('Invalid JSON body')
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const out: Json = {}
    for (const [key, value] of Object.entries(await c.req.parseBody()))
      if (typeof value === 'string') out[key] = value
    return out
  }
  return {}
}

interface Change {
  content?: string
  startsAt?: string | null
  endsAt?: string | null
  allDay?: boolean
}

function readChange(body: Json): Change {
  return {
    content: stringField(body, 'content'),
    startsAt: dateField(body, 'starts_at'),
    endsAt: dateField(body, 'ends_at'),
    allDay: boolField(body, 'all_day'),
  }
}

function nonNegativeInt(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < min)
    throw new InvalidField(`${name} - Invalid integer. Got: string.`)
  return n
}

export function announcementRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps
  const gotoSocial = () => deps.mode.like === 'gotosocial'

  /** The admin viewer, or Akkoma's refusal. */
  const admin = (c: AppContext): AccountRecord | Response => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    if (!viewer.isAdmin && !viewer.isModerator)
      return errorJson(c, 403, 'User is not a staff member.')
    if (!viewer.isAdmin) return errorJson(c, 403, 'User is not an admin.')
    return viewer
  }

  const invalid = (c: AppContext, e: unknown): Response => {
    if (e instanceof InvalidField) return errorJson(c, 400, e.message)
    throw e
  }

  const adminJson = (c: AppContext, a: AnnouncementRecord) =>
    serializeAnnouncement(store, originOf(c), a, { admin: true })

  app.get('/api/v1/announcements', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    if (gotoSocial()) return c.json([])
    const now = Date.now()
    const origin = originOf(c)
    return c.json(
      store
        .announcements()
        .filter((a) => isVisibleAt(a, now))
        .map((a) => serializeAnnouncement(store, origin, a, { viewer })),
    )
  })

  app.post('/api/v1/announcements/:id/dismiss', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const announcement = gotoSocial() ? undefined : store.announcement(c.req.param('id'))
    if (!announcement) return notFound(c)
    if (!announcement.readBy.includes(viewer.id)) {
      announcement.readBy.push(viewer.id)
      store.changed()
    }
    return c.json({})
  })

  app.get('/api/v1/pleroma/admin/announcements', (c) => {
    const viewer = admin(c)
    if (viewer instanceof Response) return viewer
    let limit: number
    let offset: number
    try {
      limit = nonNegativeInt(c.req.query('limit'), 'limit', 1) ?? ADMIN_ANNOUNCEMENTS_DEFAULT_LIMIT
      offset = nonNegativeInt(c.req.query('offset'), 'offset', 0) ?? 0
    } catch (e) {
      return invalid(c, e)
    }
    return c.json(
      store
        .announcements()
        .slice(offset, offset + limit)
        .map((a) => adminJson(c, a)),
    )
  })

  app.get('/api/v1/pleroma/admin/announcements/:id', (c) => {
    const viewer = admin(c)
    if (viewer instanceof Response) return viewer
    const announcement = store.announcement(c.req.param('id'))
    return announcement ? c.json(adminJson(c, announcement)) : errorJson(c, 404, 'Not found')
  })

  app.post('/api/v1/pleroma/admin/announcements', async (c) => {
    const viewer = admin(c)
    if (viewer instanceof Response) return viewer
    let change: Change
    try {
      change = readChange(await readBody(c))
    } catch (e) {
      return invalid(c, e)
    }
    if (change.content === undefined) return errorJson(c, 400, 'Missing field: content.')
    const now = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString()
    const announcement: AnnouncementRecord = {
      id: store.ids.misc.next(),
      content: change.content,
      startsAt: change.startsAt ?? null,
      endsAt: change.endsAt ?? null,
      allDay: change.allDay ?? false,
      createdAt: now,
      updatedAt: now,
      readBy: [],
    }
    store.addAnnouncement(announcement)
    return c.json(adminJson(c, announcement))
  })

  app.patch('/api/v1/pleroma/admin/announcements/:id', async (c) => {
    const viewer = admin(c)
    if (viewer instanceof Response) return viewer
    let change: Change
    try {
      change = readChange(await readBody(c))
    } catch (e) {
      return invalid(c, e)
    }
    const announcement = store.announcement(c.req.param('id'))
    if (!announcement) return errorJson(c, 404, 'Not found')
    if (change.content !== undefined) announcement.content = change.content
    if (change.startsAt !== undefined) announcement.startsAt = change.startsAt
    if (change.endsAt !== undefined) announcement.endsAt = change.endsAt
    if (change.allDay !== undefined) announcement.allDay = change.allDay
    announcement.updatedAt = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString()
    store.changed()
    return c.json(adminJson(c, announcement))
  })

  app.delete('/api/v1/pleroma/admin/announcements/:id', (c) => {
    const viewer = admin(c)
    if (viewer instanceof Response) return viewer
    return store.removeAnnouncement(c.req.param('id')) ? c.json({}) : errorJson(c, 404, 'Not found')
  })

  return app
}
