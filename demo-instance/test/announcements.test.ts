// @vitest-environment node
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isVisibleAt } from '../src/routes/announcements.ts'
import { SEED_ANNOUNCEMENTS } from '../src/seeds/announcements.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, startTestServer, tempDir } from './helpers.ts'

interface AnnouncementJson {
  id: string
  content: string
  starts_at: string | null
  ends_at: string | null
  all_day: boolean
  published_at: string
  updated_at: string
  read?: boolean
  emojis: { shortcode: string; url: string }[]
  pleroma?: { raw_content: string }
}

let server: TestServer
let alice: string
let bob: string
let admin: string
let moderator: string

const ADMIN_PATH = '/api/v1/pleroma/admin/announcements'
const seedText = (key: string) => SEED_ANNOUNCEMENTS.find((a) => a.key === key)?.content ?? ''

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())
// A reset forgets tokens too: sign in again after it.
beforeEach(async () => {
  await call(server.base, '/__demo/reset', { method: 'POST' })
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
  admin = await login(server.base, 'admin')
  moderator = await login(server.base, 'moderator')
})

const visible = async (token: string | null) => {
  const response = await call(server.base, '/api/v1/announcements', { token })
  return { status: response.status, body: await json<AnnouncementJson[]>(response) }
}

const adminList = async (query = '') => {
  const response = await call(server.base, `${ADMIN_PATH}${query}`, { token: admin })
  expect(response.status).toBe(200)
  return json<AnnouncementJson[]>(response)
}

const byText = (list: AnnouncementJson[], key: string) =>
  list.find((a) => a.content.includes(seedText(key).slice(0, 20)))

describe('visibility window', () => {
  it('shows an announcement from its start until its end, either bound optional', () => {
    const base = { id: '1', content: '', allDay: false, createdAt: '', updatedAt: '', readBy: [] }
    const now = Date.parse('2030-01-10T12:00:00Z')
    const at = (startsAt: string | null, endsAt: string | null) =>
      isVisibleAt({ ...base, startsAt, endsAt }, now)
    expect(at(null, null)).toBe(true)
    expect(at('2030-01-01T00:00:00Z', '2030-01-20T00:00:00Z')).toBe(true)
    expect(at('2030-01-11T00:00:00Z', null)).toBe(false)
    expect(at(null, '2030-01-10T12:00:00Z')).toBe(false)
  })
})

describe('GET /api/v1/announcements', () => {
  it('lists the announcements members see now, each with the viewer’s read state', async () => {
    const { status, body } = await visible(alice)
    expect(status).toBe(200)
    expect(body).toHaveLength(3)
    expect(byText(body, 'ended')).toBeUndefined()
    expect(byText(body, 'scheduled')).toBeUndefined()
    expect(byText(body, 'plain')).toMatchObject({ read: true, all_day: false })
    expect(byText(body, 'allDay')).toMatchObject({ read: false, all_day: true })
    const allDay = byText(body, 'allDay')
    expect(allDay?.starts_at).toMatch(/T00:00:00Z$/)
    expect(allDay?.ends_at).toMatch(/T23:59:59Z$/)
    for (const a of body) {
      expect(a.pleroma).toBeUndefined()
      expect(Date.parse(a.published_at)).not.toBeNaN()
    }
    // bob has read none of them.
    expect((await visible(bob)).body.every((a) => a.read === false)).toBe(true)
  })

  it('renders the text as HTML and lists the custom emoji it uses', async () => {
    const emoji = byText((await visible(alice)).body, 'emoji')
    expect(emoji?.content).toContain(':cofe:')
    expect(emoji?.emojis.map((e) => e.shortcode).sort()).toEqual(['blobcatheart', 'cofe'])
    expect(emoji?.emojis[0]?.url).toMatch(/^http:\/\/.+\/emoji\/.+\.svg$/)
  })

  it('refuses guests', async () => {
    const { status, body } = await visible(null)
    expect(status).toBe(401)
    expect(body).toMatchObject({ error: expect.any(String) })
  })
})

