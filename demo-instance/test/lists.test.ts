// @vitest-environment node
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageOfMembers } from '../src/routes/lists.ts'
import { ALICE_LIST, ALICE_REMOTE_LIST } from '../src/seeds/facts.ts'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, json, login, parseLink, startTestServer, tempDir } from './helpers.ts'

interface ListJson {
  id: string
  title: string
}
interface AccountJson {
  id: string
  acct: string
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

const accountId = async (acct: string) =>
  (await json<AccountJson>(await call(server.base, `/api/v1/accounts/${acct}`, { token: alice })))
    .id

async function newList(token: string, title: string): Promise<ListJson> {
  const response = await call(server.base, '/api/v1/lists', { token, json: { title } })
  expect(response.status).toBe(200)
  return json<ListJson>(response)
}

/** Every page of a list's members, following the Link header. */
async function walkMembers(path: string, token: string): Promise<string[]> {
  const accts: string[] = []
  let url: string | undefined = path
  for (let guard = 0; url && guard < 50; guard += 1) {
    const response = await call(server.base, url.replace(server.base, ''), { token })
    expect(response.status).toBe(200)
    accts.push(...(await json<AccountJson[]>(response)).map((a) => a.acct))
    url = parseLink(response.headers.get('link')).next
  }
  return accts
}

describe('pageOfMembers', () => {
  const ids = ['a', 'b', 'c', 'd', 'e']

  it('gives 40 by default, every member for limit 0, and caps the limit at 80', () => {
    const many = Array.from({ length: 100 }, (_, i) => `m${i}`)
    expect(pageOfMembers(many, {}).ids).toHaveLength(40)
    expect(pageOfMembers(many, { limit: '0' })).toEqual({ ids: many, more: false, fewer: false })
    expect(pageOfMembers(many, { limit: '500' }).ids).toHaveLength(80)
  })

  it('pages forward with max_id and back with min_id or since_id', () => {
    expect(pageOfMembers(ids, { limit: '2' })).toEqual({
      ids: ['a', 'b'],
      more: true,
      fewer: false,
    })
    expect(pageOfMembers(ids, { limit: '2', maxId: 'b' })).toEqual({
      ids: ['c', 'd'],
      more: true,
      fewer: true,
    })
    expect(pageOfMembers(ids, { limit: '2', maxId: 'd' })).toEqual({
      ids: ['e'],
      more: false,
      fewer: true,
    })
    expect(pageOfMembers(ids, { limit: '2', minId: 'e' })).toEqual({
      ids: ['c', 'd'],
      more: true,
      fewer: true,
    })
    expect(pageOfMembers(ids, { limit: '2', sinceId: 'b' }).ids).toEqual(['a'])
    expect(pageOfMembers(ids, { limit: '10', maxId: 'a', minId: 'd' }).ids).toEqual(['b', 'c'])
  })

  it('ends the walk at a cursor that is no member', () => {
    expect(pageOfMembers(ids, { maxId: 'gone' }).ids).toEqual([])
    expect(pageOfMembers(ids, { minId: 'gone' }).ids).toEqual([])
  })
})

describe('lists', () => {
  it('seeds two lists for alice, the remote one newest, each with its members', async () => {
    const lists = await json<ListJson[]>(await call(server.base, '/api/v1/lists', { token: alice }))
    const friends = lists.find((l) => l.title === ALICE_LIST.title)
    const remote = lists.find((l) => l.title === ALICE_REMOTE_LIST.title)
    if (!friends || !remote) throw new Error('seeded lists missing')
    expect(Number(remote.id)).toBeGreaterThan(Number(friends.id))
    const members = await json<AccountJson[]>(
      await call(server.base, `/api/v1/lists/${remote.id}/accounts`, { token: alice }),
    )
    expect(members.map((a) => a.acct)).toEqual([...ALICE_REMOTE_LIST.members])
    const timeline = await json<StatusJson[]>(
      await call(server.base, `/api/v1/timelines/list/${remote.id}?limit=40`, { token: alice }),
    )
    expect(timeline.length).toBeGreaterThan(0)
    const shown = new Set(timeline.map((s) => s.account.acct))
    expect(
      [...shown].every((acct) => (ALICE_REMOTE_LIST.members as readonly string[]).includes(acct)),
    ).toBe(true)
    // Other people have no lists of alice's.
    expect(await json(await call(server.base, '/api/v1/lists', { token: bob }))).toEqual([])
  })

  it('answers 404 for someone else’s list, whatever the call', async () => {
    const list = await newList(alice, 'Private matters')
    const paths: [string, string, unknown][] = [
      ['GET', `/api/v1/lists/${list.id}`, undefined],
      ['PUT', `/api/v1/lists/${list.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/v1/lists/${list.id}`, undefined],
      ['GET', `/api/v1/lists/${list.id}/accounts`, undefined],
      ['POST', `/api/v1/lists/${list.id}/accounts`, { account_ids: ['x'] }],
      ['DELETE', `/api/v1/lists/${list.id}/accounts`, { account_ids: ['x'] }],
    ]
    for (const [method, path, body] of paths) {
      const response = await call(server.base, path, { method, token: bob, json: body })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(await json(response)).toEqual({ error: 'List not found' })
    }
    expect((await call(server.base, `/api/v1/lists/${list.id}`, { token: alice })).status).toBe(200)
    expect((await call(server.base, '/api/v1/lists')).status).toBe(401)
  })

  it('refuses a blank title on create and rename with 422', async () => {
    for (const title of ['', '   ']) {
      const created = await call(server.base, '/api/v1/lists', { token: alice, json: { title } })
      expect(created.status).toBe(422)
      expect(await json(created)).toEqual({ error: "Validation failed: Title can't be blank" })
    }
    const list = await newList(alice, 'Keeps its name')
    const renamed = await call(server.base, `/api/v1/lists/${list.id}`, {
      method: 'PUT',
      token: alice,
      json: { title: ' ' },
    })
    expect(renamed.status).toBe(422)
    expect(
      (await json<ListJson>(await call(server.base, `/api/v1/lists/${list.id}`, { token: alice })))
        .title,
    ).toBe('Keeps its name')
  })

  it('pages members with limit and a Link header, and gives all of them for limit 0', async () => {
    const list = await newList(alice, 'Everyone')
    const accts = [
      'bob',
      'carol',
      'admin',
      'moderator',
      'dana@mastodon.example',
      'erin@social.bubble.example',
      'frank@misskey.example',
    ]
    const ids = await Promise.all(accts.map(accountId))
    // JSON bodies and form bodies (`account_ids[]`) both work.
    await call(server.base, `/api/v1/lists/${list.id}/accounts`, {
      token: alice,
      json: { account_ids: ids.slice(0, 4) },
    })
    const form = new URLSearchParams(ids.slice(4).map((id) => ['account_ids[]', id]))
    await fetch(`${server.base}/api/v1/lists/${list.id}/accounts`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${alice}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    })

    const all = await call(server.base, `/api/v1/lists/${list.id}/accounts?limit=0`, {
      token: alice,
    })
    expect(all.headers.get('link')).toBeNull()
    expect((await json<AccountJson[]>(all)).map((a) => a.acct)).toEqual(accts)

    const first = await call(server.base, `/api/v1/lists/${list.id}/accounts?limit=3`, {
      token: alice,
    })
    const links = parseLink(first.headers.get('link'))
    expect(links.next).toContain('max_id=')
    expect(links.next).toContain('limit=3')
    expect(links.prev).toBeUndefined()
    expect(await walkMembers(`/api/v1/lists/${list.id}/accounts?limit=3`, alice)).toEqual(accts)
    // The default page (40) holds them all, with nothing further.
    const page = await call(server.base, `/api/v1/lists/${list.id}/accounts`, { token: alice })
    expect((await json<AccountJson[]>(page)).map((a) => a.acct)).toEqual(accts)
    expect(parseLink(page.headers.get('link')).next).toBeUndefined()
  })

  it('adds each account once, removes only the ids sent, and shows members’ posts', async () => {
    const list = await newList(alice, 'Two of them')
    const [bobId, carolId] = await Promise.all([accountId('bob'), accountId('carol')])
    for (let i = 0; i < 2; i += 1) {
      const added = await call(server.base, `/api/v1/lists/${list.id}/accounts`, {
        token: alice,
        json: { account_ids: [bobId, carolId] },
      })
      expect(added.status).toBe(200)
    }
    const removed = await call(server.base, `/api/v1/lists/${list.id}/accounts`, {
      method: 'DELETE',
      token: alice,
      json: { account_ids: [carolId] },
    })
    expect(await json(removed)).toEqual({})
    expect(await walkMembers(`/api/v1/lists/${list.id}/accounts`, alice)).toEqual(['bob'])
    const timeline = await json<StatusJson[]>(
      await call(server.base, `/api/v1/timelines/list/${list.id}?limit=20`, { token: alice }),
    )
    expect(timeline.length).toBeGreaterThan(0)
    expect(timeline.every((s) => s.account.acct === 'bob')).toBe(true)
  })

  it('refuses accounts the owner does not follow when it answers like GoToSocial', async () => {
    const list = await newList(alice, 'Strangers')
    const [bobId, frankId] = await Promise.all([
      accountId('bob'),
      accountId('frank@misskey.example'),
    ])
    await call(server.base, '/__demo/mode', { json: { like: 'gotosocial' } })
    try {
      const refused = await call(server.base, `/api/v1/lists/${list.id}/accounts`, {
        token: alice,
        json: { account_ids: [bobId, frankId] },
      })
      expect(refused.status).toBe(404)
      expect(await json(refused)).toEqual({
        error: `Not Found: account ${frankId} not currently followed`,
      })
      // The whole request was refused: bob was not added either.
      expect(await walkMembers(`/api/v1/lists/${list.id}/accounts`, alice)).toEqual([])
      const accepted = await call(server.base, `/api/v1/lists/${list.id}/accounts`, {
        token: alice,
        json: { account_ids: [bobId] },
      })
      expect(accepted.status).toBe(200)
    } finally {
      await call(server.base, '/__demo/mode', { json: { like: 'akkoma' } })
    }
    // Akkoma takes anyone.
    await call(server.base, `/api/v1/lists/${list.id}/accounts`, {
      token: alice,
      json: { account_ids: [frankId] },
    })
    expect(await walkMembers(`/api/v1/lists/${list.id}/accounts`, alice)).toEqual([
      'bob',
      'frank@misskey.example',
    ])
  })
})

describe('list persistence', () => {
  const dataDir = tempDir()
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps lists, titles and members across restarts', async () => {
    const first = await startTestServer({ dataDir })
    const token = await login(first.base, 'alice')
    const created = await json<ListJson>(
      await call(first.base, '/api/v1/lists', { token, json: { title: 'Kept' } }),
    )
    const carol = await json<AccountJson>(await call(first.base, '/api/v1/accounts/carol'))
    await call(first.base, `/api/v1/lists/${created.id}/accounts`, {
      token,
      json: { account_ids: [carol.id] },
    })
    await call(first.base, `/api/v1/lists/${created.id}`, {
      method: 'PUT',
      token,
      json: { title: 'Kept and renamed' },
    })
    await first.stop()

    const second = await startTestServer({ dataDir })
    const list = await json<ListJson>(
      await call(second.base, `/api/v1/lists/${created.id}`, { token }),
    )
    expect(list.title).toBe('Kept and renamed')
    const members = await json<AccountJson[]>(
      await call(second.base, `/api/v1/lists/${created.id}/accounts`, { token }),
    )
    expect(members.map((a) => a.acct)).toEqual(['carol'])
    await second.stop()
  })
})
