// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENERATED_EMOJI } from '../src/media/emoji-packs.ts'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, json, login, post, startTestServer } from './helpers.ts'

type UrlStatusJson = StatusJson & { url: string; uri: string }

interface AccountJson {
  id: string
  acct: string
  username: string
  display_name: string
  url: string
  pleroma: { ap_id: string; relationship: Record<string, unknown> }
}
interface TagJson {
  name: string
  url: string
  following: boolean
  history: { day: string; uses: string; accounts: string }[]
}
interface SearchJson {
  accounts: AccountJson[]
  statuses: StatusJson[]
  hashtags: TagJson[]
}
interface EmojiJson {
  shortcode: string
  url: string
  category: string
  visible_in_picker: boolean
}

let server: TestServer
let alice: string

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
})
afterAll(() => server.stop())

const get = async <T>(path: string, token: string | null = alice) => {
  const response = await call(server.base, path, { token })
  expect(response.status).toBe(200)
  return json<T>(response)
}

describe('GET /api/v1/accounts/search', () => {
  it('matches handles and display names, local accounts first', async () => {
    const found = await get<AccountJson[]>('/api/v1/accounts/search?q=bo&resolve=false&limit=20')
    const accts = found.map((a) => a.acct)
    expect(accts[0]).toBe('bob')
    // weatherbot@bots.example is remote and only contains the query.
    expect(accts).toContain('weatherbot@bots.example')
    expect(accts.indexOf('bob')).toBeLessThan(accts.indexOf('weatherbot@bots.example'))

    const byName = await get<AccountJson[]>('/api/v1/accounts/search?q=@ali')
    expect(byName.map((a) => a.acct)).toEqual(['alice'])
  })

  it('finds remote accounts by their full handle', async () => {
    const found = await get<AccountJson[]>('/api/v1/accounts/search?q=dana@mastodon')
    expect(found.map((a) => a.acct)).toEqual(['dana@mastodon.example'])
  })

  it('honours limit, offset and following', async () => {
    const all = await get<AccountJson[]>('/api/v1/accounts/search?q=a')
    const two = await get<AccountJson[]>('/api/v1/accounts/search?q=a&limit=2&offset=1')
    expect(two.map((a) => a.id)).toEqual(all.slice(1, 3).map((a) => a.id))
    const followed = await get<AccountJson[]>('/api/v1/accounts/search?q=e&following=true')
    // alice follows bob, carol, dana, erin and admin.
    for (const a of followed)
      expect(['bob', 'carol', 'dana', 'erin', 'admin']).toContain(a.username)
    expect(followed.map((a) => a.username)).toContain('erin')
  })

  it('answers guests too, and nothing for an empty query', async () => {
    expect((await get<AccountJson[]>('/api/v1/accounts/search?q=carol', null))[0]?.acct).toBe(
      'carol',
    )
    expect(await get<AccountJson[]>('/api/v1/accounts/search?q=')).toEqual([])
    const response = await call(server.base, '/api/v1/accounts/search?q=a&following=true')
    expect(response.status).toBe(401)
  })
})

