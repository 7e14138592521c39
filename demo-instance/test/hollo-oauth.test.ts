// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOLLO_SIGN_IN_EMAIL, HOLLO_SIGN_IN_PASSWORD } from '../src/hollo/sign-in.ts'
import type { TestServer } from './helpers.ts'
import { call, json, startTestServer } from './helpers.ts'
import {
  REDIRECT_URI,
  accountUuid,
  authorizeQuery,
  consentCode,
  holloLogin,
  pkcePair,
  registerHolloApp,
  signInCookie,
  type HolloApp,
} from './hollo-helpers.ts'

let server: TestServer
let app: HolloApp
let cookie: string

beforeAll(async () => {
  server = await startTestServer({ like: 'hollo' })
  app = await registerHolloApp(server.base)
  cookie = await signInCookie(server.base)
})
afterAll(() => server.stop())

const token = (form: Record<string, string>) =>
  call(server.base, '/oauth/token', {
    form: { client_id: app.client_id, client_secret: app.client_secret, ...form },
  })

describe('the Hollo mode: signing in', () => {
  it('sends a signed-out browser from the authorize page to /login?next=… (relative)', async () => {
    const query = authorizeQuery(app, pkcePair().challenge)
    const response = await call(server.base, `/oauth/authorize?${query}`)
    expect(response.status).toBe(302)
    const location = response.headers.get('location') ?? ''
    expect(location.startsWith('/login?next=')).toBe(true)
    expect(decodeURIComponent(location.slice('/login?next='.length))).toBe(
      `${server.base}/oauth/authorize?${query}`,
    )
  })

  it('has a sign-in page with labelled e-mail and password fields', async () => {
    const response = await call(server.base, '/login?next=%2Fsomewhere')
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toMatch(/<form method="post" action="\/login">/)
    expect(page).toMatch(
      /<label for="email">[^<]+<\/label>\s*<input id="email" type="email" name="email"/,
    )
    expect(page).toMatch(
      /<label for="password">[^<]+<\/label>\s*<input id="password" type="password" name="password"/,
    )
    expect(page).toContain('name="next" value="/somewhere"')
  })

  it('signs in with the one credential, sets a cookie and goes on to next', async () => {
    const next = `${server.base}/oauth/authorize?${authorizeQuery(app)}`
    const response = await call(server.base, '/login', {
      form: { email: HOLLO_SIGN_IN_EMAIL, password: HOLLO_SIGN_IN_PASSWORD, next },
      headers: { Origin: server.base },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(next)
    expect(response.headers.get('set-cookie')).toMatch(/^login=[^;]+;.*HttpOnly/i)
  })

  it('refuses a wrong password (400, the form again), and forms from elsewhere (403)', async () => {
    const wrong = await call(server.base, '/login', {
      form: { email: HOLLO_SIGN_IN_EMAIL, password: 'nope', next: '/' },
      headers: { Origin: server.base },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.headers.get('set-cookie')).toBeNull()
    expect(await wrong.text()).toContain('name="password"')
    for (const headers of [{}, { Origin: 'http://evil.example' }] as Record<string, string>[]) {
      const forged = await call(server.base, '/login', {
        form: { email: HOLLO_SIGN_IN_EMAIL, password: HOLLO_SIGN_IN_PASSWORD },
        headers,
      })
      expect(forged.status).toBe(403)
      expect(await forged.text()).toBe('Forbidden')
    }
  })

  it('never sends the browser to another site after signing in', async () => {
    const response = await call(server.base, '/login', {
      form: {
        email: HOLLO_SIGN_IN_EMAIL,
        password: HOLLO_SIGN_IN_PASSWORD,
        next: 'http://evil.example/',
      },
      headers: { Origin: server.base },
    })
    expect(response.headers.get('location')).toBe('/')
  })
})

describe('the Hollo mode: the consent page', () => {
  it('lets the signed-in owner pick which account the app gets, the first one chosen', async () => {
    const { challenge } = pkcePair()
    const response = await call(server.base, `/oauth/authorize?${authorizeQuery(app, challenge)}`, {
      headers: { Cookie: cookie },
    })
    expect(response.status).toBe(200)
    const page = await response.text()
    const radios = [
      ...page.matchAll(/<input type="radio" name="account_id" value="([^"]+)"( checked)?>/g),
    ]
    const alice = await accountUuid(server.base, 'alice')
    const bob = await accountUuid(server.base, 'bob')
    const values = radios.map((m) => m[1])
    expect(values).toContain(alice)
    expect(values).toContain(bob)
    expect(radios.filter((m) => m[2]).length).toBe(1)
    expect(radios[0]?.[2]).toBe(' checked')
    for (const [name, value] of [
      ['application_id', app.id],
      ['redirect_uri', REDIRECT_URI],
      ['scopes', 'read write follow push'],
      ['state', 'xyz'],
      ['code_challenge', challenge],
      ['code_challenge_method', 'S256'],
    ]) {
      expect(page).toContain(`name="${name}" value="${value}"`)
    }
    expect(page).toMatch(/name="decision" value="deny"/)
    expect(page).toMatch(/name="decision" value="allow"/)
  })

  it('gives the chosen account a token through the code flow with PKCE S256', async () => {
    const { verifier, challenge } = pkcePair()
    const code = await consentCode(server.base, cookie, app, 'bob', challenge)
    const response = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    })
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(Object.keys(body).sort()).toEqual(['access_token', 'created_at', 'scope', 'token_type'])
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'read write follow push' })
    // Milliseconds for this grant.
    expect(Math.abs((body.created_at as number) - Date.now())).toBeLessThan(60_000)
    const me = await json(
      await call(server.base, '/api/v1/accounts/verify_credentials', {
        token: body.access_token as string,
      }),
    )
    expect(me.username).toBe('bob')
    // A code is good once.
    const again = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    })
    expect(again.status).toBe(400)
    expect((await json(again)).error).toBe('invalid_grant')
  })

  it('refuses a wrong or missing verifier, and a plain or half-given challenge', async () => {
    const { challenge } = pkcePair()
    for (const verifier of [pkcePair().verifier, undefined]) {
      const code = await consentCode(server.base, cookie, app, 'alice', challenge)
      const response = await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        ...(verifier ? { code_verifier: verifier } : {}),
      })
      expect(response.status).toBe(400)
      expect((await json(response)).error).toBe('invalid_grant')
    }
    for (const extra of [
      { code_challenge: challenge, code_challenge_method: 'plain' },
      { code_challenge: challenge },
    ]) {
      const response = await call(
        server.base,
        `/oauth/authorize?${authorizeQuery(app, undefined, extra)}`,
        {
          headers: { Cookie: cookie },
        },
      )
      expect(response.status).toBe(400)
      expect((await json(response)).error).toBe('invalid_request')
    }
  })

  it('works without PKCE too, and sends a denial back to the app', async () => {
    const code = await consentCode(server.base, cookie, app, 'alice')
    const response = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
    })
    expect(response.status).toBe(200)
    const denied = await call(server.base, '/oauth/authorize', {
      form: {
        account_id: await accountUuid(server.base, 'alice'),
        application_id: app.id,
        redirect_uri: REDIRECT_URI,
        scopes: 'read',
        state: 'xyz',
        decision: 'deny',
      },
      headers: { Origin: server.base, Cookie: cookie },
    })
    expect(denied.status).toBe(302)
    const location = new URL(denied.headers.get('location') ?? '')
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect(location.searchParams.get('code')).toBeNull()
  })

  it('refuses a consent form posted from elsewhere, or without the sign-in', async () => {
    const form = {
      account_id: await accountUuid(server.base, 'alice'),
      application_id: app.id,
      redirect_uri: REDIRECT_URI,
      scopes: 'read',
      decision: 'allow',
    }
    const forged = await call(server.base, '/oauth/authorize', {
      form,
      headers: { Origin: 'http://evil.example', Cookie: cookie },
    })
    expect(forged.status).toBe(403)
    const signedOut = await call(server.base, '/oauth/authorize', {
      form,
      headers: { Origin: server.base },
    })
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('location')).toMatch(/^\/login\?next=/)
  })
})

