// @vitest-environment node
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from './helpers.ts'
import { call, login, post, startTestServer } from './helpers.ts'

let server: TestServer
let alice: string
let bob: string

interface StreamMessage {
  stream: string[]
  event: string
  payload: string
}

class Client {
  readonly messages: (StreamMessage | string)[] = []
  private waiters: (() => void)[] = []
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString()
      try {
        this.messages.push(JSON.parse(text) as StreamMessage)
      } catch {
        this.messages.push(text)
      }
      for (const w of this.waiters.splice(0)) w()
    })
  }

  async waitFor<T>(
    pick: (m: StreamMessage | string) => T | undefined,
    timeoutMs = 3000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      for (const m of this.messages) {
        const hit = pick(m)
        if (hit !== undefined) return hit
      }
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(this.messages)}`)
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 100)
      })
    }
  }
}

function connect(query: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.base.replace('http', 'ws')}/api/v1/streaming?${query}`)
    ws.once('open', () => resolve(new Client(ws)))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    ws.once('error', reject)
  })
}

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
})
afterAll(() => server.stop())

describe('streaming', () => {
  it('sends update and delete events on the user stream', async () => {
    const client = await connect(`access_token=${alice}&stream=user`)
    const status = await post(server.base, bob, 'streaming hello from bob #cofe')
    const update = await client.waitFor((m) =>
      typeof m !== 'string' &&
      m.event === 'update' &&
      (JSON.parse(m.payload) as { id: string }).id === status.id
        ? m
        : undefined,
    )
    expect(update.stream).toEqual(['user'])
    const payload = JSON.parse(update.payload) as { account: { acct: string }; content: string }
    expect(payload.account.acct).toBe('bob')
    expect(payload.content).toContain('streaming hello')
    await call(server.base, `/api/v1/statuses/${status.id}`, { method: 'DELETE', token: bob })
    const deletion = await client.waitFor((m) =>
      typeof m !== 'string' && m.event === 'delete' ? m : undefined,
    )
    expect(deletion.payload).toBe(status.id)
    client.ws.close()
  })

  it('sends mention notifications to the mentioned user', async () => {
    const client = await connect(`access_token=${alice}&stream=user`)
    await post(server.base, bob, '@alice are you around?')
    const message = await client.waitFor((m) =>
      typeof m !== 'string' && m.event === 'notification' ? m : undefined,
    )
    const notification = JSON.parse(message.payload) as { type: string; account: { acct: string } }
    expect(notification).toMatchObject({ type: 'mention', account: { acct: 'bob' } })
    client.ws.close()
  })

  it('does not leak private posts to other users', async () => {
    const guest = await connect('stream=public')
    const aliceClient = await connect(`access_token=${alice}&stream=user`)
    const secret = await post(server.base, bob, 'for followers only', { visibility: 'private' })
    const visible = await post(server.base, bob, 'for everyone')
    await guest.waitFor((m) =>
      typeof m !== 'string' && (JSON.parse(m.payload) as { id: string }).id === visible.id
        ? m
        : undefined,
    )
    await aliceClient.waitFor((m) =>
      typeof m !== 'string' &&
      m.event === 'update' &&
      (JSON.parse(m.payload) as { id: string }).id === secret.id
        ? m
        : undefined,
    )
    const leaked = guest.messages.some(
      (m) => typeof m !== 'string' && m.payload.includes(secret.id),
    )
    expect(leaked).toBe(false)
    guest.ws.close()
    aliceClient.ws.close()
  })

  it('tells the account’s user stream, and no one else’s, that its filters changed', async () => {
    const mine = await connect(`access_token=${alice}&stream=user`)
    const notifications = await connect(`access_token=${alice}&stream=user:notification`)
    const others = await connect(`access_token=${bob}&stream=user`)
    const changedFor = (client: Client) =>
      client.messages.filter((m) => typeof m !== 'string' && m.event === 'filters_changed')
    const created = await call(server.base, '/api/v1/filters', {
      method: 'POST',
      token: alice,
      json: { phrase: 'streamed-filter', context: ['home'] },
    })
    expect(created.status).toBe(200)
    const message = await mine.waitFor((m) =>
      typeof m !== 'string' && m.event === 'filters_changed' ? m : undefined,
    )
    // Mastodon's shape: the stream and the event, no payload.
    expect(message).toEqual({ stream: ['user'], event: 'filters_changed' })
    const { id } = (await created.json()) as { id: string }
    const removed = await call(server.base, `/api/v1/filters/${id}`, {
      method: 'DELETE',
      token: alice,
    })
    expect(removed.status).toBe(200)
    await mine.waitFor((m) => (changedFor(mine).length === 2 ? m : undefined))
    // A ping answered after the changes: nothing else was on its way to the others.
    for (const client of [others, notifications]) {
      client.ws.send('ping')
      await client.waitFor((m) => (m === 'pong' ? m : undefined))
    }
    expect(changedFor(others)).toEqual([])
    expect(changedFor(notifications)).toEqual([])
    for (const client of [mine, notifications, others]) client.ws.close()
  })

  it('answers ping with pong and supports subscribe messages', async () => {
    const client = await connect(`access_token=${alice}`)
    client.ws.send('ping')
    expect(await client.waitFor((m) => (m === 'pong' ? m : undefined))).toBe('pong')
    client.ws.send(JSON.stringify({ type: 'subscribe', stream: 'public:local' }))
    await new Promise((r) => setTimeout(r, 50))
    const status = await post(server.base, bob, 'local public post')
    const message = await client.waitFor((m) =>
      typeof m !== 'string' && m.event === 'update' && m.payload.includes(status.id)
        ? m
        : undefined,
    )
    expect(message.stream).toEqual(['public:local'])
    client.ws.close()
  })

  it('rejects invalid tokens and unauthenticated user streams with 401', async () => {
    await expect(connect('access_token=nope&stream=user')).rejects.toThrow('HTTP 401')
    await expect(connect('stream=user')).rejects.toThrow('HTTP 401')
    await expect(connect('stream=bogus')).rejects.toThrow('HTTP 400')
  })

  it('drops every socket with the requested close code', async () => {
    const client = await connect(`access_token=${alice}&stream=user`)
    const closed = new Promise<number>((resolve) =>
      client.ws.once('close', (code) => resolve(code)),
    )
    const response = await call(server.base, '/__demo/streaming/drop', {
      json: { code: 4321, reason: 'test' },
    })
    expect(response.status).toBe(200)
    expect(await closed).toBe(4321)
  })

  it('cuts the connection for code 1006 (abnormal closure)', async () => {
    const client = await connect(`access_token=${alice}&stream=user`)
    const closed = new Promise<number>((resolve) =>
      client.ws.once('close', (code) => resolve(code)),
    )
    await call(server.base, '/__demo/streaming/drop', { json: { code: 1006 } })
    expect(await closed).toBe(1006)
  })
})
