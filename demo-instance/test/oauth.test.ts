// @vitest-environment node
import { TOTP, Secret } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAROL_RECOVERY_CODES, CAROL_TOTP_SECRET } from '../src/seeds/accounts.ts'
import type { TestApp, TestServer } from './helpers.ts'
import { call, json, passwordGrant, registerApp, startTestServer } from './helpers.ts'

let server: TestServer
let app: TestApp

beforeAll(async () => {
  server = await startTestServer()
  app = await registerApp(server.base, 'http://client.example/oauth-callback')
})
afterAll(() => server.stop())

function totpNow(): string {
  return new TOTP({
    secret: Secret.fromBase32(CAROL_TOTP_SECRET),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate()
}

async function mfaToken(): Promise<string> {
  const response = await passwordGrant(server.base, app, 'carol')
  expect(response.status).toBe(403)
  const body = await json(response)
  expect(body).toMatchObject({ error: 'mfa_required', supported_challenge_types: 'totp' })
  return body.mfa_token as string
}

function challenge(token: string, type: string, code: string) {
  return call(server.base, '/oauth/mfa/challenge', {
    form: {
      client_id: app.client_id,
      client_secret: app.client_secret,
      mfa_token: token,
      challenge_type: type,
      code,
    },
  })
}

describe('POST /api/v1/apps', () => {
  it('registers an app from a form body', async () => {
    const response = await call(server.base, '/api/v1/apps', {
      form: { client_name: 'form app', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' },
    })
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body).toMatchObject({ name: 'form app', redirect_uri: 'urn:ietf:wg:oauth:2.0:oob' })
    for (const key of ['id', 'client_id', 'client_secret', 'vapid_key'])
      expect(typeof body[key]).toBe('string')
  })

  it('registers an app from a JSON body', async () => {
    const response = await call(server.base, '/api/v1/apps', {
      json: {
        client_name: 'json app',
        redirect_uris: 'http://x.example/cb',
        website: 'https://x.example',
      },
    })
    expect(await json(response)).toMatchObject({ name: 'json app', website: 'https://x.example' })
  })
})

describe('password grant', () => {
  it('returns an Akkoma token reply and the token works', async () => {
    const response = await passwordGrant(server.base, app, 'alice')
    expect(response.status).toBe(200)
    const token = await json(response)
    expect(token).toMatchObject({ token_type: 'Bearer', scope: 'read write follow push' })
    expect(token.me).toBe(`${server.base}/users/alice`)
    expect(typeof token.refresh_token).toBe('string')
    expect(typeof token.expires_in).toBe('number')
    expect(typeof token.created_at).toBe('number')
    const me = await call(server.base, '/api/v1/accounts/verify_credentials', {
      token: token.access_token as string,
    })
    expect(me.status).toBe(200)
    const account = await json(me)
    expect(account).toMatchObject({ username: 'alice', acct: 'alice' })
    expect(account.source).toMatchObject({ privacy: 'public', follow_requests_count: 0 })
    expect(account.pleroma).toMatchObject({
      is_admin: false,
      is_moderator: false,
      settings_store: {},
    })
  })

  it('accepts the e-mail address as username', async () => {
    expect((await passwordGrant(server.base, app, 'bob@cofe-demo.invalid')).status).toBe(200)
  })

  it('rejects a wrong password like Akkoma', async () => {
    const response = await passwordGrant(server.base, app, 'alice', 'wrong')
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ error: 'Invalid credentials' })
  })

  it('rejects an unknown client', async () => {
    const response = await passwordGrant(
      server.base,
      { client_id: 'nope', client_secret: 'nope' },
      'alice',
    )
    expect(response.status).toBe(401)
    expect(await json(response)).toEqual({ error: 'invalid_client' })
  })
})

describe('two-factor authentication', () => {
  it('asks for the second factor and accepts a TOTP code', async () => {
    const token = await mfaToken()
    const response = await challenge(token, 'totp', totpNow())
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body.me).toBe(`${server.base}/users/carol`)
    const me = await json(
      await call(server.base, '/api/v1/accounts/verify_credentials', {
        token: body.access_token as string,
      }),
    )
    expect(me.username).toBe('carol')
  })

  it('rejects a wrong TOTP code', async () => {
    const token = await mfaToken()
    const response = await challenge(token, 'totp', '000000' === totpNow() ? '111111' : '000000')
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ error: 'Invalid code' })
  })

  it('accepts a recovery code exactly once', async () => {
    const code = CAROL_RECOVERY_CODES[0] ?? ''
    expect((await challenge(await mfaToken(), 'recovery', code)).status).toBe(200)
    const again = await challenge(await mfaToken(), 'recovery', code)
    expect(again.status).toBe(400)
    expect(
      (await challenge(await mfaToken(), 'recovery', CAROL_RECOVERY_CODES[1] ?? '')).status,
    ).toBe(200)
  })
})

