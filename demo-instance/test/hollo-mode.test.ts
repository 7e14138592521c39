// @vitest-environment node
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from './helpers.ts'
import { call, json, parseLink, startTestServer } from './helpers.ts'
import {
  REDIRECT_URI,
  UUID_V4,
  UUID_V7,
  holloLogin,
  issuesOf,
  registerHolloApp,
} from './hollo-helpers.ts'

let server: TestServer
let alice: string

beforeAll(async () => {
  server = await startTestServer({ like: 'hollo' })
  alice = await holloLogin(server.base, 'alice')
})
afterAll(() => server.stop())

const get = (path: string, token: string | null = null) => call(server.base, path, { token })

async function expectPlain404(response: Response) {
  expect(response.status).toBe(404)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  expect(await response.text()).toBe('404 Not Found')
}

describe('the Hollo mode: what the server says it is', () => {
  it('answers /api/v1/instance as Hollo 0.9.13', async () => {
    const body = await json(await get('/api/v1/instance'))
    const host = new URL(server.base).host
    expect(body).toMatchObject({
      uri: host,
      title: host,
      version: '0.9.13',
      urls: {},
      registrations: false,
      approval_required: true,
      feature_quote: true,
      fedibird_capabilities: ['emoji_reaction', 'enable_wide_emoji', 'enable_wide_emoji_reaction'],
      configuration: { statuses: { max_characters: 10000, max_media_attachments: 8 } },
    })
    expect(body).not.toHaveProperty('pleroma')
    const contact = body.contact_account as Record<string, unknown>
    expect(contact.id).toMatch(UUID_V4)
    expect(contact).not.toHaveProperty('pleroma')
  })

  it('answers /api/v2/instance with Mastodon API version 7 and no streaming URL', async () => {
    const body = await json(await get('/api/v2/instance'))
    expect(body).toMatchObject({
      version: '0.9.13',
      api_versions: { mastodon: 7 },
      source_url: 'https://github.com/fedify-dev/hollo',
      registrations: { enabled: false, approval_required: true, message: null },
      configuration: { vapid: { public_key: '' }, translation: { enabled: false } },
    })
    expect((body.configuration as Record<string, unknown>).urls).toBeUndefined()
  })

  it('points NodeInfo at 2.1, which names the software hollo with empty metadata', async () => {
    const links = await json<{ links: { rel: string; href: string }[] }>(
      await get('/.well-known/nodeinfo'),
    )
    expect(links.links).toHaveLength(1)
    expect(links.links[0]?.href).toBe(`${server.base}/nodeinfo/2.1`)
    const nodeinfo = await json(await get('/nodeinfo/2.1'))
    expect(nodeinfo).toMatchObject({
      software: { name: 'hollo', version: '0.9.13' },
      protocols: ['activitypub'],
      openRegistrations: false,
      metadata: {},
    })
    const old = await get('/nodeinfo/2.0')
    expect(old.status).toBe(302)
    expect(old.headers.get('location')).toBe('/nodeinfo/2.1')
    await expectPlain404(await get('/nodeinfo/2.0.json'))
  })
})

