// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ALICE_OWN_POLL,
  ALICE_VOTED_POLL,
  EXPIRED_POLL,
  MULTIPLE_CHOICE_POLL,
  OPEN_POLL,
} from '../src/seeds/facts.ts'
import type { TestServer } from './helpers.ts'
import { call, findStatus, json, login, startTestServer } from './helpers.ts'

interface Poll {
  id: string
  expires_at: string
  expired: boolean
  multiple: boolean
  votes_count: number
  voters_count: number | null
  voted?: boolean
  own_votes?: number[]
  options: { title: string; votes_count: number }[]
  emojis: unknown[]
}
interface WithPoll {
  id: string
  poll: Poll
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

const vote = (id: string, token: string, choices: number[]) =>
  call(server.base, `/api/v1/polls/${id}/votes`, { token, json: { choices } })

describe('posting polls', () => {
  it('accepts form parameters and JSON, and renders the poll', async () => {
    const body = new URLSearchParams()
    body.append('status', 'Tea or coffee? :cofe:')
    body.append('poll[options][]', 'Tea')
    body.append('poll[options][]', 'Coffee :cofe:')
    body.append('poll[expires_in]', '3600')
    body.append('poll[multiple]', 'true')
    const response = await fetch(`${server.base}/api/v1/statuses`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${alice}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body,
    })
    expect(response.status).toBe(200)
    const status = await json<WithPoll>(response)
    expect(status.poll).toMatchObject({
      expired: false,
      multiple: true,
      votes_count: 0,
      voters_count: 0,
      voted: true, // the author counts as having voted
      own_votes: [],
      options: [
        { title: 'Tea', votes_count: 0 },
        { title: 'Coffee :cofe:', votes_count: 0 },
      ],
    })
    expect(status.poll.emojis).toHaveLength(1)
    const expires = Date.parse(status.poll.expires_at) - Date.now()
    expect(expires).toBeGreaterThan(3500_000)
    expect(expires).toBeLessThan(3700_000)

    const viaJson = await call(server.base, '/api/v1/statuses', {
      token: alice,
      json: { status: 'Single?', poll: { options: ['a', 'b', 'c'], expires_in: 600 } },
    })
    const single = await json<WithPoll>(viaJson)
    expect(single.poll.multiple).toBe(false)
    expect(single.poll.voters_count).toBeNull()
    const fetched = await json<Poll>(await call(server.base, `/api/v1/polls/${single.poll.id}`))
    expect(fetched.options.map((o) => o.title)).toEqual(['a', 'b', 'c'])
    // Guests get no voted / own_votes (as in Akkoma and Mastodon).
    expect(fetched).not.toHaveProperty('voted')
  })

  it.each([
    [{ options: ['only one'], expires_in: 600 }, 'Poll must contain at least 2 options'],
    [
      { options: ['1', '2', '3', '4', '5', '6', '7', '8', '9'], expires_in: 600 },
      "Poll can't contain more than 8 options",
    ],
    [
      { options: ['x'.repeat(201), 'y'], expires_in: 600 },
      'Poll options cannot be longer than 200 characters each',
    ],
    [{ options: ['a', 'b'], expires_in: 400_000_000 }, 'Expiration date is too far in the future'],
    [{ options: ['a', 'b'], expires_in: -5 }, 'Expiration date is too soon'],
    [{ options: ['a', 'b'] }, 'Invalid poll'],
  ])('rejects invalid polls with 422 (%j)', async (poll, error) => {
    const response = await call(server.base, '/api/v1/statuses', {
      token: alice,
      json: { status: 'bad poll', poll },
    })
    expect(response.status).toBe(422)
    expect(await json(response)).toEqual({ error })
  })
})

