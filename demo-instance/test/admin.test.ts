// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestServer } from './helpers.ts'
import { call, json, login, post, registerApp, passwordGrant, startTestServer } from './helpers.ts'

/*
 * Reports and the admin API (routes/admin.ts): a member's report reaches the
 * staff, notes and states persist, and the admin's actions act for real on
 * the account (login, timelines, role, tags, deletion). Members get 403.
 */

let server: TestServer
let alice: string
let admin: string
let moderator: string

interface ReportJson {
  id: string
  state: string
  content: string
  account: { id: string; acct: string; nickname: string; tags: string[] }
  actor: { acct: string }
  statuses: { id: string }[]
  notes: { id: string; content: string; user: { acct: string } }[]
}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())
beforeEach(async () => {
  await call(server.base, '/__demo/reset', { method: 'POST' })
  alice = await login(server.base, 'alice')
  admin = await login(server.base, 'admin')
  moderator = await login(server.base, 'moderator')
})

const accountId = async (token: string, acct: string) => {
  const response = await call(server.base, `/api/v1/accounts/lookup?acct=${acct}`, { token })
  return (await json<{ id: string }>(response)).id
}

const reports = async (token: string, query = '') => {
  const response = await call(server.base, `/api/v1/pleroma/admin/reports${query}`, { token })
  expect(response.status).toBe(200)
  return json<{ total: number; reports: ReportJson[] }>(response)
}

async function fileReport(comment = 'spam') {
  const bob = await login(server.base, 'bob')
  const status = await post(server.base, bob, 'buy my stuff')
  const response = await call(server.base, '/api/v1/reports', {
    token: alice,
    json: {
      account_id: await accountId(alice, 'bob'),
      status_ids: [status.id],
      comment,
      forward: false,
    },
  })
  expect(response.status).toBe(200)
  return { status, report: await json<{ id: string; action_taken: boolean }>(response) }
}

