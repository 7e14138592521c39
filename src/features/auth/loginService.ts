import { verifyCredentials } from '../../api/endpoints/accounts'
import {
  buildAuthorizeUrl,
  getAppToken,
  getTokenWithCode,
  getTokenWithPassword,
  registerApp,
  revokeToken,
  verifyMfa,
} from '../../api/endpoints/oauth'
import { ApiError } from '../../api/errors'
import {
  ADMIN_SCOPE_SET,
  includesAdminScopes,
  isScopeErrorCode,
  isScopeRefusal,
  scopesCover,
  scopesFor,
} from '../../api/scopes'
import type { Account, OAuthApp, OAuthToken } from '../../api/types'
import { api, apiServer, setApiToken } from '../../api/client'
import { startRealtime } from '../realtime'
import { signIn } from './sessionRestore'
import { challengeFor, clearPending, createVerifier, readPending, savePending } from './pkce'
import type { PendingAuthorization } from './pkce'
import { CLIENT_NAME, OAUTH_BASE_SCOPES, OAUTH_CALLBACK_PATH } from '../../config/constants'
import { useSession, type LoginError } from '../../store/session'
import { endSession, forgetAccount } from '../../store/sessionLifecycle'
import { authorizeRefusalFor, loginErrorFor, verifyErrorFor } from './loginErrors'
import { loadRegistry, saveRegistry } from '../../store/accounts'
import { withoutAccount } from '../../store/accountChanges'
import { setStorageScope } from '../../store/localStore'
import { removeScope } from '../../store/localStoreScopes'
import { usePreferences } from '../../store/preferences'
import { clearOAuthToken, loadOAuth, saveLastLoginName, saveOAuth } from './oauthStorage'
import { leaveFor } from './leave'
import { saveReturnPath } from './returnPath'
import { sessionHooks } from './sessionHooks'

/*
 * The login sequence: begin, verify credentials, end; then the
 * post-login steps. UI components call these and read the session store.
 */

const redirectUri = () => `${window.location.origin}${OAUTH_CALLBACK_PATH}`

/**
 * The scopes a sign-in asks this server for: the admin ones only where the
 * server has the admin API, and not again once it refused them.
 */
function wantedScopes(): string {
  if (loadOAuth().adminScopesRefused) return OAUTH_BASE_SCOPES
  return scopesFor(useSession.getState().instance?.features)
}

/** Apps registered before their scopes were kept all asked for the admin scopes. */
const scopesOfStoredApp = (scopes: string | null): string => scopes ?? ADMIN_SCOPE_SET

/** The server refused the admin scopes: sign-ins ask for the base ones from now on. */
function rememberAdminRefusal(): void {
  saveOAuth({ ...loadOAuth(), adminScopesRefused: true })
}

interface RegisteredApp {
  app: OAuthApp
  /** The scopes to ask for with this app. */
  scopes: string
}

/**
 * The registered OAuth app that can grant `scopes`: registered once per
 * server and origin, and anew when the server forgot it or when it was
 * registered for fewer scopes. A registration refused over the admin scopes
 * is tried once more with the base ones instead of ending the sign-in
 * (unless `fallback` is false: an admin asking for exactly those).
 */
async function ensureApp(scopes: string, fresh = false, fallback = true): Promise<RegisteredApp> {
  const data = loadOAuth()
  if (
    !fresh &&
    data.clientId &&
    data.clientSecret &&
    data.redirectUri === redirectUri() &&
    scopesCover(scopesOfStoredApp(data.scopes), scopes)
  ) {
    return { app: { client_id: data.clientId, client_secret: data.clientSecret }, scopes }
  }
  const register = (asked: string) =>
    registerApp(api(), {
      client_name: CLIENT_NAME,
      redirect_uris: redirectUri(),
      scopes: asked,
      website: window.location.origin,
    })
  let granted = scopes
  let app: OAuthApp
  try {
    app = await register(scopes)
  } catch (e) {
    if (!fallback || !includesAdminScopes(scopes) || !isScopeRefusal(e)) throw e
    granted = OAUTH_BASE_SCOPES
    app = await register(granted)
    rememberAdminRefusal()
  }
  saveOAuth({
    ...loadOAuth(),
    clientId: app.client_id,
    clientSecret: app.client_secret,
    redirectUri: redirectUri(),
    appToken: null,
    scopes: granted,
  })
  return { app, scopes: granted }
}

class VerifyFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('verify_credentials failed')
  }
}

/**
 * Verifies a fresh token and signs the user in with it, keeping the scopes
 * the server granted (what was asked for when the reply does not say, as
 * OAuth has it). A token this account had here before is revoked.
 */
