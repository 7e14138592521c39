// @vitest-environment node
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITED_POSTS } from '../src/seeds/facts.ts'
import type { TestServer } from './helpers.ts'
import { call, findStatus, json, login, post, startTestServer } from './helpers.ts'

interface Edited {
  id: string
  content: string
  spoiler_text: string
  sensitive: boolean
  edited_at: string | null
  created_at: string
  tags: { name: string }[]
  poll: { options: { title: string; votes_count: number }[] } | null
}
interface Version {
  content: string
  spoiler_text: string
  sensitive: boolean
  created_at: string
  account: { acct: string }
  media_attachments: unknown[]
  emojis: unknown[]
  poll: unknown
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

const edit = (id: string, token: string, body: Record<string, unknown>) =>
  call(server.base, `/api/v1/statuses/${id}`, { method: 'PUT', token, json: body })

describe('editing', () => {
  it('updates the status and keeps every version in the history', async () => {
    const original = await post(server.base, alice, 'first draft #cofe')
    const response = await edit(original.id, alice, {
      status: 'second draft :cofe: #tea',
      spoiler_text: 'drinks',
      sensitive: true,
    })
    expect(response.status).toBe(200)
    const edited = await json<Edited>(response)
    expect(edited.content).toContain('second draft')
    expect(edited).toMatchObject({ spoiler_text: 'drinks', sensitive: true })
    expect(edited.tags.map((t) => t.name)).toEqual(['tea'])
    expect(edited.edited_at).not.toBeNull()
    expect(Date.parse(edited.edited_at ?? '')).toBeGreaterThan(Date.parse(edited.created_at))

    await edit(original.id, alice, { status: 'third draft' })
    const history = await json<Version[]>(
      await call(server.base, `/api/v1/statuses/${original.id}/history`, { token: alice }),
    )
    expect(history.map((v) => v.content)).toEqual([
      expect.stringContaining('first draft'),
      expect.stringContaining('second draft'),
      'third draft',
    ])
    expect(history[0]).toMatchObject({
      spoiler_text: '',
      sensitive: false,
      account: { acct: 'alice' },
    })
    // Absent fields keep their value: the warning stayed.
    expect(history[2]?.spoiler_text).toBe('drinks')
    expect(history[1]?.emojis).toHaveLength(1)
    const times = history.map((v) => Date.parse(v.created_at))
    expect([...times].sort((a, b) => a - b)).toEqual(times)

    const source = await json<{ text: string; spoiler_text: string }>(
      await call(server.base, `/api/v1/statuses/${original.id}/source`, { token: alice }),
    )
    expect(source).toMatchObject({ text: 'third draft', spoiler_text: 'drinks' })
  })

  it('lets only the author edit', async () => {
    const status = await post(server.base, alice, 'mine')
    expect((await edit(status.id, bob, { status: 'hijacked' })).status).toBe(403)
    expect((await edit(status.id, '', { status: 'guest' })).status).toBe(401)
    expect((await edit('nope', alice, { status: 'x' })).status).toBe(404)
    const blank = await edit(status.id, alice, { status: '   ' })
    expect(blank.status).toBe(422)
  })

  it('edits polls, keeping votes when the options stay', async () => {
    const status = await json<Edited & { poll: { id: string } }>(
      await call(server.base, '/api/v1/statuses', {
        token: alice,
        json: { status: 'poll', poll: { options: ['a', 'b'], expires_in: 3600 } },
      }),
    )
    await call(server.base, `/api/v1/polls/${status.poll.id}/votes`, {
      token: bob,
      json: { choices: [1] },
    })
    const same = await json<Edited>(
      await edit(status.id, alice, {
        status: 'poll (typo fixed)',
        poll: { options: ['a', 'b'], expires_in: 3600 },
      }),
    )
    expect(same.poll?.options[1]?.votes_count).toBe(1)
    const changed = await json<Edited>(
      await edit(status.id, alice, {
        status: 'new poll',
        poll: { options: ['c', 'd', 'e'], expires_in: 3600 },
      }),
    )
    expect(changed.poll?.options.map((o) => [o.title, o.votes_count])).toEqual([
      ['c', 0],
      ['d', 0],
      ['e', 0],
    ])
  })

  it('streams status.update to followers', async () => {
    const ws = new WebSocket(
      `${server.base.replace('http', 'ws')}/api/v1/streaming?access_token=${bob}&stream=user`,
    )
    await new Promise((resolve, reject) => {
      ws.once('open', resolve)
      ws.once('error', reject)
    })
    const status = await post(server.base, alice, 'streamed then edited')
    const got = new Promise<{ event: string; payload: string }>((resolve) => {
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString()) as { event: string; payload: string }
        if (message.event === 'status.update') resolve(message)
      })
    })
    await edit(status.id, alice, { status: 'streamed and edited' })
    const message = await got
    const payload = JSON.parse(message.payload) as Edited
    expect(payload.id).toBe(status.id)
    expect(payload.content).toBe('streamed and edited')
    ws.close()
  })
})

describe('seeded edits', () => {
  it('have their versions in the history, oldest first', async () => {
    for (const fact of EDITED_POSTS) {
      const status = await findStatus<Edited>(server.base, null, fact.author, fact.snippet)
      expect(status.edited_at).not.toBeNull()
      const history = await json<Version[]>(
        await call(server.base, `/api/v1/statuses/${status.id}/history`),
      )
      expect(history).toHaveLength(fact.versions.length)
      const texts = history.map((v) => v.content.replace(/<[^>]+>/g, ''))
      expect(texts).toEqual(fact.versions)
    }
  })
})
