import { MalformedEntityError } from '../errors'
import { bool, dateStr, idOrNull, isRecord, strOrNull, wire } from '../read'
import type { Account, Notification, NotificationType, Status } from '../types'
import type { WireNotification } from '../wire'
import { normalizeAccount } from './account'
import { normalizeStatus } from './status'

const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'mention',
  'favourite',
  'reblog',
  'follow',
  'follow_request',
  'move',
  'poll',
  'status',
  'update',
  'pleroma:emoji_reaction',
  'pleroma:report',
]

export function parseNotificationType(value: unknown): NotificationType {
  // Mastodon calls reports `admin.report`; Misskey-style servers say `reaction`.
  if (value === 'admin.report') return 'pleroma:report'
  if (value === 'reaction' || value === 'emoji_reaction') return 'pleroma:emoji_reaction'
  return NOTIFICATION_TYPES.find((t) => t === value) ?? 'unknown'
}

function optionalAccount(raw: unknown): Account | null {
  if (!isRecord(raw)) return null
  try {
    return normalizeAccount(raw)
  } catch {
    return null
  }
}

/**
 * A broken nested status becomes null rather than failing the notification:
 * whether a type needs its status (the validity check) is the store's call.
 */
function optionalStatus(raw: unknown): Status | null {
  if (!isRecord(raw)) return null
  try {
    return normalizeStatus(raw)
  } catch {
    return null
  }
}

export function normalizeNotification(raw: unknown): Notification {
  const w = wire<WireNotification>(raw)
  const id = idOrNull(w.id)
  if (id === null) throw new MalformedEntityError('notification', raw)
  const account = optionalAccount(w.account)
  if (account === null) throw new MalformedEntityError('notification', raw, 'missing account')
  const pleroma = wire<NonNullable<WireNotification['pleroma']>>(w.pleroma)
  return {
    id,
    type: parseNotificationType(w.type),
    created_at: dateStr(w.created_at),
    seen: bool(pleroma.is_seen),
    account,
    status: optionalStatus(w.status),
    target: optionalAccount(w.target),
    emoji: strOrNull(w.emoji),
    emoji_url: strOrNull(w.emoji_url),
  }
}
