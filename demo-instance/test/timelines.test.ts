// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, json, login, parseLink, startTestServer } from './helpers.ts'

let server: TestServer
let alice: string

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
})
afterAll(() => server.stop())

async function page(url: string, token: string | null = alice) {
  const path = url.startsWith('http') ? url.slice(server.base.length) : url
  const response = await call(server.base, path, { token })
  expect(response.status).toBe(200)
  return {
    statuses: await json<StatusJson[]>(response),
    link: parseLink(response.headers.get('link')),
    raw: response.headers.get('link'),
  }
}

/** Follow `next` links from `start` until an empty page; returns all ids in order. */
async function walk(start: string, token: string | null = alice): Promise<string[]> {
  const ids: string[] = []
  let url: string | undefined = start
  for (let guard = 0; url && guard < 200; guard += 1) {
    const { statuses, link } = await page(url, token)
    if (statuses.length === 0) {
      expect(link.next).toBeUndefined()
      break
    }
    ids.push(...statuses.map((s) => s.id))
    url = link.next
  }
  return ids
}

describe.each([
  ['home', '/api/v1/timelines/home', true],
  ['public', '/api/v1/timelines/public', false],
  ['local', '/api/v1/timelines/public?local=true', false],
  ['bubble', '/api/v1/timelines/bubble', false],
])('%s timeline paging', (_name, path, authed) => {
  const token = () => (authed ? alice : null)
  const withLimit = (limit: number) => `${path}${path.includes('?') ? '&' : '?'}limit=${limit}`

  it('walks next links without duplicates or gaps, newest first', async () => {
    const small = await walk(withLimit(7), token())
    const big = await walk(withLimit(40), token())
    expect(small.length).toBeGreaterThan(40)
    expect(new Set(small).size).toBe(small.length)
    expect(small).toEqual(big)
    expect([...small].sort().reverse()).toEqual(small)
  })

  it('sets a Link header keeping the other query parameters', async () => {
    const { statuses, raw, link } = await page(withLimit(5), token())
    expect(statuses).toHaveLength(5)
    const oldest = statuses[4]?.id
    const newest = statuses[0]?.id
    expect(raw).toContain(`max_id=${oldest}`)
    expect(raw).toContain(`min_id=${newest}`)
    expect(link.next?.startsWith(server.base)).toBe(true)
    expect(new URL(link.next ?? '').searchParams.get('limit')).toBe('5')
    if (path.includes('local=true'))
      expect(new URL(link.next ?? '').searchParams.get('local')).toBe('true')
  })

  it('answers max_id, since_id and min_id like Mastodon', async () => {
    const all = await walk(withLimit(40), token())
    const i = 30
    const pivot = all[i] ?? ''
    const maxPage = await page(`${withLimit(5)}&max_id=${pivot}`, token())
    expect(maxPage.statuses.map((s) => s.id)).toEqual(all.slice(i + 1, i + 6))
    const sincePage = await page(`${withLimit(5)}&since_id=${pivot}`, token())
    expect(sincePage.statuses.map((s) => s.id)).toEqual(all.slice(0, 5))
    const minPage = await page(`${withLimit(5)}&min_id=${pivot}`, token())
    expect(minPage.statuses.map((s) => s.id)).toEqual(all.slice(i - 5, i))
    // Walking `prev` links from the page after the pivot reaches the newest status without gaps.
    const seen: string[] = []
    let url: string | undefined = `${withLimit(4)}&max_id=${all[i - 1]}`
    for (let guard = 0; url && guard < 50; guard += 1) {
      const result = await page(url, token())
      if (result.statuses.length === 0) break
      seen.unshift(...result.statuses.map((s) => s.id))
      url = result.link.prev
    }
    expect(seen).toEqual(all.slice(0, i + 4))
  })

  it('omits the Link header on an empty page', async () => {
    const all = await walk(withLimit(40), token())
    const empty = await page(`${withLimit(5)}&min_id=${all[0]}`, token())
    expect(empty.statuses).toEqual([])
    expect(empty.raw).toBeNull()
  })
})

describe('limits', () => {
  it('defaults to 20 and caps at 40', async () => {
    expect((await page('/api/v1/timelines/public')).statuses).toHaveLength(20)
    expect((await page('/api/v1/timelines/public?limit=200')).statuses).toHaveLength(40)
  })
})

describe('timeline contents', () => {
  it('shows reblogs as wrappers in home but not in public', async () => {
    const home = await walk('/api/v1/timelines/home?limit=40')
    const homeStatuses = await Promise.all(
      home
        .slice(0, 200)
        .map(async (id) =>
          json<StatusJson>(await call(server.base, `/api/v1/statuses/${id}`, { token: alice })),
        ),
    )
    expect(homeStatuses.some((s) => s.reblog !== null)).toBe(true)
    const { statuses } = await page('/api/v1/timelines/public?limit=40', null)
    expect(statuses.every((s) => s.reblog === null)).toBe(true)
  })

  it('bubble only lists this instance and the bubble instances', async () => {
    const { statuses } = await page('/api/v1/timelines/bubble?limit=40', null)
    for (const status of statuses) {
      expect(
        !status.account.acct.includes('@') ||
          status.account.acct.endsWith('@social.bubble.example'),
      ).toBe(true)
    }
    expect(statuses.some((s) => s.account.acct.endsWith('@social.bubble.example'))).toBe(true)
  })

  it('local and remote filters split the public timeline', async () => {
    const local = (await page('/api/v1/timelines/public?local=true&limit=40', null)).statuses
    const remote = (await page('/api/v1/timelines/public?remote=true&limit=40', null)).statuses
    expect(local.every((s) => !s.account.acct.includes('@'))).toBe(true)
    expect(remote.every((s) => s.account.acct.includes('@'))).toBe(true)
  })

  it('only_media returns statuses with attachments', async () => {
    const { statuses } = await page('/api/v1/timelines/public?only_media=true&limit=40', null)
    expect(statuses.length).toBeGreaterThan(0)
    for (const s of statuses)
      expect(
        (s as unknown as { media_attachments: unknown[] }).media_attachments.length,
      ).toBeGreaterThan(0)
  })
})
