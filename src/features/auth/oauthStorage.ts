import { readJson, removeKey, writeJson } from '../../store/localStore'

/** OAuth client (spec 1 §3): app credentials and tokens, persisted across reloads. */
export interface OAuthData {
  clientId: string | null
  clientSecret: string | null
  /** The redirect URI the app was registered with; a different origin needs a new app. */
  redirectUri: string | null
  appToken: string | null
  userToken: string | null
  /** The server refused the password grant: sign-in goes through its own page. */
  passwordGrantRefused: boolean
}

const KEY = 'oauth'
const LAST_LOGIN_KEY = 'last_login_name'

export const emptyOAuth = (): OAuthData => ({
  clientId: null,
  clientSecret: null,
  redirectUri: null,
  appToken: null,
  userToken: null,
  passwordGrantRefused: false,
})

export function loadOAuth(): OAuthData {
  return { ...emptyOAuth(), ...readJson<Partial<OAuthData>>(KEY, {}) }
}

export function saveOAuth(data: OAuthData): void {
  writeJson(KEY, data)
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

export function forgetOAuth(): void {
  removeKey(KEY)
}
