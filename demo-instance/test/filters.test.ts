// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestServer } from './helpers.ts'
import { call, json, login, startTestServer } from './helpers.ts'

let server: TestServer
let alice: string
let bob: string

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())
beforeEach(async () => {
  await call(server.base, '/__demo/reset', { method: 'POST' })
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
})

type Json = Record<string, unknown>

/** Bob posts (alice follows him, so it reaches her home). */
async function bobPosts(status: string): Promise<string> {
  const res = await call(server.base, '/api/v1/statuses', { token: bob, json: { status } })
  expect(res.status).toBe(200)
  return (await json<{ id: string }>(res)).id
}

async function home(token: string): Promise<Json[]> {
  return json<Json[]>(await call(server.base, '/api/v1/timelines/home?limit=40', { token }))
}

describe('v1 filters (Akkoma)', () => {
  it('keeps them per account; an irreversible one drops the post from home, a reversible one does not', async () => {
    const id = await bobPosts('The zebracorn ending, no spoilers')
    const created = await call(server.base, '/api/v1/filters', {
      token: alice,
      json: { phrase: 'zebracorn', context: ['home'], whole_word: true, irreversible: false },
    })
    expect(created.status).toBe(200)
    const filter = await json(created)
    expect(filter).toMatchObject({
      phrase: 'zebracorn',
      context: ['home'],
      irreversible: false,
      expires_at: null,
    })
    // Reversible: still there, and Akkoma sends no `filtered`.
    const shown = (await home(alice)).find((s) => s.id === id)
    expect(shown).toBeDefined()
    expect(shown?.filtered).toBeUndefined()

    const put = await call(server.base, `/api/v1/filters/${String(filter.id)}`, {
      method: 'PUT',
      token: alice,
      json: { phrase: 'zebracorn', context: ['home'], irreversible: true },
    })
    expect((await json(put)).irreversible).toBe(true)
    expect((await home(alice)).some((s) => s.id === id)).toBe(false)
    // Bob's own home and the filter list are his own.
    expect((await home(bob)).some((s) => s.id === id)).toBe(true)
    expect(await json(await call(server.base, '/api/v1/filters', { token: bob }))).toEqual([])
    const stranger = await call(server.base, `/api/v1/filters/${String(filter.id)}`, {
      method: 'DELETE',
      token: bob,
    })
    expect(stranger.status).toBe(404)

    await call(server.base, `/api/v1/filters/${String(filter.id)}`, {
      method: 'DELETE',
      token: alice,
    })
    expect((await home(alice)).some((s) => s.id === id)).toBe(true)
  })

  it('refuses a filter without a phrase or a context, and anyone signed out', async () => {
    const blank = await call(server.base, '/api/v1/filters', {
      token: alice,
      json: { phrase: ' ', context: ['home'] },
    })
    expect(blank.status).toBe(422)
    const nowhere = await call(server.base, '/api/v1/filters', {
      token: alice,
      json: { phrase: 'x', context: [] },
    })
    expect(nowhere.status).toBe(422)
    expect((await call(server.base, '/api/v1/filters')).status).toBe(401)
  })

  it('an expired filter is listed but no longer applied', async () => {
    const id = await bobPosts('zebracorn again')
    await call(server.base, '/api/v1/filters', {
      token: alice,
      json: { phrase: 'zebracorn', context: ['home'], irreversible: true, expires_in: 0 },
    })
    const listed = await json<Json[]>(await call(server.base, '/api/v1/filters', { token: alice }))
    expect(listed).toHaveLength(1)
    expect((await home(alice)).some((s) => s.id === id)).toBe(true)
  })

  it('has no v2 filters: Akkoma answers 404', async () => {
    expect((await call(server.base, '/api/v2/filters', { token: alice })).status).toBe(404)
  })
})

describe('v2 filters (the gotosocial mode)', () => {
  beforeEach(async () => {
    await call(server.base, '/__demo/mode', { json: { like: 'gotosocial' } })
    return async () => {
      await call(server.base, '/__demo/mode', { json: { like: 'akkoma' } })
    }
  })

  it('creates with keywords, marks matching home posts with filtered, edits keywords and deletes', async () => {
    const id = await bobPosts('A zebracorn spoiler for you')
    const res = await call(server.base, '/api/v2/filters', {
      token: alice,
      json: {
        title: 'Zebras',
        context: ['home', 'public'],
        filter_action: 'warn',
        keywords_attributes: [
          { keyword: 'zebracorn', whole_word: true },
          { keyword: 'okapi', whole_word: false },
        ],
      },
    })
    expect(res.status).toBe(200)
    const filter = await json<{ id: string; keywords: { id: string; keyword: string }[] }>(res)
    expect(filter.keywords.map((k) => k.keyword)).toEqual(['zebracorn', 'okapi'])

    const status = (await home(alice)).find((s) => s.id === id)
    expect(status?.filtered).toEqual([
      expect.objectContaining({
        filter: expect.objectContaining({ id: filter.id, title: 'Zebras', filter_action: 'warn' }),
      }),
    ])
    // The same filter seen through v1: one entry per keyword.
    const v1 = await json<Json[]>(await call(server.base, '/api/v1/filters', { token: alice }))
    expect(v1.map((f) => f.phrase)).toEqual(['zebracorn', 'okapi'])

    const zebra = filter.keywords[0]?.id
    const edited = await call(server.base, `/api/v2/filters/${filter.id}`, {
      method: 'PUT',
      token: alice,
      json: { keywords_attributes: [{ id: zebra, _destroy: true }, { keyword: 'unicorn' }] },
    })
    expect((await json<typeof filter>(edited)).keywords.map((k) => k.keyword)).toEqual([
      'okapi',
      'unicorn',
    ])
    expect((await home(alice)).find((s) => s.id === id)?.filtered).toEqual([])

    const missing = await call(server.base, `/api/v2/filters/${filter.id}`, {
      method: 'DELETE',
      token: bob,
    })
    expect(missing.status).toBe(404)
    await call(server.base, `/api/v2/filters/${filter.id}`, { method: 'DELETE', token: alice })
    expect(await json(await call(server.base, '/api/v2/filters', { token: alice }))).toEqual([])
  })

  it('refuses a title-less filter as GoToSocial does', async () => {
    const res = await call(server.base, '/api/v2/filters', {
      token: alice,
      json: { title: '', context: ['home'] },
    })
    expect(res.status).toBe(422)
    expect(await json(res)).toEqual({
      error:
        'Unprocessable Entity: filter title must be provided, and must be no more than 200 chars',
    })
  })
})
