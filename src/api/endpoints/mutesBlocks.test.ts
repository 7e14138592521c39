// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gotoSocial } from '../fixtures/gotoSocialFixture'
import { createApiClient, type FetchLike } from '../http'
import { akkomaAccountJson } from '../testFixtures'
import {
  ACCOUNT_LIST_PAGE_SIZE,
  fetchAccountListPage,
  fetchDomainBlocksPage,
  normalizeDomainEntry,
} from './mutesBlocks'

afterEach(() => {
  vi.restoreAllMocks()
})

type Reply = { body: unknown; link?: string; status?: number }

function server(routes: Record<string, Reply>) {
  const calls: string[] = []
  const fetch: FetchLike = async (url, init) => {
    const key = `${init.method} ${url}`
    calls.push(key)
    const reply = routes[key]
    if (!reply) return new Response('{"error":"Not found"}', { status: 404 })
    const headers = new Headers({ 'content-type': 'application/json' })
    if (reply.link) headers.set('Link', reply.link)
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers })
  }
  return { client: createApiClient({ fetch }), calls }
}

const account = (id: string, acct: string) => ({ ...akkomaAccountJson(), id, acct, username: acct })

describe('mutes and blocks lists', () => {
  it('asks for a page of 20 and follows the Link header to the next one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const s = server({
      'GET /api/v1/mutes?limit=20': {
        body: [account('1', 'loud@noisy.example'), { no: 'id' }],
        link: '<https://akkoma.example/api/v1/mutes?limit=20&max_id=77>; rel="next", <https://akkoma.example/api/v1/mutes?limit=20&min_id=99>; rel="prev"',
      },
      'GET /api/v1/blocks?max_id=77&limit=20': { body: [account('2', 'spam@spam.example')] },
    })
    const mutes = await fetchAccountListPage(s.client, 'mutes', null)
    // The malformed entry is skipped, not fatal.
    expect(mutes.items.map((a) => a.acct)).toEqual(['loud@noisy.example'])
    expect(mutes.next).toEqual({ limit: '20', max_id: '77' })
    const blocks = await fetchAccountListPage(s.client, 'blocks', { max_id: '77' })
    expect(blocks.items.map((a) => a.id)).toEqual(['2'])
    expect(ACCOUNT_LIST_PAGE_SIZE).toBe(20)
  })

  it("reads GoToSocial's recorded (empty) lists", async () => {
    for (const name of ['GET_api_v1_mutes', 'GET_api_v1_blocks'] as const) {
      const reply = gotoSocial(name)
      const fetch: FetchLike = async () =>
        new Response(JSON.stringify(reply.body), { status: reply.status, headers: reply.headers })
      const page = await fetchAccountListPage(createApiClient({ fetch }), 'mutes', null)
      expect(page.items).toEqual([])
    }
  })
})

describe('muted domains', () => {
  it('normalizes entries to lower-cased host names and refuses anything else', () => {
    expect(normalizeDomainEntry(' Spam.Example ')).toBe('spam.example')
    expect(() => normalizeDomainEntry(3)).toThrow()
    expect(() => normalizeDomainEntry('')).toThrow()
  })

  it("takes Akkoma's whole list (no Link: no next page) and Mastodon's paged one", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const akkoma = server({
      'GET /api/v1/domain_blocks?limit=100': { body: ['a.example', 'B.example', null] },
    })
    const whole = await fetchDomainBlocksPage(akkoma.client, null)
    expect(whole.items).toEqual(['a.example', 'b.example'])
    expect(whole.next).toBeNull()

    const mastodon = server({
      'GET /api/v1/domain_blocks?limit=100': {
        body: ['c.example'],
        link: '<https://m.example/api/v1/domain_blocks?limit=100&max_id=5>; rel="next"',
      },
      'GET /api/v1/domain_blocks?limit=100&max_id=5': { body: ['d.example'] },
    })
    const first = await fetchDomainBlocksPage(mastodon.client, null)
    expect(first.next).toEqual({ limit: '100', max_id: '5' })
    const second = await fetchDomainBlocksPage(mastodon.client, first.next)
    expect(second.items).toEqual(['d.example'])
  })
})
