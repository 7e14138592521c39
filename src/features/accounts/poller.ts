import { create } from 'zustand'
import { createApiClient } from '../../api/http'
import { isNewer } from '../../api/normalize'
import { NOTIFICATIONS_POLL_INTERVAL } from '../../config/constants'
import { loadRegistry, type AccountRecord } from '../../store/accounts'
import { registerSessionPiece } from '../../store/sessionLifecycle'

/*
 * The other accounts' unread notifications: only the active
 * account has a socket; the others are asked at the notification interval
 * (every 20 s), each on its own server with its own token.
 */

export const useOtherUnread = create<{ counts: Record<string, number> }>()(() => ({ counts: {} }))

interface WireNotification {
  id?: unknown
  pleroma?: { is_seen?: unknown }
}

/** Unread: Pleroma's is_seen where the server says it, else newer than the notifications marker. */
export function countUnread(list: readonly WireNotification[], marker: string | null): number {
  return list.filter((n) => {
    if (typeof n.pleroma?.is_seen === 'boolean') return !n.pleroma.is_seen
    return typeof n.id === 'string' && (marker === null || isNewer(n.id, marker))
  }).length
}

async function unreadOf(account: AccountRecord): Promise<number> {
  const client = createApiClient({ baseUrl: account.server, token: account.token })
  const [list, markers] = await Promise.all([
    client.get('/api/v1/notifications', { query: { limit: 40 } }),
    client.get('/api/v1/markers', { query: { timeline: ['notifications'] } }).catch(() => null),
  ])
  const marker =
    markers && typeof markers === 'object'
      ? ((markers as { notifications?: { last_read_id?: unknown } }).notifications?.last_read_id ??
        null)
      : null
  return countUnread(
    Array.isArray(list) ? (list as WireNotification[]) : [],
    typeof marker === 'string' ? marker : null,
  )
}

let timer: ReturnType<typeof setInterval> | null = null

export async function pollOthers(): Promise<void> {
  const registry = loadRegistry()
  const others = registry.accounts.filter((a) => a.key !== registry.active)
  const counts: Record<string, number> = {}
  await Promise.all(
    others.map(async (account) => {
      try {
        counts[account.key] = await unreadOf(account)
      } catch (e) {
        console.warn('Could not count the notifications of', account.acct, e)
      }
    }),
  )
  useOtherUnread.setState({ counts })
}

export function startAccountsPolling(): void {
  stopAccountsPolling()
  void pollOthers()
  timer = setInterval(() => void pollOthers(), NOTIFICATIONS_POLL_INTERVAL)
}

export function stopAccountsPolling(): void {
  if (timer) clearInterval(timer)
  timer = null
  useOtherUnread.setState({ counts: {} })
}

// The other accounts are counted for the active one's switcher: a new session
// starts counting again once its account is remembered (registry.ts).
registerSessionPiece({ name: 'accountsPolling', clear: stopAccountsPolling })
