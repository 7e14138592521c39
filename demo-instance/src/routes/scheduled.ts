/**
 * Scheduled posts, as Mastodon and Akkoma keep them: `POST /api/v1/statuses`
 * with `scheduled_at` stores the post and answers a ScheduledStatus (not a
 * Status); `/api/v1/scheduled_statuses` lists (paged by id, newest first,
 * with a Link header), shows, reschedules (`PUT scheduled_at`) and cancels
 * (`DELETE`) the viewer's own. A post due goes out like any other post
 * (stored, streamed to followers, mentions notified) from a sweeper that
 * runs every second. The demo's clock for them can be moved forward by a
 * test control (`POST /__demo/clock`), so a browser test sees one go out
 * without waiting; the posts themselves are dated by the real clock, so
 * timelines keep their order.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, notFound, readParams, unauthorized } from '../http/plumbing.ts'
import { pageQuery, paginate, setLinkHeader } from '../http/paging.ts'
import { buildStatus, publishStatus, validateNewStatus, type NewStatus } from '../model/actions.ts'
import { readPollInput } from '../model/polls.ts'
import type { ScheduledStatusRecord, Visibility } from '../model/records.ts'
import { VISIBILITIES } from '../model/records.ts'
import { applyTagPolicy } from '../model/tag-policy.ts'
import { serializeAttachment } from '../render/serializers.ts'
import { originOf } from '../http/plumbing.ts'

/** Mastodon and Akkoma take a scheduled post only this far ahead. */
export const SCHEDULED_MIN_LEAD_MS = 5 * 60_000
export const SCHEDULED_SWEEP_INTERVAL_MS = 1_000
/** Mastodon's words for a time under five minutes ahead (422). */
export const TOO_SOON_ERROR =
  'Validation failed: Scheduled at The scheduled date must be in the future'
const INVALID_TIME_ERROR = 'Validation failed: Scheduled at is invalid'

// ---------------------------------------------------------------- clock

const offsets = new WeakMap<Deps, number>()

/** The time scheduled posts go by: the real clock plus what tests moved it on. */
export function scheduledNow(deps: Deps): number {
  return Date.now() + (offsets.get(deps) ?? 0)
}

export function advanceScheduledClock(deps: Deps, ms: number): void {
  offsets.set(deps, (offsets.get(deps) ?? 0) + ms)
}

export function resetScheduledClock(deps: Deps): void {
  offsets.delete(deps)
}

// ---------------------------------------------------------------- model

function records(deps: Deps): ScheduledStatusRecord[] {
  return (deps.store.state.scheduledStatuses ??= [])
}

/** A time that is valid, and far enough ahead; otherwise the error to answer. */
function checkTime(deps: Deps, raw: string | undefined): { at: string } | { error: string } {
  const ms = raw === undefined ? Number.NaN : Date.parse(raw)
  if (!Number.isFinite(ms)) return { error: INVALID_TIME_ERROR }
  if (ms - scheduledNow(deps) < SCHEDULED_MIN_LEAD_MS) return { error: TOO_SOON_ERROR }
  return { at: new Date(ms).toISOString() }
}

/** Publishes every post whose time has come; returns how many went out. */
export function publishDueScheduled(deps: Deps): number {
  const now = scheduledNow(deps)
  const list = records(deps)
  const due = list.filter((r) => Date.parse(r.scheduledAt) <= now)
  if (due.length === 0) return 0
  deps.store.state.scheduledStatuses = list.filter((r) => !due.includes(r))
  deps.store.changed()
  let count = 0
  for (const record of due.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))) {
    const author = deps.store.account(record.accountId)
    if (!author) continue
    const input: NewStatus = {
      source: record.source,
      visibility: record.visibility,
      spoilerText: record.spoilerText,
      sensitive: record.sensitive,
      contentType: record.contentType,
      language: record.language,
      inReplyToId: record.inReplyToId,
      mediaIds: record.mediaIds,
      application: record.application,
      poll: record.poll,
      quoteId: record.quoteId,
    }
    // What was valid then may not be now (a deleted parent): that post is dropped, as servers do.
    if (validateNewStatus(deps, author, input)) continue
    publishStatus(deps, buildStatus(deps, author, applyTagPolicy(author, input)))
    count += 1
  }
  return count
}

