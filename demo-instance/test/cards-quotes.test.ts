// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_POSTS, QUOTE_POSTS } from '../src/seeds/facts.ts'
import type { TestServer } from './helpers.ts'
import { call, findStatus, json, login, post, startTestServer } from './helpers.ts'

interface Card {
  type: string
  url: string
  title: string
  description: string
  image: string
  provider_name: string
  provider_url: string
}
interface Quoting {
  id: string
  content: string
  url: string
  card: Card | null
  quote_id: string | null
  quote: Quoting | null
  pleroma: {
    quote: Quoting | null
    quote_id: string | null
    quote_url: string | null
    quote_visible: boolean
  }
  akkoma: { quote_apid: string | null }
}

let server: TestServer
let alice: string
let bob: string

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
})
afterAll(() => server.stop())

describe('cards', () => {
  it('are attached to seeded links of known sites', async () => {
    for (const fact of Object.values(CARD_POSTS)) {
      const status = await findStatus<Quoting>(server.base, null, fact.author, fact.snippet)
      expect(status.card).toMatchObject({ type: 'link', url: fact.url, title: fact.title })
      expect(status.card?.provider_name).toBe(new URL(fact.url).hostname)
      const image = await fetch(status.card?.image ?? '')
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
    }
  })

  it('are made for new posts only when the link is on a known site', async () => {
    const known = await post(
      server.base,
      alice,
      'look https://zine.example.net/issues/7-printing ok',
    )
    const card = (known as unknown as Quoting).card
    expect(card).toMatchObject({ type: 'link', provider_name: 'zine.example.net' })
    expect(card?.title).toContain('The Little Zine')
    const unknown = await post(server.base, alice, 'look https://unknown.example/page')
    expect((unknown as unknown as Quoting).card).toBeNull()
    // Mentions and hashtags are not links for cards.
    const tagOnly = await post(server.base, alice, '@bob #cofe')
    expect((tagOnly as unknown as Quoting).card).toBeNull()
  })
})

describe('quotes', () => {
  it('embed the quoted status, but not a quote’s own quote', async () => {
    const quote = await findStatus<Quoting>(
      server.base,
      null,
      QUOTE_POSTS.quote.author,
      QUOTE_POSTS.quote.snippet,
    )
    const quoted = await findStatus<Quoting>(
      server.base,
      null,
      CARD_POSTS.slowWeb.author,
      CARD_POSTS.slowWeb.snippet,
    )
    expect(quote.quote_id).toBe(quoted.id)
    expect(quote.quote?.id).toBe(quoted.id)
    expect(quote.pleroma).toMatchObject({
      quote_id: quoted.id,
      quote_visible: true,
      quote_url: quoted.url,
    })
    expect(quote.pleroma.quote?.id).toBe(quoted.id)
    expect(quote.akkoma.quote_apid).toMatch(/\/objects\//)

    const outer = await findStatus<Quoting>(
      server.base,
      null,
      QUOTE_POSTS.quoteOfQuote.author,
      QUOTE_POSTS.quoteOfQuote.snippet,
    )
    expect(outer.quote?.id).toBe(quote.id)
    expect(outer.quote?.quote_id).toBe(quoted.id)
    expect(outer.quote?.quote).toBeNull()
  })

  it('can be posted for public and unlisted statuses only', async () => {
    const open = await post(server.base, alice, 'quote me', { visibility: 'unlisted' })
    const quoting = await json<Quoting>(
      await call(server.base, '/api/v1/statuses', {
        token: bob,
        json: { status: 'quoting alice', quote_id: open.id },
      }),
    )
    expect(quoting.quote?.id).toBe(open.id)
    const secret = await post(server.base, alice, 'followers only', { visibility: 'private' })
    const refused = await call(server.base, '/api/v1/statuses', {
      token: bob,
      json: { status: 'quoting a private post', quote_id: secret.id },
    })
    expect(refused.status).toBe(422)
    expect(await json(refused)).toEqual({ error: 'You can only quote public or unlisted statuses' })
    const missing = await call(server.base, '/api/v1/statuses', {
      token: bob,
      json: { status: 'quoting nothing', quote_id: 'nope' },
    })
    expect(missing.status).toBe(422)
  })

  it('keep a ghost id when the quoted status is deleted', async () => {
    const doomed = await post(server.base, alice, 'about to vanish')
    const quoting = await json<Quoting>(
      await call(server.base, '/api/v1/statuses', {
        token: bob,
        json: { status: 'quoting the doomed', quote_id: doomed.id },
      }),
    )
    await call(server.base, `/api/v1/statuses/${doomed.id}`, { method: 'DELETE', token: alice })
    const after = await json<Quoting>(await call(server.base, `/api/v1/statuses/${quoting.id}`))
    expect(after).toMatchObject({ quote_id: '_', quote: null, pleroma: { quote_visible: false } })
    expect(after.akkoma.quote_apid).toMatch(/\/objects\//)
  })
})
