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