describe('GET /api/v2/search', () => {
  it('finds hashtags from posts, with their history, exact and prefix matches first', async () => {
    const result = await get<SearchJson>('/api/v2/search?q=co&type=hashtags&limit=20')
    expect(result.accounts).toEqual([])
    expect(result.statuses).toEqual([])
    const cofe = result.hashtags.find((t) => t.name === 'cofe')
    expect(cofe).toBeDefined()
    expect(cofe?.history).toHaveLength(7)
    // A week of days, newest first, as Mastodon sends them (numbers as strings).
    const days = cofe?.history.map((d) => Number(d.day)) ?? []
    expect(days).toEqual([...days].sort((a, b) => b - a))
    expect((days[0] ?? 0) - (days[6] ?? 0)).toBe(6 * 24 * 3600)
    expect(cofe?.history.every((d) => /^\d+$/.test(d.uses) && /^\d+$/.test(d.accounts))).toBe(true)
    expect(cofe?.url).toMatch(/\/tags\/cofe$/)
    for (const tag of result.hashtags) expect(tag.name).toContain('co')
    const exact = await get<SearchJson>('/api/v2/search?q=%23cofe&type=hashtags')
    expect(exact.hashtags[0]?.name).toBe('cofe')
  })

  it('finds statuses by their text for signed-in users only, newest first', async () => {
    const word = `zebracrossing${Date.now().toString(36)}`
    const older = await post(server.base, alice, `first ${word} post`)
    const newer = await post(server.base, alice, `second ${word} post`)
    const result = await get<SearchJson>(`/api/v2/search?q=${word}&type=statuses`)
    expect(result.statuses.map((s) => s.id)).toEqual([newer.id, older.id])
    const both = await get<SearchJson>(`/api/v2/search?q=second%20${word}`)
    expect(both.statuses.map((s) => s.id)).toEqual([newer.id])
    const paged = await get<SearchJson>(`/api/v2/search?q=${word}&type=statuses&limit=1&offset=1`)
    expect(paged.statuses.map((s) => s.id)).toEqual([older.id])
    const guest = await get<SearchJson>(`/api/v2/search?q=${word}`, null)
    expect(guest.statuses).toEqual([])
  })

  it('does not show statuses the viewer may not see', async () => {
    const bob = await login(server.base, 'bob')
    const word = `secretword${Date.now().toString(36)}`
    await post(server.base, bob, `a direct ${word} for @carol`, { visibility: 'direct' })
    const result = await get<SearchJson>(`/api/v2/search?q=${word}&type=statuses`)
    expect(result.statuses).toEqual([])
  })

  it('searches accounts and everything at once without a type', async () => {
    const result = await get<SearchJson>('/api/v2/search?q=carol')
    expect(result.accounts.map((a) => a.acct)).toContain('carol')
    expect(Array.isArray(result.hashtags)).toBe(true)
  })

  it('rejects an unknown type', async () => {
    const response = await call(server.base, '/api/v2/search?q=a&type=nope', { token: alice })
    expect(response.status).toBe(400)
  })
})

