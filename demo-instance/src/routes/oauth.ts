/**
 * OAuth: app registration, the token endpoint (password, client_credentials,
 * authorization_code, refresh_token grants), revocation, the two-factor
 * challenge, and the browser authorization flow with its HTML forms.
 * Replies and errors follow Akkoma's shapes.
 */

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { Secret, TOTP } from 'otpauth'
import { INSTANCE } from '../config.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv, Params } from '../http/plumbing.ts'
import { identityOf } from '../model/instance-identity.ts'
import { errorJson, originOf, readParams } from '../http/plumbing.ts'
import type { AuthorizeParams } from './oauth-pages.ts'
import { errorPage, loginPage, mfaPage, oobCodePage } from './oauth-pages.ts'
import { verifyPassword } from '../model/passwords.ts'
import type { AccountRecord, AppRecord, PkceChallenge, TokenRecord } from '../model/records.ts'
import { accountApId } from '../render/serializers.ts'

export const OOB_REDIRECT_URI = 'urn:ietf:wg:oauth:2.0:oob'

function secret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

function splitScopes(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,+]+/).filter(Boolean)
}

/** Requested scopes limited to the app's; the app's own when none are asked for. */
function grantedScopes(app: AppRecord, requested: string | undefined): string[] {
  const wanted = splitScopes(requested)
  const allowed = wanted.filter(
    (scope) => app.scopes.includes(scope) || app.scopes.includes(scope.split(':')[0] ?? ''),
  )
  return allowed.length > 0 ? allowed : app.scopes
}

/** TOTP check (RFC 6238, SHA-1, 6 digits, 30 s, ±1 step). */
export function verifyTotp(secretBase32: string, code: string): boolean {
  const totp = new TOTP({
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })
  return totp.validate({ token: code.replace(/\s+/g, ''), window: 1 }) !== null
}

/** Akkoma's 403 for a password login of an account that signed up and still waits. */
export function signUpPending(
  account: AccountRecord,
): { error: string; identifier: string } | null {
  if (account.approvalPending) {
    return { error: 'Your account is currently pending approval', identifier: 'awaiting_approval' }
  }
  if (account.confirmationPending) {
    return {
      error: 'Your login is missing a confirmed e-mail address',
      identifier: 'missing_confirmed_email',
    }
  }
  return null
}

/** Check a TOTP or (single-use) recovery code; consumes the recovery code. */
function verifySecondFactor(
  deps: Deps,
  account: AccountRecord,
  type: string | undefined,
  code: string,
): boolean {
  if (!code) return false
  if (type === 'recovery') {
    const normalized = code.trim().toLowerCase()
    const index = account.recoveryCodes.findIndex((c) => c.toLowerCase() === normalized)
    if (index < 0) return false
    account.recoveryCodes.splice(index, 1)
    deps.store.changed()
    return true
  }
  return type === 'totp' && account.totpSecret !== null && verifyTotp(account.totpSecret, code)
}

export function issueToken(
  deps: Deps,
  app: AppRecord,
  account: AccountRecord | null,
  scopes: string[],
): TokenRecord {
  const now = Date.now()
  return deps.store.addToken({
    token: secret(),
    refreshToken: secret(),
    appId: app.id,
    accountId: account?.id ?? null,
    scopes,
    createdAt: new Date(now).toISOString(),
    validUntil: new Date(now + INSTANCE.tokenLifetimeSeconds * 1000).toISOString(),
  })
}

/** Akkoma's token reply; `me` is the owner's ActivityPub id (absent for app tokens). */
export function tokenJson(c: Context, deps: Deps, token: TokenRecord): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: token.id,
    token_type: 'Bearer',
    access_token: token.token,
    refresh_token: token.refreshToken,
    expires_in: Math.max(0, Math.round((Date.parse(token.validUntil) - Date.now()) / 1000)),
    scope: token.scopes.join(' '),
    created_at: Math.floor(Date.parse(token.createdAt) / 1000),
  }
  const account = token.accountId ? deps.store.account(token.accountId) : undefined
  if (account) json.me = accountApId(originOf(c), account)
  return json
}

/** The app from client_id/client_secret in the params or HTTP Basic auth. */
function clientApp(c: Context, deps: Deps, params: Params): AppRecord | null {
  let clientId = params.get('client_id')
  let clientSecret = params.get('client_secret')
  const basic = /^Basic\s+(.+)$/i.exec(c.req.header('authorization') ?? '')
  if (basic?.[1] && !clientId) {
    const [id, pass] = Buffer.from(basic[1], 'base64').toString('utf8').split(':')
    clientId = id ? decodeURIComponent(id) : undefined
    clientSecret = pass ? decodeURIComponent(pass) : undefined
  }
  if (!clientId) return null
  const app = deps.store.appByClientId(clientId)
  return app && app.clientSecret === clientSecret ? app : null
}

