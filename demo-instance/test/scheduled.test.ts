// @vitest-environment node
import WebSocket from 'ws'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TOO_SOON_ERROR } from '../src/routes/scheduled.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, parseLink, startTestServer } from './helpers.ts'

interface ScheduledJson {
  id: string
  scheduled_at: string
  params: {
    text: string
    visibility: string
    spoiler_text: string | null
    media_ids: string[] | null
    poll: { options: string[]; expires_in: string; multiple: boolean } | null
  }
  media_attachments: { id: string }[]
}

let server: TestServer
let alice: string
let bob: string

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
})
afterAll(() => server.stop())
afterEach(async () => {
  await call(server.base, '/__demo/clock', { method: 'DELETE' })
})

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

async function schedule(token: string, body: Record<string, unknown>, key?: string) {
  return call(server.base, '/api/v1/statuses', {
    token,
    json: body,
    headers: key ? { 'Idempotency-Key': key } : undefined,
  })
}

describe('scheduled statuses', () => {
  it('stores a post with scheduled_at and answers a ScheduledStatus, not a Status', async () => {
    const at = inMinutes(30)
    const response = await schedule(alice, {
      status: 'later, with a poll',
      scheduled_at: at,
      visibility: 'unlisted',
      spoiler_text: 'cw',
      poll: { options: ['yes', 'no'], expires_in: 3600 },
    })
    expect(response.status).toBe(200)
    const body = await json<ScheduledJson>(response)
    expect(body.scheduled_at).toBe(at)
    expect(body.params).toMatchObject({
      text: 'later, with a poll',
      visibility: 'unlisted',
      spoiler_text: 'cw',
      poll: { options: ['yes', 'no'], expires_in: '3600', multiple: false },
    })
    expect(body).not.toHaveProperty('content')
    // Not on the author's timeline yet.
    const home = await json<{ content: string }[]>(
      await call(server.base, '/api/v1/timelines/home', { token: alice }),
    )
    expect(home.some((s) => s.content.includes('later, with a poll'))).toBe(false)
  })

  it('refuses a time under five minutes ahead, or none that parses, with 422', async () => {
    const soon = await schedule(alice, { status: 'too soon', scheduled_at: inMinutes(4) })
    expect(soon.status).toBe(422)
    expect(await json(soon)).toEqual({ error: TOO_SOON_ERROR })
    const bad = await schedule(alice, { status: 'bad', scheduled_at: 'tomorrow-ish' })
    expect(bad.status).toBe(422)
  })

  it('takes a retried post with the same Idempotency-Key once', async () => {
    const body = { status: 'once only', scheduled_at: inMinutes(40) }
    const first = await json<ScheduledJson>(await schedule(bob, body, 'k-1'))
    const again = await json<ScheduledJson>(await schedule(bob, body, 'k-1'))
    expect(again.id).toBe(first.id)
  })

  it('lists only the owner’s, paged by id with a Link header', async () => {
    for (let i = 0; i < 3; i += 1) {
      await schedule(bob, { status: `bob page ${i}`, scheduled_at: inMinutes(60 + i) })
    }
    const first = await call(server.base, '/api/v1/scheduled_statuses?limit=2', { token: bob })
    const page1 = await json<ScheduledJson[]>(first)
    expect(page1).toHaveLength(2)
    const next = parseLink(first.headers.get('link')).next
    expect(next).toBeDefined()
    const page2 = await json<ScheduledJson[]>(
      await call(server.base, (next ?? '').replace(server.base, ''), { token: bob }),
    )
    const texts = [...page1, ...page2].map((s) => s.params.text)
    expect(texts).toContain('bob page 0')
    expect(new Set([...page1, ...page2].map((s) => s.id)).size).toBe(page1.length + page2.length)
    // Alice sees none of Bob's, and cannot read, move or cancel one.
    const alices = await json<ScheduledJson[]>(
      await call(server.base, '/api/v1/scheduled_statuses?limit=40', { token: alice }),
    )
    expect(alices.some((s) => s.params.text.startsWith('bob'))).toBe(false)
    const id = page1[0]?.id ?? ''
    const path = `/api/v1/scheduled_statuses/${id}`
    expect((await call(server.base, path, { token: alice })).status).toBe(404)
    expect((await call(server.base, path, { token: alice, method: 'DELETE' })).status).toBe(404)
    expect((await call(server.base, '/api/v1/scheduled_statuses')).status).toBe(401)
  })

  it('reschedules (PUT) with the same rule, and cancels (DELETE)', async () => {
    const created = await json<ScheduledJson>(
      await schedule(alice, { status: 'to move', scheduled_at: inMinutes(20) }),
    )
    const path = `/api/v1/scheduled_statuses/${created.id}`
    const later = inMinutes(90)
    const moved = await call(server.base, path, {
      token: alice,
      method: 'PUT',
      json: { scheduled_at: later },
    })
    expect(moved.status).toBe(200)
    expect((await json<ScheduledJson>(moved)).scheduled_at).toBe(later)
    const early = await call(server.base, path, {
      token: alice,
      method: 'PUT',
      json: { scheduled_at: inMinutes(1) },
    })
    expect(early.status).toBe(422)
    expect((await call(server.base, path, { token: alice, method: 'DELETE' })).status).toBe(200)
    expect((await call(server.base, path, { token: alice })).status).toBe(404)
  })

  it('publishes a post when the clock reaches its time, streamed to followers', async () => {
    // Bob follows Alice: her post reaches his user stream.
    const ws = new WebSocket(
      `${server.base.replace('http', 'ws')}/api/v1/streaming?access_token=${bob}&stream=user`,
    )
    const updates: string[] = []
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { event: string; payload: string }
      if (message.event === 'update') updates.push(message.payload)
    })
    await new Promise((resolve) => ws.once('open', resolve))
    const created = await json<ScheduledJson>(
      await schedule(alice, { status: 'goes out on time', scheduled_at: inMinutes(10) }),
    )
    const early = await json<{ published: number }>(
      await call(server.base, '/__demo/clock', { json: { advanceMs: 5 * 60_000 } }),
    )
    expect(early.published).toBe(0)
    const due = await json<{ published: number }>(
      await call(server.base, '/__demo/clock', { json: { advanceMs: 6 * 60_000 } }),
    )
    expect(due.published).toBeGreaterThanOrEqual(1)
    await expect
      .poll(() => updates.some((u) => u.includes('goes out on time')), { timeout: 3000 })
      .toBe(true)
    ws.close()
    // Gone from the list once out.
    const left = await call(server.base, `/api/v1/scheduled_statuses/${created.id}`, {
      token: alice,
    })
    expect(left.status).toBe(404)
  })
})
