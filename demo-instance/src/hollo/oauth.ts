/**
 * OAuth as Hollo does it: the authorization-code grant (PKCE optional, S256
 * only) and client credentials; no password grant, no refresh tokens. The
 * authorize page wants the server's sign-in first (sign-in.ts), then asks
 * which of the server's accounts the app gets. Also the server's OAuth
 * metadata and the token's user info.
 */

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { INSTANCE } from '../config.ts'
import type { Deps } from '../deps.ts'
import { hostOf, originOf, type AppEnv } from '../http/plumbing.ts'
import { oobCodePage } from '../routes/oauth-pages.ts'
import type { AccountRecord, AppRecord } from '../model/records.ts'
import { OOB_REDIRECT_URI, issueToken, signUpPending } from '../routes/oauth.ts'
import { accountApId, accountUrl, avatarUrl } from '../render/serializers.ts'
import { HOLLO_SCOPES, appUuid, isUrl, parseScopes } from './apps.ts'
import { unauthorizedBody } from './entities.ts'
import { toHolloId } from './ids.ts'
import { consentPage } from './pages.ts'
import { readBody, text } from './request-body.ts'
import { isSignedIn, sameOriginForm, toSignIn } from './sign-in.ts'
import { invalidRequest, issue, validatorRefusal, type Issue } from './validation-errors.ts'

/** The accounts the one sign-in owns: every local account that can sign in, in the seed's order. */
export function ownedAccounts(deps: Deps): AccountRecord[] {
  return deps.store
    .accounts()
    .filter((a) => a.domain === null && !a.deactivated && signUpPending(a) === null)
}

const UNSUPPORTED_GRANT = {
  error: 'unsupported_grant_type',
  error_description: 'The authorization grant type is not supported by the authorization server.',
}

const INVALID_GRANT = {
  error: 'invalid_grant',
  error_description:
    'The provided authorization code is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The client from HTTP Basic and/or the body's client_id/client_secret; or the refusal. */
function authenticateClient(
  c: Context<AppEnv>,
  deps: Deps,
  fields: Record<string, unknown>,
): AppRecord | Response {
  const given: { id: string; secret: string | undefined }[] = []
  const basic = /^Basic\s+(.+)$/i.exec(c.req.header('authorization') ?? '')
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon > 0) {
      given.push({
        id: decodeURIComponent(decoded.slice(0, colon)),
        secret: decodeURIComponent(decoded.slice(colon + 1)),
      })
    }
  }
  const bodyId = text(fields, 'client_id')
  if (bodyId) given.push({ id: bodyId, secret: text(fields, 'client_secret') })
  const [first] = given
  if (!first) {
    return c.json(
      {
        error: 'invalid_client',
        error_description:
          'Client authentication failed due to no client authentication included, or unsupported authentication method',
      },
      401,
    )
  }
  if (given.some((g) => g.id !== first.id || g.secret !== first.secret)) {
    return c.json(
      {
        error: 'invalid_request',
        error_description:
          'The request includes multiple credentials or utilizes more than one mechanism for authenticating the client',
      },
      400,
    )
  }
  const app = deps.store.appByClientId(first.id)
  if (!app || first.secret === undefined || !sameSecret(app.clientSecret, first.secret)) {
    return c.json(
      {
        error: 'invalid_client',
        error_description:
          'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
      },
      401,
    )
  }
  return app
}

