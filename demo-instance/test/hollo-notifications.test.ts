// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from './helpers.ts'
import { call, json, parseLink, startTestServer } from './helpers.ts'
import { UUID_V4, UUID_V7, accountUuid, holloLogin } from './hollo-helpers.ts'

interface Group {
  group_key: string
  notifications_count: number
  type: string
  most_recent_notification_id: string
  page_min_id: string
  page_max_id: string
  latest_page_notification_at: string
  sample_account_ids: string[]
  status_id: string | null
}

interface Grouped {
  accounts: { id: string }[]
  statuses: { id: string }[]
  notification_groups: Group[]
}

let server: TestServer
const tokens: Record<string, string> = {}
let postId: string

beforeAll(async () => {
  server = await startTestServer({ like: 'hollo' })
  for (const acct of ['alice', 'bob', 'carol', 'admin']) {
    tokens[acct] = await holloLogin(server.base, acct)
  }
  const post = await call(server.base, '/api/v1/statuses', {
    token: tokens.alice,
    json: { status: 'Favourite me, please' },
  })
  postId = (await json<{ id: string }>(post)).id
  for (const acct of ['bob', 'carol', 'admin']) {
    const response = await call(server.base, `/api/v1/statuses/${postId}/favourite`, {
      token: tokens[acct],
      method: 'POST',
    })
    expect(response.status).toBe(200)
  }
  await call(server.base, '/api/v1/statuses', {
    token: tokens.bob,
    json: { status: '@alice hello there' },
  })
})
afterAll(() => server.stop())

const get = (path: string, acct = 'alice') => call(server.base, path, { token: tokens[acct] })

