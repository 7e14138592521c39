// @vitest-environment node
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityFor, sweepPolls } from '../src/controls/activity.ts'
import type { Deps } from '../src/deps.ts'
import { buildSeedState } from '../src/seeds/default.ts'
import { Store } from '../src/model/store.ts'
import { StreamingHub } from '../src/http/streaming.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, startTestServer, tempDir } from './helpers.ts'

let server: TestServer
let alice: string
let bob: string

interface NotificationJson {
  id: string
  type: string
  account: { acct: string }
  status?: { id: string; content: string; poll?: { expired: boolean } | null }
  target?: { acct: string }
  emoji?: string
  pleroma: { is_seen: boolean }
}

const act = (body: Record<string, unknown>) => call(server.base, '/__demo/act', { json: body })

async function notifications(token: string, query = ''): Promise<NotificationJson[]> {
  return json<NotificationJson[]>(
    await call(server.base, `/api/v1/notifications${query}`, { token }),
  )
}

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
})

afterAll(async () => {
  await server.stop()
})

describe('POST /__demo/act', () => {
  it('a mention notifies the target with the status', async () => {
    const res = await act({ actor: 'bob', type: 'mention', target: 'alice' })
    expect(res.status).toBe(200)
    const result = await json<{ statusId: string; notificationIds: string[] }>(res)
    expect(result.notificationIds).toHaveLength(1)
    const [newest] = await notifications(alice)
    expect(newest?.type).toBe('mention')
    expect(newest?.account.acct).toBe('bob')
    expect(newest?.status?.id).toBe(result.statusId)
    expect(newest?.pleroma.is_seen).toBe(false)
  })

  it.each([
    ['favourite', 'favourite'],
    ['reblog', 'reblog'],
    ['pleroma:emoji_reaction', 'pleroma:emoji_reaction'],
    ['status', 'status'],
    ['poll', 'poll'],
  ])('%s notifies with a status', async (type, expected) => {
    const res = await act({ actor: 'bob', type, target: 'alice', emoji: '🔥' })
    expect(res.status).toBe(200)
    const [newest] = await notifications(alice)
    expect(newest?.type).toBe(expected)
    expect(newest?.status).toBeTruthy()
    if (type === 'pleroma:emoji_reaction') expect(newest?.emoji).toBe('🔥')
    if (type === 'poll') expect(newest?.status?.poll?.expired).toBe(true)
  })

  it('follow of a locked account makes a follow request', async () => {
    expect((await act({ actor: 'alice', type: 'follow', target: 'bob' })).status).toBe(200)
    const [newest] = await notifications(bob)
    expect(newest?.type).toBe('follow_request')
    expect(newest?.account.acct).toBe('alice')
  })

  it('move carries the target account', async () => {
    expect((await act({ actor: 'bob', type: 'move', target: 'alice' })).status).toBe(200)
    const [newest] = await notifications(alice)
    expect(newest?.type).toBe('move')
    expect(newest?.target?.acct).toBeTruthy()
  })

  it('rejects bad input', async () => {
    expect((await act({ actor: 'bob', type: 'nope', target: 'alice' })).status).toBe(400)
    expect((await act({ actor: 'nobody', type: 'mention', target: 'alice' })).status).toBe(422)
  })

  it('server-side types[] filter the list', async () => {
    const list = await notifications(alice, '?types[]=move&types[]=poll')
    expect(list.length).toBeGreaterThan(0)
    expect(new Set(list.map((n) => n.type))).toEqual(new Set(['move', 'poll']))
  })
})

describe('markers', () => {
  it('saving the marker marks everything up to it seen; reading gives it back', async () => {
    await act({ actor: 'bob', type: 'mention', target: 'alice' })
    const [newest] = await notifications(alice)
    const res = await call(server.base, '/api/v1/markers', {
      token: alice,
      form: { 'notifications[last_read_id]': newest?.id ?? '' },
    })
    expect(res.status).toBe(200)
    const marker = await json<{ notifications: { last_read_id: string } }>(
      await call(server.base, '/api/v1/markers?timeline[]=notifications', { token: alice }),
    )
    expect(marker.notifications.last_read_id).toBe(newest?.id)
    const list = await notifications(alice)
    expect(list.every((n) => n.pleroma.is_seen)).toBe(true)
  })

  it('needs a token', async () => {
    expect((await call(server.base, '/api/v1/markers')).status).toBe(401)
  })
})

describe('dismiss and Pleroma read', () => {
  it('dismiss removes one notification', async () => {
    await act({ actor: 'bob', type: 'mention', target: 'alice' })
    const [newest] = await notifications(alice)
    await call(server.base, `/api/v1/notifications/${newest?.id}/dismiss`, {
      token: alice,
      method: 'POST',
    })
    const after = await notifications(alice)
    expect(after.some((n) => n.id === newest?.id)).toBe(false)
  })

  it('pleroma read with max_id marks seen', async () => {
    await act({ actor: 'bob', type: 'mention', target: 'alice' })
    const [newest] = await notifications(alice)
    expect(newest?.pleroma.is_seen).toBe(false)
    await call(server.base, '/api/v1/pleroma/notifications/read', {
      token: alice,
      form: { max_id: newest?.id ?? '' },
    })
    const [again] = await notifications(alice)
    expect(again?.pleroma.is_seen).toBe(true)
  })
})

describe('streaming', () => {
  it('an act reaches the target user stream', async () => {
    const ws = new WebSocket(
      `${server.base.replace('http', 'ws')}/api/v1/streaming?access_token=${alice}&stream=user`,
    )
    const received = new Promise<NotificationJson>((resolve) => {
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString()) as { event: string; payload: string }
        if (message.event === 'notification')
          resolve(JSON.parse(message.payload) as NotificationJson)
      })
    })
    await new Promise((resolve) => ws.once('open', resolve))
    await act({ actor: 'bob', type: 'favourite', target: 'alice' })
    const n = await received
    expect(n.type).toBe('favourite')
    ws.close()
  })
})

describe('activity mode and the poll sweeper', () => {
  it('POST /__demo/activity turns it on and off', async () => {
    const on = await json<{ running: boolean }>(
      await call(server.base, '/__demo/activity', { json: { on: true } }),
    )
    expect(on.running).toBe(true)
    const off = await json<{ running: boolean }>(
      await call(server.base, '/__demo/activity', { json: { on: false } }),
    )
    expect(off.running).toBe(false)
    expect((await call(server.base, '/__demo/activity', { json: { on: 'yes' } })).status).toBe(400)
  })

  it('a scripted step makes some account act on a member, with a notification', () => {
    const store = new Store(buildSeedState(Date.now()), tempDir())
    const deps = { store, hub: new StreamingHub(store) } as unknown as Deps
    let seed = 0
    const random = () => (seed = (seed * 9301 + 49297) % 233280) / 233280
    const activity = activityFor(deps, random)
    const results = Array.from({ length: 5 }, () => activity.step())
    for (const result of results) {
      expect(result?.ok).toBe(true)
      if (result?.ok) expect(result.notificationIds.length).toBeGreaterThan(0)
    }
  })

  it('ended seeded polls from before the start do not flood anyone', () => {
    const store = { statusesNewestFirst: function* () {} }
    expect(sweepPolls({ store } as never, Date.now())).toBe(0)
  })
})
