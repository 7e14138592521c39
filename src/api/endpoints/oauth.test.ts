// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CLIENT_NAME, OAUTH_BASE_SCOPES } from '../../config/constants'
import { ApiError, MalformedEntityError } from '../errors'
import { gotoSocial } from '../fixtures/gotoSocialFixture'
import { ApiClient } from '../http'
import type { FetchLike } from '../http'
import {
  buildAuthorizeUrl,
  classifyPasswordRefusal,
  getAppToken,
  getTokenWithCode,
  getTokenWithPassword,
  registerApp,
  revokeToken,
  verifyMfa,
} from './oauth'

interface Call {
  url: string
  method: string
  /** The JSON body, parsed. */
  body: Record<string, string>
  headers: Record<string, string>
}

function fakeServer(status: number, body: unknown) {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {},
      headers: init.headers as Record<string, string>,
    })
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return { client: new ApiClient({ fetch, token: 'user-token' }), calls }
}

const app = { client_id: 'cid', client_secret: 'secret' }
const tokenReply = {
  access_token: 'AT',
  token_type: 'Bearer',
  scope: 'read write follow push',
  created_at: 1700000000,
  expires_in: 600,
  refresh_token: 'RT',
  me: 'https://akkoma.example/users/alice',
}

describe('password grant', () => {
  it('returns the token', async () => {
    const { client, calls } = fakeServer(200, tokenReply)
    const result = await getTokenWithPassword(client, { app, username: 'alice', password: 'pw' })
    expect(result).toEqual({
      kind: 'token',
      token: {
        access_token: 'AT',
        token_type: 'Bearer',
        scope: 'read write follow push',
        created_at: 1700000000,
        refresh_token: 'RT',
        me: 'https://akkoma.example/users/alice',
      },
    })
    expect(calls[0]).toMatchObject({
      url: '/oauth/token',
      method: 'POST',
      body: {
        client_id: 'cid',
        client_secret: 'secret',
        grant_type: 'password',
        username: 'alice',
        password: 'pw',
      },
      headers: { 'Content-Type': 'application/json' },
    })
    expect(calls[0]?.headers).not.toHaveProperty('Authorization')
  })

  it('reports mfa_required from a 403', async () => {
    const { client } = fakeServer(403, {
      error: 'mfa_required',
      mfa_token: 'MFA',
      supported_challenge_types: 'totp recovery',
    })
    expect(await getTokenWithPassword(client, { app, username: 'a', password: 'b' })).toEqual({
      kind: 'mfa_required',
      error: 'mfa_required',
      mfa_token: 'MFA',
      supported_challenge_types: 'totp recovery',
    })
  })

  it('reports password_reset_required', async () => {
    const { client } = fakeServer(403, {
      error: 'Password reset is required',
      identifier: 'password_reset_required',
    })
    expect(await getTokenWithPassword(client, { app, username: 'a', password: 'b' })).toEqual({
      kind: 'password_reset_required',
      errorText: 'Password reset is required',
    })
  })

  it('reports an unsupported grant (Mastodon, GoToSocial)', async () => {
    const { client } = fakeServer(400, {
      error: 'unsupported_grant_type',
      error_description:
        'The authorization grant type is not supported by the authorization server.',
    })
    expect(await getTokenWithPassword(client, { app, username: 'a', password: 'b' })).toEqual({
      kind: 'unsupported_grant',
      reason: 'unsupported_grant_type',
    })
  })

  it.each([
    ['POST_oauth_token_password_no_redirect', 'invalid_request'],
    ['POST_oauth_token_password_with_redirect', 'unsupported_grant_type'],
  ])("takes GoToSocial's refusal %s as a reason to use its sign-in page", async (name, reason) => {
    const recorded = gotoSocial(name)
    const { client } = fakeServer(recorded.status, recorded.body)
    expect(await getTokenWithPassword(client, { app, username: 'a', password: 'b' })).toEqual({
      kind: 'unsupported_grant',
      reason,
    })
  })

  it('asks for the given scopes, and reports a refusal over them', async () => {
    const ok = fakeServer(200, { access_token: 't' })
    await getTokenWithPassword(ok.client, { app, username: 'a', password: 'b', scope: 'read' })
    expect(ok.calls[0]?.body.scope).toBe('read')
    const refused = fakeServer(400, {
      error: 'invalid_scope',
      error_description: 'The requested scope is invalid, unknown, or malformed.',
    })
    expect(
      await getTokenWithPassword(refused.client, {
        app,
        username: 'a',
        password: 'b',
        scope: 'read admin:read',
      }),
    ).toMatchObject({ kind: 'scope_refused', error: { status: 400 } })
  })

  it('sends redirect_uri, which GoToSocial requires in every token request', async () => {
    const { client, calls } = fakeServer(200, { access_token: 't' })
    await getTokenWithPassword(client, {
      app,
      username: 'a',
      password: 'b',
      redirect_uri: 'http://127.0.0.1/oauth-callback',
    })
    expect(calls[0]?.body.redirect_uri).toBe('http://127.0.0.1/oauth-callback')
  })

  it.each([
    [401, { error: 'invalid_client' }, 'invalid_client'],
    [
      400,
      { error: 'unauthorized_client', error_description: 'Not for this client' },
      'unauthorized_client',
    ],
    [400, '', 'no_usable_error'],
    [404, '<html>Not Found</html>', 'no_usable_error'],
  ])('falls back on a %i %j refusal', (status, body, reason) => {
    const error = new ApiError({ status, statusText: '', body, url: '/oauth/token' })
    expect(classifyPasswordRefusal(error)).toBe(reason)
  })

  it.each([
    [400, { error: 'Invalid credentials' }],
    [400, { error: 'invalid_grant', error_description: 'The provided grant is invalid' }],
    [401, { error: 'invalid_grant' }],
  ])('keeps a wrong password a wrong password (%i %j)', (status, body) => {
    const error = new ApiError({ status, statusText: '', body, url: '/oauth/token' })
    expect(classifyPasswordRefusal(error)).toBe('wrong_credentials')
  })

  it('leaves server errors, rate limits and other explained refusals to the form', () => {
    const make = (status: number, body: unknown) =>
      new ApiError({ status, statusText: '', body, url: '/oauth/token' })
    expect(classifyPasswordRefusal(make(500, ''))).toBeNull()
    expect(classifyPasswordRefusal(make(429, { error: 'Throttled' }))).toBeNull()
    expect(
      classifyPasswordRefusal(make(403, { error: 'Your account is awaiting approval' })),
    ).toBeNull()
  })

  it('throws ApiError with the server text for bad credentials', async () => {
    const { client } = fakeServer(400, { error: 'Invalid credentials' })
    const error = await getTokenWithPassword(client, { app, username: 'a', password: 'b' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, errorText: 'Invalid credentials' })
  })

  it('throws on a 200 without an access token', async () => {
    const { client } = fakeServer(200, { token_type: 'Bearer' })
    await expect(
      getTokenWithPassword(client, { app, username: 'a', password: 'b' }),
    ).rejects.toBeInstanceOf(MalformedEntityError)
  })
})

