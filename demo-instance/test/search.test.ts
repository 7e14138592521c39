// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENERATED_EMOJI } from '../src/emoji-packs.ts'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, json, login, post, startTestServer } from './helpers.ts'

interface AccountJson {
  id: string
  acct: string
  username: string
  display_name: string
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
