// @vitest-environment node
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from './helpers.ts'
import { call, json, login, registerApp, startTestServer } from './helpers.ts'

const SITE = 'http://127.0.0.1:9999'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await login(server.base, 'alice')
})
afterAll(() => server.stop())

function preflight(path: string, method = 'POST', headers = 'authorization,content-type') {
  return call(server.base, path, {
    method: 'OPTIONS',
    headers: {
      Origin: SITE,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': headers,
    },
  })
}

function corsHeaders(response: Response): Record<string, string> {
  const found: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (name.startsWith('access-control-')) found[name] = value
  })
  return found
}

describe('CORS as Akkoma answers it', () => {
  it('reflects the origin on API replies, with credentials and the exposed headers', async () => {
    const response = await call(server.base, '/api/v1/timelines/home', {
      token,
      headers: { Origin: SITE },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/i)
    const exposed = (response.headers.get('access-control-expose-headers') ?? '')
      .split(/,\s*/)
      .map((h) => h.toLowerCase())
    for (const header of [
      'link',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'x-request-id',
      'idempotency-key',
    ]) {
      expect(exposed).toContain(header)
    }
  })

  it('answers a preflight with 204, the methods, headers and max-age', async () => {
    const response = await preflight('/api/v1/statuses')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    const methods = (response.headers.get('access-control-allow-methods') ?? '').split(/,\s*/)
    expect(methods.sort()).toEqual(['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT'])
    const headers = (response.headers.get('access-control-allow-headers') ?? '')
      .split(/,\s*/)
      .map((h) => h.toLowerCase())
    expect(headers.sort()).toEqual(['authorization', 'content-type', 'idempotency-key'])
    expect(response.headers.get('access-control-max-age')).toBe('86400')
  })

  it('covers the token endpoint, nodeinfo, instance files, static files and media', async () => {
    const app = await registerApp(server.base)
    const tokenReply = await call(server.base, '/oauth/token', {
      headers: { Origin: SITE },
      form: {
        grant_type: 'client_credentials',
        client_id: app.client_id,
        client_secret: app.client_secret,
      },
    })
    expect(tokenReply.status).toBe(200)
    expect(tokenReply.headers.get('access-control-allow-origin')).toBe(SITE)
    expect((await preflight('/oauth/token')).headers.get('access-control-allow-origin')).toBe(SITE)
    expect((await preflight('/oauth/revoke')).status).toBe(204)

    const me = await json<{ avatar: string; emojis: unknown[] }>(
      await call(server.base, '/api/v1/accounts/verify_credentials', { token }),
    )
    const emoji = await json<{ url: string }[]>(await call(server.base, '/api/v1/custom_emojis'))
    const paths = [
      '/.well-known/nodeinfo',
      '/nodeinfo/2.1.json',
      '/instance/thumbnail.svg',
      '/static/config.json',
      new URL(me.avatar).pathname,
      new URL(emoji[0]?.url ?? '').pathname,
    ]
    for (const path of paths) {
      const response = await call(server.base, path, { headers: { Origin: SITE } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('access-control-allow-origin'), path).toBe(SITE)
    }
  })

  it('accepts a streaming socket from any origin', async () => {
    const ws = new WebSocket(
      `${server.base.replace('http', 'ws')}/api/v1/streaming?access_token=${token}&stream=user`,
      { origin: 'http://elsewhere.example:4000' },
    )
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
      ws.once('error', reject)
    })
    ws.close()
  })

  it('gives the HTML authorize page no CORS headers (it is navigated to)', async () => {
    const app = await registerApp(server.base, 'http://client.example/cb')
    const query = new URLSearchParams({
      client_id: app.client_id,
      redirect_uri: 'http://client.example/cb',
      response_type: 'code',
      scope: 'read',
    })
    const response = await call(server.base, `/oauth/authorize?${query}`, {
      headers: { Origin: SITE },
    })
    expect(response.status).toBe(200)
    expect(corsHeaders(response)).toEqual({})
  })
})

describe('a server that refuses other origins', () => {
  it('answers without any CORS header but still serves the request, until a reset', async () => {
    const set = await call(server.base, '/__demo/mode', { json: { cors: 'refuse' } })
    expect(await json(set)).toMatchObject({ cors: 'refuse' })

    const response = await call(server.base, '/api/v1/timelines/home', {
      token,
      headers: { Origin: SITE },
    })
    expect(response.status).toBe(200)
    expect((await json<unknown[]>(response)).length).toBeGreaterThan(0)
    expect(corsHeaders(response)).toEqual({})
    const instance = await call(server.base, '/api/v1/instance', { headers: { Origin: SITE } })
    expect(instance.status).toBe(200)
    expect(corsHeaders(instance)).toEqual({})
    expect(corsHeaders(await preflight('/api/v1/statuses'))).toEqual({})
    // The test controls stay reachable from a page.
    const control = await call(server.base, '/__demo/mode', { headers: { Origin: SITE } })
    expect(control.headers.get('access-control-allow-origin')).toBe(SITE)

    expect((await call(server.base, '/__demo/mode', { json: { cors: 'nope' } })).status).toBe(400)
    await call(server.base, '/__demo/reset', { method: 'POST' })
    expect(await json(await call(server.base, '/__demo/mode'))).toMatchObject({ cors: 'allow' })
    const after = await call(server.base, '/api/v1/instance', { headers: { Origin: SITE } })
    expect(after.headers.get('access-control-allow-origin')).toBe(SITE)
    token = await login(server.base, 'alice')
  })

  it('can start refusing (--cors refuse)', async () => {
    const refusing = await startTestServer({ cors: 'refuse' })
    try {
      const response = await call(refusing.base, '/api/v1/instance', {
        headers: { Origin: SITE },
      })
      expect(response.status).toBe(200)
      expect(corsHeaders(response)).toEqual({})
      await call(refusing.base, '/__demo/reset', { method: 'POST' })
      const after = await call(refusing.base, '/api/v1/instance', { headers: { Origin: SITE } })
      expect(corsHeaders(after)).toEqual({})
    } finally {
      await refusing.stop()
    }
  })
})