/**
 * Doorkeeper's reply to a bad authorization code or code_verifier (RFC 6749
 * 5.2): one error for every reason, so a client learns nothing more.
 */
const INVALID_GRANT = {
  error: 'invalid_grant',
  error_description:
    'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
}

/** RFC 7636 4.1: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~]. */
const PKCE_VALUE = /^[A-Za-z0-9\-._~]{43,128}$/

/** The challenge asked for at /oauth/authorize, or an error message; null without one. */
function readChallenge(p: AuthorizeParams): PkceChallenge | null | string {
  if (!p.codeChallenge) return null
  const method = p.codeChallengeMethod || 'plain' // RFC 7636 4.3: plain when absent
  if (method !== 'S256' && method !== 'plain') return 'Unsupported code_challenge_method.'
  if (!PKCE_VALUE.test(p.codeChallenge)) return 'Invalid code_challenge.'
  return { challenge: p.codeChallenge, method }
}

/** RFC 7636 4.6: BASE64URL(SHA256(verifier)) or the verifier itself equals the challenge. */
export function verifierMatches(challenge: PkceChallenge, verifier: string | undefined): boolean {
  if (!verifier || !PKCE_VALUE.test(verifier)) return false
  const derived =
    challenge.method === 'S256'
      ? createHash('sha256').update(verifier, 'ascii').digest('base64url')
      : verifier
  const a = Buffer.from(derived)
  const b = Buffer.from(challenge.challenge)
  return a.length === b.length && timingSafeEqual(a, b)
}

function createMfaToken(
  deps: Deps,
  account: AccountRecord,
  app: AppRecord,
  scopes: string[],
  redirect: {
    redirectUri: string | null
    state: string | null
    codeChallenge?: PkceChallenge | null
  } = {
    redirectUri: null,
    state: null,
  },
): string {
  const token = secret(24)
  deps.store.addMfaToken({
    token,
    accountId: account.id,
    appId: app.id,
    scopes,
    redirectUri: redirect.redirectUri,
    state: redirect.state,
    codeChallenge: redirect.codeChallenge ?? null,
    createdAt: new Date().toISOString(),
  })
  return token
}

function validMfaToken(deps: Deps, value: string | undefined) {
  if (!value) return undefined
  const token = deps.store.mfaToken(value)
  if (!token) return undefined
  if (Date.parse(token.createdAt) + INSTANCE.mfaTokenLifetimeSeconds * 1000 < Date.now())
    return undefined
  return token
}

function createAuthCode(
  deps: Deps,
  app: AppRecord,
  account: AccountRecord,
  redirectUri: string,
  scopes: string[],
  codeChallenge: PkceChallenge | null,
): string {
  const code = secret(24)
  deps.store.addAuthCode({
    code,
    appId: app.id,
    accountId: account.id,
    redirectUri,
    scopes,
    createdAt: new Date().toISOString(),
    used: false,
    codeChallenge,
  })
  return code
}

/** 302 to the client's redirect_uri with code and state, or the out-of-band page. */
function finishAuthorization(
  c: Context,
  code: string,
  redirectUri: string,
  state: string | null,
): Response {
  if (redirectUri === OOB_REDIRECT_URI) return c.html(oobCodePage(code))
  const target = new URL(redirectUri)
  target.searchParams.set('code', code)
  if (state) target.searchParams.set('state', state)
  return c.redirect(target.toString(), 302)
}