describe('other grants and revocation', () => {
  it('issues app tokens without `me` (client_credentials)', async () => {
    const response = await call(server.base, '/oauth/token', {
      form: {
        grant_type: 'client_credentials',
        client_id: app.client_id,
        client_secret: app.client_secret,
      },
    })
    const body = await json(response)
    expect(body.me).toBeUndefined()
    const me = await call(server.base, '/api/v1/accounts/verify_credentials', {
      token: body.access_token as string,
    })
    expect(me.status).toBe(401)
  })

  it('refreshes a token', async () => {
    const first = await json(await passwordGrant(server.base, app, 'bob'))
    const response = await call(server.base, '/oauth/token', {
      form: {
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token as string,
        client_id: app.client_id,
        client_secret: app.client_secret,
      },
    })
    const second = await json(response)
    expect(second.access_token).not.toBe(first.access_token)
    expect(
      (
        await call(server.base, '/api/v1/accounts/verify_credentials', {
          token: first.access_token as string,
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await call(server.base, '/api/v1/accounts/verify_credentials', {
          token: second.access_token as string,
        })
      ).status,
    ).toBe(200)
  })

  it('revokes a token', async () => {
    const token = (await json(await passwordGrant(server.base, app, 'alice')))
      .access_token as string
    const response = await call(server.base, '/oauth/revoke', {
      form: { client_id: app.client_id, client_secret: app.client_secret, token },
    })
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({})
    const me = await call(server.base, '/api/v1/accounts/verify_credentials', { token })
    expect(me.status).toBe(401)
    expect(await json(me)).toEqual({ error: 'The access token is invalid' })
  })
})

describe('authorization code flow (HTML forms)', () => {
  const redirectUri = 'http://client.example/oauth-callback'
  const form = (extra: Record<string, string>) => ({
    'authorization[client_id]': app.client_id,
    'authorization[redirect_uri]': redirectUri,
    'authorization[scope]': 'read write',
    'authorization[state]': 'xyz',
    'authorization[response_type]': 'code',
    ...extra,
  })

  it('serves a login page without inline scripts', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: redirectUri,
      scope: 'read',
    })
    const response = await call(server.base, `/oauth/authorize?${query}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('name="authorization[password]"')
    expect(html).not.toContain('<script')
  })

  it('re-shows the form on a wrong password', async () => {
    const response = await call(server.base, '/oauth/authorize', {
      form: form({ 'authorization[name]': 'alice', 'authorization[password]': 'nope' }),
    })
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('Invalid username or password')
  })

  it('redirects with a code that can be exchanged once', async () => {
    const response = await call(server.base, '/oauth/authorize', {
      form: form({ 'authorization[name]': 'alice', 'authorization[password]': 'password' }),
    })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri)
    expect(location.searchParams.get('state')).toBe('xyz')
    const code = location.searchParams.get('code') ?? ''
    const exchange = () =>
      call(server.base, '/oauth/token', {
        form: {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: app.client_id,
          client_secret: app.client_secret,
        },
      })
    const first = await exchange()
    expect(first.status).toBe(200)
    expect((await json(first)).scope).toBe('read write')
    expect((await exchange()).status).toBe(400)
  })

  it('asks 2FA accounts for a code before redirecting', async () => {
    const response = await call(server.base, '/oauth/authorize', {
      form: form({ 'authorization[name]': 'carol', 'authorization[password]': 'password' }),
    })
    const html = await response.text()
    const mfaToken = /name="mfa\[mfa_token\]" value="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(mfaToken).not.toBe('')
    const wrong = await call(server.base, '/oauth/mfa/verify', {
      form: { 'mfa[mfa_token]': mfaToken, 'mfa[challenge_type]': 'totp', 'mfa[code]': 'abc' },
    })
    expect(wrong.status).toBe(422)
    const right = await call(server.base, '/oauth/mfa/verify', {
      form: { 'mfa[mfa_token]': mfaToken, 'mfa[challenge_type]': 'totp', 'mfa[code]': totpNow() },
    })
    expect(right.status).toBe(302)
    expect(new URL(right.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy()
  })
})
