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
import type { Account } from '../../api/types'
import { api, apiServer, setApiToken } from '../../api/client'
import { startRealtime, stopRealtime } from '../realtime/realtime'
import { signIn } from './sessionRestore'
import { challengeFor, clearPending, createVerifier, readPending, savePending } from './pkce'
import { CLIENT_NAME, OAUTH_CALLBACK_PATH, OAUTH_SCOPES } from '../../config/constants'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { useTimelines } from '../../store/timelines'
import { loginErrorFor, verifyErrorFor } from './loginErrors'
import { loadRegistry, saveRegistry } from '../../store/accounts'
import { withoutAccount } from '../accounts/registry'
import { setStorageScope } from '../../store/localStore'
import { removeScope } from '../../store/localStoreScopes'
import { usePreferences } from '../settings/preferences'
import { clearOAuthToken, loadOAuth, saveLastLoginName, saveOAuth } from './oauthStorage'

/*
 * The login sequence of spec 1 §4: begin, verify credentials, end; then the
 * post-login steps. UI components call these and read the session store.
 */

const redirectUri = () => `${window.location.origin}${OAUTH_CALLBACK_PATH}`

/** The registered OAuth app, registering it once per server and origin (or anew when the server forgot it). */
async function ensureApp(fresh = false): Promise<{ client_id: string; client_secret: string }> {
  const data = loadOAuth()
  if (!fresh && data.clientId && data.clientSecret && data.redirectUri === redirectUri()) {
    return { client_id: data.clientId, client_secret: data.clientSecret }
  }
  const app = await registerApp(api(), {
    client_name: CLIENT_NAME,
    redirect_uris: redirectUri(),
    scopes: OAUTH_SCOPES,
    website: window.location.origin,
  })
  saveOAuth({
    ...data,
    clientId: app.client_id,
    clientSecret: app.client_secret,
    redirectUri: redirectUri(),
    appToken: null,
  })
  return app
}

class VerifyFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('verify_credentials failed')
  }
}

/** Verifies a fresh token and signs the user in with it. */
async function completeLogin(token: string): Promise<Account> {
  setApiToken(token)
  let user: Account
  try {
    user = await verifyCredentials(api())
  } catch (e) {
    setApiToken(null)
    throw new VerifyFailed(e)
  }
  saveOAuth({ ...loadOAuth(), userToken: token })
  signIn(user)
  return user
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
    const grant = async (fresh: boolean) =>
      getTokenWithPassword(api(), {
        app: await ensureApp(fresh),
        username,
        password,
        redirect_uri: redirectUri(),
      })
    let result = await grant(false)
    // An app the server no longer knows (its database was reset): register anew, once.
    if (result.kind === 'unsupported_grant' && result.reason === 'invalid_client') {
      result = await grant(true)
    }
    saveLastLoginName(username)
    switch (result.kind) {
      case 'token':
        await completeLogin(result.token.access_token)
        return 'logged-in'
      case 'mfa_required':
        useSession.getState().dispatchAuth({ type: 'MFA_REQUIRED', mfaToken: result.mfa_token })
        return 'mfa'
      case 'password_reset_required':
        return 'password-reset'
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
    const app = await ensureApp()
    const token = await verifyMfa(api(), {
      app,
      mfa_token: mfaToken,
      code,
      challenge_type: challengeType,
    })
    await completeLogin(token.access_token)
    return 'logged-in'
  })
}

/** An app token (client_credentials) for what a guest does through the app: signing up. */
export async function getClientToken(): Promise<string> {
  const token = async (fresh: boolean) =>
    getAppToken(api(), { app: await ensureApp(fresh), redirect_uri: redirectUri() })
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
    await completeLogin(token)
    return 'logged-in'
  })
}

/** Token strategy: off to the server's own authorisation page. */
export async function redirectToAuthorize(): Promise<void> {
  const app = await ensureApp()
  // PKCE (S256): the verifier stays in this tab; the state ties the callback to this request.
  const verifier = createVerifier()
  const state = createVerifier().slice(0, 16)
  savePending({ verifier, server: apiServer(), state })
  window.location.assign(
    buildAuthorizeUrl(apiServer() || window.location.origin, {
      client_id: app.client_id,
      redirect_uri: redirectUri(),
      scope: OAUTH_SCOPES,
      state,
      code_challenge: await challengeFor(verifier),
    }),
  )
}

export function loginWithCode(code: string, state: string | null = null): Promise<LoginOutcome> {
  return withPending(async () => {
    const pending = readPending()
    clearPending()
    // A code for another request (or a forged callback) is not exchanged.
    if (pending && state !== null && pending.state !== state)
      throw new Error('OAuth state mismatch')
    const app = await ensureApp()
    const token = await getTokenWithCode(api(), {
      app,
      code,
      redirect_uri: redirectUri(),
      code_verifier: pending?.verifier,
    })
    await completeLogin(token.access_token)
    return 'logged-in'
  })
}

/** Logout (spec 1 §4): revoke, then clear user, socket, token, fetchers and statuses. */
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
  stopRealtime()
  if (apiServer() === '') clearOAuthToken()
  const token = api().token
  setApiToken(null)
  useSession.getState().setUser(null)
  useSession.getState().dispatchAuth({ type: 'CANCEL' })
  useTimelines.getState().clearAll()
  useEntities.getState().clear()
  // The account leaves the browser: its registry entry, and its own stored data (issue 19).
  const registry = loadRegistry()
  const gone = registry.accounts.find((a) => a.server === apiServer() && a.token === token)
  if (gone) {
    saveRegistry({ ...withoutAccount(registry, gone.key), active: null })
    if (gone.scope !== null) removeScope(gone.scope)
    setStorageScope(null)
    usePreferences.getState().reload()
  }
  // Another account signed in on this browser takes over; otherwise the guest view.
  const next = loadRegistry().accounts[0]
  if (next) {
    const { switchAccount } = await import('../accounts/switcher')
    await switchAccount(next.key)
    return
  }
  // A site of its own returns to its start page; an installed client to the guest view.
  if (useSession.getState().standalone) useSession.getState().setMode({ needsServer: true })
  // Guests still get new public statuses, by polling.
  startRealtime()
}