export async function holloToken(c: Context<AppEnv>, deps: Deps): Promise<Response> {
  const { fields } = await readBody(c)
  const client = authenticateClient(c, deps, fields)
  if (client instanceof Response) return client
  const grant = fields.grant_type

  if (grant === 'client_credentials') {
    let scopes = client.scopes
    if (fields.scope !== undefined) {
      const parsed = parseScopes(fields.scope, 'scope')
      if (!Array.isArray(parsed)) return invalidRequest(c, [parsed], 400)
      if (parsed.some((s) => !client.scopes.includes(s))) {
        return c.json(
          {
            error: 'invalid_scope',
            error_description: 'The requested scope is invalid, unknown, or malformed.',
          },
          400,
        )
      }
      scopes = parsed
    }
    const token = issueToken(deps, client, null, scopes)
    return c.json({
      access_token: token.token,
      token_type: 'Bearer',
      scope: token.scopes.join(' '),
      // Seconds for this grant, milliseconds for the code grant: as Hollo answers.
      created_at: Math.floor(Date.parse(token.createdAt) / 1000),
    })
  }

  if (grant === 'authorization_code') {
    const issues: Issue[] = []
    const redirectUri = fields.redirect_uri
    if (typeof redirectUri !== 'string')
      issues.push(issue.wrongType(['redirect_uri'], 'string', redirectUri))
    else if (!isUrl(redirectUri)) issues.push(issue.notUrl(['redirect_uri']))
    if (typeof fields.code !== 'string')
      issues.push(issue.wrongType(['code'], 'string', fields.code))
    const verifier = fields.code_verifier
    if (verifier !== undefined && typeof verifier !== 'string')
      issues.push(issue.wrongType(['code_verifier'], 'string', verifier))
    if (issues.length > 0) return invalidRequest(c, issues, 400)

    const code = deps.store.authCode(fields.code as string)
    if (!code || code.used || code.appId !== client.id) return c.json(INVALID_GRANT, 400)
    if (code.codeChallenge) {
      if (typeof verifier !== 'string' || code.codeChallenge.method !== 'S256')
        return c.json(INVALID_GRANT, 400)
      const derived = createHash('sha256').update(verifier).digest('base64url')
      if (!sameSecret(derived, code.codeChallenge.challenge)) return c.json(INVALID_GRANT, 400)
    }
    if (Date.parse(code.createdAt) + INSTANCE.authCodeLifetimeSeconds * 1000 < Date.now())
      return c.json(INVALID_GRANT, 400)
    if (code.redirectUri !== redirectUri) return c.json(INVALID_GRANT, 400)
    const account = deps.store.account(code.accountId)
    if (!account) return c.json(INVALID_GRANT, 400)
    code.used = true
    deps.store.changed()
    const token = issueToken(deps, client, account, code.scopes)
    return c.json({
      access_token: token.token,
      token_type: 'Bearer',
      scope: token.scopes.join(' '),
      created_at: Date.parse(token.createdAt),
    })
  }

  // The password and refresh_token grants, or none: not among Hollo's.
  return c.json(UNSUPPORTED_GRANT, 400)
}

/** PKCE as Hollo takes it: both parameters or neither, and S256 only. */
function pkceProblem(
  challenge: string | undefined,
  method: string | undefined,
): Record<string, string> | null {
  if ((challenge && method === undefined) || (method && challenge === undefined)) {
    return {
      error: 'invalid_request',
      error_description: 'code_challenge and code_challenge_method come together or not at all',
    }
  }
  if (method !== undefined && method !== 'S256') {
    return {
      error: 'invalid_request',
      error_description: 'Only the S256 code_challenge_method is supported',
    }
  }
  return null
}

/** An optional string field; an issue when it is there but not a string. */
function optionalText(
  fields: Record<string, unknown>,
  key: string,
  issues: Issue[],
): string | undefined {
  const value = fields[key]
  if (value === undefined) return undefined
  if (typeof value === 'string') return value
  issues.push(issue.wrongType([key], 'string', value))
  return undefined
}

/** A string field that must be there; an issue when it is not. */
function requiredText(
  fields: Record<string, unknown>,
  key: string,
  issues: Issue[],
): string | undefined {
  const value = fields[key]
  if (typeof value === 'string') return value
  issues.push(issue.wrongType([key], 'string', value))
  return undefined
}

/** Where the code goes: the given redirect URI, else the app's first; null when not the app's. */
function redirectFor(app: AppRecord, asked: string | undefined): string | null {
  const uri = asked ?? app.redirectUris[0]
  return uri !== undefined && app.redirectUris.includes(uri) ? uri : null
}

export async function showConsent(c: Context<AppEnv>, deps: Deps): Promise<Response> {
  const query: Record<string, unknown> = {}
  for (const [key, value] of new URL(c.req.url).searchParams) query[key] = value
  const issues: Issue[] = []
  if (query.response_type !== 'code')
    issues.push(
      query.response_type === undefined
        ? issue.wrongType(['response_type'], 'string', undefined)
        : issue.notOneOf(['response_type'], ['code']),
    )
  const clientId = requiredText(query, 'client_id', issues)
  const redirectUri = optionalText(query, 'redirect_uri', issues)
  if (redirectUri !== undefined && !isUrl(redirectUri)) issues.push(issue.notUrl(['redirect_uri']))
  let scopes = ['read']
  if (query.scope !== undefined) {
    const parsed = parseScopes(query.scope, 'scope')
    if (Array.isArray(parsed)) scopes = parsed
    else issues.push(parsed)
  }
  const state = optionalText(query, 'state', issues)
  const challenge = optionalText(query, 'code_challenge', issues)
  const method = optionalText(query, 'code_challenge_method', issues)
  if (issues.length > 0) return validatorRefusal(c, issues)

  if (!(await isSignedIn(c))) return toSignIn(c)

  const app = deps.store.appByClientId(clientId ?? '')
  if (!app) return c.json({ error: 'invalid_client_id' }, 400)
  if (scopes.some((s) => !app.scopes.includes(s))) return c.json({ error: 'invalid_scope' }, 400)
  const target = redirectFor(app, redirectUri)
  if (target === null) return c.json({ error: 'invalid_redirect_uri' }, 400)
  const pkce = pkceProblem(challenge, method)
  if (pkce) return c.json(pkce, 400)

  const host = hostOf(c)
  return c.html(
    consentPage({
      host,
      appName: app.name,
      appId: appUuid(app),
      accounts: ownedAccounts(deps).map((a) => ({
        id: toHolloId(a.id),
        displayName: a.displayName || a.username,
        handle: `@${a.username}@${host}`,
      })),
      redirectUri: target,
      scopes,
      state,
      codeChallenge: challenge,
      codeChallengeMethod: method,
    }),
  )
}

