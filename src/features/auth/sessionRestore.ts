import { verifyCredentials } from '../../api/endpoints/accounts'
import { ApiError, NetworkError } from '../../api/errors'
import type { Account } from '../../api/types'
import { api, apiServer, setApiToken } from '../../api/client'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { startSession } from '../../store/sessionLifecycle'
import { clearOAuthToken, loadOAuth } from './oauthStorage'
import { activeAccount, dropActive, loadRegistry } from '../../store/accounts'
import { startGateOpened } from '../../store/startGate'
import { sessionHooks } from './sessionHooks'

/*
 * Signing a verified user in, and start-up's login with the stored token.
 * Kept apart from the login flows (loginService.ts) so a first visit does
 * not download the OAuth code it only needs when someone logs in.
 */

/**
 * Signs a verified user in. `grantedScopes` comes with a fresh token (what
 * the server granted); a restored session leaves it undefined.
 */
export function signIn(user: Account, grantedScopes?: string | null): void {
  // Kept among the accounts of this browser, by a chunk of its own.
  const token = api().token
  if (token)
    void startGateOpened().then(() => sessionHooks.rememberAccount(user, token, grantedScopes))
  startSession({ user })
  useEntities.getState().ingestAccounts([user])
  useSession.getState().setLoginError(null)
  afterLogin()
}

/**
 * Post-login steps: notification permission, then live updates and the
 * member's services (sessionHooks.signedIn). A cold load starts them once
 * its first statuses have painted.
 */
function afterLogin(): void {
  if ('Notification' in window && Notification.permission === 'default') {
    Notification.requestPermission().catch(() => undefined)
  }
  // What a member's session runs (their code, live updates, services) stands above auth.
  void startGateOpened().then(() => sessionHooks.signedIn())
}

/** The stored session's account, asked for as soon as the page opens (beginSessionRestore). */
let pending: { token: string; hadActive: boolean; user: Promise<Account> } | null = null

/**
 * Sends the stored token's account request at once, with the start page's
 * first page beside it: start-up meanwhile loads the instance and
 * the theme, and restoreSession then only waits for the answer. The
 * instance is asked for without the token (a revoked one must not make
 * public calls fail), so this runs after that call has left.
 */
export function beginSessionRestore(): void {
  if (pending) return
  // The active account of the registry; before several accounts existed, the one stored token.
  const registry = loadRegistry()
  const active = activeAccount(registry)
  const userToken =
    active && active.server === apiServer()
      ? active.token
      : registry.accounts.length === 0 && apiServer() === ''
        ? loadOAuth().userToken
        : null
  if (!userToken) return
  setApiToken(userToken)
  const user = verifyCredentials(api())
  // Met by restoreSession.
  user.catch(() => undefined)
  pending = { token: userToken, hadActive: active !== undefined, user }
  sessionHooks.sessionFound(active?.userId ?? null)
}

/**
 * Start-up login with the stored token. An expired or revoked token is
 * forgotten; a network failure keeps it for the next visit. Offline, the
 * account an earlier visit saved (`savedAccount`) signs in with the token.
 */
export async function restoreSession(savedAccount?: Account | null): Promise<void> {
  beginSessionRestore()
  const started = pending
  pending = null
  if (!started || api().token !== started.token) return
  try {
    signIn(await started.user)
  } catch (e) {
    // No answer is no refusal: the member reads what was saved, and the token waits for the network.
    if (e instanceof NetworkError && savedAccount) return signIn(savedAccount)
    setApiToken(null)
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) {
      if (apiServer() === '') clearOAuthToken()
      if (started.hadActive) dropActive()
    } else console.warn('Could not restore the session', e)
  }
}
