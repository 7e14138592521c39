// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_PINNED_POST,
  ALICE_PINNED_POST,
  DEEP_THREAD,
  PINNED_COUNTS,
} from '../src/seeds/facts.ts'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, findStatus, json, login, parseLink, post, startTestServer } from './helpers.ts'

interface Flags {
  id: string
  pinned: boolean
  muted: boolean
  content: string
  pleroma: { thread_muted: boolean; pinned_at: string | null }
}

let server: TestServer
let alice: string
let bob: string
let moderator: string

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
  moderator = await login(server.base, 'moderator')
})
afterAll(() => server.stop())

const act = (id: string, action: string, token: string | null) =>
  call(server.base, `/api/v1/statuses/${id}/${action}`, { method: 'POST', token })

async function allIds(path: string, token: string | null): Promise<string[]> {
  const ids: string[] = []
  let url: string | undefined = path
  while (url) {
    const response = await call(server.base, url.replace(server.base, ''), { token })
    const page = await json<{ id: string }[]>(response)
    if (page.length === 0) break
    ids.push(...page.map((s) => s.id))
    url = parseLink(response.headers.get('link')).next
  }
  return ids
}

describe('pins', () => {
  it('pins and unpins own public and unlisted statuses', async () => {
    const status = await post(server.base, bob, 'pin me', { visibility: 'unlisted' })
    const pinned = await json<Flags>(await act(status.id, 'pin', bob))
    expect(pinned.pinned).toBe(true)
    expect(pinned.pleroma.pinned_at).not.toBeNull()
    const bobAccount = await json<{ id: string }>(await call(server.base, '/api/v1/accounts/bob'))
    const list = await json<Flags[]>(
      await call(server.base, `/api/v1/accounts/${bobAccount.id}/statuses?pinned=true`),
    )
    expect(list.map((s) => s.id)).toEqual([status.id])
    // Everyone sees the author's pin (Akkoma renders it for any viewer).
    const asAlice = await json<Flags>(
      await call(server.base, `/api/v1/statuses/${status.id}`, { token: alice }),
    )
    expect(asAlice.pinned).toBe(true)
    const unpinned = await json<Flags>(await act(status.id, 'unpin', bob))
    expect(unpinned).toMatchObject({ pinned: false, pleroma: { pinned_at: null } })
  })

  it('refuses other people’s and non-public statuses', async () => {
    const theirs = await post(server.base, alice, 'not yours')
    const other = await act(theirs.id, 'pin', bob)
    expect(other.status).toBe(422)
    expect(await json(other)).toEqual({ error: "Someone else's status cannot be pinned" })
    const secret = await post(server.base, bob, 'followers only', { visibility: 'private' })
    const privatePin = await act(secret.id, 'pin', bob)
    expect(privatePin.status).toBe(422)
    expect(await json(privatePin)).toEqual({ error: 'Non-public status cannot be pinned' })
    expect((await act(theirs.id, 'unpin', bob)).status).toBe(422)
    expect((await act(theirs.id, 'pin', null)).status).toBe(401)
  })

  it('stops at the instance limit of five', async () => {
    const token = moderator
    const ids: string[] = []
    for (let i = 0; i < 6; i += 1) ids.push((await post(server.base, token, `mod pin ${i}`)).id)
    for (const id of ids.slice(0, 5)) expect((await act(id, 'pin', token)).status).toBe(200)
    const sixth = await act(ids[5] ?? '', 'pin', token)
    expect(sixth.status).toBe(400)
    expect(await json(sixth)).toEqual({
      error: 'You have already pinned the maximum number of statuses',
    })
  })

  it('seeds pinned posts for alice and admin', async () => {
    for (const [acct, count] of Object.entries(PINNED_COUNTS)) {
      const list = await json<Flags[]>(
        await call(server.base, `/api/v1/accounts/${acct}/statuses?pinned=true`),
      )
      expect(list).toHaveLength(count)
      expect(list.every((s) => s.pinned)).toBe(true)
    }
    const admin = await json<Flags[]>(
      await call(server.base, '/api/v1/accounts/admin/statuses?pinned=true'),
    )
    expect(admin.some((s) => s.content.includes(ADMIN_PINNED_POST.snippet))).toBe(true)
    const aliceList = await json<Flags[]>(
      await call(server.base, '/api/v1/accounts/alice/statuses?pinned=true'),
    )
    expect(aliceList.some((s) => s.content.includes(ALICE_PINNED_POST.snippet))).toBe(true)
  })
})

describe('thread mutes', () => {
  it('marks every status of the conversation for the muting viewer only', async () => {
    const root = await post(server.base, alice, 'a noisy thread #cofe')
    const reply = await post(server.base, moderator, 'noise', { in_reply_to_id: root.id })
    const early = await post(server.base, moderator, '@bob before the mute', {
      in_reply_to_id: root.id,
    })
    const notified = async (query = '') =>
      (
        await json<{ status?: { id: string } }[]>(
          await call(server.base, `/api/v1/notifications?limit=40${query}`, { token: bob }),
        )
      ).map((n) => n.status?.id)
    expect(await notified()).toContain(early.id)
    const muted = await json<Flags>(await act(reply.id, 'mute', bob))
    expect(muted).toMatchObject({ muted: true, pleroma: { thread_muted: true } })
    const rootForBob = await json<Flags>(
      await call(server.base, `/api/v1/statuses/${root.id}`, { token: bob }),
    )
    expect(rootForBob).toMatchObject({ muted: true, pleroma: { thread_muted: true } })
    const rootForAlice = await json<Flags>(
      await call(server.base, `/api/v1/statuses/${root.id}`, { token: alice }),
    )
    expect(rootForAlice).toMatchObject({ muted: false, pleroma: { thread_muted: false } })
    const twice = await act(root.id, 'mute', bob)
    expect(twice.status).toBe(400)
    expect(await json(twice)).toEqual({ error: 'conversation is already muted' })

    // Gone from bob's timelines unless with_muted=true.
    expect(await allIds('/api/v1/timelines/home?limit=40', bob)).not.toContain(root.id)
    expect(await allIds('/api/v1/timelines/home?limit=40&with_muted=true', bob)).toContain(root.id)
    const publicIds = await allIds('/api/v1/timelines/public?limit=40', bob)
    expect(publicIds).not.toContain(root.id)

    // Earlier notifications are hidden; new replies do not notify bob at all.
    expect(await notified()).not.toContain(early.id)
    expect(await notified('&with_muted=true')).toContain(early.id)
    const mention = await post(server.base, moderator, '@bob are you there?', {
      in_reply_to_id: root.id,
    })
    expect(await notified('&with_muted=true')).not.toContain(mention.id)

    const unmuted = await json<Flags>(await act(root.id, 'unmute', bob))
    expect(unmuted).toMatchObject({ muted: false, pleroma: { thread_muted: false } })
    expect(await allIds('/api/v1/timelines/home?limit=40', bob)).toContain(root.id)
  })

  it('seeds bob’s muted thread', async () => {
    const root = await findStatus<Flags>(
      server.base,
      bob,
      DEEP_THREAD.root.author,
      DEEP_THREAD.root.snippet,
    )
    expect(root).toMatchObject({ muted: true, pleroma: { thread_muted: true } })
    const asAlice = await json<StatusJson & Flags>(
      await call(server.base, `/api/v1/statuses/${root.id}`, { token: alice }),
    )
    expect(asAlice.muted).toBe(false)
  })
})
