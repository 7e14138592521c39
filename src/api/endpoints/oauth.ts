/** OAuth app registration, token grants, two-factor and revocation. */
import { CLIENT_NAME, OAUTH_BASE_SCOPES } from '../../config/constants'
import { ApiError, MalformedEntityError } from '../errors'
import type { ApiClient } from '../http'
import { isRecord, num, str, strArr, strOrNull, wire } from '../read'
import { isScopeRefusal } from '../scopes'
import type { MfaRequired, OAuthApp, OAuthToken } from '../types'
import type { WireApp, WireOAuthError, WireToken } from '../wire'

export function normalizeApp(raw: unknown): OAuthApp {
  const w = wire<WireApp>(raw)
  const clientId = str(w.client_id)
  const clientSecret = str(w.client_secret)
  if (clientId === '' || clientSecret === '') {
    throw new MalformedEntityError('app', raw, 'missing client_id or client_secret')
  }
  return { client_id: clientId, client_secret: clientSecret }
}

export function normalizeToken(raw: unknown): OAuthToken {
  const w = wire<WireToken>(raw)
  const accessToken = str(w.access_token)
  if (accessToken === '') throw new MalformedEntityError('token', raw, 'missing access_token')
  return {
    access_token: accessToken,
    token_type: str(w.token_type) || 'Bearer',
    scope: str(w.scope),
    created_at: num(w.created_at, Math.floor(Date.now() / 1000)),
    refresh_token: strOrNull(w.refresh_token),
    me: strOrNull(w.me),
  }
}

export interface RegisterAppParams {
  redirect_uris: string
  client_name?: string
  scopes?: string
  website?: string
}

/**
 * Registers the app with the standard fields only: Hollo validates the body
 * strictly and refuses any other key.
 */
export async function registerApp(client: ApiClient, params: RegisterAppParams): Promise<OAuthApp> {
  const body: Record<string, string> = {
    client_name: params.client_name ?? CLIENT_NAME,
    redirect_uris: params.redirect_uris,
    scopes: params.scopes ?? OAUTH_BASE_SCOPES,
  }
  if (params.website !== undefined) body.website = params.website
  const data = await client.post('/api/v1/apps', { auth: false, json: body })
  return normalizeApp(data)
}

async function postToken(client: ApiClient, body: Record<string, string>): Promise<unknown> {
  return client.post('/oauth/token', { auth: false, json: body })
}

/** An app-level token (client_credentials) for anonymous calls that need one. */
export async function getAppToken(
  client: ApiClient,
  params: { app: OAuthApp; redirect_uri: string },
): Promise<OAuthToken> {
  return normalizeToken(
    await postToken(client, {
      client_id: params.app.client_id,
      client_secret: params.app.client_secret,
      grant_type: 'client_credentials',
      redirect_uri: params.redirect_uri,
    }),
  )
}

export async function getTokenWithCode(
  client: ApiClient,
  params: { app: OAuthApp; code: string; redirect_uri: string; code_verifier?: string },
): Promise<OAuthToken> {
  const body: Record<string, string> = {
    client_id: params.app.client_id,
    client_secret: params.app.client_secret,
    grant_type: 'authorization_code',
    code: params.code,
    redirect_uri: params.redirect_uri,
  }
  // PKCE (RFC 7636): proves this is the browser that asked for the code.
  if (params.code_verifier !== undefined) body.code_verifier = params.code_verifier
  return normalizeToken(await postToken(client, body))
}

export type PasswordGrantResult =
  | { kind: 'token'; token: OAuthToken }
  | ({ kind: 'mfa_required' } & MfaRequired)
  | { kind: 'password_reset_required'; errorText: string | null }
  /** The server will not take a password here: sign in on its own page instead. */
  | { kind: 'unsupported_grant'; reason: GrantRefusal }
  /** The server refused the scopes asked for (the caller may ask for fewer). */
  | { kind: 'scope_refused'; error: ApiError }

/** Why the password grant was refused, when it was not the password that was wrong. */
export type GrantRefusal =
  | 'unsupported_grant_type'
  | 'invalid_request'
  | 'invalid_client'
  | 'unauthorized_client'
  | 'no_usable_error'

const REFUSALS: readonly string[] = [
  'unsupported_grant_type',
  'invalid_request',
  'invalid_client',
  'unauthorized_client',
]

/** Words servers use for a wrong user name or password (Akkoma, Mastodon, GoToSocial...). */
export const WRONG_CREDENTIALS =
  /invalid[ _]credentials|invalid_grant|wrong (username|password)|invalid login|password is (incorrect|wrong)/i