describe('reports', () => {
  it('reaches the moderator with the status, keeps notes and states, pages', async () => {
    const { status, report } = await fileReport('please look')
    expect(report.action_taken).toBe(false)
    const list = await reports(moderator, '?state=open')
    expect(list.total).toBe(1)
    const [item] = list.reports
    expect(item?.content).toBe('please look')
    expect(item?.actor.acct).toBe('alice')
    expect(item?.account.nickname).toBe('bob')
    expect(item?.statuses.map((s) => s.id)).toEqual([status.id])

    const path = `/api/v1/pleroma/admin/reports/${report.id}/notes`
    expect(
      (await call(server.base, path, { token: moderator, json: { content: 'seen' } })).status,
    ).toBe(204)
    const noted = (await reports(moderator)).reports[0]
    expect(noted?.notes.map((n) => [n.content, n.user.acct])).toEqual([['seen', 'moderator']])
    const noteId = noted?.notes[0]?.id ?? ''
    expect(
      (await call(server.base, `${path}/${noteId}`, { token: admin, method: 'DELETE' })).status,
    ).toBe(204)
    expect((await reports(moderator)).reports[0]?.notes).toEqual([])

    const patch = await call(server.base, '/api/v1/pleroma/admin/reports', {
      token: moderator,
      method: 'PATCH',
      json: { reports: [{ id: report.id, state: 'resolved' }] },
    })
    expect(patch.status).toBe(204)
    expect((await reports(moderator, '?state=open')).total).toBe(0)
    expect((await reports(moderator, '?state=resolved')).total).toBe(1)
    const bad = await call(server.base, '/api/v1/pleroma/admin/reports', {
      token: moderator,
      method: 'PATCH',
      json: { reports: [{ id: 'nope', state: 'closed' }] },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual([{ id: 'nope', error: 'not_found' }])
    // A form is read too, as Akkoma reads it.
    const asForm = await call(server.base, '/api/v1/pleroma/admin/reports', {
      token: moderator,
      method: 'PATCH',
      form: { 'reports[][id]': report.id, 'reports[][state]': 'open' },
    })
    expect(asForm.status).toBe(204)
    expect((await reports(moderator, '?state=open')).total).toBe(1)
    await call(server.base, '/api/v1/pleroma/admin/reports', {
      token: moderator,
      method: 'PATCH',
      json: { reports: [{ id: report.id, state: 'resolved' }] },
    })

    await fileReport('second')
    const page = await reports(admin, '?page=2&page_size=1')
    expect(page.total).toBe(2)
    expect(page.reports.map((r) => r.content)).toEqual(['please look'])
    const mastodonPath = await call(server.base, '/api/v1/admin/reports?page_size=1', {
      token: admin,
    })
    expect((await json<{ total: number }>(mastodonPath)).total).toBe(2)
  })

  it('refuses statuses of someone else and members reading reports', async () => {
    const own = await post(server.base, alice, 'mine')
    const response = await call(server.base, '/api/v1/reports', {
      token: alice,
      json: { account_id: await accountId(alice, 'bob'), status_ids: [own.id] },
    })
    expect(response.status).toBe(400)
    for (const [method, path] of [
      ['GET', '/api/v1/pleroma/admin/reports'],
      ['GET', '/api/v1/admin/reports'],
      ['PATCH', '/api/v1/pleroma/admin/reports'],
      ['GET', '/api/v1/pleroma/admin/users'],
      ['PATCH', '/api/v1/pleroma/admin/users/deactivate'],
      ['PUT', '/api/v1/pleroma/admin/users/tag'],
      ['POST', '/api/v1/pleroma/admin/users/alice/permission_group/admin'],
      ['DELETE', '/api/v1/pleroma/admin/users'],
      ['GET', '/api/v1/pleroma/admin/statuses'],
      ['DELETE', '/api/v1/pleroma/admin/statuses/1'],
    ] as const) {
      const refused = await call(server.base, path, {
        token: alice,
        method,
        json: method === 'GET' ? undefined : {},
      })
      expect(refused.status, `${method} ${path}`).toBe(403)
    }
  })
})

describe('admin account tools', () => {
  it('deactivation stops logins and takes posts off the public timeline', async () => {
    const bob = await login(server.base, 'bob')
    const status = await post(server.base, bob, 'about to vanish')
    const response = await call(server.base, '/api/v1/pleroma/admin/users/deactivate', {
      token: admin,
      method: 'PATCH',
      json: { nicknames: ['bob'] },
    })
    expect(response.status).toBe(200)
    const body = await json<{ users: { deactivated: boolean }[] }>(response)
    expect(body.users[0]?.deactivated).toBe(true)
    const app = await registerApp(server.base)
    expect((await passwordGrant(server.base, app, 'bob')).status).toBe(403)
    const timeline = await json<{ id: string }[]>(
      await call(server.base, '/api/v1/timelines/public?limit=40', { token: alice }),
    )
    expect(timeline.map((s) => s.id)).not.toContain(status.id)
    // Moderators may not (Akkoma's default privileges).
    const refused = await call(server.base, '/api/v1/pleroma/admin/users/activate', {
      token: moderator,
      method: 'PATCH',
      json: { nicknames: ['bob'] },
    })
    expect(refused.status).toBe(403)
  })

  it('permission groups change the role verify_credentials reports', async () => {
    const grant = await call(
      server.base,
      '/api/v1/pleroma/admin/users/alice/permission_group/moderator',
      {
        token: admin,
        method: 'POST',
      },
    )
    expect(await grant.json()).toEqual({ is_moderator: true })
    const me = await json<{ pleroma: { is_moderator: boolean; privileges: string[] } }>(
      await call(server.base, '/api/v1/accounts/verify_credentials', { token: alice }),
    )
    expect(me.pleroma.is_moderator).toBe(true)
    expect(me.pleroma.privileges).toContain('reports_manage_reports')
    const self = await call(
      server.base,
      '/api/v1/pleroma/admin/users/admin/permission_group/admin',
      {
        token: admin,
        method: 'DELETE',
      },
    )
    expect(self.status).toBe(403)
  })

  it('tags act on new posts and show on the account', async () => {
    const tag = await call(server.base, '/api/v1/pleroma/admin/users/tag', {
      token: admin,
      method: 'PUT',
      json: { nicknames: ['alice'], tags: ['mrf_tag:sandbox'] },
    })
    expect(tag.status).toBe(204)
    expect((await post(server.base, alice, 'sandboxed')).visibility).toBe('private')
    const account = await json<{ pleroma: { tags: string[] } }>(
      await call(server.base, `/api/v1/accounts/${await accountId(admin, 'alice')}`, {
        token: admin,
      }),
    )
    expect(account.pleroma.tags).toEqual(['mrf_tag:sandbox'])
    await call(server.base, '/api/v1/pleroma/admin/users/tag', {
      token: admin,
      method: 'DELETE',
      json: { nicknames: ['alice'], tags: ['mrf_tag:sandbox'] },
    })
    await call(server.base, '/api/v1/pleroma/admin/users/tag', {
      token: admin,
      method: 'PUT',
      json: { nicknames: ['alice'], tags: ['mrf_tag:force-unlisted'] },
    })
    expect((await post(server.base, alice, 'quieter')).visibility).toBe('unlisted')
  })

  it('a deleted user is gone; users list filters and pages', async () => {
    const bobId = await accountId(admin, 'bob')
    const response = await call(server.base, '/api/v1/pleroma/admin/users?nickname=bob', {
      token: admin,
      method: 'DELETE',
    })
    expect(await response.json()).toEqual(['bob'])
    expect((await call(server.base, `/api/v1/accounts/${bobId}`, { token: admin })).status).toBe(
      404,
    )
    const users = await json<{ count: number; users: { nickname: string; local: boolean }[] }>(
      await call(server.base, '/api/v1/pleroma/admin/users?filters=local,is_admin', {
        token: admin,
      }),
    )
    expect(users.users.map((u) => u.nickname)).toEqual(['admin'])
    const external = await json<{ users: { local: boolean }[] }>(
      await call(server.base, '/api/v1/pleroma/admin/users?filters=external&page_size=2', {
        token: admin,
      }),
    )
    expect(external.users).toHaveLength(2)
    expect(external.users.every((u) => !u.local)).toBe(true)
  })

  it('admin statuses: list, change scope and sensitivity, delete', async () => {
    const status = await post(server.base, alice, 'admin will touch this')
    const list = await json<{ id: string }[]>(
      await call(server.base, '/api/v1/pleroma/admin/statuses?local_only=true&page_size=5', {
        token: admin,
      }),
    )
    expect(list[0]?.id).toBe(status.id)
    const changed = await call(server.base, `/api/v1/pleroma/admin/statuses/${status.id}`, {
      token: admin,
      method: 'PUT',
      json: { sensitive: true, visibility: 'unlisted' },
    })
    expect(await changed.json()).toMatchObject({ sensitive: true, visibility: 'unlisted' })
    const deleted = await call(server.base, `/api/v1/pleroma/admin/statuses/${status.id}`, {
      token: moderator,
      method: 'DELETE',
    })
    expect(deleted.status).toBe(200)
    expect(
      (await call(server.base, `/api/v1/statuses/${status.id}`, { token: alice })).status,
    ).toBe(404)
  })
})

describe('tag policy', () => {
  it("acts on scope, media and sensitivity as Pleroma's TagPolicy does", async () => {
    const { applyTagPolicy } = await import('../src/model/tag-policy.ts')
    const author = (tags: string[]) => ({ tags }) as unknown as Parameters<typeof applyTagPolicy>[0]
    const post = { visibility: 'public' as const, sensitive: false, mediaIds: ['m1'] }
    expect(applyTagPolicy(author([]), post)).toEqual(post)
    expect(applyTagPolicy(author(['mrf_tag:sandbox']), post).visibility).toBe('private')
    expect(
      applyTagPolicy(author(['mrf_tag:sandbox']), { ...post, visibility: 'direct' }).visibility,
    ).toBe('direct')
    expect(applyTagPolicy(author(['mrf_tag:force-unlisted']), post).visibility).toBe('unlisted')
    expect(applyTagPolicy(author(['mrf_tag:media-force-nsfw']), post).sensitive).toBe(true)
    expect(
      applyTagPolicy(author(['mrf_tag:media-force-nsfw']), { ...post, mediaIds: [] }).sensitive,
    ).toBe(false)
    expect(applyTagPolicy(author(['mrf_tag:media-strip']), post).mediaIds).toEqual([])
  })
})