describe('POST /api/v1/announcements/:id/dismiss', () => {
  it('marks one read for the viewer only, and again is harmless', async () => {
    const target = byText((await visible(bob)).body, 'allDay')
    if (!target) throw new Error('seed announcement missing')
    const path = `/api/v1/announcements/${target.id}/dismiss`
    for (let i = 0; i < 2; i += 1) {
      const response = await call(server.base, path, { method: 'POST', token: bob })
      expect(response.status).toBe(200)
      expect(await json(response)).toEqual({})
    }
    expect(byText((await visible(bob)).body, 'allDay')?.read).toBe(true)
    expect(byText((await visible(alice)).body, 'allDay')?.read).toBe(false)
  })

  it('answers 404 for an unknown id and 401 for guests', async () => {
    const unknown = await call(server.base, '/api/v1/announcements/nope/dismiss', {
      method: 'POST',
      token: bob,
    })
    expect(unknown.status).toBe(404)
    expect(await json(unknown)).toEqual({ error: 'Record not found' })
    const id = (await visible(bob)).body[0]?.id ?? ''
    const guest = await call(server.base, `/api/v1/announcements/${id}/dismiss`, {
      method: 'POST',
    })
    expect(guest.status).toBe(401)
  })
})

describe('admin API', () => {
  it('lists every announcement with its raw text, paged by limit and offset', async () => {
    const all = await adminList()
    expect(all).toHaveLength(SEED_ANNOUNCEMENTS.length)
    expect(all.map((a) => a.pleroma?.raw_content)).toEqual(SEED_ANNOUNCEMENTS.map((a) => a.content))
    expect(all.every((a) => a.read === undefined)).toBe(true)
    const page = await adminList('?limit=2&offset=1')
    expect(page.map((a) => a.id)).toEqual(all.slice(1, 3).map((a) => a.id))
    const bad = await call(server.base, `${ADMIN_PATH}?limit=0`, { token: admin })
    expect(bad.status).toBe(400)
    const one = await call(server.base, `${ADMIN_PATH}/${all[0]?.id}`, { token: admin })
    expect(await json(one)).toMatchObject({ id: all[0]?.id })
    expect((await call(server.base, `${ADMIN_PATH}/nope`, { token: admin })).status).toBe(404)
  })

  it('is for admins only', async () => {
    const guest = await call(server.base, ADMIN_PATH)
    expect(guest.status).toBe(401)
    const member = await call(server.base, ADMIN_PATH, { token: alice })
    expect(member.status).toBe(403)
    expect(await json(member)).toEqual({ error: 'User is not a staff member.' })
    const mod = await call(server.base, ADMIN_PATH, {
      method: 'POST',
      token: moderator,
      json: { content: 'x' },
    })
    expect(mod.status).toBe(403)
    expect(await json(mod)).toEqual({ error: 'User is not an admin.' })
    const del = await call(server.base, `${ADMIN_PATH}/x`, { method: 'DELETE', token: alice })
    expect(del.status).toBe(403)
  })

  it('creates an announcement members see at once, rendered with its emoji', async () => {
    const response = await call(server.base, ADMIN_PATH, {
      token: admin,
      json: { content: 'Hello <all> :cofe:\nsecond line', starts_at: null, all_day: false },
    })
    expect(response.status).toBe(200)
    const created = await json<AnnouncementJson>(response)
    expect(created.pleroma?.raw_content).toBe('Hello <all> :cofe:\nsecond line')
    expect(created.content).toContain('Hello &lt;all&gt;')
    expect(created.content).toContain('<br')
    expect(created.emojis.map((e) => e.shortcode)).toEqual(['cofe'])
    expect(created).toMatchObject({ starts_at: null, ends_at: null, all_day: false })
    const seen = (await visible(alice)).body.find((a) => a.id === created.id)
    expect(seen).toMatchObject({ read: false })
  })

  it('needs the content and valid times', async () => {
    const missing = await call(server.base, ADMIN_PATH, { token: admin, json: { all_day: true } })
    expect(missing.status).toBe(400)
    expect(await json(missing)).toEqual({ error: 'Missing field: content.' })
    const badDate = await call(server.base, ADMIN_PATH, {
      token: admin,
      json: { content: 'x', starts_at: 'tomorrow' },
    })
    expect(badDate.status).toBe(400)
    expect(await json(badDate)).toMatchObject({ error: expect.stringContaining('starts_at') })
  })

  it('changes only the fields sent; null clears a date; a future start hides it', async () => {
    const target = byText(await adminList(), 'plain')
    if (!target) throw new Error('seed announcement missing')
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const response = await call(server.base, `${ADMIN_PATH}/${target.id}`, {
      method: 'PATCH',
      token: admin,
      json: { content: 'Changed', ends_at: null, starts_at: future },
    })
    expect(response.status).toBe(200)
    const changed = await json<AnnouncementJson>(response)
    expect(changed).toMatchObject({ ends_at: null, all_day: false })
    expect(changed.pleroma?.raw_content).toBe('Changed')
    expect(changed.content).toContain('Changed')
    expect(Date.parse(changed.starts_at ?? '')).toBe(Math.floor(Date.parse(future) / 1000) * 1000)
    expect((await visible(alice)).body.some((a) => a.id === target.id)).toBe(false)
    const missing = await call(server.base, `${ADMIN_PATH}/nope`, {
      method: 'PATCH',
      token: admin,
      json: { content: 'x' },
    })
    expect(missing.status).toBe(404)
  })

  it('deletes one; deleting again is 404', async () => {
    const target = byText(await adminList(), 'emoji')
    if (!target) throw new Error('seed announcement missing')
    const path = `${ADMIN_PATH}/${target.id}`
    const first = await call(server.base, path, { method: 'DELETE', token: admin })
    expect(first.status).toBe(200)
    expect(await json(first)).toEqual({})
    expect((await call(server.base, path, { method: 'DELETE', token: admin })).status).toBe(404)
    expect((await adminList()).some((a) => a.id === target.id)).toBe(false)
    expect((await visible(alice)).body.some((a) => a.id === target.id)).toBe(false)
  })

  it('persists announcements and read states across a restart', async () => {
    const dataDir = tempDir()
    const first = await startTestServer({ dataDir })
    const firstAdmin = await login(first.base, 'admin')
    const firstBob = await login(first.base, 'bob')
    await call(first.base, ADMIN_PATH, { token: firstAdmin, json: { content: 'Kept' } })
    const [target] = await json<AnnouncementJson[]>(
      await call(first.base, '/api/v1/announcements', { token: firstBob }),
    )
    await call(first.base, `/api/v1/announcements/${target?.id}/dismiss`, {
      method: 'POST',
      token: firstBob,
    })
    await first.stop()
    const second = await startTestServer({ dataDir })
    try {
      const list = await json<AnnouncementJson[]>(
        await call(second.base, '/api/v1/announcements', { token: firstBob }),
      )
      expect(list.some((a) => a.content.includes('Kept'))).toBe(true)
      expect(list.find((a) => a.id === target?.id)?.read).toBe(true)
    } finally {
      await second.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('GoToSocial mode', () => {
  it('answers an empty list and has no admin API', async () => {
    await call(server.base, '/__demo/mode', { json: { like: 'gotosocial' } })
    try {
      const { status, body } = await visible(alice)
      expect(status).toBe(200)
      expect(body).toEqual([])
      expect((await call(server.base, ADMIN_PATH, { token: admin })).status).toBe(404)
    } finally {
      await call(server.base, '/__demo/mode', { json: { like: 'akkoma' } })
    }
  })
})
