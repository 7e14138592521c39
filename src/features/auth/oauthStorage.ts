import { apiServer } from '../../api/client'
import { readJson, writeJson } from '../../store/localStore'

/**
 * OAuth client: app credentials and tokens, persisted across
 * reloads, one record per server (the page's own keeps the old `oauth` key).
 * Tokens of several accounts live in the accounts registry; `userToken` here
 * is the installed client's own, kept for the single-account data of old.
 */
export interface OAuthData {
  clientId: string | null
  clientSecret: string | null
  /** The redirect URI the app was registered with; a different origin needs a new app. */
  redirectUri: string | null
  appToken: string | null
  userToken: string | null
  /** The server refused the password grant: sign-in goes through its own page. */
  passwordGrantRefused: boolean
  /**
   * The scopes the app was registered with; null for an app registered
   * before they were kept (all of them asked for the admin scopes then).
   */
  scopes: string | null
  /** The server refused the admin scopes: sign-in asks only for the base ones. */
  adminScopesRefused: boolean
}

const KEY = 'oauth'
const keyFor = (server: string) => (server === '' ? KEY : `${KEY}:${server}`)
const LAST_LOGIN_KEY = 'last_login_name'

export const emptyOAuth = (): OAuthData => ({
  clientId: null,
  clientSecret: null,
  redirectUri: null,
  appToken: null,
  userToken: null,
  passwordGrantRefused: false,
  scopes: null,
  adminScopesRefused: false,
})

export function loadOAuth(server = apiServer()): OAuthData {
  return { ...emptyOAuth(), ...readJson<Partial<OAuthData>>(keyFor(server), {}) }
}

export function saveOAuth(data: OAuthData, server = apiServer()): void {
  writeJson(keyFor(server), data)
}

export function loadLastLoginName(): string {
  return readJson<string>(LAST_LOGIN_KEY, '')
}

export function saveLastLoginName(name: string): void {
  writeJson(LAST_LOGIN_KEY, name)
}

export function clearOAuthToken(): void {
  const data = loadOAuth()
  saveOAuth({ ...data, userToken: null })
}
