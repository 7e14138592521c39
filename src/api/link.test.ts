// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pagingFromLinkHeader, parseLinkHeader, queryParamsOf } from './link'

describe('parseLinkHeader', () => {
  it('parses a Mastodon header', () => {
    const header =
      '<https://mastodon.example/api/v1/timelines/home?max_id=109876543210>; rel="next", ' +
      '<https://mastodon.example/api/v1/timelines/home?min_id=109876543299>; rel="prev"'
    expect(parseLinkHeader(header)).toEqual({
      next: {
        url: 'https://mastodon.example/api/v1/timelines/home?max_id=109876543210',
        params: { max_id: '109876543210' },
      },
      prev: {
        url: 'https://mastodon.example/api/v1/timelines/home?min_id=109876543299',
        params: { min_id: '109876543299' },
      },
    })
  })

  it('parses an Akkoma header with extra and array params', () => {
    const header =
      '<https://akkoma.example/api/v1/timelines/public?exclude_types[]=follow&exclude_types[]=move&limit=20&local=true&max_id=AbCdEfGhIjKlMnOpQr>; rel="next",' +
      '<https://akkoma.example/api/v1/timelines/public?limit=20&local=true&min_id=AbCdEfGhIjKlMnOpZz>; rel="prev"'
    const links = parseLinkHeader(header)
    expect(links.next?.params).toEqual({
      exclude_types: ['follow', 'move'],
      limit: '20',
      local: 'true',
      max_id: 'AbCdEfGhIjKlMnOpQr',
    })
    expect(links.prev?.params).toEqual({ limit: '20', local: 'true', min_id: 'AbCdEfGhIjKlMnOpZz' })
  })

  it('handles older since_id prev links, unquoted rels, several rels and extra attributes', () => {
    const header =
      '</api/v1/notifications?since_id=5>; rel=prev; title="newer, please", ' +
      '</api/v1/notifications?max_id=1>; type="application/json"; REL="next last"'
    const links = parseLinkHeader(header)
    expect(links.prev).toEqual({
      url: '/api/v1/notifications?since_id=5',
      params: { since_id: '5' },
    })
    expect(links.next?.params).toEqual({ max_id: '1' })
    expect(links.last?.url).toBe('/api/v1/notifications?max_id=1')
  })

  it('returns an empty record for missing or garbage headers', () => {
    expect(parseLinkHeader(null)).toEqual({})
    expect(parseLinkHeader(undefined)).toEqual({})
    expect(parseLinkHeader('')).toEqual({})
    expect(parseLinkHeader('garbage; rel="next"')).toEqual({})
    expect(parseLinkHeader('<https://x/y?max_id=1>')).toEqual({})
    expect(parseLinkHeader('<https://x/unterminated')).toEqual({})
  })

  it('keeps the first link of a relation', () => {
    const links = parseLinkHeader('<a?max_id=1>; rel="next", <b?max_id=2>; rel="next"')
    expect(links.next?.params.max_id).toBe('1')
  })
})

describe('queryParamsOf', () => {
  it('ignores fragments and decodes values', () => {
    expect(queryParamsOf('/x?tag=caf%C3%A9&a=1#frag')).toEqual({ tag: 'café', a: '1' })
    expect(queryParamsOf('/x')).toEqual({})
  })
})

describe('pagingFromLinkHeader', () => {
  it('builds next/prev queries keeping the request filters', () => {
    const paging = pagingFromLinkHeader(
      '<https://m.example/api/v1/timelines/public?max_id=10>; rel="next"',
      { local: true, only_media: false, max_id: '20', limit: 20, missing: undefined },
    )
    expect(paging).toEqual({
      next: { local: 'true', only_media: 'false', limit: '20', max_id: '10' },
      prev: null,
    })
  })

  it('gives nulls when the rels are missing', () => {
    expect(pagingFromLinkHeader('<x>; rel="self"')).toEqual({ next: null, prev: null })
  })
})
