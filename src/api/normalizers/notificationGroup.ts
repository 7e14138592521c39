import { dateStr, idOrNull, isRecord, num, str, wire } from '../read'
import type { Account, GroupedNotifications, ServerNotificationGroup, Status } from '../types'
import type { WireGroupedNotifications, WireNotificationGroup } from '../wire'
import { normalizeAccount } from './account'
import { parseNotificationType } from './notification'
import { normalizeStatus } from './status'

/** A group, or null when it lacks what a row needs (a key and a newest notification). */
export function normalizeNotificationGroup(raw: unknown): ServerNotificationGroup | null {
  if (!isRecord(raw)) return null
  const w = wire<WireNotificationGroup>(raw)
  const key = str(w.group_key)
  const mostRecentId = idOrNull(w.most_recent_notification_id)
  if (key === '' || mostRecentId === null) return null
  const samples = Array.isArray(w.sample_account_ids) ? w.sample_account_ids : []
  return {
    key,
    type: parseNotificationType(w.type),
    // A group holds at least its newest notification, whatever the count says.
    count: Math.max(1, Math.floor(num(w.notifications_count, 1))),
    mostRecentId,
    pageMinId: idOrNull(w.page_min_id),
    pageMaxId: idOrNull(w.page_max_id),
    latestAt: dateStr(w.latest_page_notification_at),
    sampleAccountIds: samples.flatMap((id) => {
      const found = idOrNull(id)
      return found === null ? [] : [found]
    }),
    statusId: idOrNull(w.status_id),
  }
}

/** Every well-formed item of a list; a broken one is left out, not the whole reply. */
function each<T>(list: unknown, normalize: (raw: unknown) => T | null): T[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((raw) => {
    try {
      const item = normalize(raw)
      return item === null ? [] : [item]
    } catch {
      return []
    }
  })
}

/** The reply of GET /api/v2/notifications: the groups and what they name. */
export function normalizeGroupedNotifications(raw: unknown): GroupedNotifications {
  const w = wire<WireGroupedNotifications>(raw)
  return {
    groups: each(w.notification_groups, normalizeNotificationGroup),
    accounts: each<Account>(w.accounts, normalizeAccount),
    statuses: each<Status>(w.statuses, normalizeStatus),
  }
}
