// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestApp, TestServer } from './helpers.ts'
import { call, json, login, passwordGrant, post, registerApp, startTestServer } from './helpers.ts'

let server: TestServer
let app: TestApp

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())
beforeEach(async () => {
  await call(server.base, '/__demo/reset', { method: 'POST' })
  app = await registerApp(server.base)
})

const mode = (settings: Record<string, unknown>) =>
  call(server.base, '/__demo/mode', { json: settings })

async function appToken(): Promise<string> {
  const response = await call(server.base, '/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: app.client_id,
      client_secret: app.client_secret,
    },
  })
  return (await json<{ access_token: string }>(response)).access_token
}

interface Captcha {
  type: string
  token?: string
  url?: string
  answer_data?: string
}

async function captcha(): Promise<Captcha & { answer: string }> {
  const issued = await json<Captcha>(await call(server.base, '/api/pleroma/captcha'))
  const last = await json<{ answer: string; token: string }>(
    await call(server.base, '/__demo/captcha'),
  )
  expect(last.token).toBe(issued.token)
  return { ...issued, answer: last.answer }
}

async function signUp(body: Record<string, unknown>, withCaptcha = true) {
  const c = withCaptcha ? await captcha() : null
  return call(server.base, '/api/v1/accounts', {
    token: await appToken(),
    json: {
      username: 'newbie',
      fullname: 'New Person',
      email: 'newbie@example.com',
      password: 'secret-pass',
      confirm: 'secret-pass',
      agreement: true,
      locale: 'en_US',
      ...(c
        ? { captcha_token: c.token, captcha_solution: c.answer, captcha_answer_data: c.answer_data }
        : {}),
      ...body,
    },
  })
}

