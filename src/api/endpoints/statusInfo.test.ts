// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiClient, type FetchLike } from '../http'
import { akkomaAccountJson } from '../testFixtures'
import { votePoll } from './polls'
import { addReaction, getReactions, reactionName, removeReaction } from './reactions'
import {
  getInteractingAccounts,
  getStatusHistory,
  getStatusTranslation,
  getTranslationLanguages,
} from './statusInfo'

function server(body: unknown) {
  const calls: { url: string; method: string; body: string }[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, method: init.method ?? 'GET', body: String(init.body ?? '') })
    return new Response(JSON.stringify(body), { status: 200 })
  }
  return { client: new ApiClient({ fetch, token: 't' }), calls }
}

const statusJson = { id: 's1', account: akkomaAccountJson(), content: '' }

describe('reactions', () => {
  it('sends the emoji name without colons', async () => {
    expect(reactionName(':blobcat:')).toBe('blobcat')
    expect(reactionName('👍')).toBe('👍')
    const { client, calls } = server(statusJson)
    await addReaction(client, 's1', ':blobcat:')
    await removeReaction(client, 's1', '👍')
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/v1/pleroma/statuses/s1/reactions/blobcat',
      `DELETE /api/v1/pleroma/statuses/s1/reactions/${encodeURIComponent('👍')}`,
    ])
  })

  it('reads who reacted', async () => {
    const { client } = server([
      { name: '👍', count: 1, me: false, accounts: [akkomaAccountJson()] },
      { count: 2 },
    ])
    const list = await getReactions(client, 's1')
    expect(list).toHaveLength(1)
    expect(list[0]!.accounts[0]!.acct).toBe('alice')
  })
})

describe('polls', () => {
  it('votes with option indexes as the JSON choices array', async () => {
    const { client, calls } = server({ id: 'p1', options: [{ title: 'a', votes_count: 1 }] })
    const poll = await votePoll(client, 'p1', [0, 2])
    expect(calls[0]!.url).toBe('/api/v1/polls/p1/votes')
    expect(JSON.parse(calls[0]!.body)).toEqual({ choices: [0, 2] })
    expect(poll.options[0]!.title).toBe('a')
  })
})

describe('status info', () => {
  it('sorts the history oldest first and defaults missing fields', async () => {
    const { client } = server([
      { content: '<p>b</p>', created_at: '2024-01-02T00:00:00Z', account: akkomaAccountJson() },
      { content: '<p>a</p>', created_at: '2024-01-01T00:00:00Z' },
      'junk',
    ])
    const history = await getStatusHistory(client, 's1')
    expect(history.map((h) => h.content)).toEqual(['<p>a</p>', '<p>b</p>'])
    expect(history[0]).toMatchObject({ spoiler_text: '', account: null, poll: null })
  })

  it('asks for at most the popover limit of accounts', async () => {
    const accounts = Array.from({ length: 5 }, (_, i) => ({ ...akkomaAccountJson(), id: `a${i}` }))
    const { client, calls } = server(accounts)
    const list = await getInteractingAccounts(client, 's1', 'reblogged_by', 3)
    expect(calls[0]!.url).toBe('/api/v1/statuses/s1/reblogged_by?limit=3')
    expect(list.map((a) => a.id)).toEqual(['a0', 'a1', 'a2'])
  })

  it('reads translations and the language list', async () => {
    const t = server({ text: '<p>Hallo</p>', detected_language: 'en' })
    expect(await getStatusTranslation(t.client, 's1', 'de')).toEqual({
      text: '<p>Hallo</p>',
      detected_language: 'en',
    })
    expect(t.calls[0]!.url).toBe('/api/v1/statuses/s1/translations/de')
    await getStatusTranslation(t.client, 's1', 'de', 'en')
    expect(t.calls[1]!.url).toBe('/api/v1/statuses/s1/translations/de?from=en')

    const l = server({ source: [{ code: 'EN', name: 'English' }], target: ['DE', { code: '' }] })
    expect(await getTranslationLanguages(l.client)).toEqual({
      source: [{ code: 'EN', name: 'English' }],
      target: [{ code: 'DE', name: 'DE' }],
    })
    expect(await getTranslationLanguages(server({}).client)).toEqual({ source: [], target: [] })
  })
})