describe('the Hollo mode: grouped notifications (v2)', () => {
  it('groups the favourites of one post, with their accounts and the post beside', async () => {
    const response = await get('/api/v2/notifications?limit=10')
    expect(response.status).toBe(200)
    const body = await json<Grouped>(response)
    expect(Object.keys(body).sort()).toEqual(['accounts', 'notification_groups', 'statuses'])
    const [mention, favourites] = body.notification_groups
    expect(mention).toMatchObject({ type: 'mention', notifications_count: 1 })
    expect(mention?.group_key).toMatch(/^ungrouped-/)
    expect(favourites).toMatchObject({
      type: 'favourite',
      notifications_count: 3,
      status_id: postId,
    })
    const favouriters = await Promise.all(
      ['admin', 'carol', 'bob'].map((acct) => accountUuid(server.base, acct)),
    )
    expect(favourites?.sample_account_ids).toEqual(favouriters)
    expect(favourites?.most_recent_notification_id).toBe(favourites?.page_max_id)
    expect((favourites?.page_min_id ?? '') < (favourites?.page_max_id ?? '')).toBe(true)
    expect(favourites?.page_max_id).toMatch(UUID_V7)
    expect(Date.parse(favourites?.latest_page_notification_at ?? '')).toBeGreaterThan(0)
    // Every account and post a group names comes once beside the groups.
    const accountIds = body.accounts.map((a) => a.id)
    expect(new Set(accountIds).size).toBe(accountIds.length)
    for (const group of body.notification_groups) {
      for (const id of group.sample_account_ids) {
        expect(id).toMatch(UUID_V4)
        expect(accountIds).toContain(id)
      }
      if (group.status_id) expect(body.statuses.map((s) => s.id)).toContain(group.status_id)
    }
  })

  it('pages by notification id with max_id and min_id through the Link header', async () => {
    const first = await get('/api/v2/notifications?limit=5')
    const page1 = await json<Grouped>(first)
    expect(page1.notification_groups).toHaveLength(5)
    const { next, prev } = parseLink(first.headers.get('link'))
    const oldest = page1.notification_groups.map((g) => g.page_min_id).sort()[0]
    expect(next).toContain(`max_id=${oldest}`)
    expect(prev).toContain(`min_id=${page1.notification_groups[0]?.page_max_id}`)
    const page2 = await json<Grouped>(
      await call(server.base, (next ?? '').replace(server.base, ''), { token: tokens.alice }),
    )
    expect(page2.notification_groups.length).toBeGreaterThan(0)
    for (const group of page2.notification_groups) {
      expect(group.page_max_id < (oldest ?? '')).toBe(true)
    }
    const newer = await json<Grouped>(
      await get(
        `/api/v2/notifications?min_id=${page2.notification_groups[0]?.page_max_id}&limit=5`,
      ),
    )
    expect(newer.notification_groups.map((g) => g.group_key)).toEqual(
      page1.notification_groups.map((g) => g.group_key),
    )
  })

  it('filters by type, and groups only the types asked for', async () => {
    const mentions = await json<Grouped>(await get('/api/v2/notifications?types[]=mention&limit=5'))
    expect(mentions.notification_groups.every((g) => g.type === 'mention')).toBe(true)
    const notFavourites = await json<Grouped>(
      await get('/api/v2/notifications?exclude_types[]=favourite&limit=40'),
    )
    expect(notFavourites.notification_groups.some((g) => g.type === 'favourite')).toBe(false)
    const ungrouped = await json<Grouped>(
      await get('/api/v2/notifications?grouped_types[]=follow&types[]=favourite&limit=3'),
    )
    expect(ungrouped.notification_groups.map((g) => g.notifications_count)).toEqual([1, 1, 1])
  })

  it('answers one group, its accounts, and dismisses it', async () => {
    const { notification_groups: groups } = await json<Grouped>(
      await get('/api/v2/notifications?types[]=favourite&limit=1'),
    )
    const key = groups[0]?.group_key ?? ''
    const one = await json<Grouped>(await get(`/api/v2/notifications/${key}`))
    expect(one.notification_groups).toEqual([expect.objectContaining({ group_key: key })])
    expect(one.statuses.map((s) => s.id)).toEqual([postId])
    const accounts = await json<{ id: string; username: string }[]>(
      await get(`/api/v2/notifications/${key}/accounts`),
    )
    expect(accounts.map((a) => a.username)).toEqual(['admin', 'carol', 'bob'])
    const dismissed = await call(server.base, `/api/v2/notifications/${key}/dismiss`, {
      token: tokens.alice,
      method: 'POST',
    })
    expect(dismissed.status).toBe(200)
    const gone = await get(`/api/v2/notifications/${key}`)
    expect(gone.status).toBe(404)
    expect(await json(gone)).toEqual({ error: 'Record not found' })
  })

  it('counts the groups with unread notifications, up to the marker', async () => {
    const before = await json<{ count: number }>(await get('/api/v2/notifications/unread_count'))
    expect(before.count).toBeGreaterThan(0)
    const [newest] = await json<{ id: string }[]>(await get('/api/v1/notifications?limit=1'))
    const saved = await call(server.base, '/api/v1/markers', {
      token: tokens.alice,
      json: { notifications: { last_read_id: newest?.id } },
    })
    expect(saved.status).toBe(200)
    expect(await json(await get('/api/v2/notifications/unread_count'))).toEqual({ count: 0 })
    await call(server.base, '/api/v1/statuses', {
      token: tokens.carol,
      json: { status: '@alice one more' },
    })
    expect(await json(await get('/api/v2/notifications/unread_count'))).toEqual({ count: 1 })
  })

  it('needs a token', async () => {
    const response = await call(server.base, '/api/v2/notifications')
    expect(response.status).toBe(401)
    expect(await json(response)).toEqual({ error: 'unauthorized' })
  })
})

describe('the Hollo mode: notifications (v1)', () => {
  it('lists them with UUIDv7 ids, Hollo’s type names and no Pleroma objects', async () => {
    const response = await get('/api/v1/notifications?limit=40')
    const list = await json<{ id: string; type: string; account: { id: string } }[]>(response)
    expect(list.length).toBeGreaterThan(0)
    for (const n of list) {
      expect(n.id).toMatch(UUID_V7)
      expect(n.account.id).toMatch(UUID_V4)
      expect(n.type).not.toMatch(/^pleroma:/)
      expect(n).not.toHaveProperty('pleroma')
    }
    const { next } = parseLink(response.headers.get('link'))
    expect(next).toContain(`max_id=${list[list.length - 1]?.id}`)
  })

  it('names an emoji reaction as Hollo does, and leaves out what Hollo has no name for', async () => {
    for (const type of ['pleroma:emoji_reaction', 'move']) {
      const acted = await call(server.base, '/__demo/act', {
        json: { actor: 'bob', target: 'alice', type, emoji: '👍' },
      })
      expect(acted.status).toBe(200)
    }
    const [newest] = await json<{ type: string; emoji?: string }[]>(
      await get('/api/v1/notifications?limit=1'),
    )
    expect(newest).toMatchObject({ type: 'emoji_reaction', emoji: '👍' })
    const { notification_groups: groups } = await json<Grouped>(
      await get('/api/v2/notifications?limit=1'),
    )
    expect(groups[0]?.type).toBe('emoji_reaction')
  })
})