describe('the Hollo mode: app registration', () => {
  it("refuses admin scopes with Hollo's 422 body, naming the first unknown scope", async () => {
    const response = await call(server.base, '/api/v1/apps', {
      form: {
        client_name: 'Akkoma Web Client',
        redirect_uris: REDIRECT_URI,
        scopes: 'read write follow push admin:read admin:write',
      },
    })
    expect(response.status).toBe(422)
    const body = await json(response)
    expect(body.error).toBe('invalid_request')
    expect((body.zod_error as { name: string }).name).toBe('ZodError')
    const [issue, ...more] = issuesOf(body)
    expect(more).toHaveLength(0)
    expect(issue).toMatchObject({ code: 'invalid_value', received: 'admin:read', path: ['scopes'] })
    expect(issue?.values).toContain('profile')
  })

  it('refuses any other unknown scope, and unknown fields (a strict schema)', async () => {
    const scope = await call(server.base, '/api/v1/apps', {
      form: { client_name: 'x', redirect_uris: REDIRECT_URI, scopes: 'read mystery' },
    })
    expect(scope.status).toBe(422)
    expect(issuesOf(await json(scope))[0]).toMatchObject({ received: 'mystery' })
    const field = await call(server.base, '/api/v1/apps', {
      json: { client_name: 'x', redirect_uris: REDIRECT_URI, scopes: 'read', color: 'blue' },
    })
    expect(field.status).toBe(422)
    const body = await json(field)
    expect(body.error).toBe('invalid_request')
    expect(issuesOf(body)).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['color'], path: [] }),
    ])
  })

  it('answers a body that is not JSON after all with 400', async () => {
    const response = await fetch(`${server.base}/api/v1/apps`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"client_name":',
    })
    expect(response.status).toBe(400)
  })

  it("registers with Hollo's scopes and answers its shape, a UUIDv4 id included", async () => {
    const response = await call(server.base, '/api/v1/apps', {
      json: { client_name: 'JSON app', redirect_uris: REDIRECT_URI, scopes: 'read profile' },
    })
    expect(response.status).toBe(200)
    const app = await json(response)
    expect(app).toMatchObject({
      name: 'JSON app',
      website: null,
      redirect_uris: [REDIRECT_URI],
      redirect_uri: REDIRECT_URI,
      client_secret_expires_at: 0,
      vapid_key: '',
    })
    expect(app.id).toMatch(UUID_V4)
    const verified = await json(await get('/api/v1/apps/verify_credentials', alice))
    expect(verified).toMatchObject({ name: 'vitest', scopes: ['read', 'write', 'follow', 'push'] })
    expect(verified.id).toMatch(UUID_V4)
  })
})

describe('the Hollo mode: no streaming, and what else it lacks', () => {
  it('answers the streaming API over HTTP with a plain 404', async () => {
    await expectPlain404(await get('/api/v1/streaming/health', alice))
    await expectPlain404(await get('/api/v1/streaming?stream=public', alice))
  })

  it('refuses a WebSocket upgrade with a plain 404', async () => {
    const url = `${server.base.replace('http', 'ws')}/api/v1/streaming?stream=user&access_token=${alice}`
    const ws = new WebSocket(url)
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      ws.once('open', () => reject(new Error('the socket opened')))
      ws.once('unexpected-response', (_req, res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      ws.once('error', () => undefined)
    })
    expect(answer).toEqual({ status: 404, body: '404 Not Found' })
  })

  it('answers endpoints Hollo lacks and unknown paths with a plain 404', async () => {
    for (const path of [
      '/api/v1/filters',
      '/api/v2/filters',
      '/api/v1/conversations',
      '/api/v1/domain_blocks',
      '/api/v1/scheduled_statuses',
      '/api/v1/push/subscription',
      '/api/v1/directory',
      '/api/v1/endorsements',
      '/api/v1/instance/peers',
      '/api/v1/instance/rules',
      '/api/v1/pleroma/emoji',
      '/api/v1/pleroma/accounts/x/subscribe',
      '/api/pleroma/frontend_configurations',
      '/api/v1/akkoma/frontend_settings/x',
      '/api/v1/timelines/bubble',
      '/api/v1/timelines/direct',
      '/api/v1/no/such/thing',
      '/static/config.json',
    ]) {
      const response = await get(path, alice)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe('404 Not Found')
    }
    // Registration, and the v1 calls on single notifications.
    const register = await call(server.base, '/api/v1/accounts', {
      json: { username: 'x', email: 'x@example.org', password: 'password', agreement: true },
    })
    await expectPlain404(register)
    const [notification] = await json<{ id: string }[]>(
      await get('/api/v1/notifications?limit=1', alice),
    )
    await expectPlain404(await get(`/api/v1/notifications/${notification?.id}`, alice))
    await expectPlain404(
      await call(server.base, '/api/v1/notifications/clear', { token: alice, method: 'POST' }),
    )
    await expectPlain404(
      await call(server.base, `/api/v1/notifications/${notification?.id}/dismiss`, {
        token: alice,
        method: 'POST',
      }),
    )
  })
})

