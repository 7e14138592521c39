// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALICE_FOLLOWED_TAGS, ALICE_LIST } from '../src/seeds/facts.ts'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, json, login, parseLink, post, startTestServer } from './helpers.ts'

interface Tag {
  name: string
  url: string
  following: boolean
  history: { day: string; uses: string; accounts: string }[]
}
interface StatusWithTags extends StatusJson {
  tags: { name: string }[]
}

let server: TestServer
let alice: string
let bob: string
let moderator: string

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
  moderator = await login(server.base, 'moderator')
})
afterAll(() => server.stop())

async function walk<T extends { id: string }>(path: string, token: string | null): Promise<T[]> {
  const out: T[] = []
  let url: string | undefined = path
  for (let guard = 0; url && guard < 100; guard += 1) {
    const response = await call(server.base, url.replace(server.base, ''), { token })
    expect(response.status).toBe(200)
    const page = await json<T[]>(response)
    if (page.length === 0) break
    out.push(...page)
    url = parseLink(response.headers.get('link')).next
  }
  return out
}

describe('hashtags', () => {
  it('shows a tag with its daily history and whether the viewer follows it', async () => {
    const tag = await json<Tag>(await call(server.base, '/api/v1/tags/Cofe', { token: bob }))
    expect(tag).toMatchObject({ name: 'cofe', following: false })
    expect(tag.url).toMatch(/\/tags\/cofe$/)
    expect(tag.history).toHaveLength(7)
    expect(tag.history.reduce((sum, d) => sum + Number(d.uses), 0)).toBeGreaterThan(0)
    expect(Number(tag.history[0]?.day)).toBeGreaterThan(Number(tag.history[1]?.day))
  })

  it('follows and unfollows, and lists followed tags with paging', async () => {
    const followed = await json<Tag>(
      await call(server.base, '/api/v1/tags/knitting/follow', { method: 'POST', token: bob }),
    )
    expect(followed).toMatchObject({ name: 'knitting', following: true })
    for (const name of ['a1', 'a2', 'a3'])
      await call(server.base, `/api/v1/tags/${name}/follow`, { method: 'POST', token: bob })
    const all = await walk<Tag & { id: string }>('/api/v1/followed_tags?limit=2', bob)
    expect(all.map((t) => t.name)).toEqual(['a3', 'a2', 'a1', 'knitting'])
    expect(all.every((t) => t.following)).toBe(true)
    const unfollowed = await json<Tag>(
      await call(server.base, '/api/v1/tags/knitting/unfollow', { method: 'POST', token: bob }),
    )
    expect(unfollowed.following).toBe(false)
    expect((await call(server.base, '/api/v1/followed_tags')).status).toBe(401)
  })

  it('brings public posts with followed tags into the home timeline', async () => {
    // moderator does not follow bob.
    const before = await post(server.base, bob, 'first scarf! #knitting')
    expect(
      (await walk<StatusJson>('/api/v1/timelines/home?limit=40', moderator)).map((s) => s.id),
    ).not.toContain(before.id)
    await call(server.base, '/api/v1/tags/knitting/follow', { method: 'POST', token: moderator })
    const publicPost = await post(server.base, bob, 'second scarf! #knitting')
    const unlisted = await post(server.base, bob, 'quiet scarf #knitting', {
      visibility: 'unlisted',
    })
    const home = (await walk<StatusJson>('/api/v1/timelines/home?limit=40', moderator)).map(
      (s) => s.id,
    )
    expect(home).toContain(publicPost.id)
    expect(home).toContain(before.id)
    expect(home).not.toContain(unlisted.id)
  })

  it('seeds alice’s followed tags', async () => {
    const tags = await json<Tag[]>(
      await call(server.base, '/api/v1/followed_tags', { token: alice }),
    )
    expect(tags.map((t) => t.name).sort()).toEqual([...ALICE_FOLLOWED_TAGS].sort())
    const home = await walk<StatusWithTags>('/api/v1/timelines/home?limit=40', alice)
    const following = await json<{ id: string }[]>(
      await call(server.base, '/api/v1/accounts/alice/following?limit=40'),
    )
    const followed = new Set(following.map((a) => a.id))
    const viaTag = home.filter(
      (s) => s.reblog === null && !followed.has(s.account.id) && s.account.acct !== 'alice',
    )
    expect(
      viaTag.some((s) =>
        s.tags.some((t) => (ALICE_FOLLOWED_TAGS as readonly string[]).includes(t.name)),
      ),
    ).toBe(true)
  })
})