export async function decideConsent(c: Context<AppEnv>, deps: Deps): Promise<Response> {
  return sameOriginForm(c, async () => {
    if (!(await isSignedIn(c))) return toSignIn(c)
    const { fields } = await readBody(c)
    const issues: Issue[] = []
    // The id boundary has turned the UUIDs back into the store's ids.
    const accountId = requiredText(fields, 'account_id', issues)
    const applicationId = requiredText(fields, 'application_id', issues)
    const redirectUri = optionalText(fields, 'redirect_uri', issues)
    const parsedScopes = parseScopes(fields.scopes, 'scopes')
    if (!Array.isArray(parsedScopes)) issues.push(parsedScopes)
    const state = optionalText(fields, 'state', issues)
    const challenge = optionalText(fields, 'code_challenge', issues)
    const method = optionalText(fields, 'code_challenge_method', issues)
    const decision = fields.decision
    if (decision !== 'allow' && decision !== 'deny')
      issues.push(
        typeof decision === 'string'
          ? issue.notOneOf(['decision'], ['allow', 'deny'])
          : issue.wrongType(['decision'], 'string', decision),
      )
    if (issues.length > 0 || !Array.isArray(parsedScopes)) return validatorRefusal(c, issues)

    const app = deps.store.app(applicationId ?? '')
    const account = ownedAccounts(deps).find((a) => a.id === accountId)
    if (!app || !account) return c.text('404 Not Found', 404)
    const pkce = pkceProblem(challenge, method)
    if (pkce) return c.json(pkce, 400)
    if (parsedScopes.some((s) => !app.scopes.includes(s)))
      return c.json({ error: 'invalid_scope' }, 400)
    const target = redirectFor(app, redirectUri)
    if (target === null) return c.json({ error: 'invalid_redirect_uri' }, 400)

    if (decision === 'deny') {
      const url = new URL(target)
      url.searchParams.set('error', 'access_denied')
      url.searchParams.set(
        'error_description',
        'The resource owner or authorization server denied the request.',
      )
      return c.redirect(url.toString(), 302)
    }
    const code = randomBytes(48).toString('base64url')
    deps.store.addAuthCode({
      code,
      appId: app.id,
      accountId: account.id,
      redirectUri: target,
      scopes: parsedScopes,
      createdAt: new Date().toISOString(),
      used: false,
      codeChallenge: challenge ? { challenge, method: 'S256' } : null,
    })
    if (target === OOB_REDIRECT_URI) return c.html(oobCodePage(code))
    const url = new URL(target)
    url.searchParams.set('code', code)
    if (state !== undefined) url.searchParams.set('state', state)
    return c.redirect(url.toString(), 302)
  })
}

/** The authorization server's metadata (RFC 8414), as Hollo publishes it. */
export function oauthMetadata(c: Context<AppEnv>): Response {
  const at = (path: string) => new URL(path, c.req.url).toString()
  return c.json({
    issuer: at('/'),
    authorization_endpoint: at('/oauth/authorize'),
    token_endpoint: at('/oauth/token'),
    revocation_endpoint: at('/oauth/revoke'),
    userinfo_endpoint: at('/oauth/userinfo'),
    scopes_supported: HOLLO_SCOPES,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'client_credentials'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    code_challenge_methods_supported: ['S256'],
    app_registration_endpoint: at('/api/v1/apps'),
  })
}

/** Who the token's account is (OpenID Connect's userinfo), for a token with a profile scope. */
export function userInfo(c: Context<AppEnv>): Response {
  const token = c.get('token')
  const viewer = c.get('viewer')
  if (!token) return c.json(unauthorizedBody(c.get('tokenInvalid')), 401)
  if (!token.scopes.some((s) => ['profile', 'read', 'read:accounts'].includes(s)))
    return c.json({ error: 'insufficient_scope' }, 403)
  if (!viewer) return c.json({ error: 'This method requires an authenticated user' }, 422)
  const origin = originOf(c)
  return c.json({
    iss: new URL('/', c.req.url).toString(),
    sub: accountApId(origin, viewer),
    name: viewer.displayName || viewer.username,
    preferredUsername: viewer.username,
    profile: accountUrl(origin, viewer),
    picture: avatarUrl(origin, viewer),
  })
}
