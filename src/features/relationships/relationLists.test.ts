// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { listBlocks, listMutes } from '../../api/endpoints/relationships'
import { useEntities } from '../../store/entities'
import { allIds } from './relationLists'
import { fakeServer, relationship } from '../../api/testServer'
import { useRelationships } from '../../store/relationships'

const account = (id: string) => ({
  id,
  username: `u${id}`,
  acct: `u${id}`,
  display_name: '',
  url: `https://example.test/u${id}`,
  avatar: '',
  avatar_static: '',
  header: '',
  header_static: '',
  note: '',
  locked: false,
  bot: false,
  followers_count: 0,
  following_count: 0,
  statuses_count: 0,
  created_at: '2024-01-01T00:00:00Z',
  emojis: [],
  fields: [],
})

afterEach(() => {
  useEntities.getState().clear()
  useRelationships.getState().reset()
})

describe('allIds', () => {
  it('follows the Link header through every page of a list', async () => {
    const { client, calls } = fakeServer((_method, url) => {
      const next = '<https://example.test/api/v1/mutes?limit=80&max_id=2>; rel="next"'
      if (url.includes('max_id=3')) return []
      if (url.includes('max_id=2')) return [account('3')]
      return new Response(JSON.stringify([account('1'), account('2')]), {
        status: 200,
        headers: { Link: next },
      })
    })
    expect(await allIds(client, listMutes)).toEqual(['1', '2', '3'])
    expect(calls.slice(0, 2)).toEqual([
      'GET /api/v1/mutes?limit=80',
      'GET /api/v1/mutes?limit=80&max_id=2',
    ])
  })

  it('stops when a page brings no account it has not seen', async () => {
    const { client, calls } = fakeServer(
      () =>
        new Response(JSON.stringify([account('1')]), {
          status: 200,
          headers: { Link: '<https://example.test/api/v1/mutes?max_id=1>; rel="next"' },
        }),
    )
    expect(await allIds(client, listMutes)).toEqual(['1'])
    expect(calls).toHaveLength(2)
  })

  it('stops at an empty page even when the server still links a next one', async () => {
    const { client, calls } = fakeServer(
      () =>
        new Response('[]', {
          status: 200,
          headers: { Link: '<https://example.test/api/v1/blocks?max_id=9>; rel="next"' },
        }),
    )
    expect(await allIds(client, listBlocks)).toEqual([])
    expect(calls).toHaveLength(1)
  })
})

describe('the mute and block lists in the cache', () => {
  it('follow the relationships the server sends after they loaded, and go with the cache', () => {
    useEntities.setState({ mutedIds: new Set(['1']), blockedIds: new Set() })
    useRelationships
      .getState()
      .setRelationships([
        relationship('1', { muting: false }),
        relationship('2', { blocking: true }),
      ])
    expect([...(useEntities.getState().mutedIds ?? [])]).toEqual([])
    expect([...(useEntities.getState().blockedIds ?? [])]).toEqual(['2'])
    useEntities.getState().clear()
    expect(useEntities.getState().mutedIds).toBeNull()
  })

  it('stay unknown until loaded: a relationship alone does not make a list', () => {
    useRelationships.getState().setRelationships([relationship('5', { muting: true })])
    expect(useEntities.getState().mutedIds).toBeNull()
  })
})
