// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ALICE_BOB_DMS,
  BOT_POST,
  DEEP_THREAD,
  DELETED_PARENT_REPLY,
  GREENTEXT_POST,
  LONG_CW_POST,
  MANY_MENTIONS_POST,
  MFM_POSTS,
  TALL_POST,
} from '../src/seeds/facts.ts'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, findStatus, json, login, parseLink, startTestServer } from './helpers.ts'

interface Full extends StatusJson {
  spoiler_text: string
  in_reply_to_account_id: string | null
  pleroma: { parent_visible: boolean; content: { 'text/plain': string } }
  akkoma: { source: { content: string; mediaType: string }; in_reply_to_apid: string | null }
  account: { id: string; acct: string; bot?: boolean }
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

/** The client's tall-post score: paragraphs + line breaks + length / 80. */
function tallScore(html: string): number {
  const paragraphs = (html.match(/<p>/g) ?? []).length
  const lines = (html.match(/<br\s*\/?>/g) ?? []).length
  return paragraphs + lines + html.replace(/<[^>]+>/g, '').length / 80
}

describe('rendering scenes', () => {
  it('has a tall post, a long content warning and many mentions', async () => {
    const tall = await findStatus<Full>(server.base, null, TALL_POST.author, TALL_POST.snippet)
    expect(tallScore(tall.content)).toBeGreaterThan(20)
    const cw = await findStatus<Full>(server.base, null, LONG_CW_POST.author, LONG_CW_POST.snippet)
    expect(cw.spoiler_text).toBe(LONG_CW_POST.spoiler)
    expect(cw.spoiler_text.length).toBeGreaterThan(240)
    const many = await findStatus<Full>(
      server.base,
      null,
      MANY_MENTIONS_POST.author,
      MANY_MENTIONS_POST.snippet,
    )
    expect(many.mentions.map((m) => m.acct)).toEqual(MANY_MENTIONS_POST.mentions)
  })

  it('has greentext, MFM and bot posts', async () => {
    const green = await findStatus<Full>(
      server.base,
      null,
      GREENTEXT_POST.author,
      GREENTEXT_POST.snippet,
    )
    const lines = green.pleroma.content['text/plain'].split('\n')
    expect(lines.filter((l) => l.startsWith('>')).length).toBeGreaterThanOrEqual(3)
    expect(lines.some((l) => l.startsWith('<'))).toBe(true)
    for (const fact of MFM_POSTS) {
      const mfm = await findStatus<Full>(server.base, null, fact.author, fact.snippet)
      expect(mfm.akkoma.source).toEqual({
        content: fact.source,
        mediaType: 'text/x.misskeymarkdown',
      })
    }
    const bot = await findStatus<Full>(server.base, null, BOT_POST.author, BOT_POST.snippet)
    expect(bot.account.bot).toBe(true)
  })
})

describe('threads', () => {
  it('has a conversation ten deep with branches', async () => {
    const root = await findStatus<Full>(
      server.base,
      alice,
      DEEP_THREAD.root.author,
      DEEP_THREAD.root.snippet,
    )
    const context = await json<{ ancestors: Full[]; descendants: Full[] }>(
      await call(server.base, `/api/v1/statuses/${root.id}/context`, { token: alice }),
    )
    const byId = new Map([root, ...context.descendants].map((s) => [s.id, s]))
    const depth = (s: Full): number => {
      const parent = s.in_reply_to_id ? byId.get(s.in_reply_to_id) : undefined
      return parent ? 1 + depth(parent) : 0
    }
    const depths = context.descendants.map(depth)
    expect(Math.max(...depths)).toBe(DEEP_THREAD.depth)
    // Branches: some statuses have more than one reply.
    const replyCounts = new Map<string, number>()
    for (const s of context.descendants)
      replyCounts.set(s.in_reply_to_id ?? '', (replyCounts.get(s.in_reply_to_id ?? '') ?? 0) + 1)
    expect([...replyCounts.values()].filter((n) => n > 1)).toHaveLength(
      DEEP_THREAD.branchDepths.length,
    )
  })

  it('has a reply whose parent was deleted', async () => {
    const reply = await findStatus<Full>(
      server.base,
      null,
      DELETED_PARENT_REPLY.author,
      DELETED_PARENT_REPLY.snippet,
    )
    expect(reply.in_reply_to_id).toBe('_')
    expect(reply.in_reply_to_account_id).toBe('_')
    expect(reply.pleroma.parent_visible).toBe(false)
    expect(reply.akkoma.in_reply_to_apid).toMatch(/\/objects\//)
    expect((await call(server.base, '/api/v1/statuses/_')).status).toBe(404)
  })
})

describe('account statuses', () => {
  async function ids(query: string, token: string | null = null) {
    const out: Full[] = []
    let url: string | undefined = `/api/v1/accounts/alice/statuses?limit=40${query}`
    while (url) {
      const response = await call(server.base, url.replace(server.base, ''), { token })
      expect(response.status).toBe(200)
      const page = await json<Full[]>(response)
      if (page.length === 0) break
      out.push(...page)
      url = parseLink(response.headers.get('link')).next
    }
    return out
  }

  it('answers guests with public and unlisted posts only', async () => {
    const guest = await ids('')
    expect(guest.length).toBeGreaterThan(20)
    expect(guest.every((s) => s.visibility === 'public' || s.visibility === 'unlisted')).toBe(true)
    const own = await ids('', alice)
    expect(own.length).toBeGreaterThan(guest.length)
  })

  it('filters replies and reblogs', async () => {
    const noReplies = await ids('&exclude_replies=true', alice)
    expect(noReplies.every((s) => s.in_reply_to_id === null)).toBe(true)
    const noReblogs = await ids('&exclude_reblogs=true', alice)
    expect(noReblogs.every((s) => s.reblog === null)).toBe(true)
    const all = await ids('', alice)
    expect(all.some((s) => s.reblog !== null || s.in_reply_to_id !== null)).toBe(true)
  })

  it('leaves out muted threads unless with_muted=true', async () => {
    const root = await findStatus<Full>(
      server.base,
      bob,
      DEEP_THREAD.root.author,
      DEEP_THREAD.root.snippet,
    )
    const forBob = await ids('', bob)
    expect(forBob.map((s) => s.id)).not.toContain(root.id)
    const withMuted = await ids('&with_muted=true', bob)
    expect(withMuted.map((s) => s.id)).toContain(root.id)
  })
})

describe('direct messages', () => {
  it('are seeded between alice and bob and visible to them only', async () => {
    const dms = async (token: string) => {
      const response = await call(server.base, '/api/v1/timelines/direct?limit=40', { token })
      return json<Full[]>(response)
    }
    for (const token of [alice, bob]) {
      const list = await dms(token)
      for (const fact of ALICE_BOB_DMS)
        expect(
          list.some((s) => s.account.acct === fact.author && s.content.includes(fact.snippet)),
        ).toBe(true)
    }
    const admin = await login(server.base, 'admin')
    const other = await dms(admin)
    expect(other.some((s) => ALICE_BOB_DMS.some((f) => s.content.includes(f.snippet)))).toBe(false)
  })
})
