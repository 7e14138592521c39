/** Notification calls: the list, markers, dismiss and Pleroma's read. */
import { TIMELINE_PAGE_SIZE } from '../../config/constants'
import type { ApiClient, Page, PageQuery } from '../http'
import { normalizeNotification } from '../normalize'
import { idOrNull, isRecord } from '../read'
import type { Notification, NotificationType } from '../types'

export interface NotificationsQuery {
  max_id?: string
  since_id?: string
  /** Server-side type filter (`types[]`), used by the interactions tabs. */
  types?: readonly NotificationType[]
  /** A paging cursor from a previous page's `next`. */
  cursor?: PageQuery | null
}

export function fetchNotifications(
  client: ApiClient,
  params: NotificationsQuery = {},
): Promise<Page<Notification>> {
  return client.getPage(
    '/api/v1/notifications',
    {
      limit: TIMELINE_PAGE_SIZE,
      max_id: params.max_id,
      since_id: params.since_id,
      ...params.cursor,
      'types[]': params.types && params.types.length > 0 ? params.types : undefined,
      // Akkoma leaves out notifications of muted threads unless asked; so do we.
      with_muted: false,
    },
    normalizeNotification,
  )
}

/** The last-read notification id of the notifications marker, or null when unset. */
export async function fetchNotificationsMarker(client: ApiClient): Promise<string | null> {
  const data = await client.get('/api/v1/markers', { query: { timeline: 'notifications' } })
  if (!isRecord(data) || !isRecord(data.notifications)) return null
  return idOrNull(data.notifications.last_read_id)
}

export async function saveNotificationsMarker(
  client: ApiClient,
  lastReadId: string,
): Promise<void> {
  await client.post('/api/v1/markers', { json: { notifications: { last_read_id: lastReadId } } })
}

/** Pleroma's own read flag (`pleroma.is_seen`), which other Pleroma clients read. */
export async function markNotificationsRead(client: ApiClient, maxId: string): Promise<void> {
  await client.post('/api/v1/pleroma/notifications/read', { json: { max_id: maxId } })
}

export async function dismissNotification(client: ApiClient, id: string): Promise<void> {
  await client.post(`/api/v1/notifications/${encodeURIComponent(id)}/dismiss`)
}
