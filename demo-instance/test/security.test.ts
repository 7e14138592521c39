import { TOTP, Secret } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from './helpers.ts'
import { call, json, login, passwordGrant, registerApp, startTestServer } from './helpers.ts'

function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate()
}

describe('security routes', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.stop()
  })

  it('changes the password: wrong password is a 200 error, success ends every token', async () => {
    const { base } = server
    const token = await login(base, 'alice')
    const wrong = await call(base, '/api/pleroma/change_password', {
      token,
      json: { password: 'nope', new_password: 'x', new_password_confirmation: 'x' },
    })
    expect(wrong.status).toBe(200)
    expect(await json(wrong)).toEqual({ error: 'Invalid password.' })
    const mismatch = await call(base, '/api/pleroma/change_password', {
      token,
      json: { password: 'password', new_password: 'a1', new_password_confirmation: 'a2' },
    })
    expect(await json(mismatch)).toEqual({ error: 'New password does not match confirmation.' })
    const ok = await call(base, '/api/pleroma/change_password', {
      token,
      json: {
        password: 'password',
        new_password: 'new-pass',
        new_password_confirmation: 'new-pass',
      },
    })
    expect(await json(ok)).toEqual({ status: 'success' })
    const after = await call(base, '/api/v1/accounts/verify_credentials', { token })
    expect(after.status).toBe(401)
    const app = await registerApp(base)
    expect((await passwordGrant(base, app, 'alice')).status).toBe(400)
    expect((await passwordGrant(base, app, 'alice', 'new-pass')).status).toBe(200)
  })

  it('changes the e-mail with the password and refuses a bad address', async () => {
    const { base } = server
    const token = await login(base, 'bob')
    const bad = await call(base, '/api/pleroma/change_email', {
      token,
      json: { password: 'password', email: 'not an address' },
    })
    expect(await json(bad)).toEqual({ error: 'Email has invalid format.' })
    const ok = await call(base, '/api/pleroma/change_email', {
      token,
      json: { password: 'password', email: 'bob@new.example' },
    })
    expect(await json(ok)).toEqual({ status: 'success' })
    const me = await json<{ pleroma: { email: string } }>(
      await call(base, '/api/v1/accounts/verify_credentials', { token }),
    )
    expect(me.pleroma.email).toBe('bob@new.example')
  })

  it('lists tokens and a revoked one stops working at once', async () => {
    const { base } = server
    const first = await login(base, 'moderator')
    const second = await login(base, 'moderator')
    const list = await json<{ id: number; app_name: string; valid_until: string }[]>(
      await call(base, '/api/oauth_tokens.json', { token: first }),
    )
    expect(list.length).toBeGreaterThanOrEqual(2)
    expect(list[0]?.app_name).toBe('vitest')
    const last = list[list.length - 1]!
    const revoked = await call(base, `/api/oauth_tokens/${last.id}`, {
      token: first,
      method: 'DELETE',
    })
    expect(revoked.status).toBe(201)
    expect(
      (await call(base, '/api/v1/accounts/verify_credentials', { token: second })).status,
    ).toBe(401)
    expect((await call(base, '/api/v1/accounts/verify_credentials', { token: first })).status).toBe(
      200,
    )
  })

  it('sets up, confirms, uses and disables TOTP with backup codes', async () => {
    const { base } = server
    const token = await login(base, 'admin')
    const setup = await json<{ key: string; provisioning_uri: string }>(
      await call(base, '/api/pleroma/accounts/mfa/setup/totp', { token }),
    )
    expect(setup.provisioning_uri).toMatch(/^otpauth:\/\/totp\//)
    const wrongCode = await call(base, '/api/pleroma/accounts/mfa/confirm/totp', {
      token,
      json: { password: 'password', code: '000000' },
    })
    expect(wrongCode.status).toBe(422)
    const wrongPassword = await call(base, '/api/pleroma/accounts/mfa/confirm/totp', {
      token,
      json: { password: 'nope', code: codeFor(setup.key) },
    })
    expect(await json(wrongPassword)).toEqual({ error: 'Invalid password.' })
    const confirmed = await call(base, '/api/pleroma/accounts/mfa/confirm/totp', {
      token,
      json: { password: 'password', code: codeFor(setup.key) },
    })
    expect(confirmed.status).toBe(200)
    expect(await json(await call(base, '/api/pleroma/accounts/mfa', { token }))).toEqual({
      settings: { enabled: true, totp: true },
    })
    const { codes } = await json<{ codes: string[] }>(
      await call(base, '/api/pleroma/accounts/mfa/backup_codes', { token }),
    )
    expect(codes).toHaveLength(5)

    const app = await registerApp(base)
    const challenge = await passwordGrant(base, app, 'admin')
    expect(challenge.status).toBe(403)
    const { mfa_token } = await json<{ mfa_token: string }>(challenge)
    const recovered = await call(base, '/oauth/mfa/challenge', {
      form: {
        client_id: app.client_id,
        client_secret: app.client_secret,
        mfa_token,
        challenge_type: 'recovery',
        code: codes[0]!,
      },
    })
    expect(recovered.status).toBe(200)

    const disabled = await call(base, '/api/pleroma/accounts/mfa/totp', {
      token,
      method: 'DELETE',
      json: { password: 'password' },
    })
    expect(disabled.status).toBe(200)
    expect((await passwordGrant(base, app, 'admin')).status).toBe(200)
  })

  it('adds and removes aliases, and moves only to an account that names the origin', async () => {
    const { base } = server
    // alice's password was changed by the first test.
    const grant = await passwordGrant(base, await registerApp(base), 'alice', 'new-pass')
    const alice = (await json<{ access_token: string }>(grant)).access_token
    const bob = await login(base, 'bob')
    const missing = await call(base, '/api/pleroma/aliases', {
      token: bob,
      method: 'PUT',
      json: { alias: 'nobody-here' },
    })
    expect(missing.status).toBe(404)
    const refused = await call(base, '/api/pleroma/move_account', {
      token: alice,
      json: { password: 'new-pass', target_account: 'bob' },
    })
    expect(await json(refused)).toEqual({
      error: 'Target account must have the origin in `alsoKnownAs`',
    })
    const added = await call(base, '/api/pleroma/aliases', {
      token: bob,
      method: 'PUT',
      json: { alias: 'alice' },
    })
    expect(await json(added)).toEqual({ status: 'success' })
    const listed = await json<{ aliases: string[] }>(
      await call(base, '/api/pleroma/aliases', { token: bob }),
    )
    expect(listed.aliases).toEqual([`alice@${new URL(base).host}`])
    const moved = await call(base, '/api/pleroma/move_account', {
      token: alice,
      json: { password: 'new-pass', target_account: 'bob' },
    })
    expect(await json(moved)).toEqual({ status: 'success' })
    const removed = await call(base, '/api/pleroma/aliases', {
      token: bob,
      method: 'DELETE',
      json: { alias: 'alice' },
    })
    expect(await json(removed)).toEqual({ status: 'success' })
  })

  it('deletes an account, which then cannot sign in', async () => {
    const { base } = server
    const token = await login(base, 'moderator')
    const wrong = await call(base, '/api/pleroma/delete_account', {
      token,
      json: { password: 'nope' },
    })
    expect(await json(wrong)).toEqual({ error: 'Invalid password.' })
    const ok = await call(base, '/api/pleroma/delete_account', {
      token,
      json: { password: 'password' },
    })
    expect(await json(ok)).toEqual({ status: 'success' })
    expect((await call(base, '/api/v1/accounts/verify_credentials', { token })).status).toBe(401)
    const app = await registerApp(base)
    expect((await passwordGrant(base, app, 'moderator')).status).toBe(400)
  })
})
