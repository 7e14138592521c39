/** Posting, fetching and deleting statuses. */
import { CLIENT_NAME } from '../../config/constants'
import type { ApiClient, RequestOptions } from '../http'
import { normalizeStatus } from '../normalize'
import { isRecord, wire } from '../read'
import type { Status, Visibility } from '../types'
import type { WireContext } from '../wire'

const enc = encodeURIComponent

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>

export interface PollParams {
  options: readonly string[]
  /** Seconds. */
  expires_in: number
  multiple?: boolean
}

export interface PostStatusParams {
  status: string
  spoiler_text?: string | null
  visibility?: Visibility
  sensitive?: boolean
  content_type?: string
  language?: string | null
  media_ids?: readonly string[]
  poll?: PollParams | null
  in_reply_to_id?: string | null
  quote_id?: string | null
  /** Ask the server to render without posting (Akkoma). */
  preview?: boolean
}

export interface PostStatusOptions extends CallOptions {
  /** Sent as `Idempotency-Key`, so a retried submit does not post twice. */
  idempotencyKey?: string
}

interface PollBody {
  options: readonly string[]
  expires_in: number
  multiple: boolean
}

function pollBody(poll: PollParams | null | undefined): PollBody | undefined {
  if (!poll) return undefined
  return { options: poll.options, expires_in: poll.expires_in, multiple: poll.multiple ?? false }
}

/**
 * The JSON body of a post or an edit: `sensitive` a boolean, `media_ids` an
 * array, `poll` an object (Hollo refuses `sensitive` as a string and drops
 * `media_ids[]` and `poll[...]` form fields). Absent fields are left out.
 * A scheduled post sends the same body with its time.
 */
export function statusBody(params: PostStatusParams): Record<string, unknown> {
  return {
    status: params.status,
    source: CLIENT_NAME,
    spoiler_text: params.spoiler_text ?? undefined,
    visibility: params.visibility,
    sensitive: params.sensitive,
    content_type: params.content_type,
    language: params.language ?? undefined,
    media_ids: params.media_ids && params.media_ids.length > 0 ? params.media_ids : undefined,
    poll: pollBody(params.poll),
    in_reply_to_id: params.in_reply_to_id ?? undefined,
    quote_id: params.quote_id ?? undefined,
    preview: params.preview ? true : undefined,
  }
}

export async function postStatus(
  client: ApiClient,
  params: PostStatusParams,
  options: PostStatusOptions = {},
): Promise<Status> {
  const { idempotencyKey, ...callOptions } = options
  const data = await client.post('/api/v1/statuses', {
    ...callOptions,
    json: statusBody(params),
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  })
  // A preview is never stored, so some servers render it without an id.
  if (params.preview && isRecord(data) && data.id == null) {
    return normalizeStatus({ ...data, id: 'preview' })
  }
  return normalizeStatus(data)
}

export type EditStatusParams = Omit<
  PostStatusParams,
  'visibility' | 'in_reply_to_id' | 'quote_id' | 'preview'
>

export async function editStatus(
  client: ApiClient,
  id: string,
  params: EditStatusParams,
  options?: CallOptions,
): Promise<Status> {
  const data = await client.put(`/api/v1/statuses/${enc(id)}`, {
    ...options,
    json: statusBody(params),
  })
  return normalizeStatus(data)
}

export async function getStatus(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<Status> {
  return normalizeStatus(await client.get(`/api/v1/statuses/${enc(id)}`, options))
}

/**
 * Mastodon replies with the deleted status (source text included, for
 * redraft); Akkoma with `{}`, which yields null.
 */
export async function deleteStatus(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<Status | null> {
  const data = await client.delete(`/api/v1/statuses/${enc(id)}`, options)
  try {
    return normalizeStatus(data)
  } catch {
    return null
  }
}

export interface StatusContext {
  ancestors: Status[]
  descendants: Status[]
}

function statusList(raw: unknown, path: string): Status[] {
  const result: Status[] = []
  for (const item of Array.isArray(raw) ? raw : []) {
    try {
      result.push(normalizeStatus(item))
    } catch (error) {
      console.warn(`Skipping a malformed status from ${path}`, error)
    }
  }
  return result
}

export async function getContext(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<StatusContext> {
  const path = `/api/v1/statuses/${enc(id)}/context`
  const w = wire<WireContext>(await client.get(path, options))
  return { ancestors: statusList(w.ancestors, path), descendants: statusList(w.descendants, path) }
}
