import { verifyCredentials } from '../../api/endpoints/accounts'
import { fetchCustomEmoji } from '../../api/endpoints/instance'
import { ApiError } from '../../api/errors'
import type { Account } from '../../api/types'
import { api, apiServer, setApiToken } from '../../api/client'
import { preloadMemberFeatures } from './memberFeatures'
import { startRealtime } from '../realtime/realtime'
import { useEntities } from '../../store/entities'
import { hasFeature } from '../../store/serverFeatures'
import { useSession } from '../../store/session'
import { clearOAuthToken, loadOAuth } from './oauthStorage'
import {
  activeAccount,
  loadRegistry,
  saveRegistry,
  withAccount,
  withoutAccount,
} from '../../store/accounts'
import { setStorageScope, storageScope } from '../../store/localStore'
import { usePreferences } from '../settings/preferences'

/*
 * Signing a verified user in, and start-up's login with the stored token.
 * Kept apart from the login flows (loginService.ts) so a first visit does
 * not download the OAuth code it only needs when someone logs in.
 */

/** user@domain of an account on the API server. */
export function fullAcct(user: Account): string {
  if (user.acct.includes('@')) return user.acct
  const server = apiServer() || window.location.origin
  return `${user.acct}@${new URL(server).host}`
}

/** Keeps the signed-in account in the registry (several accounts) and scopes storage to it. */
export function rememberAccount(user: Account, token: string): void {
  const registry = withAccount(loadRegistry(), {
    server: apiServer(),
    userId: user.id,
    acct: fullAcct(user),
    token,
    displayName: user.display_name,
    avatar: user.avatar,
  })
  saveRegistry(registry)
  const scope = registry.active ? (registry.scopes[registry.active] ?? null) : null
  if (scope !== storageScope()) {
    setStorageScope(scope)
    usePreferences.getState().reload()
  }
}

export function signIn(user: Account): void {
  if (api().token) rememberAccount(user, api().token as string)
  useEntities.getState().ingestAccounts([user])
  const session = useSession.getState()
  session.setUser(user)
  session.dispatchAuth({ type: 'LOGGED_IN' })
  session.setLoginError(null)
  afterLogin()
}

/**
 * Custom emoji again, now with the user's token (spec 1 §4's "loads emoji"):
 * GoToSocial shows them to members only, so a guest's list was empty.
 */
export async function reloadCustomEmoji(): Promise<void> {
  try {
    const customEmoji = await fetchCustomEmoji(api())
    const instance = useSession.getState().instance
    if (instance && customEmoji.length > 0) {
      useSession.getState().setInstance({ ...instance, customEmoji })
    }
  } catch (e) {
    console.warn('Could not load the custom emoji', e)
  }
}

/** Post-login steps (spec 1 §4): emoji, notification permission, live updates, announcements. */
function afterLogin(): void {
  void preloadMemberFeatures()
  // Servers that list emoji to guests already answered at start-up.
  if ((useSession.getState().instance?.customEmoji.length ?? 0) === 0) void reloadCustomEmoji()
  if ('Notification' in window && Notification.permission === 'default') {
    Notification.requestPermission().catch(() => undefined)
  }
  startRealtime()
  // The other accounts signed in here: their unread counts, polled (issue 19).
  if (loadRegistry().accounts.length > 1)
    void import('../accounts/poller').then((m) => m.startAccountsPolling())
  // Their unread count is in the title on every screen, drawer opened or not.
  void import('../announcements/service').then(
    (m) => m.startAnnouncementPolling(),
    (e: unknown) => console.warn('Could not start the announcements', e),
  )
  // Settings sync reads the followed profile now and polls it (spec 1 §4), where the server has profiles.
  if (hasFeature('frontendSettingsSync'))
    void import('../settings/sync/syncService').then(
      (m) => m.startSettingsSync(),
      (e: unknown) => console.warn('Could not start the settings sync', e),
    )
}

/**
 * Start-up login with the stored token. An expired or revoked token is
 * forgotten; a network failure keeps it for the next visit.
 */
export async function restoreSession(): Promise<void> {
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
  try {
    const user = await verifyCredentials(api())
    signIn(user)
  } catch (e) {
    setApiToken(null)
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) {
      if (apiServer() === '') clearOAuthToken()
      if (active) saveRegistry({ ...withoutAccount(loadRegistry(), active.key), active: null })
    } else console.warn('Could not restore the session', e)
  }
}
