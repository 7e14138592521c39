// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto'
import { TOTP, Secret } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CAROL_TOTP_SECRET } from '../src/seeds/accounts.ts'
import type { TestApp, TestServer } from './helpers.ts'
import { call, json, passwordGrant, registerApp, startTestServer } from './helpers.ts'

const REDIRECT = 'http://127.0.0.1:9999/oauth-callback'
const SITE = 'http://127.0.0.1:9999'

let server: TestServer
let app: TestApp

beforeAll(async () => {
  server = await startTestServer()
  app = await registerApp(server.base, REDIRECT)
})
afterAll(() => server.stop())

function newVerifier(): string {
  return randomBytes(32).toString('base64url') // 43 characters
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/** Signs in on the HTML form with a challenge; the code from the redirect. */
async function authorize(
  challenge: Record<string, string>,
  name = 'alice',
  redirectUri = REDIRECT,
): Promise<string> {
  const response = await call(server.base, '/oauth/authorize', {
    form: {
      'authorization[client_id]': app.client_id,
      'authorization[redirect_uri]': redirectUri,
      'authorization[scope]': 'read write',
      'authorization[state]': 'st',
      'authorization[response_type]': 'code',
      'authorization[name]': name,
      'authorization[password]': 'password',
      ...challenge,
    },
  })
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get('location') ?? '')
  expect(location.searchParams.get('state')).toBe('st')
  return location.searchParams.get('code') ?? ''
}

function exchange(code: string, extra: Record<string, string> = {}) {
  return call(server.base, '/oauth/token', {
    headers: { Origin: SITE },
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: app.client_id,
      client_secret: app.client_secret,
      ...extra,
    },
  })
}

async function expectInvalidGrant(response: Response): Promise<void> {
  expect(response.status).toBe(400)
  const body = await json(response)
  expect(body.error).toBe('invalid_grant')
  expect(typeof body.error_description).toBe('string')
}

