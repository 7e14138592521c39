// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_RESET } from '../src/config.ts'
import { DEACTIVATED_ACCOUNT } from '../src/seeds/accounts.ts'
import { allowResetRequest } from '../src/routes/password-reset.ts'
import { handleHost } from '../src/routes/profile.ts'
import { emptyState } from '../src/model/store.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, passwordGrant, post, registerApp, startTestServer } from './helpers.ts'

interface Mail {
  to: string
  subject: string
  text: string
  links: string[]
}

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.stop()
})

afterEach(async () => {
  await call(server.base, '/__demo/reset', { method: 'POST' })
})

const outbox = async () => json<Mail[]>(await call(server.base, '/__demo/outbox'))

const requestReset = (login: string) =>
  call(server.base, `/auth/password?email=${encodeURIComponent(login)}`, { method: 'POST' })

/** The reset link mailed to `login` (one request). */
async function mailedLink(login: string): Promise<string> {
  expect((await requestReset(login)).status).toBe(204)
  const mails = await outbox()
  const link = mails.at(-1)?.links[0]
  if (!link) throw new Error('no reset link was mailed')
  return link
}

function tokenOf(link: string): string {
  return decodeURIComponent(link.split('/').at(-1) ?? '')
}

const setPassword = (token: string, password: string, confirmation = password) =>
  call(server.base, '/api/v1/pleroma/password_reset', {
    form: {
      'data[token]': token,
      'data[password]': password,
      'data[password_confirmation]': confirmation,
    },
  })

async function grantStatus(username: string, password?: string): Promise<number> {
  const app = await registerApp(server.base)
  return (await passwordGrant(server.base, app, username, password)).status
}

describe('POST /auth/password', () => {
  it('mails a working link to the account found by e-mail or nickname, answering 204', async () => {
    const byEmail = await requestReset('alice@cofe-demo.invalid')
    expect(byEmail.status).toBe(204)
    expect(await byEmail.text()).toBe('')
    expect((await requestReset('bob')).status).toBe(204)
    const mails = await outbox()
    expect(mails.map((m) => m.to)).toEqual(['alice@cofe-demo.invalid', 'bob@cofe-demo.invalid'])
    expect(mails[0]?.subject).toBe('Password reset')
    expect(mails[0]?.links[0]).toMatch(
      new RegExp(`^${server.base}/api/v1/pleroma/password_reset/[A-Za-z0-9_-]{20,}$`),
    )
    const form = await call(server.base, new URL(mails[0]?.links[0] ?? '').pathname)
    expect(form.status).toBe(200)
    const html = await form.text()
    expect(html).toContain('Password reset for alice')
    expect(html).toContain('name="data[password]"')
    expect(html).toContain('name="data[password_confirmation]"')
  })

  it('answers 204 and sends nothing for unknown, remote or disabled accounts', async () => {
    const remote = 'lain@social.example'
    for (const login of [
      'nobody',
      'nobody@nowhere.example',
      '',
      remote,
      DEACTIVATED_ACCOUNT.username,
    ]) {
      expect((await requestReset(login)).status).toBe(204)
    }
    expect(await outbox()).toEqual([])
  })

  it('accepts the request but sends nothing when the instance has no mailer', async () => {
    await call(server.base, '/__demo/mode', { json: { mailer: false } })
    expect((await requestReset('alice')).status).toBe(204)
    expect(await outbox()).toEqual([])
    const nodeinfo = await json<{ metadata: { mailerEnabled: boolean } }>(
      await call(server.base, '/nodeinfo/2.0.json'),
    )
    expect(nodeinfo.metadata.mailerEnabled).toBe(false)
  })

  it('answers 429 Throttled after the limit, until the data is reset', async () => {
    for (let i = 0; i < PASSWORD_RESET.rateLimit.requests; i += 1) {
      expect((await requestReset('alice')).status).toBe(204)
    }
    const throttled = await requestReset('alice')
    expect(throttled.status).toBe(429)
    expect(await json(throttled)).toEqual({ error: 'Throttled' })
    expect(await outbox()).toHaveLength(PASSWORD_RESET.rateLimit.requests)
    await call(server.base, '/__demo/reset', { method: 'POST' })
    expect((await requestReset('alice')).status).toBe(204)
  })

  it('is absent on a GoToSocial-like server', async () => {
    await call(server.base, '/__demo/mode', { json: { like: 'gotosocial' } })
    expect((await requestReset('alice')).status).toBe(404)
  })
})

