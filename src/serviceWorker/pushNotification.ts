/**
 * What a push message shows and where a click on it leads.
 * Pure functions, shared by the service worker and its tests.
 */

/** The payload Mastodon and Akkoma send (Akkoma adds `pleroma.activity_id`). */
export interface PushPayload {
  title: string
  body: string
  icon: string | null
  notificationType: string
  notificationId: string | null
  /** Akkoma: the activity behind the notification; a status id for mentions. */
  activityId: string | null
}

const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null

export function parsePushPayload(raw: unknown): PushPayload {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const pleroma =
    typeof r.pleroma === 'object' && r.pleroma !== null
      ? (r.pleroma as Record<string, unknown>)
      : {}
  return {
    title: str(r.title) ?? '',
    body: str(r.body) ?? '',
    icon: str(r.icon),
    notificationType: str(r.notification_type) ?? 'other',
    notificationId: str(r.notification_id),
    activityId: str(pleroma.activity_id),
  }
}

/** Types whose activity is the status itself, so a click opens it. */
const STATUS_TYPES = new Set(['mention', 'status', 'poll', 'update'])

/**
 * Where a click leads: the status for a mention, the follow requests page
 * for a request, else the user's notifications (when the signed-in client
 * told the worker its path), else the root.
 */
export function targetPath(payload: PushPayload, notificationsPath: string | null): string {
  if (payload.notificationType === 'follow_request') return '/friend-requests'
  if (STATUS_TYPES.has(payload.notificationType) && payload.activityId)
    return `/notice/${encodeURIComponent(payload.activityId)}`
  return notificationsPath ?? '/'
}

export interface ShownNotification {
  title: string
  options: NotificationOptions & { data: { path: string } }
}

/**
 * Title and options for `showNotification`. The server's title wins (it is
 * written in the user's preferred language); our own text by type is the
 * fallback.
 */
export function notificationFor(
  payload: PushPayload,
  titles: Readonly<Record<string, string>>,
  notificationsPath: string | null,
): ShownNotification {
  const title = payload.title || titles[payload.notificationType] || titles.other || ''
  const options: ShownNotification['options'] = {
    body: payload.body,
    data: { path: targetPath(payload, notificationsPath) },
  }
  if (payload.icon) options.icon = payload.icon
  // One notification per server notification, even when a push is delivered twice.
  if (payload.notificationId) options.tag = `notification-${payload.notificationId}`
  return { title, options }
}
