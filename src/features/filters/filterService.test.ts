// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setApiToken } from '../../api/client'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { normalizeStatus } from '../../api/normalize'
import { mastodonStatusJson } from '../../api/testFixtures'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { resetSessionForTests, startSessionForTests } from '../../test/session'
import { refreshFilters, removeFilter } from './filterService'
import { useFilters } from './filtersStore'
import { useFilterGate } from './gate'

/*
 * The member's filters changing in another client: a refresh fetches them
 * again and judges anew, statuses the server judged by the old list too;
 * one announced while a fetch runs fetches once more; a failing refresh
 * keeps the list it had.
 */

const MASTODON = {
  nodeinfo: { software: { name: 'mastodon', version: '4.3.2' }, metadata: {} },
  v1: { version: '4.3.2', urls: { streaming_api: 'wss://mastodon.example' } },
}

const wireFilter = (id: string, keyword: string, action = 'warn') => ({
  id,
  title: `No ${keyword}`,
  context: ['home'],
  expires_at: null,
  filter_action: action,
  keywords: [{ id: `k${id}`, keyword, whole_word: true }],
  statuses: [],
})

let requests: string[]
let list: unknown[]
let reply: () => Response | Promise<Response>

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** Lets the fetches and their answers settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((done) => setTimeout(done, 0))
}

/** A post of Bob's as Mastodon sends it: with its own results (none matched when it came). */
function ingest(id: string, text: string): void {
  useEntities
    .getState()
    .ingestStatuses([normalizeStatus({ ...mastodonStatusJson(), id, content: `<p>${text}</p>` })])
}

const verdict = (id: string) => useFilterGate.getState().judge?.(id, 'friends') ?? null

beforeEach(async () => {
  requests = []
  list = []
  reply = () => json(list)
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push(`${init.method} ${new URL(url, 'https://x.example').pathname}`)
    return reply()
  })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  setApiToken('token')
  useSession.setState({ instance: mergeInstanceConfig(MASTODON, 'https://mastodon.example') })
  startSessionForTests('me')
  await settle()
  requests = []
})

afterEach(() => {
  resetSessionForTests()
  setApiToken(null)
  useSession.setState({ currentUserId: null, instance: null })
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('filters changed elsewhere', () => {
  it('fetches the list again and judges by it, the posts on screen the server judged before too', async () => {
    ingest('s1', 'a zebra crossing')
    expect(useFilters.getState().phase).toBe('ready')
    expect(verdict('s1')).toBeNull()

    list = [wireFilter('1', 'zebra')]
    refreshFilters()
    await settle()
    expect(requests).toEqual(['GET /api/v2/filters'])
    // Its `filtered` (empty) was sent before the filter existed: the new list judges it.
    expect(verdict('s1')).toEqual({ action: 'warn', titles: ['No zebra'] })

    // A copy the server sends now carries current results, and they count again.
    ingest('s1', 'a zebra crossing')
    expect(verdict('s1')).toBeNull()
  })

  it('a change announced during a fetch fetches once more; the settings keep the list meanwhile', async () => {
    list = [wireFilter('1', 'zebra')]
    let answer: () => void = () => undefined
    reply = () => new Promise((done) => (answer = () => done(json(list))))
    refreshFilters()
    refreshFilters()
    expect(useFilters.getState().phase).toBe('ready')
    list = [wireFilter('1', 'zebra'), wireFilter('2', 'okapi')]
    answer()
    await settle()
    answer()
    await settle()
    expect(requests).toEqual(['GET /api/v2/filters', 'GET /api/v2/filters'])
    expect(useFilters.getState().filters.map((f) => f.title)).toEqual(['No zebra', 'No okapi'])
  })

  it('a failing refresh keeps judging by the list it had', async () => {
    ingest('s2', 'zebra')
    list = [wireFilter('1', 'zebra', 'hide')]
    refreshFilters()
    await settle()
    expect(verdict('s2')?.action).toBe('hide')
    reply = () => json({ error: 'Internal server error' }, 500)
    refreshFilters()
    await settle()
    expect(useFilters.getState()).toMatchObject({ phase: 'ready', filters: [{ id: '1' }] })
    expect(verdict('s2')?.action).toBe('hide')
  })

  it('asked for a list older than some time, leaves a newer one alone', async () => {
    refreshFilters(60_000)
    await settle()
    expect(requests).toEqual([])
    const later = Date.now() + 61_000
    vi.spyOn(Date, 'now').mockReturnValue(later)
    refreshFilters(60_000)
    await settle()
    expect(requests).toEqual(['GET /api/v2/filters'])
  })

  it('a filter deleted here stops hiding what the server had judged by it', async () => {
    list = [wireFilter('1', 'zebra', 'hide')]
    refreshFilters()
    await settle()
    const results = [{ filter: wireFilter('1', 'zebra', 'hide'), keyword_matches: ['zebra'] }]
    useEntities.getState().ingestStatuses([
      normalizeStatus({
        ...mastodonStatusJson(),
        id: 's3',
        content: '<p>zebra</p>',
        filtered: results,
      }),
    ])
    expect(verdict('s3')?.action).toBe('hide')
    reply = () => json({})
    const [filter] = useFilters.getState().filters
    if (filter) await removeFilter(filter)
    expect(verdict('s3')).toBeNull()
  })
})