describe('the rate limiter', () => {
  it('counts per address within the window', () => {
    const state = emptyState(new Date().toISOString())
    const { requests, windowSeconds } = PASSWORD_RESET.rateLimit
    for (let i = 0; i < requests; i += 1) expect(allowResetRequest(state, 'a', 1000)).toBe(true)
    expect(allowResetRequest(state, 'a', 1000)).toBe(false)
    expect(allowResetRequest(state, 'b', 1000)).toBe(true)
    expect(allowResetRequest(state, 'a', 1000 + windowSeconds * 1000 + 1)).toBe(true)
    expect(allowResetRequest(emptyState(''), 'a', 1000)).toBe(true)
  })
})

describe('the mailed link', () => {
  it('sets a new password once: the old one fails, the new one works, apps are signed out', async () => {
    const oldToken = await login(server.base, 'alice')
    const link = await mailedLink('alice')
    const done = await setPassword(tokenOf(link), 'a much better secret')
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Password changed')
    expect(await grantStatus('alice')).toBe(400)
    expect(await grantStatus('alice', 'a much better secret')).toBe(200)
    const verify = await call(server.base, '/api/v1/accounts/verify_credentials', {
      token: oldToken,
    })
    expect(verify.status).toBe(401)
    // Single use: the link and the form are dead now.
    expect((await call(server.base, new URL(link).pathname)).status).toBe(404)
    expect((await setPassword(tokenOf(link), 'another one')).status).toBe(404)
    expect(await grantStatus('alice', 'a much better secret')).toBe(200)
  })

  it('also takes the form posted to the link itself', async () => {
    const link = await mailedLink('bob')
    const response = await call(server.base, new URL(link).pathname, {
      form: { 'data[password]': 'bob secret 2', 'data[password_confirmation]': 'bob secret 2' },
    })
    expect(response.status).toBe(200)
    expect(await grantStatus('bob', 'bob secret 2')).toBe(200)
  })

  it('keeps the link usable when the passwords are blank or differ', async () => {
    const link = await mailedLink('alice')
    const mismatch = await setPassword(tokenOf(link), 'one', 'two')
    expect(mismatch.status).toBe(422)
    expect(await mismatch.text()).toContain('The two passwords are not the same.')
    expect((await setPassword(tokenOf(link), '')).status).toBe(422)
    expect(await grantStatus('alice')).toBe(200)
    expect((await setPassword(tokenOf(link), 'fine now')).status).toBe(200)
  })

  it('refuses unknown and expired tokens', async () => {
    expect((await call(server.base, '/api/v1/pleroma/password_reset/nope')).status).toBe(404)
    const link = await mailedLink('alice')
    // Age the token past its validity through the persisted state.
    const realNow = Date.now
    Date.now = () => realNow() + PASSWORD_RESET.tokenValiditySeconds * 1000 + 1000
    try {
      expect((await call(server.base, new URL(link).pathname)).status).toBe(404)
      expect((await setPassword(tokenOf(link), 'too late')).status).toBe(404)
    } finally {
      Date.now = realNow
    }
    expect(await grantStatus('alice')).toBe(200)
  })
})

