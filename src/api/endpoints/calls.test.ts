// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TIMELINE_PAGE_SIZE } from '../../config/constants'
import { ApiError, MalformedEntityError } from '../errors'
import { ApiClient } from '../http'
import type { FetchLike } from '../http'
import { akkomaAccountJson, akkomaStatusJson, mastodonStatusJson } from '../testFixtures'
import {
  follow,
  getAccount,
  getRelationships,
  lookupAccount,
  unfollow,
  verifyCredentials,
} from './accounts'
import { deleteStatus, editStatus, getContext, getStatus, postStatus } from './statuses'
import { fetchTimeline } from './timelines'
import type { TimelineKind } from './timelines'

interface Call {
  url: string
  method: string
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown
  headers: Record<string, string>
}

function fakeServer(
  reply: (url: string) => { status?: number; body: unknown; headers?: Record<string, string> },
) {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: init.headers as Record<string, string>,
    })
    const { status = 200, body, headers = {} } = reply(url)
    return new Response(JSON.stringify(body), { status, headers })
  }
  return { client: new ApiClient({ fetch, token: 't' }), calls }
}

afterEach(() => vi.restoreAllMocks())

describe('fetchTimeline', () => {
  it.each<[TimelineKind, Record<string, string>, string]>([
    ['friends', {}, `/api/v1/timelines/home?limit=${TIMELINE_PAGE_SIZE}`],
    ['public', {}, `/api/v1/timelines/public?limit=${TIMELINE_PAGE_SIZE}&local=true`],
    ['publicAndExternal', {}, `/api/v1/timelines/public?limit=${TIMELINE_PAGE_SIZE}`],
    ['bubble', {}, `/api/v1/timelines/bubble?limit=${TIMELINE_PAGE_SIZE}`],
    ['dms', {}, `/api/v1/timelines/direct?limit=${TIMELINE_PAGE_SIZE}`],
    ['tag', { tag: 'café' }, `/api/v1/timelines/tag/caf%C3%A9?limit=${TIMELINE_PAGE_SIZE}`],
    ['list', { list_id: '7' }, `/api/v1/timelines/list/7?limit=${TIMELINE_PAGE_SIZE}`],
    ['bookmarks', {}, `/api/v1/bookmarks?limit=${TIMELINE_PAGE_SIZE}`],
    ['favorites', {}, `/api/v1/favourites?limit=${TIMELINE_PAGE_SIZE}`],
    ['user', { user_id: 'u1' }, `/api/v1/accounts/u1/statuses?limit=${TIMELINE_PAGE_SIZE}`],
    [
      'media',
      { user_id: 'u1' },
      `/api/v1/accounts/u1/statuses?limit=${TIMELINE_PAGE_SIZE}&only_media=true`,
    ],
  ])('requests the %s timeline', async (kind, params, url) => {
    const { client, calls } = fakeServer(() => ({ body: [] }))
    await fetchTimeline(client, kind, params)
    expect(calls[0]?.url).toBe(url)
  })

  it('passes paging and filters and normalizes the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client, calls } = fakeServer(() => ({
      body: [akkomaStatusJson(), { broken: true }, mastodonStatusJson()],
      headers: {
        Link: '<https://a.example/api/v1/timelines/home?max_id=111222333444555666>; rel="next"',
      },
    }))
    const page = await fetchTimeline(client, 'friends', {
      max_id: 'm',
      since_id: 's',
      limit: 5,
      with_muted: true,
    })
    expect(calls[0]?.url).toBe('/api/v1/timelines/home?max_id=m&since_id=s&limit=5&with_muted=true')
    expect(page.items.map((s) => s.id)).toEqual(['AbCdEfGhIjKlMnOpZz', '111222333444555666'])
    expect(page.next).toEqual({ limit: '5', with_muted: 'true', max_id: '111222333444555666' })
    expect(page.prev).toBeNull()
  })

  it('requires the timeline target', async () => {
    const { client } = fakeServer(() => ({ body: [] }))
    await expect(fetchTimeline(client, 'tag')).rejects.toBeInstanceOf(TypeError)
  })
})

