// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { akkomaAccountJson } from '../testFixtures'
import { ApiClient } from '../http'
import { fetchFollowPage, fetchProfileAccount, saveAccountNote } from './profile'

afterEach(() => vi.restoreAllMocks())

function client(
  reply: (url: string, init: RequestInit) => { status?: number; body: unknown; link?: string },
) {
  const urls: string[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    urls.push(`${init.method ?? 'GET'} ${url}`)
    const { status = 200, body, link } = reply(url, init)
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...(link ? { Link: link } : {}) },
    })
  })
  return { api: new ApiClient({ fetch }), urls }
}

describe('profile calls', () => {
  it('loads by id with the relationship, falling back to a handle lookup', async () => {
    const { api, urls } = client((url) =>
      url.includes('lookup')
        ? { body: akkomaAccountJson() }
        : { status: 404, body: { error: 'Not found' } },
    )
    const account = await fetchProfileAccount(api, { id: 'alice' })
    expect(account.acct).toBe('alice')
    expect(urls).toEqual([
      'GET /api/v1/accounts/alice?with_relationships=true',
      'GET /api/v1/accounts/lookup?acct=alice',
    ])
  })

  it('looks names up', async () => {
    const { api, urls } = client(() => ({ body: akkomaAccountJson() }))
    await fetchProfileAccount(api, { name: '@alice' })
    expect(urls).toEqual(['GET /api/v1/accounts/lookup?acct=alice'])
  })

  it('pages follow lists 20 at a time from the Link header', async () => {
    const { api, urls } = client(() => ({
      body: [akkomaAccountJson()],
      link: '<https://x.example/api/v1/accounts/1/followers?max_id=42>; rel="next"',
    }))
    const page = await fetchFollowPage(api, '1', 'followers', null)
    expect(page.items).toHaveLength(1)
    expect(page.next).toMatchObject({ max_id: '42' })
    await fetchFollowPage(api, '1', 'following', page.next)
    expect(urls[0]).toBe('GET /api/v1/accounts/1/followers?limit=20')
    const second = new URL(urls[1]!.slice(4), 'https://x.example')
    expect(second.pathname).toBe('/api/v1/accounts/1/following')
    expect(Object.fromEntries(second.searchParams)).toEqual({ max_id: '42', limit: '20' })
  })

  it('posts the note as the JSON comment field', async () => {
    let body = ''
    const { api } = client((_, init) => {
      body = String(init.body)
      return { body: { id: '7', note: 'hi there' } }
    })
    const relationship = await saveAccountNote(api, '7', 'hi there')
    expect(JSON.parse(body)).toEqual({ comment: 'hi there' })
    expect(relationship?.note).toBe('hi there')
  })
})
