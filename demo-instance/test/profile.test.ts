// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEACTIVATED_ACCOUNT } from '../src/seeds/accounts.ts'
import { ALICE_FOLLOWED_TAGS } from '../src/seeds/facts.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, parseLink, startTestServer } from './helpers.ts'

interface AccountJson {
  id: string
  acct: string
  url: string
  following_count: number
  followers_count: number
  fields: { name: string; value: string; verified_at: string | null }[]
  pleroma: {
    background_image: string | null
    favicon: string | null
    hide_follows: boolean
    hide_followers: boolean
    hide_follows_count: boolean
    relationship: { note?: string }
  }
  akkoma: { instance: { favicon: string | null } | null }
}
interface RelationshipJson {
  id: string
  note: string
}

let server: TestServer
let alice: string
let bob: string
let moderatorToken: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
  moderatorToken = await login(server.base, 'moderator')
  for (const acct of ['alice', 'bob', 'carol', 'moderator', 'dana@mastodon.example']) {
    const res = await call(server.base, `/api/v1/accounts/lookup?acct=${acct}`)
    ids[acct] = (await json<AccountJson>(res)).id
  }
})
afterAll(() => server.stop())

const account = async (id: string, token: string | null = null) =>
  json<AccountJson>(
    await call(server.base, `/api/v1/accounts/${id}?with_relationships=true`, { token }),
  )

describe('private notes', () => {
  it('saves a note, returns it in relationships and keeps it per viewer', async () => {
    const saved = await call(server.base, `/api/v1/accounts/${ids.bob}/note`, {
      token: alice,
      form: { comment: 'Met at the cupping' },
    })
    expect(saved.status).toBe(200)
    expect((await json<RelationshipJson>(saved)).note).toBe('Met at the cupping')

    const rel = await json<RelationshipJson[]>(
      await call(server.base, `/api/v1/accounts/relationships?id[]=${ids.bob}`, { token: alice }),
    )
    expect(rel[0]?.note).toBe('Met at the cupping')
    expect((await account(ids.bob ?? '', alice)).pleroma.relationship.note).toBe(
      'Met at the cupping',
    )
    // Someone else's view of bob has no note.
    const other = await json<RelationshipJson[]>(
      await call(server.base, `/api/v1/accounts/relationships?id[]=${ids.bob}`, {
        token: moderatorToken,
      }),
    )
    expect(other[0]?.note).toBe('')
  })

  it('clears a note with an empty comment', async () => {
    await call(server.base, `/api/v1/accounts/${ids.carol}/note`, {
      token: bob,
      form: { comment: 'x' },
    })
    const cleared = await call(server.base, `/api/v1/accounts/${ids.carol}/note`, {
      token: bob,
      form: { comment: '' },
    })
    expect((await json<RelationshipJson>(cleared)).note).toBe('')
  })

  it('needs a login and an existing account', async () => {
    const guest = await call(server.base, `/api/v1/accounts/${ids.bob}/note`, {
      form: { comment: 'a' },
    })
    expect(guest.status).toBe(401)
    const missing = await call(server.base, '/api/v1/accounts/nobody-here/note', {
      token: alice,
      form: { comment: 'a' },
    })
    expect(missing.status).toBe(404)
  })
})

describe('full profiles', () => {
  it('has verified fields and a page background', async () => {
    const a = await account(ids.alice ?? '')
    const portfolio = a.fields.find((f) => f.name === 'Portfolio')
    expect(portfolio?.verified_at).toMatch(/^\d{4}-/)
    expect(a.fields.find((f) => f.name === 'Pronouns')?.verified_at).toBeNull()
    expect(a.pleroma.background_image).toMatch(/\/instance\/background\.svg$/)
    expect(
      (await call(server.base, new URL(a.pleroma.background_image ?? '').pathname)).status,
    ).toBe(200)
  })

  it('hides the moderator follows and followers from others, not from the moderator', async () => {
    const seen = await account(ids.moderator ?? '', alice)
    expect(seen.pleroma.hide_follows).toBe(true)
    expect(seen.pleroma.hide_followers).toBe(true)
    expect(seen.following_count).toBe(0)
    const list = await call(server.base, `/api/v1/accounts/${ids.moderator}/following`, {
      token: alice,
    })
    expect(await json<unknown[]>(list)).toEqual([])
    const own = await account(ids.moderator ?? '', moderatorToken)
    expect(own.following_count).toBeGreaterThan(0)
  })

  it('gives remote accounts a favicon that is served', async () => {
    const dana = await account(ids['dana@mastodon.example'] ?? '')
    expect(dana.pleroma.favicon).toMatch(/\/media\/favicons\/mastodon\.example\.svg$/)
    expect(dana.akkoma.instance?.favicon).toBe(dana.pleroma.favicon)
    const icon = await call(server.base, new URL(dana.pleroma.favicon ?? '').pathname)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toContain('image/svg+xml')
    expect((await account(ids.alice ?? '')).pleroma.favicon).toBeNull()
  })

  it('answers 404 for the deactivated account', async () => {
    const res = await call(
      server.base,
      `/api/v1/accounts/lookup?acct=${DEACTIVATED_ACCOUNT.username}`,
    )
    expect(res.status).toBe(404)
    const byName = await call(server.base, `/api/v1/accounts/${DEACTIVATED_ACCOUNT.username}`)
    expect(byName.status).toBe(404)
  })
})

describe('profile lists', () => {
  it('pages followers with Link headers', async () => {
    const seen: string[] = []
    let path: string | undefined = `/api/v1/accounts/${ids.carol}/followers?limit=2`
    for (let guard = 0; path && guard < 20; guard++) {
      const res = await call(server.base, path, { token: alice })
      const page = await json<AccountJson[]>(res)
      if (page.length === 0) break
      expect(page.length).toBeLessThanOrEqual(2)
      seen.push(...page.map((a) => a.acct))
      path = parseLink(res.headers.get('link')).next?.replace(server.base, '')
    }
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual(expect.arrayContaining(['alice', 'bob', 'dana@mastodon.example']))
    const carol = await account(ids.carol ?? '')
    expect(seen.length).toBe(carol.followers_count)
  })

  it("lists alice's followed hashtags", async () => {
    const tags = await json<{ name: string }[]>(
      await call(server.base, '/api/v1/followed_tags', { token: alice }),
    )
    expect(tags.map((t) => t.name).sort()).toEqual([...ALICE_FOLLOWED_TAGS].sort())
  })
})

describe('remote follow', () => {
  it('asks for the visitor handle on /main/ostatus', async () => {
    const res = await call(server.base, '/main/ostatus', {
      form: { nickname: 'alice', profile: '' },
    })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('name="profile"')
    expect(html).toContain('alice')
  })
})
