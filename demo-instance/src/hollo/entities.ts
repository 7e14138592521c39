/**
 * The demo's (Akkoma's) JSON answers reshaped as Hollo gives them: no
 * `pleroma`/`akkoma` objects, notification types by Hollo's names (those it
 * has no name for left out), and its words for a missing or bad token.
 */

import { withoutExtensions } from '../server-mode.ts'
import { holloNotificationType } from './grouped-notifications.ts'

/** Hollo's 401: no token at all, or one it does not know. */
export function unauthorizedBody(tokenInvalid: boolean): { error: string } {
  return { error: tokenInvalid ? 'invalid_token' : 'unauthorized' }
}

function renameNotification(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const n = value as Record<string, unknown>
  if (typeof n.type !== 'string' || !('account' in n)) return value
  const type = holloNotificationType(n.type)
  return type ? { ...n, type } : null
}

export function asHolloEntities(
  body: unknown,
  path: string,
  status: number,
  tokenInvalid: boolean,
): unknown {
  if (status === 401) return unauthorizedBody(tokenInvalid)
  const plain = withoutExtensions(body)
  if (path === '/api/v1/notifications' && Array.isArray(plain)) {
    return plain.map(renameNotification).filter((n) => n !== null)
  }
  return plain
}
