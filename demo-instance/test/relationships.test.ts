// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, json, login, post, startTestServer } from './helpers.ts'

interface Rel {
  id: string
  following: boolean
  followed_by: boolean
  requested: boolean
  blocking: boolean
  blocked_by: boolean
  muting: boolean
  muting_notifications: boolean
  subscribing: boolean
  notifying: boolean
  showing_reblogs: boolean
  domain_blocking: boolean
  endorsed: boolean
  note: string
}
interface Acc {
  id: string
  acct: string
}

let server: TestServer
let alice: string
let bob: string
let admin: string
let moderator: string
const ids: Record<string, string> = {}

const api = (path: string, token: string | null, init: Parameters<typeof call>[2] = {}) =>
  call(server.base, path, { token, ...init })

async function rel(token: string, acct: string): Promise<Rel> {
  const res = await api(`/api/v1/accounts/relationships?id[]=${ids[acct]}`, token)
  expect(res.status).toBe(200)
  const list = await json<Rel[]>(res)
  return list[0] as Rel
}

async function act(token: string, acct: string, action: string, form?: Record<string, string>) {
  const res = await api(`/api/v1/accounts/${ids[acct]}/${action}`, token, {
    method: 'POST',
    form: form ?? {},
  })
  expect(res.status).toBe(200)
  return json<Rel>(res)
}

async function home(token: string, extra = ''): Promise<StatusJson[]> {
  return json<StatusJson[]>(await api(`/api/v1/timelines/home?limit=40${extra}`, token))
}

async function loginAll(): Promise<void> {
  const [a, b, c, d] = await Promise.all(
    ['alice', 'bob', 'admin', 'moderator'].map((n) => login(server.base, n)),
  )
  alice = a ?? ''
  bob = b ?? ''
  admin = c ?? ''
  moderator = d ?? ''
}

/**
 * The seed's ids are made from the minute it was built in: a reset in a
 * later minute gives every account a new id, so they are looked up again
 * after each reset (a run that crossed a minute failed with 404s).
 */
async function lookupIds(): Promise<void> {
  for (const acct of [
    'alice',
    'bob',
    'carol',
    'admin',
    'moderator',
    'dana@mastodon.example',
    'gwen@social.bubble.example',
  ]) {
    const res = await api(`/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`, null)
    ids[acct] = (await json<Acc>(res)).id
  }
}

beforeAll(async () => {
  server = await startTestServer()
  await loginAll()
  await lookupIds()
})
afterAll(() => server.stop())
afterEach(async () => {
  await call(server.base, '/__demo/reset', { method: 'POST' })
  await loginAll()
  await lookupIds()
})