async function completeLogin(token: OAuthToken | string, asked: string | null): Promise<Account> {
  const accessToken = typeof token === 'string' ? token : token.access_token
  const granted = (typeof token === 'string' ? '' : token.scope) || asked
  setApiToken(accessToken)
  let user: Account
  try {
    user = await verifyCredentials(api())
  } catch (e) {
    setApiToken(null)
    throw new VerifyFailed(e)
  }
  const replaced = loadRegistry().accounts.find(
    (a) => a.server === apiServer() && a.userId === user.id && a.token !== accessToken,
  )?.token
  saveOAuth({ ...loadOAuth(), userToken: accessToken })
  signIn(user, granted)
  if (replaced) void revokeQuietly(replaced)
  return user
}

async function revokeQuietly(token: string): Promise<void> {
  const data = loadOAuth()
  if (!data.clientId || !data.clientSecret) return
  try {
    await revokeToken(api(), {
      app: { client_id: data.clientId, client_secret: data.clientSecret },
      token,
    })
  } catch (e) {
    console.warn('Could not revoke the replaced token', e)
  }
}

function fail(e: unknown): void {
  const error = e instanceof VerifyFailed ? verifyErrorFor(e.cause) : loginErrorFor(e)
  if (!(e instanceof ApiError) && !(e instanceof VerifyFailed)) console.error(e)
  useSession.getState().setLoginError(error)
}

export type LoginOutcome = 'logged-in' | 'mfa' | 'password-reset' | 'redirected' | 'failed'

async function withPending(run: () => Promise<LoginOutcome>): Promise<LoginOutcome> {
  const session = useSession.getState()
  session.setLoginPending(true)
  session.setLoginError(null)
  try {
    return await run()
  } catch (e) {
    fail(e)
    return 'failed'
  } finally {
    useSession.getState().setLoginPending(false)
  }
}

export function loginWithPassword(username: string, password: string): Promise<LoginOutcome> {
  return withPending(async () => {
    const grant = async (scopes: string, fresh: boolean) => {
      const { app, scopes: asked } = await ensureApp(scopes, fresh)
      const result = await getTokenWithPassword(api(), {
        app,
        username,
        password,
        redirect_uri: redirectUri(),
        scope: asked,
      })
      return { asked, result }
    }
    let { asked, result } = await grant(wantedScopes(), false)
    // An app the server no longer knows (its database was reset): register anew, once.
    if (result.kind === 'unsupported_grant' && result.reason === 'invalid_client') {
      ;({ asked, result } = await grant(asked, true))
    }
    // The token refused over the admin scopes: once more with the base ones.
    if (result.kind === 'scope_refused' && includesAdminScopes(asked)) {
      rememberAdminRefusal()
      ;({ asked, result } = await grant(OAUTH_BASE_SCOPES, false))
    }
    saveLastLoginName(username)
    switch (result.kind) {
      case 'token':
        await completeLogin(result.token, asked)
        return 'logged-in'
      case 'mfa_required':
        useSession.getState().dispatchAuth({ type: 'MFA_REQUIRED', mfaToken: result.mfa_token })
        return 'mfa'
      case 'password_reset_required':
        return 'password-reset'
      case 'scope_refused':
        throw result.error
      case 'unsupported_grant':
        // Remembered, so the form says at once that sign-in happens on the server's page.
        saveOAuth({ ...loadOAuth(), passwordGrantRefused: true })
        useSession.getState().dispatchAuth({ type: 'PASSWORD_GRANT_UNSUPPORTED' })
        await redirectToAuthorize()
        return 'redirected'
    }
  })
}

export function submitSecondFactor(
  code: string,
  challengeType: 'totp' | 'recovery',
): Promise<LoginOutcome> {
  return withPending(async () => {
    const mfaToken = useSession.getState().authFlow.mfaToken
    if (!mfaToken) throw new Error('No second-factor login in progress')
    const { app, scopes } = await ensureApp(wantedScopes())
    const token = await verifyMfa(api(), {
      app,
      mfa_token: mfaToken,
      code,
      challenge_type: challengeType,
    })
    await completeLogin(token, scopes)
    return 'logged-in'
  })
}

/** An app token (client_credentials) for what a guest does through the app: signing up. */
export async function getClientToken(): Promise<string> {
  const token = async (fresh: boolean) =>
    getAppToken(api(), {
      app: (await ensureApp(wantedScopes(), fresh)).app,
      redirect_uri: redirectUri(),
    })
  try {
    return (await token(false)).access_token
  } catch (e) {
    // An app the server no longer knows (its database was reset): register anew, once.
    if (e instanceof ApiError && (e.status === 400 || e.status === 401)) {
      return (await token(true)).access_token
    }
    throw e
  }
}

/** Signs in with a token the server handed out itself (a sign-up's reply). */
export function loginWithAccessToken(token: string): Promise<LoginOutcome> {
  return withPending(async () => {
    await completeLogin(token, null)
    return 'logged-in'
  })
}

/**
 * Token strategy: off to the server's own authorisation page, asking for
 * `scopes` (what a sign-in asks for, unless said otherwise).
 */