describe('the Hollo mode: grants', () => {
  it('refuses the password grant as Hollo does', async () => {
    const response = await token({
      grant_type: 'password',
      username: HOLLO_SIGN_IN_EMAIL,
      password: HOLLO_SIGN_IN_PASSWORD,
    })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({
      error: 'unsupported_grant_type',
      error_description:
        'The authorization grant type is not supported by the authorization server.',
    })
  })

  it('has no refresh tokens: none given, the grant refused', async () => {
    const access = await holloLogin(server.base, 'alice')
    expect(access).toBeTruthy()
    const response = await token({ grant_type: 'refresh_token', refresh_token: access })
    expect(response.status).toBe(400)
    expect((await json(response)).error).toBe('unsupported_grant_type')
  })

  it('gives app tokens for client credentials, created_at in seconds', async () => {
    const response = await token({ grant_type: 'client_credentials', scope: 'read' })
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'read' })
    expect(Math.abs((body.created_at as number) - Date.now() / 1000)).toBeLessThan(60)
    const wider = await token({ grant_type: 'client_credentials', scope: 'read profile' })
    expect(wider.status).toBe(400)
    expect((await json(wider)).error).toBe('invalid_scope')
  })

  it('publishes its OAuth metadata, and who a token is', async () => {
    const metadata = await json(await call(server.base, '/.well-known/oauth-authorization-server'))
    expect(metadata).toMatchObject({
      issuer: `${server.base}/`,
      authorization_endpoint: `${server.base}/oauth/authorize`,
      grant_types_supported: ['authorization_code', 'client_credentials'],
      code_challenge_methods_supported: ['S256'],
    })
    const access = await holloLogin(server.base, 'bob')
    const me = await json(await call(server.base, '/oauth/userinfo', { token: access }))
    expect(me).toMatchObject({ preferredUsername: 'bob' })
    expect((await call(server.base, '/oauth/userinfo')).status).toBe(401)
  })

  it('refuses an unknown client', async () => {
    const response = await call(server.base, '/oauth/token', {
      form: { grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' },
    })
    expect(response.status).toBe(401)
    expect((await json(response)).error).toBe('invalid_client')
  })
})
