/** Notification calls: the list, markers, dismiss and Pleroma's read. */
import { TIMELINE_PAGE_SIZE } from '../../config/constants'
import type { ApiClient, Page, PageQuery } from '../http'
import { pagingFromLinkHeader } from '../link'
import { compareIds } from '../normalizers/ids'
import { normalizeAccount, normalizeNotification } from '../normalize'
import { normalizeGroupedNotifications } from '../normalizers/notificationGroup'
import { idOrNull, isRecord } from '../read'
import type { Account, GroupedNotifications, Notification, NotificationType } from '../types'

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

/**
 * The types the server groups: the ones the client groups too, by their
 * Mastodon names (reactions are no Mastodon type; a server that has them
 * keeps them single here).
 */
export const SERVER_GROUPED_TYPES = ['favourite', 'reblog', 'follow'] as const

/**
 * One page of notifications grouped by the server (`GET /api/v2/notifications`,
 * Mastodon 4.3+), paged by its Link header like the v1 list; `next` is null
 * at the end.
 */
export async function fetchNotificationGroups(
  client: ApiClient,
  cursor: PageQuery | null = null,
): Promise<GroupedNotifications & { next: PageQuery | null }> {
  const query = {
    limit: TIMELINE_PAGE_SIZE,
    ...cursor,
    'grouped_types[]': SERVER_GROUPED_TYPES,
  }
  const response = await client.request('GET', '/api/v2/notifications', { query })
  const result = normalizeGroupedNotifications(response.data)
  const link = response.headers.get('Link')
  // Without a Link header a short page is the last one; a full one goes on below its oldest.
  if (link !== null) return { ...result, next: pagingFromLinkHeader(link, {}).next }
  const oldest = result.groups
    .map((g) => g.pageMinId ?? g.mostRecentId)
    .reduce<string | null>((a, b) => (a === null || compareIds(b, a) < 0 ? b : a), null)
  const full = result.groups.length >= TIMELINE_PAGE_SIZE
  return { ...result, next: full && oldest !== null ? { max_id: oldest } : null }
}

/** Everyone in a server's group, newest first (`GET /api/v2/notifications/:key/accounts`). */
export async function fetchNotificationGroupAccounts(
  client: ApiClient,
  groupKey: string,
): Promise<Account[]> {
  const data = await client.get(`/api/v2/notifications/${encodeURIComponent(groupKey)}/accounts`)
  if (!Array.isArray(data)) return []
  return data.flatMap((raw) => {
    try {
      return [normalizeAccount(raw)]
    } catch {
      return []
    }
  })
}