export async function redirectToAuthorize(
  scopes = wantedScopes(),
  options: Pick<PendingAuthorization, 'purpose' | 'retried'> = {},
): Promise<void> {
  const { app, scopes: asked } = await ensureApp(scopes, false, options.purpose !== 'admin')
  // PKCE (S256): the verifier stays in this tab; the state ties the callback to this request.
  const verifier = createVerifier()
  const state = createVerifier().slice(0, 16)
  savePending({ verifier, server: apiServer(), state, scope: asked, ...options })
  leaveFor(
    buildAuthorizeUrl(apiServer() || window.location.origin, {
      client_id: app.client_id,
      redirect_uri: redirectUri(),
      scope: asked,
      state,
      code_challenge: await challengeFor(verifier),
    }),
  )
}

/**
 * An admin whose token lacks the admin scopes grants them: the same OAuth
 * flow, on the server's own page, asking for the admin scopes, and back to
 * `returnTo`. Resolves with what to show when it could not even start.
 */
export async function reauthorizeForAdmin(returnTo: string): Promise<LoginError | null> {
  try {
    saveReturnPath(returnTo)
    await redirectToAuthorize(ADMIN_SCOPE_SET, { purpose: 'admin' })
    return null
  } catch (e) {
    if (!(e instanceof ApiError)) console.error(e)
    return loginErrorFor(e)
  }
}

/**
 * The authorization page sent the browser back with a refusal
 * (`?error=…&error_description=…`). Refused over the admin scopes during a
 * sign-in: once more with the base scopes. Otherwise the server's words (or
 * a catalogued sentence for its code) are shown.
 */
export async function handleAuthorizeRefusal(
  code: string,
  description: string | null,
  state: string | null,
): Promise<LoginOutcome> {
  const pending = readPending()
  clearPending()
  const ours = pending !== null && (state === null || pending.state === state)
  if (
    ours &&
    pending.purpose !== 'admin' &&
    !pending.retried &&
    includesAdminScopes(pending.scope ?? '') &&
    isScopeErrorCode(code, description)
  ) {
    try {
      rememberAdminRefusal()
      await redirectToAuthorize(OAUTH_BASE_SCOPES, { retried: true })
      return 'redirected'
    } catch (e) {
      fail(e)
      return 'failed'
    }
  }
  useSession.getState().setLoginError(authorizeRefusalFor(code, description))
  return 'failed'
}

export function loginWithCode(code: string, state: string | null = null): Promise<LoginOutcome> {
  return withPending(async () => {
    const pending = readPending()
    clearPending()
    // A code for another request (or a forged callback) is not exchanged.
    if (pending && state !== null && pending.state !== state)
      throw new Error('OAuth state mismatch')
    const data = loadOAuth()
    if (!data.clientId || !data.clientSecret) throw new Error('No OAuth app for this server')
    const token = await getTokenWithCode(api(), {
      app: { client_id: data.clientId, client_secret: data.clientSecret },
      code,
      redirect_uri: redirectUri(),
      code_verifier: pending?.verifier,
    })
    await completeLogin(token, pending?.scope ?? null)
    if (pending?.purpose === 'admin') saveOAuth({ ...loadOAuth(), adminScopesRefused: false })
    return 'logged-in'
  })
}

/**
 * Signs the active account out of this browser: its token revoked, the
 * session ended, its registry entry and its own stored data deleted; then
 * another account signed in on this browser takes over, or the guest view.
 */
export async function logout(): Promise<void> {
  const data = loadOAuth()
  if (data.userToken && data.clientId && data.clientSecret) {
    try {
      await revokeToken(api(), {
        app: { client_id: data.clientId, client_secret: data.clientSecret },
        token: data.userToken,
      })
    } catch (e) {
      // The token is dropped locally either way.
      console.warn('Could not revoke the token', e)
    }
  }
  if (apiServer() === '') clearOAuthToken()
  const token = api().token
  setApiToken(null)
  endSession()
  // The account leaves the browser: its registry entry, and its own stored data.
  const registry = loadRegistry()
  const gone = registry.accounts.find((a) => a.server === apiServer() && a.token === token)
  if (gone) {
    saveRegistry({ ...withoutAccount(registry, gone.key), active: null })
    if (gone.scope !== null) removeScope(gone.scope)
    forgetAccount({ server: gone.server, userId: gone.userId })
    setStorageScope(null)
    usePreferences.getState().reload()
  }
  // Another account signed in on this browser takes over; otherwise the guest view.
  const next = loadRegistry().accounts[0]
  if (next) {
    await sessionHooks.switchAccount(next.key)
    return
  }
  // A site of its own returns to its start page; an installed client to the guest view.
  if (useSession.getState().standalone) useSession.getState().setMode({ needsServer: true })
  // Guests still get new public statuses, by polling.
  startRealtime()
}