describe('statuses', () => {
  it('posts a status as JSON with an idempotency key', async () => {
    const { client, calls } = fakeServer(() => ({ body: akkomaStatusJson() }))
    const status = await postStatus(
      client,
      {
        status: 'Hello',
        spoiler_text: null,
        visibility: 'unlisted',
        sensitive: false,
        content_type: 'text/markdown',
        language: 'en',
        media_ids: ['m1', 'm2'],
        poll: { options: ['a', 'b'], expires_in: 600 },
        in_reply_to_id: 'r1',
        quote_id: null,
      },
      { idempotencyKey: '1700000000000' },
    )
    expect(status.id).toBe('AbCdEfGhIjKlMnOpZz')
    expect(calls[0]?.url).toBe('/api/v1/statuses')
    expect(calls[0]?.headers['Idempotency-Key']).toBe('1700000000000')
    expect(calls[0]?.headers['Content-Type']).toBe('application/json')
    // A boolean stays a boolean, arrays and the poll keep their shape (Hollo reads nothing else).
    expect(calls[0]?.body).toEqual({
      status: 'Hello',
      source: 'Akkoma Web Client',
      visibility: 'unlisted',
      sensitive: false,
      content_type: 'text/markdown',
      language: 'en',
      media_ids: ['m1', 'm2'],
      poll: { options: ['a', 'b'], expires_in: 600, multiple: false },
      in_reply_to_id: 'r1',
    })
  })

  it('accepts a preview without an id', async () => {
    const preview = { ...akkomaStatusJson(), id: null }
    const { client, calls } = fakeServer(() => ({ body: preview }))
    const status = await postStatus(client, { status: 'x', preview: true })
    expect(status.id).toBe('preview')
    expect(calls[0]?.body).toMatchObject({ preview: true })
  })

  it('edits, gets, deletes and fetches context', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const replies: Record<string, unknown> = {
      'PUT /api/v1/statuses/s%2F1': akkomaStatusJson(),
      'GET /api/v1/statuses/s1': mastodonStatusJson(),
      'DELETE /api/v1/statuses/s1': {},
      'DELETE /api/v1/statuses/s2': mastodonStatusJson(),
      'GET /api/v1/statuses/s1/context': {
        ancestors: [mastodonStatusJson(), { bad: 1 }],
        descendants: 'nope',
      },
    }
    let lastMethod = 'GET'
    const fetch: FetchLike = async (url, init) => {
      lastMethod = init.method ?? 'GET'
      return new Response(JSON.stringify(replies[`${lastMethod} ${url}`] ?? null))
    }
    const client = new ApiClient({ fetch })
    expect((await editStatus(client, 's/1', { status: 'edited' })).id).toBe('AbCdEfGhIjKlMnOpZz')
    expect(lastMethod).toBe('PUT')
    expect((await getStatus(client, 's1')).id).toBe('111222333444555666')
    expect(await deleteStatus(client, 's1')).toBeNull()
    expect((await deleteStatus(client, 's2'))?.id).toBe('111222333444555666')
    const context = await getContext(client, 's1')
    expect(context.ancestors.map((s) => s.id)).toEqual(['111222333444555666'])
    expect(context.descendants).toEqual([])
  })
})

describe('accounts', () => {
  it('verifies credentials and gets accounts with relationships', async () => {
    const { client, calls } = fakeServer(() => ({ body: akkomaAccountJson() }))
    expect((await verifyCredentials(client)).acct).toBe('alice')
    await getAccount(client, 'AbC')
    await getAccount(client, 'AbC', { withRelationships: false })
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/accounts/verify_credentials',
      '/api/v1/accounts/AbC?with_relationships=true',
      '/api/v1/accounts/AbC',
    ])
  })

  it('looks up an acct, falling back to the nickname route on 404', async () => {
    const { client, calls } = fakeServer((url) =>
      url.startsWith('/api/v1/accounts/lookup')
        ? { status: 404, body: { error: 'Not found' } }
        : { body: akkomaAccountJson() },
    )
    expect((await lookupAccount(client, '@dana@remote.example')).id).toBe('AbCdEfGhIjKlMnOpQr')
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/accounts/lookup?acct=dana%40remote.example',
      '/api/v1/accounts/dana%40remote.example?with_relationships=true',
    ])
  })

  it('does not fall back on other errors', async () => {
    const { client } = fakeServer(() => ({ status: 500, body: {} }))
    await expect(lookupAccount(client, 'x')).rejects.toBeInstanceOf(ApiError)
  })

  it('gets relationships as id[] and skips bad entries', async () => {
    const { client, calls } = fakeServer(() => ({ body: [{ id: '1', following: true }, {}, null] }))
    const relationships = await getRelationships(client, ['1', '2'])
    expect(relationships.map((r) => [r.id, r.following])).toEqual([['1', true]])
    expect(calls[0]?.url).toBe('/api/v1/accounts/relationships?id%5B%5D=1&id%5B%5D=2')
    expect(await getRelationships(client, [])).toEqual([])
    expect(calls).toHaveLength(1)
  })

  it('follows and unfollows', async () => {
    const { client, calls } = fakeServer((url) =>
      url.endsWith('/follow') ? { body: { following: false, requested: true } } : { body: 'junk' },
    )
    const relationship = await follow(client, 'u1', { reblogs: false })
    expect(relationship).toMatchObject({ id: 'u1', requested: true })
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/accounts/u1/follow',
      body: { reblogs: false },
    })
    await expect(unfollow(client, 'u1')).rejects.toBeInstanceOf(MalformedEntityError)
  })
})