describe('authorization code flow with PKCE (RFC 7636)', () => {
  it('keeps the challenge through the login page', async () => {
    const verifier = newVerifier()
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'read write',
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
    })
    const html = await (await call(server.base, `/oauth/authorize?${query}`)).text()
    expect(html).toContain(`name="authorization[code_challenge]" value="${s256(verifier)}"`)
    expect(html).toContain('name="authorization[code_challenge_method]" value="S256"')
  })

  it('gives a token for the right S256 verifier, with CORS for the site', async () => {
    const verifier = newVerifier()
    const code = await authorize({
      'authorization[code_challenge]': s256(verifier),
      'authorization[code_challenge_method]': 'S256',
    })
    const response = await exchange(code, { code_verifier: verifier })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE)
    const token = (await json(response)).access_token as string
    const me = await call(server.base, '/api/v1/accounts/verify_credentials', { token })
    expect((await json(me)).username).toBe('alice')
  })

  it('refuses a wrong verifier, and the code is spent after it', async () => {
    const verifier = newVerifier()
    const code = await authorize({
      'authorization[code_challenge]': s256(verifier),
      'authorization[code_challenge_method]': 'S256',
    })
    await expectInvalidGrant(await exchange(code, { code_verifier: newVerifier() }))
    await expectInvalidGrant(await exchange(code, { code_verifier: verifier }))
  })

  it('refuses a missing verifier when a challenge was given', async () => {
    const verifier = newVerifier()
    const code = await authorize({
      'authorization[code_challenge]': s256(verifier),
      'authorization[code_challenge_method]': 'S256',
    })
    await expectInvalidGrant(await exchange(code))
  })

  it('accepts the plain method (and plain when no method is named)', async () => {
    const verifier = newVerifier()
    const code = await authorize({
      'authorization[code_challenge]': verifier,
      'authorization[code_challenge_method]': 'plain',
    })
    await expectInvalidGrant(await exchange(code, { code_verifier: s256(verifier) }))
    const again = await authorize({ 'authorization[code_challenge]': verifier })
    expect((await exchange(again, { code_verifier: verifier })).status).toBe(200)
  })

  it('uses a code once', async () => {
    const verifier = newVerifier()
    const code = await authorize({
      'authorization[code_challenge]': s256(verifier),
      'authorization[code_challenge_method]': 'S256',
    })
    expect((await exchange(code, { code_verifier: verifier })).status).toBe(200)
    await expectInvalidGrant(await exchange(code, { code_verifier: verifier }))
  })

  it('lets a code expire after 10 minutes', async () => {
    const verifier = newVerifier()
    const code = await authorize({
      'authorization[code_challenge]': s256(verifier),
      'authorization[code_challenge_method]': 'S256',
    })
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 10 * 60 * 1000 + 1000)
    try {
      await expectInvalidGrant(await exchange(code, { code_verifier: verifier }))
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('needs the registered redirect_uri, at authorize and at the token endpoint', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: 'http://evil.example/cb',
      code_challenge: s256(newVerifier()),
      code_challenge_method: 'S256',
    })
    expect((await call(server.base, `/oauth/authorize?${query}`)).status).toBe(400)
    const verifier = newVerifier()
    const code = await authorize({
      'authorization[code_challenge]': s256(verifier),
      'authorization[code_challenge_method]': 'S256',
    })
    await expectInvalidGrant(
      await exchange(code, { code_verifier: verifier, redirect_uri: 'http://evil.example/cb' }),
    )
  })

  it('refuses an unknown challenge method', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      code_challenge: s256(newVerifier()),
      code_challenge_method: 'S512',
    })
    expect((await call(server.base, `/oauth/authorize?${query}`)).status).toBe(400)
  })

  it('keeps the challenge through the second factor', async () => {
    const verifier = newVerifier()
    const login = await call(server.base, '/oauth/authorize', {
      form: {
        'authorization[client_id]': app.client_id,
        'authorization[redirect_uri]': REDIRECT,
        'authorization[scope]': 'read',
        'authorization[response_type]': 'code',
        'authorization[name]': 'carol',
        'authorization[password]': 'password',
        'authorization[code_challenge]': s256(verifier),
        'authorization[code_challenge_method]': 'S256',
      },
    })
    const mfaToken = /name="mfa\[mfa_token\]" value="([^"]+)"/.exec(await login.text())?.[1] ?? ''
    const totp = new TOTP({
      secret: Secret.fromBase32(CAROL_TOTP_SECRET),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    })
    const verified = await call(server.base, '/oauth/mfa/verify', {
      form: {
        'mfa[mfa_token]': mfaToken,
        'mfa[challenge_type]': 'totp',
        'mfa[code]': totp.generate(),
      },
    })
    expect(verified.status).toBe(302)
    const code = new URL(verified.headers.get('location') ?? '').searchParams.get('code') ?? ''
    await expectInvalidGrant(await exchange(code))
    const again = await call(server.base, '/oauth/authorize', {
      form: {
        'authorization[client_id]': app.client_id,
        'authorization[redirect_uri]': REDIRECT,
        'authorization[response_type]': 'code',
        'authorization[name]': 'carol',
        'authorization[password]': 'password',
        'authorization[code_challenge]': s256(verifier),
        'authorization[code_challenge_method]': 'S256',
      },
    })
    const token2 = /name="mfa\[mfa_token\]" value="([^"]+)"/.exec(await again.text())?.[1] ?? ''
    const verified2 = await call(server.base, '/oauth/mfa/verify', {
      form: {
        'mfa[mfa_token]': token2,
        'mfa[challenge_type]': 'totp',
        'mfa[code]': totp.generate(),
      },
    })
    const code2 = new URL(verified2.headers.get('location') ?? '').searchParams.get('code') ?? ''
    expect((await exchange(code2, { code_verifier: verifier })).status).toBe(200)
  })

  it('still takes the password grant from another origin (Akkoma allows it)', async () => {
    const response = await call(server.base, '/oauth/token', {
      headers: { Origin: SITE },
      form: {
        grant_type: 'password',
        username: 'bob',
        password: 'password',
        client_id: app.client_id,
        client_secret: app.client_secret,
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE)
    expect((await passwordGrant(server.base, app, 'alice')).status).toBe(200)
  })
})
