// @vitest-environment node
import WebSocket from 'ws'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from './helpers.ts'
import { call, json, login, post, startTestServer } from './helpers.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await call(server.base, '/__demo/faults', { method: 'DELETE' })
})
afterAll(() => server.stop())

function addFault(fault: Record<string, unknown>) {
  return call(server.base, '/__demo/faults', { json: fault })
}

describe('fault injection', () => {
  it('answers a status with the default body, limited by times', async () => {
    const added = await addFault({
      path: '/api/v1/instance',
      mode: 'status',
      status: 503,
      times: 2,
    })
    expect(added.status).toBe(200)
    expect(typeof (await json(added)).id).toBe('string')
    for (let i = 0; i < 2; i += 1) {
      const response = await call(server.base, '/api/v1/instance')
      expect(response.status).toBe(503)
      expect(await json(response)).toEqual({ error: 'Service Unavailable' })
    }
    expect((await call(server.base, '/api/v1/instance')).status).toBe(200)
  })

  it('uses a custom body, matches method and path prefixes', async () => {
    await addFault({
      method: 'POST',
      path: '/api/v1/statuses*',
      mode: 'status',
      status: 422,
      body: { error: 'nope' },
    })
    const token = await login(server.base, 'alice')
    const response = await call(server.base, '/api/v1/statuses', { token, json: { status: 'hi' } })
    expect(response.status).toBe(422)
    expect(await json(response)).toEqual({ error: 'nope' })
    expect((await call(server.base, '/api/v1/timelines/public')).status).toBe(200)
    expect((await call(server.base, '/api/v1/statuses?id[]=1', { token })).status).toBe(200)
  })

  it('applies to OAuth routes too', async () => {
    await addFault({ path: '/oauth/token', mode: 'status', status: 500 })
    const response = await call(server.base, '/oauth/token', { form: { grant_type: 'password' } })
    expect(response.status).toBe(500)
    expect(await json(response)).toEqual({ error: 'Internal Server Error' })
  })

  it('answers malformed JSON', async () => {
    await addFault({ path: '/api/v1/timelines/public', mode: 'malformed' })
    const response = await call(server.base, '/api/v1/timelines/public')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    await expect(response.json()).rejects.toThrow()
  })

  it('hangs until the client gives up', async () => {
    await addFault({ path: '/nodeinfo/2.0.json', mode: 'hang', times: 1 })
    const controller = new AbortController()
    const started = Date.now()
    setTimeout(() => controller.abort(), 300)
    await expect(
      fetch(`${server.base}/nodeinfo/2.0.json`, { signal: controller.signal }),
    ).rejects.toThrow()
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect((await call(server.base, '/nodeinfo/2.0.json')).status).toBe(200)
  })

  it('clears all faults with DELETE', async () => {
    await addFault({ path: '*', mode: 'status', status: 500 })
    expect((await call(server.base, '/api/v1/instance')).status).toBe(500)
    // Control endpoints are never faulted.
    expect((await call(server.base, '/__demo/faults', { method: 'DELETE' })).status).toBe(200)
    expect((await call(server.base, '/api/v1/instance')).status).toBe(200)
  })

  it('makes the streaming upgrade fail with the fault status', async () => {
    await addFault({ path: '/api/v1/streaming', mode: 'status', status: 502, times: 1 })
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(
        `${server.base.replace('http', 'ws')}/api/v1/streaming?stream=public`,
      )
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      ws.once('open', () => reject(new Error('opened')))
      ws.once('error', () => undefined)
    })
    expect(status).toBe(502)
  })

  it('validates fault specs', async () => {
    expect((await addFault({ path: 'no-slash', mode: 'status' })).status).toBe(400)
    expect((await addFault({ path: '/x', mode: 'explode' })).status).toBe(400)
  })
})

describe('reset', () => {
  it('reseeds in place and clears faults', async () => {
    const token = await login(server.base, 'alice')
    const status = await post(server.base, token, 'this will be gone after reset')
    await addFault({ path: '/api/v1/instance', mode: 'status', status: 500 })
    expect((await call(server.base, '/__demo/reset', { method: 'POST' })).status).toBe(200)
    expect((await call(server.base, '/api/v1/instance')).status).toBe(200)
    expect((await call(server.base, `/api/v1/statuses/${status.id}`)).status).toBe(404)
    // Old tokens are gone with the old data; logging in again works.
    expect((await call(server.base, '/api/v1/accounts/verify_credentials', { token })).status).toBe(
      401,
    )
    expect(await login(server.base, 'alice')).toBeTruthy()
  })
})

describe('without --faults', () => {
  it('has no control endpoints', async () => {
    const plain = await startTestServer({ faults: false })
    try {
      expect(
        (await call(plain.base, '/__demo/faults', { json: { path: '/x', mode: 'hang' } })).status,
      ).toBe(404)
      expect((await call(plain.base, '/__demo/reset', { method: 'POST' })).status).toBe(404)
    } finally {
      await plain.stop()
    }
  })
})
