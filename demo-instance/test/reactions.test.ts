// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOM_REACTIONS_POST, REACTION_PARTY } from '../src/seeds/facts.ts'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, findStatus, json, login, post, startTestServer } from './helpers.ts'

interface Reaction {
  name: string
  count: number
  me: boolean
  url: string | null
  account_ids: string[]
}
interface ReactionWithAccounts {
  name: string
  count: number
  me: boolean
  url: string | null
  accounts: { acct: string }[]
}
interface WithReactions {
  id: string
  emoji_reactions: Reaction[]
  pleroma: { emoji_reactions: Reaction[] }
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

const enc = encodeURIComponent

describe('reacting', () => {
  it('adds and removes unicode reactions with Akkoma’s PUT/DELETE', async () => {
    const status = await post(server.base, alice, 'react to me')
    const put = await call(
      server.base,
      `/api/v1/pleroma/statuses/${status.id}/reactions/${enc('☕')}`,
      {
        method: 'PUT',
        token: bob,
      },
    )
    expect(put.status).toBe(200)
    const reacted = await json<WithReactions>(put)
    expect(reacted.emoji_reactions).toEqual([
      { name: '☕', count: 1, me: true, url: null, account_ids: [expect.any(String)] },
    ])
    expect(reacted.pleroma.emoji_reactions).toEqual(reacted.emoji_reactions)
    // `me` is per viewer.
    const asAuthor = await json<WithReactions>(
      await call(server.base, `/api/v1/statuses/${status.id}`, { token: alice }),
    )
    expect(asAuthor.emoji_reactions[0]?.me).toBe(false)
    // The author is notified.
    const [notification] = await json<{ type: string; emoji: string; account: { acct: string } }[]>(
      await call(server.base, '/api/v1/notifications?limit=1', { token: alice }),
    )
    expect(notification).toMatchObject({
      type: 'pleroma:emoji_reaction',
      emoji: '☕',
      account: { acct: 'bob' },
    })

    const del = await call(
      server.base,
      `/api/v1/pleroma/statuses/${status.id}/reactions/${enc('☕')}`,
      {
        method: 'DELETE',
        token: bob,
      },
    )
    expect((await json<WithReactions>(del)).emoji_reactions).toEqual([])
    const again = await call(
      server.base,
      `/api/v1/pleroma/statuses/${status.id}/reactions/${enc('☕')}`,
      {
        method: 'DELETE',
        token: bob,
      },
    )
    expect(again.status).toBe(400)
    expect(await json(again)).toEqual({ error: 'Could not remove reaction emoji' })
  })

  it('takes custom emoji by shortcode (colons optional) through react/unreact', async () => {
    const status = await post(server.base, alice, 'custom reactions please')
    await call(server.base, `/api/v1/statuses/${status.id}/react/blobcat`, {
      method: 'POST',
      token: bob,
    })
    const second = await call(
      server.base,
      `/api/v1/statuses/${status.id}/react/${enc(':blobcat:')}`,
      {
        method: 'POST',
        token: alice,
      },
    )
    const [reaction] = (await json<WithReactions>(second)).emoji_reactions
    expect(reaction).toMatchObject({ name: 'blobcat', count: 2, me: true })
    expect(reaction?.url).toMatch(/\/emoji\/blobs\/blobcat\.svg$/)
    const [notification] = await json<{ emoji: string; emoji_url: string }[]>(
      await call(server.base, '/api/v1/notifications?types[]=pleroma:emoji_reaction&limit=1', {
        token: alice,
      }),
    )
    expect(notification).toMatchObject({ emoji: ':blobcat:' })
    expect(notification?.emoji_url).toMatch(/blobcat\.svg$/)
    const after = await call(server.base, `/api/v1/statuses/${status.id}/unreact/blobcat`, {
      method: 'POST',
      token: bob,
    })
    expect((await json<WithReactions>(after)).emoji_reactions[0]?.count).toBe(1)
  })

  it('fully qualifies emoji and rejects what is not an emoji', async () => {
    const status = await post(server.base, alice, 'heart me')
    const heart = await call(
      server.base,
      `/api/v1/pleroma/statuses/${status.id}/reactions/${enc('❤')}`,
      {
        method: 'PUT',
        token: bob,
      },
    )
    expect((await json<WithReactions>(heart)).emoji_reactions[0]?.name).toBe('❤️')
    for (const bad of ['hello', 'no_such_emoji', '#']) {
      const response = await call(
        server.base,
        `/api/v1/pleroma/statuses/${status.id}/reactions/${enc(bad)}`,
        { method: 'PUT', token: bob },
      )
      expect(response.status).toBe(400)
      expect(await json(response)).toEqual({ error: 'Could not add reaction emoji' })
    }
    const guest = await call(server.base, `/api/v1/statuses/${status.id}/react/${enc('👍')}`, {
      method: 'POST',
    })
    expect(guest.status).toBe(401)
  })

  it('lists who reacted, with accounts, on both paths', async () => {
    const status = await post(server.base, alice, 'who reacted?')
    for (const [token, emoji] of [
      [bob, '🎉'],
      [alice, '🎉'],
      [bob, 'cofe'],
    ] as const) {
      await call(server.base, `/api/v1/pleroma/statuses/${status.id}/reactions/${enc(emoji)}`, {
        method: 'PUT',
        token,
      })
    }
    for (const path of [
      `/api/v1/pleroma/statuses/${status.id}/reactions`,
      `/api/v1/statuses/${status.id}/reactions`,
    ]) {
      const list = await json<ReactionWithAccounts[]>(await call(server.base, path, { token: bob }))
      expect(list.map((r) => [r.name, r.count, r.me])).toEqual([
        ['🎉', 2, true],
        ['cofe', 1, true],
      ])
      expect(list[0]?.accounts.map((a) => a.acct)).toEqual(['bob', 'alice'])
      expect(list[0]?.url).toBeNull()
      expect(list[1]?.url).toMatch(/cofe\.svg$/)
    }
    const one = await json<ReactionWithAccounts[]>(
      await call(server.base, `/api/v1/pleroma/statuses/${status.id}/reactions/cofe`),
    )
    expect(one.map((r) => r.name)).toEqual(['cofe'])
  })

  it('applies a reaction to the original of a reblog', async () => {
    const original = await post(server.base, alice, 'boost and react')
    const wrapper = await json<StatusJson>(
      await call(server.base, `/api/v1/statuses/${original.id}/reblog`, {
        method: 'POST',
        token: bob,
      }),
    )
    const reacted = await json<WithReactions>(
      await call(server.base, `/api/v1/statuses/${wrapper.id}/react/${enc('👍')}`, {
        method: 'POST',
        token: bob,
      }),
    )
    expect(reacted.id).toBe(original.id)
    expect(reacted.emoji_reactions[0]?.name).toBe('👍')
  })
})

describe('seeded reactions', () => {
  it('has a status with 16 distinct reactions, two of them alice’s', async () => {
    const party = await findStatus<WithReactions>(
      server.base,
      alice,
      REACTION_PARTY.author,
      REACTION_PARTY.snippet,
    )
    expect(party.emoji_reactions.map((r) => r.name)).toEqual(REACTION_PARTY.emojis)
    expect(party.emoji_reactions.filter((r) => r.me).map((r) => r.name)).toEqual(
      REACTION_PARTY.aliceReacted,
    )
    expect(party.emoji_reactions.filter((r) => r.url !== null)).toHaveLength(4)
    const custom = await findStatus<WithReactions>(
      server.base,
      null,
      CUSTOM_REACTIONS_POST.author,
      CUSTOM_REACTIONS_POST.snippet,
    )
    expect(custom.emoji_reactions.map((r) => r.name)).toEqual(CUSTOM_REACTIONS_POST.emojis)
    expect(custom.emoji_reactions.every((r) => r.me === false && r.url !== null)).toBe(true)
  })
})