export function oauthRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.post('/api/v1/apps', async (c) => {
    const params = await readParams(c)
    const name = params.get('client_name')?.trim()
    const redirectUris = splitScopes(params.get('redirect_uris')?.replace(/,/g, ' '))
    if (!name) return c.json({ error: { client_name: ["can't be blank"] } }, 422)
    if (redirectUris.length === 0)
      return c.json({ error: { redirect_uris: ["can't be blank"] } }, 422)
    const scopes = splitScopes(params.get('scopes') ?? params.all('scopes').join(' '))
    const record: AppRecord = {
      id: String(store.state.apps.length + 1),
      name,
      website: params.get('website') || null,
      redirectUris,
      scopes: scopes.length > 0 ? scopes : ['read'],
      clientId: secret(32),
      clientSecret: secret(32),
      createdAt: new Date().toISOString(),
    }
    store.addApp(record)
    return c.json({
      id: record.id,
      name: record.name,
      website: record.website,
      redirect_uri: record.redirectUris.join('\n'),
      client_id: record.clientId,
      client_secret: record.clientSecret,
      vapid_key: INSTANCE.vapidPublicKey,
    })
  })

  app.get('/api/v1/apps/verify_credentials', (c) => {
    const token = c.get('token')
    const record = token ? store.app(token.appId) : undefined
    if (!record) return errorJson(c, 401, 'The access token is invalid')
    return c.json({
      name: record.name,
      website: record.website,
      vapid_key: INSTANCE.vapidPublicKey,
    })
  })

  app.post('/oauth/token', async (c) => {
    const params = await readParams(c)
    const client = clientApp(c, deps, params)
    if (!client) return errorJson(c, 401, 'invalid_client')
    const grant = params.get('grant_type')
    switch (grant) {
      case 'password': {
        const login = params.get('username') ?? params.get('name') ?? ''
        const account = store.localAccountByLogin(login)
        if (!account || !verifyPassword(params.get('password') ?? '', account.passwordHash)) {
          return errorJson(c, 400, 'Invalid credentials')
        }
        if (account.deactivated) {
          return c.json(
            { error: 'Your account is currently disabled', identifier: 'account_is_disabled' },
            403,
          )
        }
        if (account.passwordResetPending) {
          return c.json(
            { error: 'Password reset is required', identifier: 'password_reset_required' },
            403,
          )
        }
        const pending = signUpPending(account)
        if (pending) return c.json(pending, 403)
        const scopes = grantedScopes(client, params.get('scope'))
        if (account.totpSecret) {
          return c.json(
            {
              error: 'mfa_required',
              mfa_token: createMfaToken(deps, account, client, scopes),
              supported_challenge_types: 'totp',
            },
            403,
          )
        }
        return c.json(tokenJson(c, deps, issueToken(deps, client, account, scopes)))
      }
      case 'client_credentials':
        return c.json(
          tokenJson(
            c,
            deps,
            issueToken(deps, client, null, grantedScopes(client, params.get('scope'))),
          ),
        )
      case 'authorization_code': {
        const code = store.authCode(params.get('code') ?? '')
        const redirectUri = params.get('redirect_uri')
        const expired = code
          ? Date.parse(code.createdAt) + INSTANCE.authCodeLifetimeSeconds * 1000 < Date.now()
          : true
        const account = code ? store.account(code.accountId) : undefined
        if (!code || code.used || expired || code.appId !== client.id || !account) {
          return c.json(INVALID_GRANT, 400)
        }
        if (redirectUri !== undefined && redirectUri !== code.redirectUri)
          return c.json(INVALID_GRANT, 400)
        // A wrong verifier spends the code too (RFC 7636 4.6 leaves it open; a
        // stolen code must not be tried again and again).
        const pkceFails =
          code.codeChallenge != null &&
          !verifierMatches(code.codeChallenge, params.get('code_verifier'))
        code.used = true
        store.changed()
        if (pkceFails) return c.json(INVALID_GRANT, 400)
        return c.json(tokenJson(c, deps, issueToken(deps, client, account, code.scopes)))
      }
      case 'refresh_token': {
        const old = store.tokenByRefresh(client.id, params.get('refresh_token') ?? '')
        if (!old) return errorJson(c, 400, 'Invalid credentials')
        const account = old.accountId ? (store.account(old.accountId) ?? null) : null
        store.removeToken(old)
        return c.json(tokenJson(c, deps, issueToken(deps, client, account, old.scopes)))
      }
      default:
        return errorJson(c, 400, 'unsupported_grant_type')
    }
  })

  app.post('/oauth/revoke', async (c) => {
    const params = await readParams(c)
    const token = store.token(params.get('token') ?? '')
    if (token) store.removeToken(token)
    // RFC 7009: unknown tokens are not an error.
    return c.json({})
  })

  app.post('/oauth/mfa/challenge', async (c) => {
    const params = await readParams(c)
    const client = clientApp(c, deps, params)
    if (!client) return errorJson(c, 401, 'invalid_client')
    const mfa = validMfaToken(deps, params.get('mfa_token'))
    const account = mfa ? store.account(mfa.accountId) : undefined
    if (!mfa || !account || mfa.appId !== client.id) return errorJson(c, 400, 'Invalid code')
    if (
      !verifySecondFactor(deps, account, params.get('challenge_type'), params.get('code') ?? '')
    ) {
      return errorJson(c, 400, 'Invalid code')
    }
    store.removeMfaToken(mfa.token)
    return c.json(tokenJson(c, deps, issueToken(deps, client, account, mfa.scopes)))
  })

  // ------------------------------------------------------ browser flow

  const authorizeParams = (params: Params, prefix: string): AuthorizeParams => {
    const get = (key: string) => params.get(`${prefix}[${key}]`) ?? params.get(key)
    return {
      clientId: get('client_id') ?? '',
      redirectUri: get('redirect_uri') ?? '',
      scope: get('scope') ?? get('scopes') ?? '',
      state: get('state') ?? null,
      responseType: get('response_type') ?? 'code',
      codeChallenge: get('code_challenge') ?? null,
      codeChallengeMethod: get('code_challenge_method') ?? null,
    }
  }

  const checkClient = (p: AuthorizeParams): AppRecord | string => {
    const client = store.appByClientId(p.clientId)
    if (!client) return 'Unknown client_id.'
    if (!client.redirectUris.includes(p.redirectUri)) return 'Unlisted redirect_uri.'
    if (p.responseType !== 'code') return 'Unsupported response_type.'
    const challenge = readChallenge(p)
    if (typeof challenge === 'string') return challenge
    return client
  }

  const instanceName = () => identityOf(store).name

  /** checkClient has refused a malformed challenge already. */
  const pkceOf = (p: AuthorizeParams): PkceChallenge | null => {
    const challenge = readChallenge(p)
    return typeof challenge === 'string' ? null : challenge
  }

  app.get('/oauth/authorize', async (c) => {
    const p = authorizeParams(await readParams(c), 'authorization')
    const client = checkClient(p)
    if (typeof client === 'string') return c.html(errorPage(client), 400)
    return c.html(
      loginPage(client.name, p, null, '', deps.mode.like === 'gotosocial', instanceName()),
    )
  })

  app.post('/oauth/authorize', async (c) => {
    const params = await readParams(c)
    const p = authorizeParams(params, 'authorization')
    const client = checkClient(p)
    if (typeof client === 'string') return c.html(errorPage(client), 400)
    const login = params.get('authorization[name]') ?? params.get('username') ?? ''
    const account = store.localAccountByLogin(login)
    if (
      !account ||
      !verifyPassword(
        params.get('authorization[password]') ?? params.get('password') ?? '',
        account.passwordHash,
      )
    ) {
      return c.html(
        loginPage(
          client.name,
          p,
          'Invalid username or password.',
          login,
          deps.mode.like === 'gotosocial',
          instanceName(),
        ),
        401,
      )
    }
    if (account.deactivated)
      return c.html(
        loginPage(
          client.name,
          p,
          'Your account is currently disabled.',
          login,
          false,
          instanceName(),
        ),
        403,
      )
    if (account.passwordResetPending)
      return c.html(
        loginPage(client.name, p, 'Password reset is required.', login, false, instanceName()),
        403,
      )
    const pending = signUpPending(account)
    if (pending)
      return c.html(
        loginPage(client.name, p, `${pending.error}.`, login, false, instanceName()),
        403,
      )
    const scopes = grantedScopes(client, p.scope)
    if (account.totpSecret) {
      const mfaToken = createMfaToken(deps, account, client, scopes, {
        redirectUri: p.redirectUri,
        state: p.state,
        codeChallenge: pkceOf(p),
      })
      return c.html(
        mfaPage(
          { mfaToken, redirectUri: p.redirectUri, state: p.state, challengeType: 'totp' },
          null,
        ),
      )
    }
    return finishAuthorization(
      c,
      createAuthCode(deps, client, account, p.redirectUri, scopes, pkceOf(p)),
      p.redirectUri,
      p.state,
    )
  })

  app.get('/oauth/mfa', async (c) => {
    const params = await readParams(c)
    const mfa = validMfaToken(deps, params.get('mfa_token'))
    if (!mfa) return c.html(errorPage('This login attempt has expired. Please start again.'), 400)
    const challengeType = params.get('challenge_type') === 'recovery' ? 'recovery' : 'totp'
    return c.html(
      mfaPage(
        { mfaToken: mfa.token, redirectUri: mfa.redirectUri, state: mfa.state, challengeType },
        null,
      ),
    )
  })

  app.post('/oauth/mfa/verify', async (c) => {
    const params = await readParams(c)
    const mfa = validMfaToken(deps, params.get('mfa[mfa_token]'))
    const account = mfa ? store.account(mfa.accountId) : undefined
    const client = mfa ? store.app(mfa.appId) : undefined
    if (!mfa || !account || !client || !mfa.redirectUri) {
      return c.html(errorPage('This login attempt has expired. Please start again.'), 400)
    }
    const challengeType = params.get('mfa[challenge_type]') === 'recovery' ? 'recovery' : 'totp'
    if (!verifySecondFactor(deps, account, challengeType, params.get('mfa[code]') ?? '')) {
      return c.html(
        mfaPage(
          { mfaToken: mfa.token, redirectUri: mfa.redirectUri, state: mfa.state, challengeType },
          'Invalid code.',
        ),
        422,
      )
    }
    store.removeMfaToken(mfa.token)
    const code = createAuthCode(
      deps,
      client,
      account,
      mfa.redirectUri,
      mfa.scopes,
      mfa.codeChallenge ?? null,
    )
    return finishAuthorization(c, code, mfa.redirectUri, mfa.state)
  })

  return app
}