describe('other grants and calls', () => {
  it('registers the app with the default name and scopes', async () => {
    const { client, calls } = fakeServer(200, {
      id: '1',
      name: CLIENT_NAME,
      client_id: 'cid',
      client_secret: 'secret',
    })
    expect(
      await registerApp(client, {
        redirect_uris: 'https://x/oauth-callback',
        website: 'https://x',
      }),
    ).toEqual(app)
    expect(calls[0]).toMatchObject({
      url: '/api/v1/apps',
      body: {
        client_name: CLIENT_NAME,
        redirect_uris: 'https://x/oauth-callback',
        scopes: OAUTH_BASE_SCOPES,
        website: 'https://x',
      },
    })
  })

  it('sends only the standard fields, which Hollo validates strictly', async () => {
    const { client, calls } = fakeServer(200, { client_id: 'cid', client_secret: 'secret' })
    await registerApp(client, { redirect_uris: 'r', scopes: 'read write follow push' })
    expect(Object.keys(calls[0]?.body ?? {}).sort()).toEqual([
      'client_name',
      'redirect_uris',
      'scopes',
    ])
  })

  it('rejects an app reply without credentials', async () => {
    const { client } = fakeServer(200, { id: '1' })
    await expect(registerApp(client, { redirect_uris: 'r' })).rejects.toBeInstanceOf(
      MalformedEntityError,
    )
  })

  it('gets app and code tokens', async () => {
    const { client, calls } = fakeServer(200, { access_token: 'AT' })
    const appToken = await getAppToken(client, { app, redirect_uri: 'r' })
    expect(appToken).toMatchObject({
      access_token: 'AT',
      token_type: 'Bearer',
      refresh_token: null,
      me: null,
    })
    await getTokenWithCode(client, { app, code: 'C', redirect_uri: 'r' })
    expect(calls.map((c) => c.body.grant_type)).toEqual([
      'client_credentials',
      'authorization_code',
    ])
    expect(calls[1]?.body).toMatchObject({ code: 'C', redirect_uri: 'r' })
  })

  it('verifies a second factor', async () => {
    const { client, calls } = fakeServer(200, tokenReply)
    const token = await verifyMfa(client, {
      app,
      mfa_token: 'MFA',
      code: '123456',
      challenge_type: 'totp',
    })
    expect(token.access_token).toBe('AT')
    expect(calls[0]).toMatchObject({
      url: '/oauth/mfa/challenge',
      body: {
        client_id: 'cid',
        client_secret: 'secret',
        mfa_token: 'MFA',
        code: '123456',
        challenge_type: 'totp',
      },
    })
  })

  it('surfaces a failed second factor as ApiError', async () => {
    const { client } = fakeServer(400, { error: 'Invalid code' })
    await expect(
      verifyMfa(client, { app, mfa_token: 'MFA', code: '1', challenge_type: 'recovery' }),
    ).rejects.toMatchObject({ errorText: 'Invalid code' })
  })

  it('revokes a token', async () => {
    const { client, calls } = fakeServer(200, {})
    await revokeToken(client, { app, token: 'AT' })
    expect(calls[0]).toMatchObject({
      url: '/oauth/revoke',
      body: { client_id: 'cid', client_secret: 'secret', token: 'AT' },
    })
  })

  it('builds the authorize URL', () => {
    const url = new URL(
      buildAuthorizeUrl('https://akkoma.example/', {
        client_id: 'cid',
        redirect_uri: 'https://akkoma.example/oauth-callback',
        scope: 'read write',
        state: 's1',
      }),
    )
    expect(url.origin + url.pathname).toBe('https://akkoma.example/oauth/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cid',
      redirect_uri: 'https://akkoma.example/oauth-callback',
      scope: 'read write',
      state: 's1',
    })
    expect(buildAuthorizeUrl('', { client_id: 'c', redirect_uri: 'r' })).toBe(
      `/oauth/authorize?response_type=code&client_id=c&redirect_uri=r&scope=${encodeURIComponent(OAUTH_BASE_SCOPES).replace(/%20/g, '+')}`,
    )
  })
})