describe('relationships', () => {
  it('answers every flag', async () => {
    const r = await rel(alice, 'bob')
    expect(r).toMatchObject({
      id: ids.bob,
      following: true,
      followed_by: true,
      requested: false,
      blocking: false,
      blocked_by: false,
      muting: false,
      muting_notifications: false,
      subscribing: false,
      notifying: false,
      showing_reblogs: true,
      domain_blocking: false,
      endorsed: false,
      note: '',
    })
  })

  it('makes a request to a locked account, and unfollow cancels it', async () => {
    expect(await act(admin, 'bob', 'follow')).toMatchObject({ following: false, requested: true })
    expect(await act(admin, 'bob', 'unfollow')).toMatchObject({
      following: false,
      requested: false,
    })
  })

  it('follows an unlocked account at once and its posts join the home timeline', async () => {
    const mine = await post(server.base, moderator, 'moderator says hello to new followers')
    expect((await home(alice)).some((s) => s.id === mine.id)).toBe(false)
    expect(await act(alice, 'moderator', 'follow')).toMatchObject({ following: true })
    expect((await home(alice)).some((s) => s.id === mine.id)).toBe(true)
    await act(alice, 'moderator', 'unfollow')
    expect((await home(alice)).some((s) => s.id === mine.id)).toBe(false)
  })

  it('hides repeats from the home timeline when asked, and keeps options on a re-follow', async () => {
    const original = await post(server.base, moderator, 'something worth repeating')
    const repeat = await json<StatusJson>(
      await api(`/api/v1/statuses/${original.id}/reblog`, bob, { method: 'POST' }),
    )
    expect((await home(alice)).some((s) => s.id === repeat.id)).toBe(true)
    expect(await act(alice, 'bob', 'follow', { reblogs: 'false' })).toMatchObject({
      showing_reblogs: false,
    })
    expect((await home(alice)).some((s) => s.id === repeat.id)).toBe(false)
    // A follow with only notify leaves the repeats setting alone.
    expect(await act(alice, 'bob', 'follow', { notify: 'true' })).toMatchObject({
      showing_reblogs: false,
      notifying: true,
      subscribing: true,
    })
  })

  it('subscribes and notifies of new posts', async () => {
    expect(await act(alice, 'bob', 'follow')).toMatchObject({ following: true })
    const sub = await api(`/api/v1/pleroma/accounts/${ids.bob}/subscribe`, alice, {
      method: 'POST',
    })
    expect((await json<Rel>(sub)).subscribing).toBe(true)
    const fresh = await post(server.base, bob, 'a post for my subscribers')
    const notes = await json<{ type: string; status: { id: string } | null }[]>(
      await api('/api/v1/notifications?limit=40', alice),
    )
    expect(notes.some((n) => n.type === 'status' && n.status?.id === fresh.id)).toBe(true)
    const unsub = await api(`/api/v1/pleroma/accounts/${ids.bob}/unsubscribe`, alice, {
      method: 'POST',
    })
    expect((await json<Rel>(unsub)).subscribing).toBe(false)
  })

  it('removes a follower', async () => {
    expect((await rel(alice, 'bob')).followed_by).toBe(true)
    expect(await act(alice, 'bob', 'remove_from_followers')).toMatchObject({ followed_by: false })
    expect((await rel(bob, 'alice')).following).toBe(false)
  })
})

describe('blocks', () => {
  it('ends follows both ways, hides posts both ways and lists the block', async () => {
    const bobPost = await post(server.base, bob, 'bob posts before the block')
    const alicePost = await post(server.base, alice, 'alice posts before the block')
    const r = await act(alice, 'bob', 'block')
    expect(r).toMatchObject({ blocking: true, following: false, followed_by: false })
    expect((await rel(bob, 'alice')).blocked_by).toBe(true)
    const publicTl = await json<StatusJson[]>(await api('/api/v1/timelines/public?limit=40', alice))
    expect(publicTl.some((s) => s.id === bobPost.id)).toBe(false)
    const bobsView = await json<StatusJson[]>(await api('/api/v1/timelines/public?limit=40', bob))
    expect(bobsView.some((s) => s.id === alicePost.id)).toBe(false)
    const aliceStatuses = await json<StatusJson[]>(
      await api(`/api/v1/accounts/${ids.alice}/statuses`, bob),
    )
    expect(aliceStatuses).toEqual([])
    // The newest block comes first (the seed's blocks follow).
    const blocks = await json<Acc[]>(await api('/api/v1/blocks', alice))
    expect(blocks[0]?.acct).toBe('bob')
    const follow = await api(`/api/v1/accounts/${ids.alice}/follow`, bob, { method: 'POST' })
    expect(follow.status).toBe(400)
    expect(await act(alice, 'bob', 'unblock')).toMatchObject({ blocking: false })
    const after = await json<Acc[]>(await api('/api/v1/blocks', alice))
    expect(after.map((a) => a.acct)).not.toContain('bob')
  })
})

