/** What the about page reads: staff, bubble, federation policy with reasons, terms of service. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, json, startTestServer, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.stop()
})

describe('about data', () => {
  it('nodeinfo lists staff, bubble instances and the federation policy with reasons', async () => {
    const res = await call(server.base, '/nodeinfo/2.1.json')
    expect(res.status).toBe(200)
    const meta = (await json<{ metadata: Record<string, unknown> }>(res)).metadata
    expect(meta.staffAccounts).toEqual(
      expect.arrayContaining([`${server.base}/users/admin`, `${server.base}/users/moderator`]),
    )
    expect(meta.localBubbleInstances).toEqual(['social.bubble.example'])
    const federation = meta.federation as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON document read in a test
    expect(federation.mrf_simple.reject).toContain('spam.example')
    expect(federation.mrf_simple_info.reject['spam.example'].reason).toMatch(/advertising/)
    expect(federation.quarantined_instances).toEqual(['leaky.example'])
    expect(
      federation.quarantined_instances_info.quarantined_instances['leaky.example'].reason,
    ).toBeTruthy()
    expect(federation.mrf_keyword.replace[0]).toEqual({
      pattern: 'the cloud',
      replacement: 'someone else’s computer',
    })
  })

  it('serves terms of service as HTML', async () => {
    const res = await fetch(`${server.base}/static/terms-of-service.html`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(await res.text()).toMatch(/<h\d/)
  })
})

describe('a private instance', () => {
  it('says so in nodeinfo and refuses guests timelines and search until reset', async () => {
    const mode = async (body: unknown) =>
      call(server.base, '/__demo/mode', { method: 'POST', json: body })
    expect((await mode({ private: 'yes' })).status).toBe(400)
    expect(await json(await mode({ private: true }))).toMatchObject({
      like: 'akkoma',
      private: true,
    })
    const meta = (
      await json<{ metadata: { private: boolean } }>(await call(server.base, '/nodeinfo/2.0.json'))
    ).metadata
    expect(meta.private).toBe(true)
    for (const path of ['/api/v1/timelines/public', '/api/v2/search?q=cofe']) {
      const res = await call(server.base, path)
      expect(res.status).toBe(403)
      expect(await json(res)).toEqual({ error: 'This resource requires authentication.' })
    }
    // What a visitor needs to sign in stays open.
    expect((await call(server.base, '/api/v1/instance')).status).toBe(200)
    await call(server.base, '/__demo/reset', { method: 'POST' })
    expect((await call(server.base, '/api/v1/timelines/public')).status).toBe(200)
  })
})
