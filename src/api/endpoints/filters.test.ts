// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { gotoSocial } from '../fixtures/gotoSocialFixture'
import { normalizeStatus } from '../normalize'
import { normalizeFilterResults } from '../normalizers/filterResults'
import { jsonServer } from '../testServer'
import {
  createFilter,
  deleteFilter,
  fetchFilters,
  updateFilter,
  type FilterDraft,
} from './filters'

const draft: FilterDraft = {
  title: 'No spoilers',
  context: ['home', 'public', 'thread'],
  action: 'warn',
  keywords: [{ id: null, keyword: 'spoiler', wholeWord: true }],
  expiresIn: null,
}

describe('filter calls', () => {
  it('reads GoToSocial’s v2 filters: a title, an action and its keywords', async () => {
    const { client, calls } = jsonServer(() => ({
      body: gotoSocial('GET_api_v2_filters_keyword').body,
    }))
    expect(await fetchFilters(client, 'v2')).toEqual([
      {
        id: '01M87AWAPGS4NQ1AG5C4TKHMHC',
        title: 'No spoilers',
        context: ['home', 'public', 'thread'],
        expiresAt: null,
        action: 'warn',
        keywords: [{ id: '01M87AWAPGF9CMRKMHM5XBV132', keyword: 'spoiler', wholeWord: true }],
        statusIds: [],
      },
    ])
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://x.example/api/v2/filters' })
  })

  it('reads v1 filters as one keyword each; irreversible ones hide, and malformed ones are skipped', async () => {
    const recorded = gotoSocial('GET_api_v1_filters').body as unknown[]
    const { client, calls } = jsonServer(() => ({
      body: [
        ...recorded,
        {
          id: '9',
          phrase: 'politics',
          context: ['home', 'weird'],
          irreversible: true,
          whole_word: false,
          expires_at: '2030-01-01T00:00:00.000Z',
        },
        { id: '10', phrase: '' },
        { phrase: 'no id' },
      ],
    }))
    const filters = await fetchFilters(client, 'v1')
    expect(calls[0]?.url).toBe('https://x.example/api/v1/filters')
    expect(filters).toEqual([
      {
        id: '01M87AWAPGF9CMRKMHM5XBV132',
        title: 'spoiler',
        context: ['home', 'public', 'thread'],
        expiresAt: null,
        action: 'warn',
        keywords: [{ id: '01M87AWAPGF9CMRKMHM5XBV132', keyword: 'spoiler', wholeWord: true }],
        statusIds: [],
      },
      {
        id: '9',
        title: 'politics',
        context: ['home'],
        expiresAt: '2030-01-01T00:00:00.000Z',
        action: 'hide',
        keywords: [{ id: '9', keyword: 'politics', wholeWord: false }],
        statusIds: [],
      },
    ])
  })

  it('creates a v2 filter with its keywords as keywords_attributes, as GoToSocial took it', async () => {
    const recorded = gotoSocial('POST_api_v2_filters')
    const { client, calls } = jsonServer(() => ({ body: recorded.body }))
    const created = await createFilter(client, 'v2', draft)
    expect(created.title).toBe('No spoilers')
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://x.example/api/v2/filters' })
    // What the real server was sent, plus the expiry (null: never).
    expect(calls[0]?.body).toEqual({
      ...(recorded.request.body as object),
      expires_in: null,
    })
  })

  it('passes on the server’s refusal of an invalid filter', async () => {
    const recorded = gotoSocial('POST_api_v2_filters_422')
    const { client } = jsonServer(() => ({ status: recorded.status, body: recorded.body }))
    const failure = await createFilter(client, 'v2', { ...draft, title: '' }).catch(
      (e: unknown) => e,
    )
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(422)
  })

  it('updates a v2 filter: kept keywords by id, new ones without, removed ones destroyed; keeps the expiry', async () => {
    const before = {
      id: 'f1',
      title: 'T',
      context: ['home' as const],
      expiresAt: null,
      action: 'warn' as const,
      keywords: [
        { id: 'k1', keyword: 'one', wholeWord: true },
        { id: 'k2', keyword: 'two', wholeWord: true },
      ],
      statusIds: [],
    }
    const { client, calls } = jsonServer(() => ({
      body: { id: 'f1', title: 'T', context: ['home'], filter_action: 'hide', keywords: [] },
    }))
    await updateFilter(client, 'v2', before, {
      title: 'T',
      context: ['home'],
      action: 'hide',
      keywords: [
        { id: 'k1', keyword: 'one', wholeWord: false },
        { id: null, keyword: 'three', wholeWord: true },
      ],
      expiresIn: 'keep',
    })
    expect(calls[0]).toMatchObject({ method: 'PUT', url: 'https://x.example/api/v2/filters/f1' })
    expect(calls[0]?.body).toEqual({
      title: 'T',
      context: ['home'],
      filter_action: 'hide',
      keywords_attributes: [
        { id: 'k1', keyword: 'one', whole_word: false },
        { keyword: 'three', whole_word: true },
        { id: 'k2', _destroy: true },
      ],
    })
  })

  it('reads the posts a Mastodon v2 filter names one by one (its FilterStatus entries)', async () => {
    const { client } = jsonServer(() => ({
      body: [
        {
          id: '7',
          title: 'That thread',
          context: ['home', 'thread'],
          expires_at: null,
          filter_action: 'warn',
          keywords: [],
          statuses: [{ id: '1', status_id: '110' }, { id: '2', status_id: 111 }, { id: '3' }],
        },
      ],
    }))
    const [filter] = await fetchFilters(client, 'v2')
    expect(filter?.keywords).toEqual([])
    expect(filter?.statusIds).toEqual(['110', '111'])
  })

  it('writes a v1 filter as one phrase: hide is irreversible, the expiry in seconds', async () => {
    const { client, calls } = jsonServer((call) =>
      call.method === 'DELETE'
        ? { body: {} }
        : { body: { id: '5', phrase: 'spoiler', context: ['home'], irreversible: true } },
    )
    const created = await createFilter(client, 'v1', { ...draft, action: 'hide', expiresIn: 3600 })
    expect(created.action).toBe('hide')
    expect(calls[0]?.body).toEqual({
      phrase: 'spoiler',
      context: ['home', 'public', 'thread'],
      whole_word: true,
      irreversible: true,
      expires_in: 3600,
    })
    await deleteFilter(client, 'v1', '5')
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: 'https://x.example/api/v1/filters/5' })
  })
})

describe('filter results on statuses', () => {
  it('is null where the server sends none (GoToSocial’s home timeline with a filter set)', () => {
    const page = gotoSocial('GET_api_v1_timelines_home_filtered').body as unknown[]
    expect(page.map((s) => normalizeStatus(s).filtered)).toEqual(page.map(() => null))
  })

  it('reads Mastodon’s results: each filter with its title, action and contexts', () => {
    expect(
      normalizeFilterResults([
        {
          filter: {
            id: '3',
            title: 'Spoilers',
            context: ['home', 'thread'],
            filter_action: 'warn',
            expires_at: null,
          },
          keyword_matches: ['spoiler'],
          status_matches: [],
        },
        { filter: { id: '4', title: 'Ads', context: ['public'], filter_action: 'hide' } },
        { keyword_matches: ['lost'] },
      ]),
    ).toEqual([
      { id: '3', title: 'Spoilers', action: 'warn', context: ['home', 'thread'], expiresAt: null },
      { id: '4', title: 'Ads', action: 'hide', context: ['public'], expiresAt: null },
    ])
    expect(normalizeFilterResults([])).toEqual([])
  })
})
