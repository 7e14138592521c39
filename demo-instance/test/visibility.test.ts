// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StatusJson, TestServer } from './helpers.ts'
import { call, json, login, parseLink, post, startTestServer } from './helpers.ts'

let server: TestServer
const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = await startTestServer()
  for (const name of ['alice', 'bob', 'moderator', 'admin'])
    tokens[name] = await login(server.base, name)
})
afterAll(() => server.stop())

async function timeline(path: string, token: string | null): Promise<StatusJson[]> {
  const out: StatusJson[] = []
  let url: string | undefined = `${path}${path.includes('?') ? '&' : '?'}limit=40`
  while (url) {
    const response = await call(server.base, url.replace(server.base, ''), { token })
    const page = await json<StatusJson[]>(response)
    if (page.length === 0) break
    out.push(...page)
    url = parseLink(response.headers.get('link')).next
  }
  return out
}

async function getStatus(id: string, token: string | null) {
  return call(server.base, `/api/v1/statuses/${id}`, { token })
}

describe('visibility', () => {
  it('keeps private posts out of public timelines and away from non-followers', async () => {
    const secret = await post(
      server.base,
      tokens.bob ?? '',
      'followers only: the bike needs a new chain',
      { visibility: 'private' },
    )
    const publicIds = (await timeline('/api/v1/timelines/public', tokens.moderator ?? null)).map(
      (s) => s.id,
    )
    expect(publicIds).not.toContain(secret.id)
    // alice follows bob; moderator does not; guests never see it.
    expect((await getStatus(secret.id, tokens.alice ?? null)).status).toBe(200)
    const hidden = await getStatus(secret.id, tokens.moderator ?? null)
    expect(hidden.status).toBe(404)
    expect(await json(hidden)).toEqual({ error: 'Record not found' })
    expect((await getStatus(secret.id, null)).status).toBe(404)
    const aliceHome = (await timeline('/api/v1/timelines/home', tokens.alice ?? null)).map(
      (s) => s.id,
    )
    expect(aliceHome).toContain(secret.id)
  })

  it('delivers direct messages only to the addressed accounts', async () => {
    const dm = await post(server.base, tokens.alice ?? '', '@bob secret cake plans', {
      visibility: 'direct',
    })
    expect(dm.mentions.map((m) => m.acct)).toEqual(['bob'])
    expect(
      (await timeline('/api/v1/timelines/home', tokens.bob ?? null)).map((s) => s.id),
    ).toContain(dm.id)
    expect(
      (await timeline('/api/v1/timelines/home', tokens.admin ?? null)).map((s) => s.id),
    ).not.toContain(dm.id)
    expect((await getStatus(dm.id, tokens.admin ?? null)).status).toBe(404)
    expect((await timeline('/api/v1/timelines/public', null)).map((s) => s.id)).not.toContain(dm.id)
    expect(
      (await timeline('/api/v1/timelines/direct', tokens.bob ?? null)).map((s) => s.id),
    ).toContain(dm.id)
  })

  it('shows local-only posts to signed-in local users, not to guests', async () => {
    const note = await post(server.base, tokens.admin ?? '', 'local only: cake in the kitchen', {
      visibility: 'local',
    })
    expect(
      (await timeline('/api/v1/timelines/public?local=true', tokens.bob ?? null)).map((s) => s.id),
    ).toContain(note.id)
    expect(
      (await timeline('/api/v1/timelines/public?local=true', null)).map((s) => s.id),
    ).not.toContain(note.id)
    expect((await getStatus(note.id, null)).status).toBe(404)
  })

  it('keeps unlisted posts out of public timelines but readable by link', async () => {
    const quiet = await post(server.base, tokens.alice ?? '', 'unlisted musings', {
      visibility: 'unlisted',
    })
    expect((await timeline('/api/v1/timelines/public', null)).map((s) => s.id)).not.toContain(
      quiet.id,
    )
    expect((await getStatus(quiet.id, null)).status).toBe(200)
  })
})

describe('home timeline', () => {
  it('is own posts, followed accounts and mentions only', async () => {
    const me = await json(
      await call(server.base, '/api/v1/accounts/verify_credentials', {
        token: tokens.moderator ?? null,
      }),
    )
    const following = await json<{ id: string }[]>(
      await call(server.base, `/api/v1/accounts/${me.id as string}/following`, {
        token: tokens.moderator ?? null,
      }),
    )
    const allowed = new Set([me.id as string, ...following.map((a) => a.id)])
    const home = await timeline('/api/v1/timelines/home', tokens.moderator ?? null)
    expect(home.length).toBeGreaterThan(20)
    for (const status of home) {
      const mentioned = (status.reblog ?? status).mentions.some((m) => m.id === me.id)
      expect(allowed.has(status.account.id) || mentioned).toBe(true)
    }
  })

  it('picks up new posts of followed accounts and not of others', async () => {
    const fromAdmin = await post(server.base, tokens.admin ?? '', 'admin says hi to followers')
    const fromAlice = await post(server.base, tokens.alice ?? '', 'alice says hi')
    const home = (await timeline('/api/v1/timelines/home', tokens.moderator ?? null)).map(
      (s) => s.id,
    )
    expect(home).toContain(fromAdmin.id) // moderator follows admin
    expect(home).not.toContain(fromAlice.id) // but not alice
  })

  it('requires a token', async () => {
    const response = await call(server.base, '/api/v1/timelines/home')
    expect(response.status).toBe(401)
  })
})