export function startScheduledPublisher(deps: Deps): () => void {
  const timer = setInterval(() => publishDueScheduled(deps), SCHEDULED_SWEEP_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}

// ---------------------------------------------------------------- rendering

function serializeScheduled(origin: string, deps: Deps, record: ScheduledStatusRecord) {
  return {
    id: record.id,
    scheduled_at: record.scheduledAt,
    params: {
      text: record.source,
      visibility: record.visibility,
      spoiler_text: record.spoilerText === '' ? null : record.spoilerText,
      sensitive: record.sensitive,
      language: record.language,
      // Akkoma keeps the request's parameters, the content type among them.
      content_type: record.contentType,
      in_reply_to_id: record.inReplyToId,
      quote_id: record.quoteId,
      media_ids: record.mediaIds.length > 0 ? record.mediaIds : null,
      poll: record.poll
        ? {
            options: record.poll.options,
            // Mastodon keeps it as sent: a string of seconds.
            expires_in: String(record.poll.expiresIn),
            multiple: record.poll.multiple,
            hide_totals: false,
          }
        : null,
      scheduled_at: null,
      application_id: null,
      idempotency: record.idempotency,
      with_rate_limit: false,
    },
    media_attachments: record.mediaIds
      .map((id) => deps.store.media(id))
      .filter((m) => m !== undefined)
      .map((m) => serializeAttachment(origin, m)),
  }
}

// ---------------------------------------------------------------- routes

export function scheduledRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  const own = (c: AppContext): ScheduledStatusRecord | undefined => {
    const viewer = c.get('viewer')
    const id = c.req.param('id') ?? ''
    return records(deps).find((r) => r.id === id && r.accountId === viewer?.id)
  }

  // Mounted before the status routes: a post without `scheduled_at` goes on to them.
  app.post('/api/v1/statuses', async (c, next) => {
    const viewer = c.get('viewer')
    if (!viewer) return next()
    const params = await readParams(c)
    const when = params.get('scheduled_at')
    if (when === undefined || when === '' || params.bool('preview')) return next()
    const key = c.req.header('idempotency-key') ?? null
    const previous = key
      ? records(deps).find((r) => r.accountId === viewer.id && r.idempotency === key)
      : undefined
    if (previous) return c.json(serializeScheduled(originOf(c), deps, previous))
    const time = checkTime(deps, when)
    if ('error' in time) return errorJson(c, 422, time.error)
    const poll = readPollInput(params)
    if (typeof poll === 'string') return errorJson(c, 422, poll)
    const visibility = (params.get('visibility') ?? viewer.defaultScope) as Visibility
    if (!VISIBILITIES.includes(visibility)) return errorJson(c, 422, 'Invalid visibility')
    const token = c.get('token')
    const client = token ? store.app(token.appId) : undefined
    const input: NewStatus = {
      source: params.get('status') ?? '',
      visibility,
      spoilerText: params.get('spoiler_text') ?? '',
      sensitive: params.bool('sensitive') ?? false,
      contentType: params.get('content_type') || 'text/plain',
      language: params.get('language') || null,
      inReplyToId: params.get('in_reply_to_id') || null,
      mediaIds: params.all('media_ids'),
      application: client ? { name: client.name, website: client.website } : null,
      poll: poll ?? null,
      quoteId: params.get('quote_id') || null,
    }
    const invalid = validateNewStatus(deps, viewer, input)
    if (invalid) return errorJson(c, invalid.status, invalid.error)
    const record: ScheduledStatusRecord = {
      id: store.ids.misc.next(Date.now()),
      accountId: viewer.id,
      scheduledAt: time.at,
      source: input.source,
      visibility: input.visibility,
      spoilerText: input.spoilerText,
      sensitive: input.sensitive,
      contentType: input.contentType,
      language: input.language,
      inReplyToId: input.inReplyToId,
      quoteId: input.quoteId ?? null,
      mediaIds: input.mediaIds,
      poll: input.poll ?? null,
      application: input.application,
      idempotency: key,
    }
    records(deps).push(record)
    store.changed()
    return c.json(serializeScheduled(originOf(c), deps, record))
  })

  app.get('/api/v1/scheduled_statuses', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const mine = records(deps)
      .filter((r) => r.accountId === viewer.id)
      .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    const page = paginate(mine, pageQuery(c), (r) => r.id)
    setLinkHeader(c, page)
    return c.json(page.map((r) => serializeScheduled(originOf(c), deps, r)))
  })

  app.get('/api/v1/scheduled_statuses/:id', (c) => {
    if (!c.get('viewer')) return unauthorized(c)
    const record = own(c)
    return record ? c.json(serializeScheduled(originOf(c), deps, record)) : notFound(c)
  })

  app.put('/api/v1/scheduled_statuses/:id', async (c) => {
    if (!c.get('viewer')) return unauthorized(c)
    const record = own(c)
    if (!record) return notFound(c)
    const params = await readParams(c)
    const time = checkTime(deps, params.get('scheduled_at'))
    if ('error' in time) return errorJson(c, 422, time.error)
    record.scheduledAt = time.at
    store.changed()
    return c.json(serializeScheduled(originOf(c), deps, record))
  })

  app.delete('/api/v1/scheduled_statuses/:id', (c) => {
    if (!c.get('viewer')) return unauthorized(c)
    const record = own(c)
    if (!record) return notFound(c)
    deps.store.state.scheduledStatuses = records(deps).filter((r) => r !== record)
    store.changed()
    return c.json({})
  })

  return app
}