describe('voting', () => {
  it('counts a single-choice vote and refuses a second one', async () => {
    const mine = await json<WithPoll>(
      await call(server.base, '/api/v1/statuses', {
        token: alice,
        json: { status: 'Vote!', poll: { options: ['yes', 'no'], expires_in: 600 } },
      }),
    )
    const own = await vote(mine.poll.id, alice, [0])
    expect(own.status).toBe(422)
    expect(await json(own)).toEqual({ error: "Poll's author can't vote" })
    const tooMany = await vote(mine.poll.id, bob, [0, 1])
    expect(await json(tooMany)).toEqual({ error: 'Too many choices' })
    expect((await json(await vote(mine.poll.id, bob, [7]))).error).toBe('Invalid indices')
    const ok = await vote(mine.poll.id, bob, [1])
    expect(ok.status).toBe(200)
    expect(await json<Poll>(ok)).toMatchObject({
      voted: true,
      own_votes: [1],
      votes_count: 1,
      options: [{ votes_count: 0 }, { votes_count: 1 }],
    })
    const twice = await vote(mine.poll.id, bob, [0])
    expect(twice.status).toBe(422)
    expect(await json(twice)).toEqual({ error: 'Already voted' })
    // The status carries the same poll, as the viewer sees it.
    const status = await json<WithPoll>(
      await call(server.base, `/api/v1/statuses/${mine.id}`, { token: bob }),
    )
    expect(status.poll.own_votes).toEqual([1])
  })

  it('takes several choices in a multiple-choice poll', async () => {
    const status = await findStatus<WithPoll>(
      server.base,
      alice,
      MULTIPLE_CHOICE_POLL.author,
      MULTIPLE_CHOICE_POLL.snippet,
    )
    expect(status.poll).toMatchObject({ multiple: true, voted: false, expired: false })
    expect(status.poll.options.map((o) => o.title)).toEqual(MULTIPLE_CHOICE_POLL.options)
    const before = status.poll
    const after = await json<Poll>(await vote(before.id, alice, [0, 2, 4]))
    expect(after.own_votes).toEqual([0, 2, 4])
    expect(after.voters_count).toBe((before.voters_count ?? 0) + 1)
    expect(after.votes_count).toBe(before.votes_count + 3)
  })

  it('refuses votes on expired polls', async () => {
    const status = await findStatus<WithPoll>(
      server.base,
      bob,
      EXPIRED_POLL.author,
      EXPIRED_POLL.snippet,
    )
    expect(status.poll.expired).toBe(true)
    // moderator voted in the seed: "Already voted" is checked before the expiry.
    const moderator = await login(server.base, 'moderator')
    expect((await json(await vote(status.poll.id, moderator, [0]))).error).toBe('Already voted')
    const admin = await login(server.base, 'admin')
    const expired = await vote(status.poll.id, admin, [0])
    expect(expired.status).toBe(422)
    expect(await json(expired)).toEqual({ error: 'Poll is expired' })
  })

  it('needs a visible poll and a token', async () => {
    expect((await call(server.base, '/api/v1/polls/nope')).status).toBe(404)
    const status = await findStatus<WithPoll>(
      server.base,
      null,
      OPEN_POLL.author,
      OPEN_POLL.snippet,
    )
    expect((await vote(status.poll.id, '', [0])).status).toBe(401)
  })
})

describe('seeded polls', () => {
  it('match the seed facts', async () => {
    const open = await findStatus<WithPoll>(server.base, alice, OPEN_POLL.author, OPEN_POLL.snippet)
    expect(open.poll).toMatchObject({
      multiple: false,
      expired: false,
      voted: false,
      own_votes: [],
    })
    expect(open.poll.options.map((o) => o.title)).toEqual(OPEN_POLL.options)
    expect(open.poll.votes_count).toBeGreaterThan(10)

    const expired = await findStatus<WithPoll>(
      server.base,
      alice,
      EXPIRED_POLL.author,
      EXPIRED_POLL.snippet,
    )
    expect(expired.poll).toMatchObject({
      expired: true,
      voted: true,
      own_votes: EXPIRED_POLL.aliceVoted,
    })

    const voted = await findStatus<WithPoll>(
      server.base,
      alice,
      ALICE_VOTED_POLL.author,
      ALICE_VOTED_POLL.snippet,
    )
    expect(voted.poll).toMatchObject({
      expired: false,
      voted: true,
      own_votes: ALICE_VOTED_POLL.aliceVoted,
    })

    const own = await findStatus<WithPoll>(
      server.base,
      alice,
      ALICE_OWN_POLL.author,
      ALICE_OWN_POLL.snippet,
    )
    expect(own.poll).toMatchObject({ voted: true, own_votes: [] })
    expect((await json(await vote(own.poll.id, alice, [0]))).error).toBe("Poll's author can't vote")
  })

  it('sent poll notifications to the voters of the expired poll', async () => {
    const list = await json<{ type: string; status: { content: string } }[]>(
      await call(server.base, '/api/v1/notifications?types[]=poll', { token: alice }),
    )
    expect(list.some((n) => n.status.content.includes(EXPIRED_POLL.snippet))).toBe(true)
  })
})