/**
 * Sorts a refused password grant: a wrong password (the caller says so), or a
 * refusal of the grant itself, on which the caller falls back to the server's
 * authorisation page. GoToSocial answers 400 `invalid_request` ("redirect_uri
 * was not set") or `unsupported_grant_type`; Mastodon `unsupported_grant_type`;
 * some servers `invalid_client`/`unauthorized_client` or a bare 4xx.
 */
export function classifyPasswordRefusal(
  error: ApiError,
): GrantRefusal | 'wrong_credentials' | null {
  if (error.status < 400 || error.status >= 500 || error.status === 429) return null
  const body = isRecord(error.body) ? wire<WireOAuthError>(error.body) : {}
  const code = typeof body.error === 'string' ? body.error : ''
  if (code === 'invalid_grant' || WRONG_CREDENTIALS.test(error.errorText ?? '')) {
    return 'wrong_credentials'
  }
  if (REFUSALS.includes(code)) return code as GrantRefusal
  if (error.errorText === null) return 'no_usable_error'
  return null
}

/**
 * The password grant. Pleroma answers two-factor accounts with 403
 * `{error: 'mfa_required', mfa_token, supported_challenge_types}` and
 * accounts that must reset their password with 403
 * `{error, identifier: 'password_reset_required'}`. A refusal of the grant
 * itself (classifyPasswordRefusal) is `unsupported_grant`; other failures,
 * a wrong password among them, throw ApiError. `redirect_uri` is sent because
 * GoToSocial requires it in every token request.
 */
export async function getTokenWithPassword(
  client: ApiClient,
  params: {
    app: OAuthApp
    username: string
    password: string
    redirect_uri?: string
    /** The scopes asked for; the app's own when absent. */
    scope?: string
  },
): Promise<PasswordGrantResult> {
  try {
    const body: Record<string, string> = {
      client_id: params.app.client_id,
      client_secret: params.app.client_secret,
      grant_type: 'password',
      username: params.username,
      password: params.password,
    }
    if (params.redirect_uri !== undefined) body.redirect_uri = params.redirect_uri
    if (params.scope !== undefined) body.scope = params.scope
    const data = await postToken(client, body)
    return { kind: 'token', token: normalizeToken(data) }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const body = isRecord(error.body) ? wire<WireOAuthError>(error.body) : {}
    if (body.error === 'mfa_required' && typeof body.mfa_token === 'string') {
      return {
        kind: 'mfa_required',
        error: 'mfa_required',
        mfa_token: body.mfa_token,
        supported_challenge_types: challengeTypesOf(body.supported_challenge_types),
      }
    }
    if (body.identifier === 'password_reset_required') {
      return { kind: 'password_reset_required', errorText: error.errorText }
    }
    if (isScopeRefusal(error)) return { kind: 'scope_refused', error }
    const refusal = classifyPasswordRefusal(error)
    if (refusal !== null && refusal !== 'wrong_credentials') {
      return { kind: 'unsupported_grant', reason: refusal }
    }
    throw error
  }
}

/** Pleroma sends a space-separated string; be lenient about arrays. */
function challengeTypesOf(value: unknown): string {
  if (typeof value === 'string') return value
  const list = strArr(value)
  return list.length > 0 ? list.join(' ') : 'totp'
}

export type MfaChallengeType = 'totp' | 'recovery'

export async function verifyMfa(
  client: ApiClient,
  params: { app: OAuthApp; mfa_token: string; code: string; challenge_type: MfaChallengeType },
): Promise<OAuthToken> {
  const data = await client.post('/oauth/mfa/challenge', {
    auth: false,
    json: {
      client_id: params.app.client_id,
      client_secret: params.app.client_secret,
      mfa_token: params.mfa_token,
      code: params.code,
      challenge_type: params.challenge_type,
    },
  })
  return normalizeToken(data)
}

export async function revokeToken(
  client: ApiClient,
  params: { app: OAuthApp; token: string },
): Promise<void> {
  await client.post('/oauth/revoke', {
    auth: false,
    json: {
      client_id: params.app.client_id,
      client_secret: params.app.client_secret,
      token: params.token,
    },
  })
}

export interface AuthorizeParams {
  client_id: string
  redirect_uri: string
  scope?: string
  state?: string
  /** PKCE's S256 challenge. */
  code_challenge?: string
}

/** The address to send the browser to for the authorization-code flow. */
export function buildAuthorizeUrl(base: string, params: AuthorizeParams): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: params.client_id,
    redirect_uri: params.redirect_uri,
    scope: params.scope ?? OAUTH_BASE_SCOPES,
  })
  if (params.state !== undefined) query.set('state', params.state)
  if (params.code_challenge !== undefined) {
    query.set('code_challenge', params.code_challenge)
    query.set('code_challenge_method', 'S256')
  }
  return `${base.replace(/\/+$/, '')}/oauth/authorize?${query.toString()}`
}