describe('follows', () => {
  it('following a locked account creates a request the owner can authorize', async () => {
    const bob = await json(
      await call(server.base, '/api/v1/accounts/bob', { token: tokens.moderator ?? null }),
    )
    const rel = await json(
      await call(server.base, `/api/v1/accounts/${bob.id as string}/follow`, {
        method: 'POST',
        token: tokens.moderator ?? null,
      }),
    )
    expect(rel).toMatchObject({ following: false, requested: true })
    const requests = await json<{ acct: string; id: string }[]>(
      await call(server.base, '/api/v1/follow_requests', { token: tokens.bob ?? null }),
    )
    const mod = requests.find((a) => a.acct === 'moderator')
    expect(mod).toBeDefined()
    await call(server.base, `/api/v1/follow_requests/${mod?.id ?? ''}/authorize`, {
      method: 'POST',
      token: tokens.bob ?? null,
    })
    const [after] = await json<Record<string, unknown>[]>(
      await call(server.base, `/api/v1/accounts/relationships?id[]=${bob.id as string}`, {
        token: tokens.moderator ?? null,
      }),
    )
    expect(after).toMatchObject({ following: true, requested: false })
  })

  it('looks accounts up by id, nickname or acct', async () => {
    const byName = await json(await call(server.base, '/api/v1/accounts/dana@mastodon.example'))
    const byId = await json(await call(server.base, `/api/v1/accounts/${byName.id as string}`))
    const lookup = await json(
      await call(server.base, '/api/v1/accounts/lookup?acct=dana@mastodon.example'),
    )
    expect(byId.acct).toBe('dana@mastodon.example')
    expect(lookup.id).toBe(byName.id)
    expect((await call(server.base, '/api/v1/accounts/nobody')).status).toBe(404)
  })
})

describe('statuses', () => {
  it('rejects empty and over-long posts', async () => {
    const empty = await call(server.base, '/api/v1/statuses', {
      token: tokens.alice ?? null,
      json: { status: '  ' },
    })
    expect(empty.status).toBe(422)
    expect(await json(empty)).toEqual({ error: "Validation failed: Text can't be blank" })
    const long = await call(server.base, '/api/v1/statuses', {
      token: tokens.alice ?? null,
      json: { status: 'x'.repeat(5001) },
    })
    expect(long.status).toBe(422)
  })

  it('threads replies and answers the context', async () => {
    const root = await post(server.base, tokens.alice ?? '', 'thread root #akkoma')
    const reply = await post(server.base, tokens.bob ?? '', 'a reply', { in_reply_to_id: root.id })
    expect(reply.in_reply_to_id).toBe(root.id)
    expect(reply.mentions.map((m) => m.acct)).toContain('alice')
    const context = await json<{ ancestors: StatusJson[]; descendants: StatusJson[] }>(
      await call(server.base, `/api/v1/statuses/${reply.id}/context`, {
        token: tokens.alice ?? null,
      }),
    )
    expect(context.ancestors.map((s) => s.id)).toEqual([root.id])
    expect(context.descendants).toEqual([])
  })

  it('lets authors and staff delete, returning the source text', async () => {
    const mine = await post(server.base, tokens.alice ?? '', 'delete me #soon')
    const forbidden = await call(server.base, `/api/v1/statuses/${mine.id}`, {
      method: 'DELETE',
      token: tokens.bob ?? null,
    })
    expect(forbidden.status).toBe(403)
    const deleted = await call(server.base, `/api/v1/statuses/${mine.id}`, {
      method: 'DELETE',
      token: tokens.moderator ?? null,
    })
    expect(deleted.status).toBe(200)
    expect((await json(deleted)).text).toBe('delete me #soon')
    expect((await getStatus(mine.id, tokens.alice ?? null)).status).toBe(404)
  })
})

describe('notifications', () => {
  it('records mentions and follows as they happen, newest first with paging', async () => {
    const mention = await post(
      server.base,
      tokens.bob ?? '',
      '@admin the coffee machine is broken again',
    )
    const adminAccount = await json(await call(server.base, '/api/v1/accounts/admin'))
    await call(server.base, `/api/v1/accounts/${adminAccount.id as string}/follow`, {
      method: 'POST',
      token: tokens.bob ?? null,
    })
    const response = await call(server.base, '/api/v1/notifications?limit=2', {
      token: tokens.admin ?? null,
    })
    expect(response.status).toBe(200)
    const [latest, previous] = await json<Record<string, unknown>[]>(response)
    expect(latest).toMatchObject({
      type: 'follow',
      account: { acct: 'bob' },
      pleroma: { is_seen: false },
    })
    expect(previous).toMatchObject({ type: 'mention', status: { id: mention.id } })
    expect(parseLink(response.headers.get('link')).next).toContain('max_id=')
    const mentionsOnly = await json<{ type: string }[]>(
      await call(server.base, '/api/v1/notifications?types[]=mention&limit=40', {
        token: tokens.admin ?? null,
      }),
    )
    expect(mentionsOnly.length).toBeGreaterThan(0)
    expect(mentionsOnly.every((n) => n.type === 'mention')).toBe(true)
  })
})
