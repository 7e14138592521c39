// @vitest-environment node
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALICE_BLOCKED_ACCOUNTS, ALICE_MUTED_ACCOUNTS } from '../src/seeds/facts.ts'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, json, login, parseLink, post, startTestServer, tempDir } from './helpers.ts'

/*
 * The settings' mutes and blocks tab and notifications tab against the
 * demo: the seeded lists with Link paging, domain blocks (paged, validated,
 * applied to timelines and notifications), and Pleroma's notification
 * settings with block_from_strangers.
 */

interface Acc {
  id: string
  acct: string
}
interface Credentials {
  pleroma: {
    notification_settings: { block_from_strangers: boolean; hide_notification_contents: boolean }
  }
}
interface Note {
  type: string
  account: Acc
  status: { id: string } | null
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

const api = (path: string, token: string | null, init: Parameters<typeof call>[2] = {}) =>
  call(server.base, path.replace(server.base, ''), { token, ...init })

async function settingsOf(token: string) {
  const me = await json<Credentials>(await api('/api/v1/accounts/verify_credentials', token))
  return me.pleroma.notification_settings
}

async function notificationsOf(token: string): Promise<Note[]> {
  return json<Note[]>(await api('/api/v1/notifications?limit=40', token))
}

describe('mutes and blocks lists', () => {
  it("pages alice's seeded blocks by 20 with a Link header, newest first", async () => {
    const first = await api('/api/v1/blocks?limit=20', alice)
    expect(first.status).toBe(200)
    const page1 = await json<Acc[]>(first)
    expect(page1).toHaveLength(20)
    const next = parseLink(first.headers.get('link')).next
    expect(next).toMatch(/max_id=/)
    expect(next).toMatch(/limit=20/)
    const page2 = await json<Acc[]>(await api(next ?? '', alice))
    const all = [...page1, ...page2].map((a) => a.acct)
    expect(all).toEqual([...ALICE_BLOCKED_ACCOUNTS].reverse())
  })

  it("lists alice's seeded mutes and pages them with limit and max_id", async () => {
    const first = await api('/api/v1/mutes?limit=1', alice)
    const page1 = await json<Acc[]>(first)
    expect(page1.map((a) => a.acct)).toEqual([ALICE_MUTED_ACCOUNTS[1]])
    const page2 = await json<Acc[]>(
      await api(parseLink(first.headers.get('link')).next ?? '', alice),
    )
    expect(page2.map((a) => a.acct)).toEqual([ALICE_MUTED_ACCOUNTS[0]])
    // Other members start with empty lists.
    expect(await json<Acc[]>(await api('/api/v1/mutes', bob))).toEqual([])
    expect(await json<Acc[]>(await api('/api/v1/blocks', bob))).toEqual([])
  })

  it('asks for a token', async () => {
    expect((await api('/api/v1/mutes', null)).status).toBe(401)
    expect((await api('/api/v1/blocks', null)).status).toBe(401)
    expect((await api('/api/v1/domain_blocks', null)).status).toBe(401)
  })
})

describe('domain blocks', () => {
  it('refuses what is not a domain and pages the list, newest first', async () => {
    for (const domain of ['not a domain', 'https://x.example/', '-bad.example', 'nodot']) {
      const refused = await api('/api/v1/domain_blocks', bob, { method: 'POST', form: { domain } })
      expect(refused.status, domain).toBe(422)
      expect(await json(refused)).toEqual({ error: expect.any(String) })
    }
    for (const domain of ['one.example', 'two.example', 'three.example']) {
      const added = await api('/api/v1/domain_blocks', bob, { method: 'POST', form: { domain } })
      expect(added.status).toBe(200)
    }
    const first = await api('/api/v1/domain_blocks?limit=2', bob)
    expect(await json(first)).toEqual(['three.example', 'two.example'])
    const next = parseLink(first.headers.get('link')).next
    expect(next).toMatch(/max_id=/)
    const second = await api(next ?? '', bob)
    expect(await json(second)).toEqual(['one.example'])
    // A page that is not full is the last one: no next link.
    expect(parseLink(second.headers.get('link')).next).toBeUndefined()
    const whole = await api('/api/v1/domain_blocks', bob)
    expect(await json(whole)).toEqual(['three.example', 'two.example', 'one.example'])
    expect(whole.headers.get('link')).toBeNull()
    for (const domain of ['one.example', 'two.example', 'three.example'])
      await api('/api/v1/domain_blocks', bob, { method: 'DELETE', form: { domain } })
    expect(await json(await api('/api/v1/domain_blocks', bob))).toEqual([])
  })

  it("takes the domain's posts out of the timelines and its notifications out of the list", async () => {
    const mention = await api('/__demo/act', null, {
      json: { actor: 'frank@misskey.example', type: 'mention', target: 'bob' },
    })
    const frankInPublic = async () => {
      const list = await json<StatusJson[]>(await api('/api/v1/timelines/public?limit=40', bob))
      return list.some((s) => s.account.acct === 'frank@misskey.example')
    }
    expect(await frankInPublic()).toBe(true)
    const fromFrank = async () =>
      (await notificationsOf(bob)).some((n) => n.account.acct === 'frank@misskey.example')
    expect(mention.status).toBe(200)
    expect(await fromFrank()).toBe(true)

    await api('/api/v1/domain_blocks', bob, { method: 'POST', form: { domain: 'misskey.example' } })
    expect(await frankInPublic()).toBe(false)
    expect(await fromFrank()).toBe(false)

    await api('/api/v1/domain_blocks', bob, {
      method: 'DELETE',
      form: { domain: 'misskey.example' },
    })
    expect(await frankInPublic()).toBe(true)
  })
})

describe('notification settings', () => {
  it('starts with both off, sets them from a form, the query or JSON, and keeps what is left out', async () => {
    expect(await settingsOf(alice)).toEqual({
      block_from_strangers: false,
      hide_notification_contents: false,
    })
    const put = await api('/api/pleroma/notification_settings', alice, {
      method: 'PUT',
      form: { block_from_strangers: 'true' },
    })
    expect(put.status).toBe(200)
    expect(await json(put)).toEqual({ status: 'success' })
    expect(await settingsOf(alice)).toEqual({
      block_from_strangers: true,
      hide_notification_contents: false,
    })
    await api('/api/pleroma/notification_settings?hide_notification_contents=1', alice, {
      method: 'PUT',
    })
    expect(await settingsOf(alice)).toEqual({
      block_from_strangers: true,
      hide_notification_contents: true,
    })
    await api('/api/pleroma/notification_settings', alice, {
      method: 'PUT',
      json: { block_from_strangers: false, hide_notification_contents: false },
    })
    expect(await settingsOf(alice)).toEqual({
      block_from_strangers: false,
      hide_notification_contents: false,
    })
    // Only for oneself, and only signed in.
    expect(await settingsOf(bob)).toEqual({
      block_from_strangers: false,
      hide_notification_contents: false,
    })
    const guest = await api('/api/pleroma/notification_settings', null, {
      method: 'PUT',
      form: { block_from_strangers: 'true' },
    })
    expect(guest.status).toBe(401)
  })

  it('with block_from_strangers, only accounts the user follows notify them', async () => {
    await api('/api/pleroma/notification_settings', alice, {
      method: 'PUT',
      form: { block_from_strangers: 'true' },
    })
    // alice follows bob, not moderator.
    const fromStranger = await post(server.base, moderator, '@alice a stranger says hello')
    const fromFriend = await post(server.base, bob, '@alice a friend says hello')
    let ids = (await notificationsOf(alice)).map((n) => n.status?.id)
    expect(ids).toContain(fromFriend.id)
    expect(ids).not.toContain(fromStranger.id)

    await api('/api/pleroma/notification_settings', alice, {
      method: 'PUT',
      form: { block_from_strangers: 'false' },
    })
    const again = await post(server.base, moderator, '@alice a stranger tries again')
    ids = (await notificationsOf(alice)).map((n) => n.status?.id)
    expect(ids).toContain(again.id)
  })
})

describe('persistence', () => {
  const dataDir = tempDir()
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps notification settings and domain blocks across restarts', async () => {
    const first = await startTestServer({ dataDir })
    const token = await login(first.base, 'bob')
    await call(first.base, '/api/pleroma/notification_settings', {
      method: 'PUT',
      token,
      form: { hide_notification_contents: 'true' },
    })
    await call(first.base, '/api/v1/domain_blocks', {
      method: 'POST',
      token,
      form: { domain: 'kept.example' },
    })
    await first.stop()

    const second = await startTestServer({ dataDir })
    const me = await json<Credentials>(
      await call(second.base, '/api/v1/accounts/verify_credentials', { token }),
    )
    expect(me.pleroma.notification_settings.hide_notification_contents).toBe(true)
    expect(await json(await call(second.base, '/api/v1/domain_blocks', { token }))).toEqual([
      'kept.example',
    ])
    await second.stop()
  })
})
