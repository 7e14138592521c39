import { api, apiServer } from '../../api/client'
import { verifyCredentials } from '../../api/endpoints/accounts'
import { fetchCustomEmoji, loadInstanceConfig } from '../../api/endpoints/instance'
import { setReadCache } from '../../api/http'
import type { Account, InstanceConfig } from '../../api/types'
import { OFFLINE_READING_PAGES } from '../../config/constants'
import { activeAccount } from '../../store/accounts'
import { useEntities } from '../../store/entities'
import { PREFIX } from '../../store/localStore'
import { useSession } from '../../store/session'
import { registerSessionPiece, type AccountRef } from '../../store/sessionLifecycle'
import { readingCache } from './readingCache'
import { readingStorage, served } from './readingService'

/*
 * Opening the client anew without a network: the instance's description and
 * the member's own account, as the last online visit had them, stand in for
 * the answers start-up cannot get, so the member stays signed in and reads
 * what was saved. Kept in localStorage (read at once, before anything
 * paints), one entry per server and account.
 */

export interface SavedStart {
  server: string
  userId: string
  savedAt: number
  instance: InstanceConfig
  account: Account
}

const keyOf = (server: string, userId: string) => `${PREFIX}offline-start:${server}|${userId}`

/** What was saved, if it is whole and for this server and account (anything else is ignored). */
export function usableSaved(value: unknown, server: string, userId: string): SavedStart | null {
  if (typeof value !== 'object' || value === null) return null
  const saved = value as Partial<SavedStart>
  if (saved.server !== server || saved.userId !== userId) return null
  if (typeof saved.savedAt !== 'number' || typeof saved.instance !== 'object') return null
  if (saved.account?.id !== userId || saved.instance === null) return null
  return saved as SavedStart
}

/** What an online start keeps: the instance without its custom emoji (a large list, loaded again with the session). */
export function toSave(
  server: string,
  instance: InstanceConfig,
  account: Account,
  now: number,
): SavedStart {
  return {
    server,
    userId: account.id,
    savedAt: now,
    instance: { ...instance, customEmoji: [], unreachable: false, potentiallyFatalError: false },
    account,
  }
}

function read(server: string, userId: string): SavedStart | null {
  try {
    const raw = window.localStorage.getItem(keyOf(server, userId))
    return raw === null ? null : usableSaved(JSON.parse(raw), server, userId)
  } catch {
    return null
  }
}

function save(user: Account): void {
  const { server, instance } = useSession.getState()
  if (!instance || instance.potentiallyFatalError) return
  try {
    const saved = toSave(server, instance, user, Date.now())
    window.localStorage.setItem(keyOf(server, user.id), JSON.stringify(saved))
  } catch (e) {
    // A full or refused storage: the next offline start is a guest's, nothing worse.
    console.warn('Could not keep the start for reading offline', e)
  }
}

/** The session began from the saved copy: what it has is no fresh answer to keep. */
let fromSaved = false

/** A start from what was saved, as start-up uses it. */
export interface OfflineStart {
  instance: InstanceConfig
  /** Signs in with the stored token while the server cannot be asked. */
  account: Account
  /** The saved pages answer at once (before the first timeline asks); the rest is asked again once online. */
  begin: () => void
  /** Start-up could not sign in with it after all: a guest reads nothing of it. */
  abandon: () => void
}

/** What the last online visit saved for the stored session's account, or null. */
export function savedStart(): SavedStart | null {
  const active = activeAccount()
  if (!active || active.server !== apiServer()) return null
  return read(useSession.getState().server, active.userId)
}

/** The start from what the last online visit saved, or null when it saved nothing for this account. */
export function offlineStart(): OfflineStart | null {
  const saved = savedStart()
  if (!saved) return null
  return {
    instance: saved.instance,
    account: saved.account,
    begin: () => {
      fromSaved = true
      const owner = `${saved.server}|${saved.userId}`
      setReadCache(readingCache(readingStorage, owner, OFFLINE_READING_PAGES, served))
      window.addEventListener('online', refresh, { once: true })
    },
    abandon: () => {
      if (!fromSaved) return
      fromSaved = false
      setReadCache(null)
      window.removeEventListener('online', refresh)
    },
  }
}

/** Back online after a start from the saved copy: fresh instance and account, then saved again. */
async function refresh(): Promise<void> {
  // Without the token, as start-up asks: a revoked one must not make the public answers fail.
  const instance = await loadInstanceConfig(api().withToken(null), { skipCustomEmoji: true })
  if (instance.potentiallyFatalError) {
    // Still out of reach (a network that came back without the server): the next return tries again.
    if (instance.unreachable) window.addEventListener('online', refresh, { once: true })
    return
  }
  // The emoji with the token (some servers list them to members only), as signing in loads them.
  const customEmoji = await fetchCustomEmoji(api()).catch(() => instance.customEmoji)
  useSession.getState().setInstance({ ...instance, customEmoji })
  try {
    const user = await verifyCredentials(api())
    if (user.id !== useSession.getState().currentUserId) return
    useEntities.getState().ingestAccounts([user])
    fromSaved = false
    save(user)
  } catch (e) {
    // A revoked token shows at the member's next request, as it would online.
    console.warn('Could not refresh the account after going online', e)
  }
}

registerSessionPiece({
  name: 'offlineStart',
  // An online session keeps its start; one begun from the saved copy has nothing new.
  start: ({ user }) => {
    if (!fromSaved && navigator.onLine) save(user)
  },
  // Whoever signs in next starts anew: the refresh was for the account that ended.
  clear: () => {
    fromSaved = false
    window.removeEventListener('online', refresh)
  },
})

/** An account that left this browser opens no more without a network. */
export function forgetStart({ server, userId }: AccountRef): void {
  try {
    window.localStorage.removeItem(keyOf(server, userId))
  } catch {
    // Storage refused: nothing was kept there either.
  }
}