describe('GET /api/v2/search with resolve (members only, as Akkoma)', () => {
  const search = (params: Record<string, string>, token: string | null = alice) =>
    get<SearchJson>(`/api/v2/search?${new URLSearchParams(params).toString()}`, token)
  const dana = () => get<AccountJson>('/api/v1/accounts/lookup?acct=dana@mastodon.example')

  it('finds a local status by its url and by its uri, first, even when its words do not match', async () => {
    const bob = await login(server.base, 'bob')
    const mine = await json<UrlStatusJson>(
      await call(
        server.base,
        `/api/v1/statuses/${(await post(server.base, bob, 'resolve me')).id}`,
      ),
    )
    expect(mine.url).toBe(`${server.base}/notice/${mine.id}`)
    for (const q of [mine.url, mine.uri]) {
      const found = await search({ q, resolve: 'true' })
      expect(found.statuses.map((s) => s.id)).toEqual([mine.id])
    }
    // Without resolve the URL is just words that match nothing.
    expect((await search({ q: mine.url })).statuses).toEqual([])
  })

  it("finds a remote-looking account's status by its url", async () => {
    const account = await dana()
    const statuses = await get<UrlStatusJson[]>(
      `/api/v1/accounts/${account.id}/statuses?exclude_reblogs=true&limit=5`,
    )
    const target = statuses[0]
    expect(target?.url).toMatch(/^https:\/\/mastodon\.example\/objects\//)
    const found = await search({ q: target?.url ?? '', resolve: 'true', type: 'statuses' })
    expect(found.statuses.map((s) => s.id)).toEqual([target?.id])
  })

  it('finds accounts by handle, profile URL and ActivityPub id; local ones by user@host', async () => {
    const account = await dana()
    const host = new URL(server.base).host
    for (const q of [
      '@dana@mastodon.example',
      'dana@mastodon.example',
      'https://mastodon.example/@dana',
      account.pleroma.ap_id,
    ]) {
      const found = await search({ q, resolve: 'true', type: 'accounts' })
      expect(found.accounts[0]?.acct, q).toBe('dana@mastodon.example')
    }
    for (const q of [`@alice@${host}`, `${server.base}/users/alice`]) {
      const found = await search({ q, resolve: 'true' })
      expect(
        found.accounts.map((a) => a.acct),
        q,
      ).toEqual(['alice'])
    }
  })

  it('answers empty results, not an error, for what it does not know', async () => {
    for (const q of [
      '@nobody@nowhere.example',
      'https://nowhere.example/objects/123',
      `${server.base}/notice/nope`,
      'https://mastodon.example/users/nobody',
    ]) {
      const found = await search({ q, resolve: 'true' })
      expect(found, q).toEqual({ accounts: [], statuses: [], hashtags: [] })
    }
  })

  it('keeps what the viewer may not see unknown', async () => {
    const bob = await login(server.base, 'bob')
    const secret = await post(server.base, bob, 'only for @carol', { visibility: 'direct' })
    const url = `${server.base}/notice/${secret.id}`
    expect((await search({ q: url, resolve: 'true' })).statuses).toEqual([])
    expect((await search({ q: url, resolve: 'true' }, bob)).statuses.map((s) => s.id)).toEqual([
      secret.id,
    ])
  })

  it('does not resolve for guests, nor past the first page', async () => {
    const q = 'https://mastodon.example/@dana'
    expect((await search({ q, resolve: 'true' }, null)).accounts).toEqual([])
    expect((await search({ q, resolve: 'true', offset: '1' })).accounts).toEqual([])
    expect((await search({ q, resolve: 'true' })).accounts.map((a) => a.acct)).toEqual([
      'dana@mastodon.example',
    ])
  })

  it('puts the resolved account first and still cuts to the limit', async () => {
    // "dana" alone matches by text too: the resolved one is not repeated.
    const both = await search({ q: '@dana@mastodon.example', resolve: 'true', type: 'accounts' })
    expect(both.accounts.map((a) => a.acct)).toEqual(['dana@mastodon.example'])
    const one = await search({ q: 'a', limit: '1' })
    expect(one.accounts).toHaveLength(1)
    expect(one.hashtags.length).toBeLessThanOrEqual(1)
    const capped = await search({ q: 'e', limit: '500', type: 'statuses' })
    expect(capped.statuses.length).toBe(40)
  })
})

describe('GET /api/v2/search with_relationships', () => {
  it("embeds pleroma.relationship only when asked, as Akkoma's with_relationships", async () => {
    const plain = await get<SearchJson>('/api/v2/search?q=bob&type=accounts')
    expect(plain.accounts.find((a) => a.acct === 'bob')?.pleroma.relationship).toEqual({})
    const withRel = await get<SearchJson>(
      '/api/v2/search?q=bob&type=accounts&with_relationships=true',
    )
    const bob = withRel.accounts.find((a) => a.acct === 'bob')
    expect(bob?.pleroma.relationship).toMatchObject({ id: bob?.id, following: true })
    // Guests have no relationships to embed.
    const guest = await get<SearchJson>(
      '/api/v2/search?q=bob&type=accounts&with_relationships=true',
      null,
    )
    expect(guest.accounts.find((a) => a.acct === 'bob')?.pleroma.relationship).toEqual({})
  })
})

describe('custom emoji packs', () => {
  it('lists a few hundred emoji in several packs, each served as an image', async () => {
    const list = await get<EmojiJson[]>('/api/v1/custom_emojis', null)
    expect(list.length).toBeGreaterThanOrEqual(300)
    const packs = new Set(list.map((e) => e.category))
    for (const pack of ['blobs', 'dice', 'flags', 'gems', 'numbers', 'arrows', 'faces'])
      expect(packs).toContain(`pack:${pack}`)
    expect(new Set(list.map((e) => e.shortcode)).size).toBe(list.length)
    const generated = GENERATED_EMOJI[100]
    const entry = list.find((e) => e.shortcode === generated?.shortcode)
    expect(entry?.url).toMatch(
      new RegExp(`/emoji/${generated?.pack}/${generated?.shortcode}\\.svg$`),
    )
    const image = await call(server.base, new URL(entry?.url ?? '').pathname)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
    expect(await image.text()).toContain(`aria-label="${generated?.shortcode}"`)
  })

  it('draws every generated emoji differently', () => {
    const drawings = GENERATED_EMOJI.map((e) => e.draw('x'))
    expect(new Set(drawings).size).toBe(drawings.length)
  })
})

describe('stickers', () => {
  it('serves stickers.json, each pack.json and the PNG files', async () => {
    const index = await get<Record<string, string>>('/static/stickers.json', null)
    expect(Object.keys(index).sort()).toEqual(['cats', 'cofe'])
    for (const [, path] of Object.entries(index)) {
      const pack = await get<{ title: string; stickers: string[] }>(`${path}pack.json`, null)
      expect(pack.title).not.toBe('')
      expect(pack.stickers.length).toBeGreaterThanOrEqual(3)
      const image = await call(server.base, `${path}${pack.stickers[0]}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
      const bytes = new Uint8Array(await image.arrayBuffer())
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG')
    }
    expect((await call(server.base, '/static/stickers/cats/nope.png')).status).toBe(404)
    expect((await call(server.base, '/static/stickers/nope/pack.json')).status).toBe(404)
  })
})
