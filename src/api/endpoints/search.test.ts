// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { gotoSocial } from '../fixtures/gotoSocialFixture'
import { createApiClient } from '../http'
import { normalizeSearchHashtag, search, searchAccounts, searchHashtags } from './search'

function client(reply: unknown, status = 200) {
  const urls: string[] = []
  const api = createApiClient({
    baseUrl: 'https://akkoma.example',
    fetch: (url) => {
      urls.push(url)
      return Promise.resolve(
        new Response(JSON.stringify(reply), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      )
    },
  })
  return { api, urls }
}

describe('searchAccounts', () => {
  it('asks without resolving by default and normalizes the accounts', async () => {
    const { api, urls } = client([{ id: '1', acct: 'bob' }, { no: 'id' }])
    const found = await searchAccounts(api, { q: 'bo', limit: 20 })
    expect(urls).toEqual([
      'https://akkoma.example/api/v1/accounts/search?q=bo&limit=20&resolve=false',
    ])
    expect(found.map((a) => a.acct)).toEqual(['bob'])
  })

  it('passes following and resolve', async () => {
    const { api, urls } = client([])
    await searchAccounts(api, { q: 'x', resolve: true, following: true })
    expect(urls[0]).toBe(
      'https://akkoma.example/api/v1/accounts/search?q=x&resolve=true&following=true',
    )
  })
})

describe('search', () => {
  it('reads accounts, statuses and hashtags', async () => {
    const { api, urls } = client({
      accounts: [{ id: '1', acct: 'bob' }],
      statuses: [{ id: '9', account: { id: '1', acct: 'bob' }, content: '<p>cofe</p>' }],
      hashtags: [
        {
          name: 'cofe',
          url: 'https://akkoma.example/tags/cofe',
          history: [{ day: '1700000000', uses: '3', accounts: '2' }],
        },
        'tea',
      ],
    })
    const result = await search(api, { q: 'co', type: 'statuses', limit: 5, offset: 10 })
    expect(urls[0]).toBe(
      'https://akkoma.example/api/v2/search?q=co&type=statuses&limit=5&offset=10&resolve=false',
    )
    expect(result.accounts.map((a) => a.id)).toEqual(['1'])
    expect(result.statuses.map((s) => s.id)).toEqual(['9'])
    expect(result.hashtags).toEqual([
      {
        name: 'cofe',
        url: 'https://akkoma.example/tags/cofe',
        following: null,
        history: [{ day: 1700000000, uses: 3, accounts: 2 }],
      },
      { name: 'tea', url: '', following: null, history: [] },
    ])
  })

  it('asks for resolving and embedded relationships when told, and reads them', async () => {
    const { api, urls } = client({
      accounts: [
        {
          id: '1',
          acct: 'dana@mastodon.example',
          pleroma: { relationship: { id: '1', following: true } },
        },
      ],
    })
    const result = await search(api, {
      q: '@dana@mastodon.example',
      resolve: true,
      with_relationships: true,
    })
    expect(urls[0]).toBe(
      'https://akkoma.example/api/v2/search?q=%40dana%40mastodon.example&resolve=true&with_relationships=true',
    )
    expect(result.accounts[0]?.relationship).toMatchObject({ id: '1', following: true })
    // A reply without some of the lists (or an empty one) still gives three lists.
    expect(result.statuses).toEqual([])
    expect(result.hashtags).toEqual([])
  })

  it('throws on a failed reply', async () => {
    const { api } = client({ error: 'Internal server error' }, 500)
    await expect(searchHashtags(api, 'co', 20)).rejects.toBeInstanceOf(ApiError)
  })
})

describe("GoToSocial's search replies", () => {
  it('reads accounts without Pleroma extensions and hashtags with an empty history', async () => {
    const people = gotoSocial('GET_api_v2_search')
    const { api } = client(people.body)
    const found = await search(api, { q: 'bob', resolve: true, limit: 5 })
    expect(found.accounts.map((a) => a.acct)).toEqual(['bob'])
    expect(found.accounts[0]?.relationship).toBeNull()
    expect(found.statuses).toEqual([])
    const tags = client(gotoSocial('GET_api_v2_search_tag').body)
    const result = await search(tags.api, { q: '#tag', type: 'hashtags' })
    expect(result.hashtags).toEqual([
      { name: 'tag', url: 'https://127.0.0.1:18690/tags/tag', following: null, history: [] },
    ])
  })
})

describe('normalizeSearchHashtag', () => {
  it('drops nameless tags and strips a leading #', () => {
    expect(normalizeSearchHashtag({ url: 'x' })).toBeNull()
    expect(normalizeSearchHashtag('')).toBeNull()
    expect(normalizeSearchHashtag({ name: '#art' })?.name).toBe('art')
  })
})
