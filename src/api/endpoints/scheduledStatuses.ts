/**
 * Scheduled posts (Mastodon's ScheduledStatus; Akkoma's and Pleroma's
 * scheduled activities answer the same shape). Posting with `scheduled_at`
 * answers one of these, not a Status.
 */
import { MalformedEntityError } from '../errors'
import type { ApiClient, Page, RequestOptions } from '../http'
import { normalizeAttachment } from '../normalizers/media'
import { arr, bool, boolOrNull, idOrNull, isRecord, numOrNull, str, strArr, wire } from '../read'
import type { Attachment, Visibility } from '../types'
import { statusBody, type PostStatusOptions, type PostStatusParams } from './statuses'

export interface ScheduledPoll {
  options: string[]
  /** Seconds; Mastodon keeps it as it was sent, often a string. */
  expires_in: number
  multiple: boolean
}

/** What the post will be sent with (the request's parameters, as the server kept them). */
export interface ScheduledParams {
  text: string
  spoiler_text: string
  visibility: Visibility | null
  sensitive: boolean
  language: string | null
  /** Akkoma keeps it among the parameters; Mastodon has none. */
  content_type: string | null
  in_reply_to_id: string | null
  quote_id: string | null
  media_ids: string[]
  poll: ScheduledPoll | null
}

export interface ScheduledStatus {
  id: string
  /** ISO time it goes out. */
  scheduled_at: string
  params: ScheduledParams
  media_attachments: Attachment[]
}

interface WireScheduled {
  id?: unknown
  scheduled_at?: unknown
  params?: unknown
  media_attachments?: unknown
}

interface WireParams {
  text?: unknown
  status?: unknown
  spoiler_text?: unknown
  visibility?: unknown
  sensitive?: unknown
  language?: unknown
  content_type?: unknown
  in_reply_to_id?: unknown
  quote_id?: unknown
  media_ids?: unknown
  poll?: unknown
}

const VISIBILITIES: readonly string[] = ['public', 'unlisted', 'private', 'direct', 'local']

function normalizePoll(raw: unknown): ScheduledPoll | null {
  if (!isRecord(raw)) return null
  const options = strArr(raw.options)
  if (options.length === 0) return null
  return {
    options,
    expires_in: numOrNull(raw.expires_in) ?? 0,
    multiple: bool(raw.multiple),
  }
}

export function normalizeScheduledStatus(raw: unknown): ScheduledStatus {
  const r = wire<WireScheduled>(raw)
  const id = idOrNull(r.id)
  const at = str(r.scheduled_at)
  if (!id || Number.isNaN(Date.parse(at))) throw new MalformedEntityError('scheduled status', raw)
  const p = wire<WireParams>(r.params)
  const visibility = str(p.visibility)
  return {
    id,
    scheduled_at: at,
    params: {
      // Mastodon names the text `text`; some Pleroma versions keep the request's `status`.
      text: str(p.text, str(p.status)),
      spoiler_text: str(p.spoiler_text),
      visibility: VISIBILITIES.includes(visibility) ? (visibility as Visibility) : null,
      sensitive: boolOrNull(p.sensitive) ?? false,
      language: str(p.language) || null,
      content_type: str(p.content_type) || null,
      in_reply_to_id: idOrNull(p.in_reply_to_id),
      quote_id: idOrNull(p.quote_id),
      media_ids: arr(p.media_ids)
        .map(idOrNull)
        .filter((m): m is string => m !== null),
      poll: normalizePoll(p.poll),
    },
    media_attachments: arr(r.media_attachments).flatMap((m) => {
      try {
        return [normalizeAttachment(m)]
      } catch {
        return []
      }
    }),
  }
}

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>
const enc = encodeURIComponent

/** POST /api/v1/statuses with `scheduled_at`: the post is kept until then. */
export async function scheduleStatus(
  client: ApiClient,
  params: PostStatusParams,
  scheduledAt: string,
  options: PostStatusOptions = {},
): Promise<ScheduledStatus> {
  const { idempotencyKey, ...callOptions } = options
  const data = await client.post('/api/v1/statuses', {
    ...callOptions,
    json: { ...statusBody(params), scheduled_at: scheduledAt },
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  })
  return normalizeScheduledStatus(data)
}

/** One page of the user's scheduled posts (the first without `query`). */
export function fetchScheduledStatuses(
  client: ApiClient,
  query?: Record<string, string | string[]>,
  options?: CallOptions,
): Promise<Page<ScheduledStatus>> {
  return client.getPage('/api/v1/scheduled_statuses', query, normalizeScheduledStatus, options)
}

export async function rescheduleStatus(
  client: ApiClient,
  id: string,
  scheduledAt: string,
): Promise<ScheduledStatus> {
  const data = await client.put(`/api/v1/scheduled_statuses/${enc(id)}`, {
    json: { scheduled_at: scheduledAt },
  })
  return normalizeScheduledStatus(data)
}

export async function cancelScheduledStatus(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/api/v1/scheduled_statuses/${enc(id)}`)
}
