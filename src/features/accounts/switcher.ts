import { api, apiServer, setApiToken } from '../../api/client'
import { verifyCredentials } from '../../api/endpoints/accounts'
import { ApiError } from '../../api/errors'
import { loadRegistry, saveRegistry } from '../../store/accounts'
import { withActive, withoutAccount } from '../../store/accountChanges'
import { setStorageScope } from '../../store/localStore'
import { removeScope } from '../../store/localStoreScopes'
import { createApiClient } from '../../api/http'
import { revokeToken } from '../../api/endpoints/oauth'
import { loadOAuth, signIn } from '../auth'
import { pushNotice } from '../../store/notices'
import { useSession } from '../../store/session'
import { endSession, forgetAccount } from '../../store/sessionLifecycle'
import { startRealtime } from '../realtime'
import { usePreferences } from '../../store/preferences'
import { selectServer } from '../standalone'
import { applyStoredTheme, settleTheme } from '../../theme/boot'

/*
 * Several accounts. One is active: its token, server, storage scope and
 * socket. A switch ends the session (the pieces of store/sessionLifecycle.ts,
 * in the order store/sessionOrder.ts gives: socket and pollers stopped, the
 * normalized cache and every per-account store emptied), then signs the other
 * account in as start-up would: no page reload, and nothing of one account
 * can show under another.
 */

/** Leaves the active account signed in on this browser but not in use: the store is emptied. */
export function detach(): void {
  setApiToken(null)
  endSession()
}

export async function switchAccount(key: string): Promise<boolean> {
  const registry = loadRegistry()
  const target = registry.accounts.find((a) => a.key === key)
  if (!target) return false
  const session = useSession.getState()
  session.setMode({ switching: true, epoch: session.epoch + 1 })
  try {
    detach()
    if (target.server !== apiServer() || !useSession.getState().instance)
      await selectServer(target.server)
    saveRegistry(withActive(registry, key))
    setStorageScope(target.scope)
    usePreferences.getState().reload()
    // The account's own theme choice (its keys are under its scope).
    applyStoredTheme()
    void settleTheme(useSession.getState().instance?.theme ?? null)
    setApiToken(target.token)
    try {
      signIn(await verifyCredentials(api()))
      return true
    } catch (e) {
      setApiToken(null)
      // A revoked token: the account is no longer signed in here.
      if (e instanceof ApiError && (e.status === 401 || e.status === 403)) {
        saveRegistry({ ...withoutAccount(loadRegistry(), key), active: null })
        pushNotice('accounts.expired', { level: 'error', args: { acct: target.acct } })
      } else pushNotice('accounts.switch_failed', { level: 'error', args: { acct: target.acct } })
      startRealtime()
      return false
    }
  } finally {
    useSession.getState().setMode({ switching: false })
  }
}

/** "Add an account": the active one stays signed in on this browser, and a guest chooses a server. */
export function beginAddAccount(): void {
  const session = useSession.getState()
  session.setMode({ epoch: session.epoch + 1 })
  detach()
  saveRegistry(withActive(loadRegistry(), null))
  setStorageScope(null)
  usePreferences.getState().reload()
  startRealtime()
}

/**
 * Signs the active account out (the auth feature's logout, which hands over
 * to another account signed in on this browser, or to the guest view).
 */
async function signOut(): Promise<void> {
  // Loaded when asked: the start page lists accounts with this module, and needs no login code.
  const { logout } = await import('../auth/loginService')
  await logout()
}

/**
 * Removes an account from this browser: its token revoked on its server, its
 * stored data deleted. True when another account is then active.
 */
export async function removeAccount(key: string): Promise<boolean> {
  const registry = loadRegistry()
  const target = registry.accounts.find((a) => a.key === key)
  if (!target) return registry.active !== null
  if (key === registry.active) {
    // The active one: the usual sign-out, which hands over to the next account if any.
    await signOut()
    return useSession.getState().currentUserId !== null
  }
  const app = loadOAuth(target.server)
  if (app.clientId && app.clientSecret) {
    try {
      await revokeToken(createApiClient({ baseUrl: target.server }), {
        app: { client_id: app.clientId, client_secret: app.clientSecret },
        token: target.token,
      })
    } catch (e) {
      console.warn('Could not revoke the token of', target.acct, e)
    }
  }
  saveRegistry(withoutAccount(loadRegistry(), key))
  if (target.scope !== null) removeScope(target.scope)
  forgetAccount({ server: target.server, userId: target.userId })
  return loadRegistry().active !== null
}