describe('mutes', () => {
  it('flags the posts muted, leaves them out unless with_muted, and lists the mute', async () => {
    const bobPost = await post(server.base, bob, 'bob posts before the mute')
    expect(await act(alice, 'bob', 'mute')).toMatchObject({
      muting: true,
      muting_notifications: true,
    })
    expect((await home(alice)).some((s) => s.id === bobPost.id)).toBe(false)
    const withMuted = await json<(StatusJson & { muted: boolean })[]>(
      await api('/api/v1/timelines/home?limit=40&with_muted=true', alice),
    )
    expect(withMuted.find((s) => s.id === bobPost.id)?.muted).toBe(true)
    const mutes = await json<Acc[]>(await api('/api/v1/mutes', alice))
    expect(mutes[0]?.acct).toBe('bob')
    // Muted with their notifications: a mention makes none.
    const mention = await post(server.base, bob, '@alice are you there?')
    const notes = await json<{ status: { id: string } | null }[]>(
      await api('/api/v1/notifications?limit=40', alice),
    )
    expect(notes.some((n) => n.status?.id === mention.id)).toBe(false)
    expect(await act(alice, 'bob', 'unmute')).toMatchObject({ muting: false })
    expect((await home(alice)).some((s) => s.id === bobPost.id)).toBe(true)
  })

  it('can leave notifications on', async () => {
    expect(await act(alice, 'bob', 'mute', { notifications: 'false' })).toMatchObject({
      muting: true,
      muting_notifications: false,
    })
  })
})

describe('domain blocks', () => {
  it('adds, lists and removes a domain; its accounts say domain_blocking', async () => {
    const add = await api('/api/v1/domain_blocks', alice, {
      method: 'POST',
      form: { domain: 'Mastodon.example' },
    })
    expect(add.status).toBe(200)
    expect(await json<string[]>(await api('/api/v1/domain_blocks', alice))).toEqual([
      'mastodon.example',
    ])
    expect((await rel(alice, 'dana@mastodon.example')).domain_blocking).toBe(true)
    const homeTl = await home(alice)
    expect(homeTl.some((s) => s.account.acct === 'dana@mastodon.example')).toBe(false)
    const del = await api('/api/v1/domain_blocks', alice, {
      method: 'DELETE',
      form: { domain: 'mastodon.example' },
    })
    expect(del.status).toBe(200)
    expect(await json<string[]>(await api('/api/v1/domain_blocks', alice))).toEqual([])
  })
})

describe('suggestions', () => {
  it('suggests accounts the viewer does not follow, locals first', async () => {
    const v2 = await json<{ source: string; account: Acc }[]>(
      await api('/api/v2/suggestions?limit=5', admin),
    )
    expect(v2.map((s) => s.account.acct)).toEqual([
      'bob',
      'dana@mastodon.example',
      'erin@social.bubble.example',
      'frank@misskey.example',
      'gwen@social.bubble.example',
    ])
    const v1 = await json<Acc[]>(await api('/api/v1/suggestions?limit=2', alice))
    expect(v1.map((a) => a.acct)).toEqual(['moderator', 'frank@misskey.example'])
    const accounts = await json<Acc[]>(await api('/api/v1/accounts/suggestions', alice))
    expect(accounts.map((a) => a.acct)).not.toContain('bob')
    expect((await api('/api/v2/suggestions', null)).status).toBe(401)
  })
})

describe('remote lookup', () => {
  it('finds a remote account by user@host', async () => {
    const res = await api('/api/v1/accounts/lookup?acct=dana@mastodon.example', alice)
    expect((await json<Acc>(res)).id).toBe(ids['dana@mastodon.example'])
    expect((await api('/api/v1/accounts/lookup?acct=nobody@nowhere.example', alice)).status).toBe(
      404,
    )
  })
})

describe('followed tags', () => {
  it('lists what alice follows', async () => {
    const tags = await json<{ name: string; following: boolean }[]>(
      await api('/api/v1/followed_tags', alice),
    )
    expect(tags.map((t) => t.name).sort()).toEqual(['baking', 'books'])
  })
})