describe('a forced password reset', () => {
  const force = (token: string | null, nicknames: string[]) =>
    call(server.base, '/api/v1/pleroma/admin/users/force_password_reset', {
      method: 'PATCH',
      token,
      json: { nicknames },
    })

  it('is for admins only', async () => {
    expect((await force(null, ['alice'])).status).toBe(401)
    expect((await force(await login(server.base, 'moderator'), ['alice'])).status).toBe(403)
    expect((await force(await login(server.base, 'bob'), ['alice'])).status).toBe(403)
  })

  it('refuses the login with password_reset_required until the password is reset', async () => {
    expect((await force(await login(server.base, 'admin'), ['alice'])).status).toBe(204)
    const app = await registerApp(server.base)
    const refused = await passwordGrant(server.base, app, 'alice')
    expect(refused.status).toBe(403)
    expect(await json(refused)).toEqual({
      error: 'Password reset is required',
      identifier: 'password_reset_required',
    })
    // A wrong password still says wrong credentials, not that a reset is due.
    expect(await grantStatus('alice', 'wrong')).toBe(400)
    const link = await mailedLink('alice')
    expect((await setPassword(tokenOf(link), 'fresh start')).status).toBe(200)
    expect(await grantStatus('alice', 'fresh start')).toBe(200)
  })
})

describe('remote interaction (/main/ostatus)', () => {
  it('asks a guest for their handle for a public post, and for a follow', async () => {
    const token = await login(server.base, 'alice')
    const status = await post(server.base, token, 'Interact with me from afar')
    const page = await call(server.base, `/main/ostatus?status_id=${status.id}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Interact with @alice’s post')
    expect(html).toContain('Interact with me from afar')
    expect(html).toContain(`name="status_id" value="${status.id}"`)
    expect(html).toContain('name="profile"')
    const follow = await call(server.base, '/main/ostatus?nickname=alice')
    expect(await follow.text()).toContain('Follow @alice')
  })

  it('sends the visitor on to their own instance with the post or account address', async () => {
    const token = await login(server.base, 'alice')
    const status = await post(server.base, token, 'Favourite me elsewhere')
    const onward = await call(server.base, '/main/ostatus', {
      form: { status_id: status.id, profile: '@lain@social.example' },
    })
    expect(onward.status).toBe(302)
    const target = new URL(onward.headers.get('location') ?? '')
    expect(target.origin + target.pathname).toBe('https://social.example/authorize_interaction')
    const uri = target.searchParams.get('uri') ?? ''
    const statusJson = await json<{ uri: string }>(
      await call(server.base, `/api/v1/statuses/${status.id}`),
    )
    expect(uri).toBe(statusJson.uri)
    // Akkoma's own form fields work too.
    const follow = await call(server.base, '/main/ostatus', {
      form: { 'user[nickname]': 'alice', 'user[profile]': 'lain@social.example' },
    })
    expect(follow.headers.get('location')).toBe(
      `https://social.example/authorize_interaction?uri=${encodeURIComponent(`${server.base}/users/alice`)}`,
    )
  })

  it('keeps a handle of this instance here', async () => {
    const token = await login(server.base, 'alice')
    const status = await post(server.base, token, 'Local visitor')
    const host = new URL(server.base).host
    const onward = await call(server.base, '/main/ostatus', {
      form: { status_id: status.id, profile: `bob@${host}` },
    })
    expect(onward.headers.get('location')).toBe(`${server.base}/notice/${status.id}`)
  })

  it('says so when the handle cannot be read or the post is not public', async () => {
    const token = await login(server.base, 'alice')
    const status = await post(server.base, token, 'Public one')
    const bad = await call(server.base, '/main/ostatus', {
      form: { status_id: status.id, profile: 'just words' },
    })
    expect(bad.status).toBe(422)
    expect(await bad.text()).toContain('Type your handle as name@your.instance.')
    const secret = await post(server.base, token, 'Followers only', { visibility: 'private' })
    expect((await call(server.base, `/main/ostatus?status_id=${secret.id}`)).status).toBe(404)
    expect((await call(server.base, '/main/ostatus?status_id=nope')).status).toBe(404)
  })

  it('reads handles in their usual forms', () => {
    expect(handleHost('lain@social.example')).toBe('social.example')
    expect(handleHost('@lain@Social.Example')).toBe('social.example')
    expect(handleHost('https://social.example/@lain')).toBe('social.example')
    expect(handleHost('social.example')).toBe('social.example')
    expect(handleHost('me@127.0.0.1:8080')).toBe('127.0.0.1:8080')
    expect(handleHost('lain')).toBeNull()
    expect(handleHost('')).toBeNull()
  })
})