describe('sign-up', () => {
  it('reports the live mode in the instance documents', async () => {
    await mode({ registrations: 'approval', mailer: false })
    const v1 = await json(await call(server.base, '/api/v1/instance'))
    expect(v1.registrations).toBe(true)
    expect(v1.approval_required).toBe(true)
    const nodeinfo = await json<{ openRegistrations: boolean; metadata: Record<string, unknown> }>(
      await call(server.base, '/nodeinfo/2.0.json'),
    )
    expect(nodeinfo.openRegistrations).toBe(true)
    expect(nodeinfo.metadata.mailerEnabled).toBe(false)
    await mode({ registrations: 'closed' })
    const v2 = await json<{ registrations: { enabled: boolean } }>(
      await call(server.base, '/api/v2/instance'),
    )
    expect(v2.registrations.enabled).toBe(false)
    await mode({ registrations: 'activation' })
    const again = await json<{ metadata: Record<string, unknown> }>(
      await call(server.base, '/nodeinfo/2.0.json'),
    )
    expect(again.metadata.accountActivationRequired).toBe(true)
  })

  it('needs an app token', async () => {
    const response = await call(server.base, '/api/v1/accounts', { json: { username: 'x' } })
    expect(response.status).toBe(403)
  })

  it('signs up on an open instance and answers a token for the new account', async () => {
    const response = await signUp({})
    expect(response.status).toBe(200)
    const body = await json<{ access_token: string; me: string }>(response)
    expect(body.me).toMatch(/\/users\/newbie$/)
    const me = await json(
      await call(server.base, '/api/v1/accounts/verify_credentials', { token: body.access_token }),
    )
    expect(me.username).toBe('newbie')
    expect(me.display_name).toBe('New Person')
    expect((await passwordGrant(server.base, app, 'newbie', 'secret-pass')).status).toBe(200)
    // A real account: it posts like anyone else.
    const posted = await post(server.base, body.access_token, 'Hello, I am new here')
    expect(posted.account.acct).toBe('newbie')
  })

  it('refuses a wrong captcha, then takes a right one; each captcha works once', async () => {
    const c = await captcha()
    const token = await appToken()
    const wrong = await call(server.base, '/api/v1/accounts', {
      token,
      json: {
        username: 'newbie',
        password: 'p',
        captcha_token: c.token,
        captcha_solution: 'ZZZZZ',
        captcha_answer_data: c.answer_data,
      },
    })
    expect(wrong.status).toBe(400)
    expect(await json(wrong)).toEqual({ error: JSON.stringify({ captcha: ['Invalid CAPTCHA'] }) })
    const reused = await call(server.base, '/api/v1/accounts', {
      token,
      json: {
        username: 'newbie',
        password: 'p',
        captcha_token: c.token,
        captcha_solution: c.answer,
        captcha_answer_data: c.answer_data,
      },
    })
    expect(await json(reused)).toEqual({
      error: JSON.stringify({ captcha: ['CAPTCHA already used'] }),
    })
    const missing = await signUp({}, false)
    expect(JSON.parse((await json<{ error: string }>(missing)).error)).toEqual({
      captcha: ['Invalid CAPTCHA (Missing parameter: captcha_solution)'],
    })
    expect((await signUp({})).status).toBe(200)
  })

  it('serves a Kocaptcha image and checks its answer; none needs no captcha', async () => {
    await mode({ captcha: 'kocaptcha' })
    const c = await captcha()
    expect(c.type).toBe('kocaptcha')
    const image = await call(server.base, new URL(c.url ?? '').pathname)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
    expect(await image.text()).not.toContain(c.answer)
    expect((await signUp({})).status).toBe(200)
    await mode({ captcha: 'none' })
    expect(await json(await call(server.base, '/api/pleroma/captcha'))).toEqual({ type: 'none' })
    expect((await signUp({ username: 'second', email: 'second@example.com' }, false)).status).toBe(
      200,
    )
  })

  it('lists field errors as Akkoma does, a taken nickname under ap_id', async () => {
    const taken = await signUp({ username: 'alice', email: 'fresh@example.com' })
    expect(taken.status).toBe(400)
    expect(JSON.parse((await json<{ error: string }>(taken)).error)).toEqual({
      ap_id: ['has already been taken'],
    })
    const bad = await signUp({ username: 'no spaces', email: 'not-an-email', password: '' })
    expect(JSON.parse((await json<{ error: string }>(bad)).error)).toEqual({
      nickname: ['has invalid format'],
      password: ["can't be blank"],
      email: ['has invalid format'],
    })
  })

  it('keeps an approval account out until an admin approves it', async () => {
    await mode({ registrations: 'approval' })
    const response = await signUp({ reason: 'I like coffee' })
    expect(await json(response)).toMatchObject({ identifier: 'awaiting_approval' })
    const refused = await passwordGrant(server.base, app, 'newbie', 'secret-pass')
    expect(refused.status).toBe(403)
    expect(await json(refused)).toEqual({
      error: 'Your account is currently pending approval',
      identifier: 'awaiting_approval',
    })
    const admin = await login(server.base, 'admin')
    const approved = await call(server.base, '/api/v1/pleroma/admin/users/approve', {
      method: 'PATCH',
      token: admin,
      json: { nicknames: ['newbie'] },
    })
    expect(await json(approved)).toMatchObject({
      users: [{ nickname: 'newbie', is_approved: true, registration_reason: 'I like coffee' }],
    })
    expect((await passwordGrant(server.base, app, 'newbie', 'secret-pass')).status).toBe(200)
  })

  it('mails an activation link and keeps the account out until it is opened', async () => {
    await mode({ registrations: 'activation' })
    const noEmail = await call(server.base, '/api/v1/accounts', {
      token: await appToken(),
      json: { username: 'newbie', password: 'p' },
    })
    expect(await json(noEmail)).toEqual({ error: 'Missing parameter: email' })
    const response = await signUp({})
    expect(await json(response)).toMatchObject({ identifier: 'missing_confirmed_email' })
    const refused = await passwordGrant(server.base, app, 'newbie', 'secret-pass')
    expect(await json(refused)).toEqual({
      error: 'Your login is missing a confirmed e-mail address',
      identifier: 'missing_confirmed_email',
    })
    const mails = await json<{ to: string; links: string[] }[]>(
      await call(server.base, '/__demo/outbox'),
    )
    const mail = mails.find((m) => m.to === 'newbie@example.com')
    const link = mail?.links[0] ?? ''
    expect(link).toContain('/api/account/confirm_email/')
    const opened = await call(server.base, new URL(link).pathname)
    expect(opened.status).toBe(302)
    expect((await passwordGrant(server.base, app, 'newbie', 'secret-pass')).status).toBe(200)
    expect((await call(server.base, new URL(link).pathname)).status).toBe(404)
  })

  it('takes an invite once while registrations are closed', async () => {
    await mode({ registrations: 'closed' })
    expect(await json(await signUp({}))).toEqual({ error: 'Invalid token' })
    const alice = await login(server.base, 'alice')
    const refused = await call(server.base, '/api/v1/pleroma/admin/users/invite_token', {
      token: alice,
      json: {},
    })
    expect(refused.status).toBe(403)
    const admin = await login(server.base, 'admin')
    const invite = await json<{ token: string; invite_type: string; used: boolean }>(
      await call(server.base, '/api/v1/pleroma/admin/users/invite_token', {
        token: admin,
        json: {},
      }),
    )
    expect(invite).toMatchObject({ invite_type: 'one_time', used: false })
    expect((await signUp({ token: invite.token })).status).toBe(200)
    const again = await signUp({
      token: invite.token,
      username: 'second',
      email: 'second@example.com',
    })
    expect(await json(again)).toEqual({ error: 'Expired token' })
    const list = await json<{ invites: { used: boolean; uses: number }[] }>(
      await call(server.base, '/api/v1/pleroma/admin/users/invites', { token: admin }),
    )
    expect(list.invites).toEqual([expect.objectContaining({ used: true, uses: 1 })])
  })
})