describe('the Hollo mode: guests', () => {
  it('refuses the public timeline and an account’s posts without a token', async () => {
    const aliceId = (await json<{ id: string }>(await get('/api/v1/accounts/lookup?acct=alice'))).id
    for (const path of [
      '/api/v1/timelines/public?limit=5',
      '/api/v1/timelines/public?local=true',
      `/api/v1/accounts/${aliceId}/statuses`,
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(401)
      expect(await json(response)).toEqual({ error: 'unauthorized' })
    }
    const badToken = await get('/api/v1/timelines/public', 'no-such-token')
    expect(badToken.status).toBe(401)
    expect(await json(badToken)).toEqual({ error: 'invalid_token' })
  })

  it('keeps a single post and the account lookup open', async () => {
    const lookup = await get('/api/v1/accounts/lookup?acct=alice')
    expect(lookup.status).toBe(200)
    const [first] = await json<{ id: string }[]>(await get('/api/v1/timelines/public', alice))
    const single = await get(`/api/v1/statuses/${first?.id}`)
    expect(single.status).toBe(200)
    expect((await json(single)).id).toBe(first?.id)
  })
})

interface Status {
  id: string
  created_at: string
  account: { id: string }
  media_attachments: { id: string }[]
  mentions: { id: string }[]
  poll: { id: string } | null
  url: string
}

describe('the Hollo mode: ids are UUIDs', () => {
  it('shows statuses as UUIDv7s and accounts as UUIDv4s, nowhere a FlakeId', async () => {
    const response = await get('/api/v1/timelines/public?limit=40', alice)
    const text = await response.clone().text()
    const page = await json<Status[]>(response)
    expect(page.length).toBe(40)
    for (const status of page) {
      expect(status.id).toMatch(UUID_V7)
      expect(status.account.id).toMatch(UUID_V4)
      for (const media of status.media_attachments) expect(media.id).toMatch(UUID_V7)
      for (const mention of status.mentions) expect(mention.id).toMatch(UUID_V4)
      if (status.url.startsWith(server.base)) expect(status.url).toContain(status.id)
    }
    expect(text).not.toMatch(/"(id|account_id|in_reply_to_id)":"[0-9A-Za-z]{18}"/)
  })

  it('pages by UUID with max_id and min_id, newest first, through the Link header', async () => {
    const first = await get('/api/v1/timelines/public?limit=10', alice)
    const page1 = await json<Status[]>(first)
    const { next } = parseLink(first.headers.get('link'))
    expect(next).toContain(`max_id=${page1[9]?.id}`)
    const second = await call(server.base, (next ?? '').replace(server.base, ''), { token: alice })
    const page2 = await json<Status[]>(second)
    expect(page2).toHaveLength(10)
    const ids = [...page1, ...page2].map((s) => s.id)
    expect(ids).toEqual([...ids].sort().reverse())
    expect(new Set(ids).size).toBe(20)
    const { prev } = parseLink(second.headers.get('link'))
    expect(prev).toContain(`min_id=${page2[0]?.id}`)
    const back = await json<Status[]>(
      await call(server.base, (prev ?? '').replace(server.base, ''), { token: alice }),
    )
    expect(back.map((s) => s.id)).toEqual(page1.map((s) => s.id))
  })

  it('takes UUIDs in paths, query lists and JSON bodies', async () => {
    const bob = (await json<{ id: string }>(await get('/api/v1/accounts/lookup?acct=bob'))).id
    const account = await json<{ id: string; username: string }>(
      await get(`/api/v1/accounts/${bob}`),
    )
    expect(account).toMatchObject({ id: bob, username: 'bob' })
    const relationships = await json<{ id: string }[]>(
      await get(`/api/v1/accounts/relationships?id[]=${bob}`, alice),
    )
    expect(relationships.map((r) => r.id)).toEqual([bob])
    const list = await json<{ id: string; title: string }>(
      await call(server.base, '/api/v1/lists', { token: alice, json: { title: 'Friends' } }),
    )
    expect(list.id).toMatch(UUID_V7)
    const added = await call(server.base, `/api/v1/lists/${list.id}/accounts`, {
      token: alice,
      json: { account_ids: [bob] },
    })
    expect(added.status).toBe(200)
    const members = await json<{ id: string }[]>(
      await get(`/api/v1/lists/${list.id}/accounts`, alice),
    )
    expect(members.map((m) => m.id)).toEqual([bob])
    const posted = await json<Status>(
      await call(server.base, '/api/v1/statuses', {
        token: alice,
        json: { status: 'a poll', poll: { options: ['yes', 'no'], expires_in: 600 } },
      }),
    )
    expect(posted.id).toMatch(UUID_V7)
    expect(posted.poll?.id).toMatch(UUID_V7)
    const reply = await json<Status & { in_reply_to_id: string }>(
      await call(server.base, '/api/v1/statuses', {
        token: alice,
        json: { status: 'and a reply', in_reply_to_id: posted.id },
      }),
    )
    expect(reply.in_reply_to_id).toBe(posted.id)
    // Newer posts have greater ids.
    expect(reply.id > posted.id).toBe(true)
  })
})

describe('the Hollo mode: what Hollo has and Akkoma lacks', () => {
  it('answers preferences and familiar followers', async () => {
    const preferences = await json(await get('/api/v1/preferences', alice))
    expect(preferences).toMatchObject({ 'posting:default:visibility': 'public' })
    const bob = (await json<{ id: string }>(await get('/api/v1/accounts/lookup?acct=bob'))).id
    const [familiar] = await json<{ id: string; accounts: { id: string }[] }[]>(
      await get(`/api/v1/accounts/familiar_followers?id[]=${bob}`, alice),
    )
    expect(familiar?.id).toBe(bob)
    for (const account of familiar?.accounts ?? []) expect(account.id).toMatch(UUID_V4)
    expect((await get('/api/v1/preferences')).status).toBe(401)
  })

  it('answers the stubs Hollo answers with nothing', async () => {
    for (const path of ['/api/v1/announcements', '/api/v1/trends/tags', '/api/v2/suggestions']) {
      const response = await get(path, alice)
      expect(response.status, path).toBe(200)
      expect(await json(response), path).toEqual([])
    }
  })
})

describe('the Hollo mode: switching', () => {
  it('is switched on at run time until the next reset', async () => {
    const other = await startTestServer()
    try {
      expect((await json(await call(other.base, '/api/v1/instance'))).version).not.toBe('0.9.13')
      const switched = await call(other.base, '/__demo/mode', { json: { like: 'hollo' } })
      expect(await json(switched)).toMatchObject({ like: 'hollo' })
      expect((await json(await call(other.base, '/api/v1/instance'))).version).toBe('0.9.13')
      await expectPlain404(await call(other.base, '/api/v1/no/such/thing'))
      await call(other.base, '/__demo/reset', { method: 'POST' })
      expect((await json(await call(other.base, '/__demo/mode'))).like).toBe('akkoma')
      const back = await call(other.base, '/api/v1/no/such/thing')
      expect(back.status).toBe(404)
      expect(await json(back)).toEqual({ error: 'Not found' })
    } finally {
      await other.stop()
    }
  })

  it('a server started as hollo returns to hollo on reset', async () => {
    await call(server.base, '/__demo/mode', { json: { like: 'akkoma' } })
    await call(server.base, '/__demo/reset', { method: 'POST' })
    expect((await json(await call(server.base, '/__demo/mode'))).like).toBe('hollo')
    // The reset forgot every token: a new one, and a new app, work.
    alice = await holloLogin(server.base, 'alice')
    expect((await json(await get('/api/v1/instance'))).version).toBe('0.9.13')
    expect(await registerHolloApp(server.base)).toHaveProperty('client_id')
  })
})
