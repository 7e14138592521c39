// @vitest-environment node
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAROL_TOTP_SECRET, DEMO_PASSWORD } from '../src/seeds/accounts.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, startTestServer } from './helpers.ts'

/*
 * The client sends every request body but a file upload as JSON (arrays as
 * arrays, nested objects as objects). The demo instance reads each of the
 * bodies it sends, with the shapes it sends them in.
 */

let server: TestServer
let alice: string

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
})
afterAll(() => server.stop())

const send = (path: string, body: unknown, method = 'POST', token: string | null = alice) =>
  call(server.base, path, { token, method, json: body })

async function accountId(acct: string): Promise<string> {
  const response = await call(server.base, `/api/v1/accounts/lookup?acct=${acct}`, {
    token: alice,
  })
  return (await json<{ id: string }>(response)).id
}

describe('JSON bodies', () => {
  it('registers an app, grants, challenges the second factor and revokes, all as JSON', async () => {
    const registered = await send(
      '/api/v1/apps',
      {
        client_name: 'json',
        redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
        scopes: 'read write follow push',
      },
      'POST',
      null,
    )
    expect(registered.status).toBe(200)
    const app = await json<{ client_id: string; client_secret: string }>(registered)
    const credentials = { client_id: app.client_id, client_secret: app.client_secret }
    const grant = await send(
      '/oauth/token',
      { ...credentials, grant_type: 'password', username: 'bob', password: DEMO_PASSWORD },
      'POST',
      null,
    )
    expect(await json(grant)).toMatchObject({ scope: 'read write follow push' })
    const mfa = await send(
      '/oauth/token',
      { ...credentials, grant_type: 'password', username: 'carol', password: DEMO_PASSWORD },
      'POST',
      null,
    )
    const { mfa_token } = await json<{ mfa_token: string }>(mfa)
    const code = new TOTP({ secret: Secret.fromBase32(CAROL_TOTP_SECRET) }).generate()
    const verified = await send(
      '/oauth/mfa/challenge',
      { ...credentials, mfa_token, code, challenge_type: 'totp' },
      'POST',
      null,
    )
    expect(verified.status).toBe(200)
    const { access_token } = await json<{ access_token: string }>(verified)
    expect(
      (await send('/oauth/revoke', { ...credentials, token: access_token }, 'POST', null)).status,
    ).toBe(200)
    const after = await call(server.base, '/api/v1/accounts/verify_credentials', {
      token: access_token,
    })
    expect(after.status).toBe(401)
  })

  it('posts a status with a boolean, an array and a poll, then votes with an array', async () => {
    const posted = await send('/api/v1/statuses', {
      status: 'json poll',
      sensitive: true,
      spoiler_text: 'cw',
      poll: { options: ['yes', 'no'], expires_in: 600, multiple: true },
    })
    const status = await json<{ id: string; sensitive: boolean; poll: { id: string } }>(posted)
    expect(status.sensitive).toBe(true)
    const bob = await login(server.base, 'bob')
    const vote = await send(
      `/api/v1/polls/${status.poll.id}/votes`,
      { choices: [0, 1] },
      'POST',
      bob,
    )
    expect(await json(vote)).toMatchObject({ voted: true, own_votes: [0, 1] })
  })

  it('saves markers as nested objects', async () => {
    await send('/api/v1/markers', {
      home: { last_read_id: '5' },
      notifications: { last_read_id: '0' },
    })
    const markers = await call(
      server.base,
      '/api/v1/markers?timeline[]=home&timeline[]=notifications',
      { token: alice },
    )
    expect(await json(markers)).toMatchObject({ home: { last_read_id: '5' } })
  })

  it('follows, mutes and notes with JSON options', async () => {
    const carol = await accountId('carol')
    const followed = await send(`/api/v1/accounts/${carol}/follow`, { reblogs: false })
    expect(await json(followed)).toMatchObject({ showing_reblogs: false })
    const muted = await send(`/api/v1/accounts/${carol}/mute`, { notifications: false })
    expect(await json(muted)).toMatchObject({ muting: true, muting_notifications: false })
    const noted = await send(`/api/v1/accounts/${carol}/note`, { comment: 'from JSON' })
    expect(await json(noted)).toMatchObject({ note: 'from JSON' })
  })

  it('blocks and unblocks a domain with a JSON body, DELETE included', async () => {
    await send('/api/v1/domain_blocks', { domain: 'json.example' })
    const listed = async () =>
      json<string[]>(await call(server.base, '/api/v1/domain_blocks', { token: alice }))
    expect(await listed()).toContain('json.example')
    await send('/api/v1/domain_blocks', { domain: 'json.example' }, 'DELETE')
    expect(await listed()).not.toContain('json.example')
  })

  it('saves notification settings as JSON booleans and marks notifications read', async () => {
    const saved = await send(
      '/api/pleroma/notification_settings',
      { block_from_strangers: true },
      'PUT',
    )
    expect(await json(saved)).toEqual({ status: 'success' })
    const me = await call(server.base, '/api/v1/accounts/verify_credentials', { token: alice })
    expect(await json(me)).toMatchObject({
      pleroma: { notification_settings: { block_from_strangers: true } },
    })
    const read = await send('/api/v1/pleroma/notifications/read', { max_id: '0' })
    expect(read.status).toBeLessThan(300)
  })
})
