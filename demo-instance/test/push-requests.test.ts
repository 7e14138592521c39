// @vitest-environment node
import { ECDH } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { INSTANCE } from '../src/config.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, parseLink, post, startTestServer } from './helpers.ts'

interface AccountJson {
  id: string
  acct: string
  follow_requests_count?: number
}

let server: TestServer
let bob: string
let alice: string

beforeAll(async () => {
  server = await startTestServer()
  bob = await login(server.base, 'bob')
  alice = await login(server.base, 'alice')
})
afterAll(() => server.stop())

const me = async (token: string) =>
  json<AccountJson>(await call(server.base, '/api/v1/accounts/verify_credentials', { token }))

describe('follow requests', () => {
  it('lists the pending requests of the locked account, approves and denies them', async () => {
    const before = await me(bob)
    const list = await json<AccountJson[]>(
      await call(server.base, '/api/v1/follow_requests', { token: bob }),
    )
    expect(list.map((a) => a.acct)).toContain('dana@mastodon.example')
    expect(before.follow_requests_count).toBe(list.length)

    // alice (who follows bob in the seed) unfollows and asks again: her request comes first.
    const aliceId = (await me(alice)).id
    const bobId = before.id
    await call(server.base, `/api/v1/accounts/${bobId}/unfollow`, { method: 'POST', token: alice })
    expect(
      (
        await call(server.base, `/api/v1/accounts/${bobId}/follow`, {
          method: 'POST',
          token: alice,
        })
      ).status,
    ).toBe(200)
    const withAlice = await json<AccountJson[]>(
      await call(server.base, '/api/v1/follow_requests', { token: bob }),
    )
    expect(withAlice[0]?.acct).toBe('alice')

    const dana = list.find((a) => a.acct === 'dana@mastodon.example') as AccountJson
    const approved = await call(server.base, `/api/v1/follow_requests/${dana.id}/authorize`, {
      method: 'POST',
      token: bob,
    })
    expect(await json(approved)).toMatchObject({ id: dana.id, followed_by: true })
    const denied = await call(server.base, `/api/v1/follow_requests/${aliceId}/reject`, {
      method: 'POST',
      token: bob,
    })
    expect(await json(denied)).toMatchObject({ id: aliceId, followed_by: false })

    const after = await json<AccountJson[]>(
      await call(server.base, '/api/v1/follow_requests', { token: bob }),
    )
    expect(after.map((a) => a.acct)).not.toContain('dana@mastodon.example')
    expect(after.map((a) => a.acct)).not.toContain('alice')
    expect((await me(bob)).follow_requests_count).toBe(after.length)
  })

  it('pages with a Link header', async () => {
    const response = await call(server.base, '/api/v1/follow_requests?limit=1', { token: bob })
    expect(response.status).toBe(200)
    // One page of at most one; a next link only when more could follow.
    const page = await json<AccountJson[]>(response)
    expect(page.length).toBeLessThanOrEqual(1)
    if (page.length === 1) expect(parseLink(response.headers.get('link')).next).toBeTruthy()
  })
})

describe('push subscriptions', () => {
  const body = {
    subscription: {
      endpoint: 'https://push.example/send/1',
      keys: { p256dh: 'BPUBLIC', auth: 'AUTH' },
    },
    data: {
      alerts: { follow: true, favourite: true, mention: true, reblog: false, move: true },
    },
  }

  it('need a token with the push scope', async () => {
    expect((await call(server.base, '/api/v1/push/subscription')).status).toBe(401)
    const app = await json<{ client_id: string; client_secret: string }>(
      await call(server.base, '/api/v1/apps', {
        form: {
          client_name: 'no-push',
          redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
          scopes: 'read',
        },
      }),
    )
    const { access_token: readOnly } = await json<{ access_token: string }>(
      await call(server.base, '/oauth/token', {
        form: {
          grant_type: 'password',
          username: 'alice',
          password: 'password',
          client_id: app.client_id,
          client_secret: app.client_secret,
        },
      }),
    )
    const response = await call(server.base, '/api/v1/push/subscription', {
      token: readOnly,
      json: body,
    })
    expect(response.status).toBe(403)
  })

  it('are created, read, updated and deleted per token', async () => {
    const token = await login(server.base, 'alice')
    const path = '/api/v1/push/subscription'
    expect((await call(server.base, path, { token })).status).toBe(404)
    const invalid = await call(server.base, path, { token, json: { subscription: {} } })
    expect(invalid.status).toBe(422)

    const created = await json(await call(server.base, path, { token, json: body }))
    expect(created).toMatchObject({
      id: expect.any(Number),
      endpoint: 'https://push.example/send/1',
      server_key: INSTANCE.vapidPublicKey,
      alerts: { follow: true, favourite: true, mention: true, reblog: false, move: true },
    })
    expect(await json(await call(server.base, path, { token }))).toEqual(created)
    // Another token of the same user has its own (none yet).
    expect((await call(server.base, path, { token: alice })).status).toBe(404)

    const updated = await json(
      await call(server.base, path, {
        method: 'PUT',
        token,
        json: { data: { alerts: { reblog: true } } },
      }),
    )
    expect(updated).toMatchObject({ alerts: { reblog: true, follow: true } })

    expect(await json(await call(server.base, path, { method: 'DELETE', token }))).toEqual({})
    expect((await call(server.base, path, { token })).status).toBe(404)
    expect((await call(server.base, path, { method: 'DELETE', token })).status).toBe(404)
  })

  it('log a delivery for notifications the subscription asked for', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await call(server.base, '/api/v1/push/subscription', { token: bob, json: body })
    await post(server.base, alice, '@bob a mention for your phone')
    expect(info.mock.calls.flat().join('\n')).toMatch(
      /web push \(not sent\): mention notification \S+ to https:\/\/push\.example\/send\/1/,
    )
  })
})

describe('instance', () => {
  it('reports a VAPID key that is a real P-256 point', async () => {
    const v1 = await json<{ pleroma: { vapid_public_key: string } }>(
      await call(server.base, '/api/v1/instance'),
    )
    const key = v1.pleroma.vapid_public_key
    expect(key).toBe(INSTANCE.vapidPublicKey)
    expect(Buffer.from(key, 'base64url')).toHaveLength(65)
    expect(() => ECDH.convertKey(key, 'prime256v1', 'base64url', 'hex', 'compressed')).not.toThrow()
  })

  it('serves the web app manifest', async () => {
    const response = await call(server.base, '/manifest.json')
    expect(response.headers.get('content-type')).toContain('application/manifest+json')
    const manifest = await json<{ name: string; icons: { sizes: string }[]; start_url: string }>(
      response,
    )
    expect(manifest.name).toBe(INSTANCE.name)
    expect(manifest.start_url).toBe('/')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512'])
  })
})
