// @vitest-environment node
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TWIN_ACCOUNTS, TWIN_INSTANCE } from '../src/seeds/twin-accounts.ts'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, json, login, startTestServer } from './helpers.ts'

/** A port free right now (the servers below take them at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Polls `check` until it returns a value (deliveries between the servers take a moment). */
async function eventually<T>(check: () => Promise<T | null | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 5000
  for (;;) {
    const value = await check()
    if (value !== null && value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

interface AccountJson {
  id: string
  acct: string
  username: string
  url: string
  display_name: string
}

interface NotificationJson {
  type: string
  account: AccountJson
  status: StatusJson | null
}

let a: TestServer
let b: TestServer
let hostA: string
let hostB: string

beforeAll(async () => {
  const [portA, portB] = [await freePort(), await freePort()]
  hostA = `127.0.0.1:${portA}`
  hostB = `127.0.0.1:${portB}`
  ;[a, b] = await Promise.all([
    startTestServer({ port: portA, peer: `http://${hostB}` }),
    startTestServer({ port: portB, peer: `http://${hostA}`, seed: 'twin' }),
  ])
})
afterAll(async () => {
  await Promise.all([a.stop(), b.stop()])
})

describe('the twin seed', () => {
  it('has its own cast, name and thumbnail', async () => {
    const instanceA = await json(await call(a.base, '/api/v1/instance'))
    const instanceB = await json(await call(b.base, '/api/v1/instance'))
    expect(instanceB.title).toBe(TWIN_INSTANCE.name)
    expect(instanceA.title).not.toBe(instanceB.title)
    const v2 = await json<{ contact: { account: AccountJson } }>(
      await call(b.base, '/api/v2/instance'),
    )
    expect(v2.contact.account.username).toBe('dana')
    const thumbA = await (await call(a.base, '/instance/thumbnail.svg')).text()
    const thumbB = await (await call(b.base, '/instance/thumbnail.svg')).text()
    expect(thumbB).not.toBe(thumbA)
    for (const account of TWIN_ACCOUNTS) {
      await login(b.base, account.nickname)
      const lookup = await call(b.base, `/api/v1/accounts/lookup?acct=${account.nickname}`)
      expect((await json<AccountJson>(lookup)).display_name).toBe(account.displayName)
    }
    expect((await call(b.base, '/api/v1/accounts/lookup?acct=alice')).status).toBe(404)
    const publicB = await json<StatusJson[]>(await call(b.base, '/api/v1/timelines/public'))
    expect(publicB.length).toBeGreaterThan(10)
    expect(publicB.every((s) => !s.account.acct.includes('@'))).toBe(true)
  })

  it('logs in on the OAuth page as Twin Demo', async () => {
    const app = await json<{ client_id: string }>(
      await call(b.base, '/api/v1/apps', {
        form: { client_name: 'x', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' },
      }),
    )
    const query = new URLSearchParams({
      client_id: app.client_id,
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      response_type: 'code',
    })
    const html = await (await call(b.base, `/oauth/authorize?${query}`)).text()
    expect(html).toContain('Log in to Twin Demo')
  })
})

describe('federation between two demo instances', () => {
  let alice: string
  let dana: string
  let danaOnA: AccountJson

  beforeAll(async () => {
    alice = await login(a.base, 'alice')
    dana = await login(b.base, 'dana')
  })

  it('resolves an account of the other server by its handle', async () => {
    const search = await call(
      a.base,
      `/api/v2/search?q=${encodeURIComponent(`@dana@${hostB}`)}&resolve=true&type=accounts`,
      { token: alice },
    )
    const found = await json<{ accounts: AccountJson[] }>(search)
    const first = found.accounts[0]
    expect(first?.acct).toBe(`dana@${hostB}`)
    expect(first?.url).toBe(`http://${hostB}/users/dana`)
    expect(first?.display_name).toBe('Dana Okafor')
    danaOnA = first as AccountJson
    const lookup = await call(a.base, `/api/v1/accounts/lookup?acct=eli@${hostB}`)
    expect(lookup.status).toBe(200)
    expect((await json<AccountJson>(lookup)).acct).toBe(`eli@${hostB}`)
    expect((await call(a.base, `/api/v1/accounts/lookup?acct=nobody@${hostB}`)).status).toBe(404)
  })

  it('records a follow on the other server, with a follow notification there', async () => {
    const followed = await call(a.base, `/api/v1/accounts/${danaOnA.id}/follow`, {
      token: alice,
      method: 'POST',
    })
    expect((await json(followed)).following).toBe(true)
    const danaOnB = await json<AccountJson>(await call(b.base, '/api/v1/accounts/lookup?acct=dana'))
    const follower = await eventually(async () => {
      const list = await json<AccountJson[]>(
        await call(b.base, `/api/v1/accounts/${danaOnB.id}/followers`, { token: dana }),
      )
      return list.find((f) => f.acct === `alice@${hostA}`)
    }, 'alice among dana’s followers on B')
    expect(follower.url).toBe(`http://${hostA}/users/alice`)
    const notifications = await json<NotificationJson[]>(
      await call(b.base, '/api/v1/notifications', { token: dana }),
    )
    expect(notifications[0]?.type).toBe('follow')
    expect(notifications[0]?.account.acct).toBe(`alice@${hostA}`)
  })

  it('delivers a new status to the follower’s home, as a remote status pointing back', async () => {
    const posted = await json<StatusJson & { url: string }>(
      await call(b.base, '/api/v1/statuses', {
        token: dana,
        json: { status: 'Fresh from the twin server #gardening', visibility: 'public' },
      }),
    )
    const arrived = await eventually(async () => {
      const home = await json<(StatusJson & { uri: string; url: string })[]>(
        await call(a.base, '/api/v1/timelines/home', { token: alice }),
      )
      return home.find((s) => s.content.includes('Fresh from the twin server'))
    }, 'dana’s status in alice’s home on A')
    // A's own record: A answers for its id.
    const own = await call(a.base, `/api/v1/statuses/${arrived.id}`, { token: alice })
    expect((await json(own)).url).toBe(posted.url)
    expect(arrived.account.acct).toBe(`dana@${hostB}`)
    expect(arrived.url).toBe(posted.url)
    expect(arrived.url.startsWith(`http://${hostB}/`)).toBe(true)
    expect(arrived.uri.startsWith(`http://${hostB}/`)).toBe(true)
    // Public, so the known network (not the local timeline) has it.
    const federated = await json<StatusJson[]>(await call(a.base, '/api/v1/timelines/public'))
    expect(federated.some((s) => s.id === arrived.id)).toBe(true)
    const local = await json<StatusJson[]>(
      await call(a.base, '/api/v1/timelines/public?local=true'),
    )
    expect(local.some((s) => s.id === arrived.id)).toBe(false)
  })

  it('gives a mentioned account of the other server a mention notification there', async () => {
    const posted = await json<StatusJson>(
      await call(a.base, '/api/v1/statuses', {
        token: alice,
        json: { status: `Hello @fern@${hostB}, greetings from Cofe!`, visibility: 'public' },
      }),
    )
    expect(posted.mentions.map((m) => m.acct)).toContain(`fern@${hostB}`)
    const fern = await login(b.base, 'fern')
    const mention = await eventually(async () => {
      const list = await json<NotificationJson[]>(
        await call(b.base, '/api/v1/notifications?types[]=mention', { token: fern }),
      )
      return list.find((n) => n.status?.content.includes('greetings from Cofe'))
    }, 'fern’s mention notification on B')
    expect(mention.account.acct).toBe(`alice@${hostA}`)
    expect(mention.status?.mentions.map((m) => m.acct)).toContain('fern')
  })

  it('fetches a status of the other server by its URL', async () => {
    const eli = await login(b.base, 'eli')
    const posted = await json<StatusJson & { url: string }>(
      await call(b.base, '/api/v1/statuses', {
        token: eli,
        json: { status: 'A status only fetched by its link', visibility: 'public' },
      }),
    )
    const search = await json<{ statuses: (StatusJson & { url: string })[] }>(
      await call(
        a.base,
        `/api/v2/search?q=${encodeURIComponent(posted.url)}&resolve=true&type=statuses`,
        { token: alice },
      ),
    )
    expect(search.statuses[0]?.content).toContain('only fetched by its link')
    expect(search.statuses[0]?.account.acct).toBe(`eli@${hostB}`)
    expect(search.statuses[0]?.url).toBe(posted.url)
    const own = await call(a.base, `/api/v1/statuses/${search.statuses[0]?.id ?? ''}`, {
      token: alice,
    })
    expect((await json(own)).account).toMatchObject({ acct: `eli@${hostB}` })
  })

  it('deletes a delivered status when it is deleted at home', async () => {
    const fern = await login(b.base, 'fern')
    const fernOnA = await json<AccountJson>(
      await call(a.base, `/api/v1/accounts/lookup?acct=fern@${hostB}`),
    )
    await call(a.base, `/api/v1/accounts/${fernOnA.id}/follow`, { token: alice, method: 'POST' })
    const fernOnB = await json<AccountJson>(await call(b.base, '/api/v1/accounts/lookup?acct=fern'))
    await eventually(async () => {
      const list = await json<AccountJson[]>(
        await call(b.base, `/api/v1/accounts/${fernOnB.id}/followers`, { token: fern }),
      )
      return list.find((f) => f.acct === `alice@${hostA}`)
    }, 'alice among fern’s followers on B')
    const posted = await json<StatusJson>(
      await call(b.base, '/api/v1/statuses', {
        token: fern,
        json: { status: 'Short-lived fern post', visibility: 'private' },
      }),
    )
    const homeHas = async () =>
      (
        await json<StatusJson[]>(await call(a.base, '/api/v1/timelines/home', { token: alice }))
      ).find((s) => s.content.includes('Short-lived fern post'))
    const arrived = await eventually(homeHas, 'fern’s followers-only post on A')
    expect(arrived.visibility).toBe('private')
    await call(b.base, `/api/v1/statuses/${posted.id}`, { token: fern, method: 'DELETE' })
    await eventually(async () => ((await homeHas()) ? null : true), 'the post gone on A')
  })

  it('needs a locked account’s approval, on its own server', async () => {
    const gus = await login(b.base, 'gus')
    await call(b.base, '/api/v1/accounts/update_credentials', {
      token: gus,
      method: 'PATCH',
      form: { locked: 'true' },
    })
    const search = await json<{ accounts: AccountJson[] }>(
      await call(a.base, `/api/v2/search?q=gus@${hostB}&resolve=true&type=accounts`, {
        token: alice,
      }),
    )
    const gusOnA = search.accounts[0] as AccountJson
    const relationship = await json(
      await call(a.base, `/api/v1/accounts/${gusOnA.id}/follow`, { token: alice, method: 'POST' }),
    )
    expect(relationship).toMatchObject({ following: false, requested: true })
    const request = await eventually(async () => {
      const list = await json<AccountJson[]>(
        await call(b.base, '/api/v1/follow_requests', { token: gus }),
      )
      return list.find((r) => r.acct === `alice@${hostA}`)
    }, 'alice’s follow request on B')
    await call(b.base, `/api/v1/follow_requests/${request.id}/authorize`, {
      token: gus,
      method: 'POST',
    })
    await eventually(async () => {
      const [rel] = await json<{ following: boolean }[]>(
        await call(a.base, `/api/v1/accounts/relationships?id[]=${gusOnA.id}`, { token: alice }),
      )
      return rel?.following ? true : null
    }, 'the follow accepted on A')
  })

  it('ends the follow here when the other server rejects the request', async () => {
    const gus = await login(b.base, 'gus')
    const gusOnA = await json<AccountJson>(
      await call(a.base, `/api/v1/accounts/lookup?acct=gus@${hostB}`),
    )
    const bob = await login(a.base, 'bob')
    const requested = await json(
      await call(a.base, `/api/v1/accounts/${gusOnA.id}/follow`, { token: bob, method: 'POST' }),
    )
    expect(requested).toMatchObject({ requested: true })
    const request = await eventually(async () => {
      const list = await json<AccountJson[]>(
        await call(b.base, '/api/v1/follow_requests', { token: gus }),
      )
      return list.find((r) => r.acct === `bob@${hostA}`)
    }, 'bob’s follow request on B')
    await call(b.base, `/api/v1/follow_requests/${request.id}/reject`, {
      token: gus,
      method: 'POST',
    })
    await eventually(async () => {
      const [rel] = await json<{ requested: boolean; following: boolean }[]>(
        await call(a.base, `/api/v1/accounts/relationships?id[]=${gusOnA.id}`, { token: bob }),
      )
      return rel && !rel.requested && !rel.following ? true : null
    }, 'the request gone on A')
  })

  it('stops delivering after an unfollow', async () => {
    await call(a.base, `/api/v1/accounts/${danaOnA.id}/unfollow`, { token: alice, method: 'POST' })
    const danaOnB = await json<AccountJson>(await call(b.base, '/api/v1/accounts/lookup?acct=dana'))
    await eventually(async () => {
      const list = await json<AccountJson[]>(
        await call(b.base, `/api/v1/accounts/${danaOnB.id}/followers`, { token: dana }),
      )
      return list.some((f) => f.acct === `alice@${hostA}`) ? null : true
    }, 'alice gone from dana’s followers on B')
  })
})
