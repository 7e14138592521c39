/** Timeline pages: one function, the timeline kind picks the path. */
import { TIMELINE_PAGE_SIZE } from '../../config/constants'
import type { ApiClient, Page, Query, QueryValue, RequestOptions } from '../http'
import { normalizeStatus } from '../normalize'
import type { Status } from '../types'

export type TimelineKind =
  | 'friends'
  | 'public'
  | 'publicAndExternal'
  | 'bubble'
  | 'dms'
  | 'tag'
  | 'list'
  | 'bookmarks'
  | 'favorites'
  | 'user'
  | 'media'

export interface TimelineParams {
  max_id?: string
  since_id?: string
  min_id?: string
  limit?: number
  local?: boolean
  only_media?: boolean
  with_muted?: boolean
  exclude_replies?: boolean
  reply_visibility?: 'following' | 'self'
  pinned?: boolean
  /** Required for 'tag'. */
  tag?: string
  /** Required for 'list'. */
  list_id?: string
  /** Required for 'user' and 'media'. */
  user_id?: string
  /** Anything else the server understands (e.g. `exclude_visibilities`). */
  extra?: Readonly<Record<string, QueryValue>>
}

const enc = encodeURIComponent

function required(value: string | undefined, kind: TimelineKind, name: string): string {
  if (!value) throw new TypeError(`Timeline '${kind}' needs ${name}`)
  return value
}

/** Path plus the query the kind itself implies. */
export function timelineEndpoint(
  kind: TimelineKind,
  params: TimelineParams,
): { path: string; query: Query } {
  switch (kind) {
    case 'friends':
      return { path: '/api/v1/timelines/home', query: {} }
    case 'public':
      return { path: '/api/v1/timelines/public', query: { local: true } }
    case 'publicAndExternal':
      return { path: '/api/v1/timelines/public', query: {} }
    case 'bubble':
      return { path: '/api/v1/timelines/bubble', query: {} }
    case 'dms':
      return { path: '/api/v1/timelines/direct', query: {} }
    case 'tag':
      return { path: `/api/v1/timelines/tag/${enc(required(params.tag, kind, 'tag'))}`, query: {} }
    case 'list':
      return {
        path: `/api/v1/timelines/list/${enc(required(params.list_id, kind, 'list_id'))}`,
        query: {},
      }
    case 'bookmarks':
      return { path: '/api/v1/bookmarks', query: {} }
    case 'favorites':
      return { path: '/api/v1/favourites', query: {} }
    case 'user':
      return {
        path: `/api/v1/accounts/${enc(required(params.user_id, kind, 'user_id'))}/statuses`,
        query: {},
      }
    case 'media':
      return {
        path: `/api/v1/accounts/${enc(required(params.user_id, kind, 'user_id'))}/statuses`,
        query: { only_media: true },
      }
  }
}

export async function fetchTimeline(
  client: ApiClient,
  kind: TimelineKind,
  params: TimelineParams = {},
  options?: Pick<RequestOptions, 'signal' | 'timeoutMs'>,
): Promise<Page<Status>> {
  const { path, query: implied } = timelineEndpoint(kind, params)
  const query: Query = {
    ...params.extra,
    max_id: params.max_id,
    since_id: params.since_id,
    min_id: params.min_id,
    limit: params.limit ?? TIMELINE_PAGE_SIZE,
    local: params.local,
    only_media: params.only_media,
    with_muted: params.with_muted,
    exclude_replies: params.exclude_replies,
    reply_visibility: params.reply_visibility,
    pinned: params.pinned,
    ...implied,
  }
  return client.getPage(path, query, normalizeStatus, options)
}