describe('lists', () => {
  it('creates, renames, fills, empties and deletes lists', async () => {
    const created = await json<{ id: string; title: string }>(
      await call(server.base, '/api/v1/lists', { token: bob, json: { title: 'Cyclists' } }),
    )
    expect(created.title).toBe('Cyclists')
    expect(
      (await call(server.base, '/api/v1/lists', { token: bob, json: { title: ' ' } })).status,
    ).toBe(422)
    const renamed = await json<{ title: string }>(
      await call(server.base, `/api/v1/lists/${created.id}`, {
        method: 'PUT',
        token: bob,
        json: { title: 'Riders' },
      }),
    )
    expect(renamed.title).toBe('Riders')
    const aliceAccount = await json<{ id: string }>(
      await call(server.base, '/api/v1/accounts/alice'),
    )
    const carolAccount = await json<{ id: string }>(
      await call(server.base, '/api/v1/accounts/carol'),
    )
    await call(server.base, `/api/v1/lists/${created.id}/accounts`, {
      token: bob,
      json: { account_ids: [aliceAccount.id, carolAccount.id] },
    })
    const members = await json<{ acct: string }[]>(
      await call(server.base, `/api/v1/lists/${created.id}/accounts`, { token: bob }),
    )
    expect(members.map((a) => a.acct)).toEqual(['alice', 'carol'])
    const onLists = await json<{ id: string }[]>(
      await call(server.base, `/api/v1/accounts/${aliceAccount.id}/lists`, { token: bob }),
    )
    expect(onLists.map((l) => l.id)).toEqual([created.id])
    await call(
      server.base,
      `/api/v1/lists/${created.id}/accounts?account_ids[]=${carolAccount.id}`,
      {
        method: 'DELETE',
        token: bob,
      },
    )
    const fewer = await json<{ acct: string }[]>(
      await call(server.base, `/api/v1/lists/${created.id}/accounts`, { token: bob }),
    )
    expect(fewer.map((a) => a.acct)).toEqual(['alice'])
    // Other people cannot see it.
    expect((await call(server.base, `/api/v1/lists/${created.id}`, { token: alice })).status).toBe(
      404,
    )
    expect(
      await json(
        await call(server.base, `/api/v1/lists/${created.id}`, { method: 'DELETE', token: bob }),
      ),
    ).toEqual({})
    expect((await call(server.base, `/api/v1/lists/${created.id}`, { token: bob })).status).toBe(
      404,
    )
  })

  it('has a timeline of the members’ posts with paging', async () => {
    const lists = await json<{ id: string; title: string }[]>(
      await call(server.base, '/api/v1/lists', { token: alice }),
    )
    const friends = lists.find((l) => l.title === ALICE_LIST.title)
    if (!friends) throw new Error('no Friends list')
    const members = await json<{ acct: string }[]>(
      await call(server.base, `/api/v1/lists/${friends.id}/accounts`, { token: alice }),
    )
    expect(members.map((a) => a.acct)).toEqual([...ALICE_LIST.members])
    const small = await walk<StatusJson>(`/api/v1/timelines/list/${friends.id}?limit=7`, alice)
    const big = await walk<StatusJson>(`/api/v1/timelines/list/${friends.id}?limit=40`, alice)
    expect(small.map((s) => s.id)).toEqual(big.map((s) => s.id))
    expect(small.length).toBeGreaterThan(20)
    expect(
      small.every((s) => (ALICE_LIST.members as readonly string[]).includes(s.account.acct)),
    ).toBe(true)
    const fresh = await post(server.base, bob, 'hello list readers')
    const first = await json<StatusJson[]>(
      await call(server.base, `/api/v1/timelines/list/${friends.id}?limit=1`, { token: alice }),
    )
    expect(first[0]?.id).toBe(fresh.id)
    expect(
      (await call(server.base, `/api/v1/timelines/list/${friends.id}`, { token: bob })).status,
    ).toBe(403)
  })
})
