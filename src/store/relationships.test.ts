// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../api/http'
import { normalizeAccount } from '../api/normalize'
import { useEntities } from './entities'
import { requestRelationship, useRelationships } from './relationships'
import { fakeServer, relationship, settle } from '../api/testServer'
import { resetSessionForTests, startSessionForTests } from '../test/session'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../api/client', () => ({ api: () => holder.client }))

const idsOf = (url: string) => new URL(url, 'http://x').searchParams.getAll('id[]')

let server: ReturnType<typeof fakeServer>

beforeEach(() => {
  resetSessionForTests()
  startSessionForTests('me')
  server = fakeServer((_method, url) =>
    idsOf(url).map((id) => relationship(id, { following: true })),
  )
  holder.client = server.client
})

describe('relationship store', () => {
  it('batches the ids asked for in the same tick into one request', async () => {
    requestRelationship('a')
    requestRelationship('b')
    requestRelationship('a')
    requestRelationship('me')
    await settle()
    expect(server.calls).toEqual(['GET /api/v1/accounts/relationships?id%5B%5D=a&id%5B%5D=b'])
    expect(Object.keys(useRelationships.getState().byId).sort()).toEqual(['a', 'b'])
    // Known now: no second request.
    requestRelationship('a')
    await settle()
    expect(server.calls).toHaveLength(1)
  })

  it('adopts a relationship the cached account carries without asking', async () => {
    useEntities.getState().ingestAccounts([
      normalizeAccount({
        id: 'c',
        username: 'c',
        acct: 'c',
        pleroma: { relationship: relationship('c', { muting: true }) },
      }),
    ])
    requestRelationship('c')
    await settle()
    expect(server.calls).toEqual([])
    expect(useRelationships.getState().byId.c?.muting).toBe(true)
  })

  it('mirrors stored relationships onto cached accounts (what the mute rules read)', () => {
    useEntities.getState().ingestAccounts([normalizeAccount({ id: 'd', username: 'd', acct: 'd' })])
    useRelationships.getState().setRelationships([relationship('d', { muting: true })])
    expect(useEntities.getState().accounts.d?.relationship?.muting).toBe(true)
  })

  it('gives a re-cached account its known relationship back', () => {
    useRelationships.getState().setRelationships([relationship('e', { muting: true })])
    useEntities.getState().ingestAccounts([normalizeAccount({ id: 'e', username: 'e', acct: 'e' })])
    expect(useEntities.getState().accounts.e?.relationship?.muting).toBe(true)
  })

  it('asks nothing for guests and forgets everything on a new sign-in', async () => {
    useRelationships.getState().setRelationships([relationship('a')])
    resetSessionForTests()
    expect(useRelationships.getState().byId).toEqual({})
    requestRelationship('a')
    await settle()
    expect(server.calls).toEqual([])
  })

  it('leaves a failed batch unknown so the next ask retries', async () => {
    let fail = true
    server = fakeServer((_m, url) =>
      fail
        ? new Response('{"error":"boom"}', { status: 500 })
        : idsOf(url).map((id) => relationship(id)),
    )
    holder.client = server.client
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    requestRelationship('a')
    await settle()
    expect(useRelationships.getState().byId.a).toBeUndefined()
    fail = false
    requestRelationship('a')
    await settle()
    expect(useRelationships.getState().byId.a).toBeDefined()
    expect(server.calls).toHaveLength(2)
    warn.mockRestore()
  })
})
