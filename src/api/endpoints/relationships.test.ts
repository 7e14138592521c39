// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createApiClient, type FetchLike } from '../http'
import {
  fetchSuggestions,
  listDomainBlocks,
  mute,
  resolveRemoteAccount,
  setSubscribed,
} from './relationships'

function server(routes: Record<string, () => Response>) {
  const calls: string[] = []
  const fetch: FetchLike = async (url, init) => {
    const key = `${init.method} ${url}`
    calls.push(init.body ? `${key} ${String(init.body)}` : key)
    return routes[key]?.() ?? new Response('{"error":"Not found"}', { status: 404 })
  }
  return { client: createApiClient({ fetch }), calls }
}

const json = (body: unknown) => () => new Response(JSON.stringify(body))
const dana = { id: 'd1', username: 'dana', acct: 'dana@mastodon.example' }

describe('relationship endpoints', () => {
  it('reads v2 suggestions, and falls back to v1 where v2 is missing', async () => {
    const v2 = server({
      'GET /api/v2/suggestions?limit=5': json([{ source: 'staff', account: dana }]),
    })
    expect((await fetchSuggestions(v2.client, 5)).map((a) => a.acct)).toEqual([dana.acct])
    const v1 = server({ 'GET /api/v1/suggestions?limit=5': json([dana, { bogus: true }]) })
    expect((await fetchSuggestions(v1.client, 5)).map((a) => a.id)).toEqual(['d1'])
    expect(v1.calls).toEqual(['GET /api/v2/suggestions?limit=5', 'GET /api/v1/suggestions?limit=5'])
  })

  it('resolves a remote user by lookup, else by a resolving search, else null', async () => {
    const byLookup = server({
      'GET /api/v1/accounts/lookup?acct=dana%40mastodon.example': json(dana),
    })
    expect((await resolveRemoteAccount(byLookup.client, '@dana@mastodon.example'))?.id).toBe('d1')
    const bySearch = server({
      'GET /api/v2/search?q=%40dana%40mastodon.example&resolve=true&type=accounts&limit=1': json({
        accounts: [dana],
      }),
    })
    expect((await resolveRemoteAccount(bySearch.client, 'dana@mastodon.example'))?.id).toBe('d1')
    const nobody = server({
      'GET /api/v2/search?q=%40x%40y.example&resolve=true&type=accounts&limit=1': json({
        accounts: [],
      }),
    })
    expect(await resolveRemoteAccount(nobody.client, 'x@y.example')).toBeNull()
  })

  it('sends mute options, Pleroma subscribe and reads domain blocks', async () => {
    const s = server({
      'POST /api/v1/accounts/d1/mute': json({ id: 'd1', muting: true }),
      'POST /api/v1/pleroma/accounts/d1/subscribe': json({ id: 'd1', subscribing: true }),
      'GET /api/v1/domain_blocks': json(['a.example', 3]),
    })
    expect((await mute(s.client, 'd1', false)).muting).toBe(true)
    expect((await setSubscribed(s.client, 'd1', true)).subscribing).toBe(true)
    expect(await listDomainBlocks(s.client)).toEqual(['a.example'])
    expect(s.calls[0]).toBe('POST /api/v1/accounts/d1/mute {"notifications":false}')
  })
})
