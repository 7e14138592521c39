// @vitest-environment node
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  MAX_FRONTEND_SETTINGS_JSON_CHARS,
  elixirLength,
  profileErrors,
} from '../src/routes/frontend-settings.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, startTestServer, tempDir } from './helpers.ts'

let server: TestServer
let alice: string
let bob: string

const BASE = '/api/v1/akkoma/frontend_settings/pleroma-fe'

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())
beforeEach(async () => {
  await call(server.base, '/__demo/reset', { method: 'POST' })
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
})

const put = (token: string, profile: string, body: unknown) =>
  call(server.base, `${BASE}/${profile}`, { method: 'PUT', token, json: body })

describe('the changeset rules', () => {
  const change = { frontendName: 'pleroma-fe', profileName: 'p', settings: {}, version: 1 }
  const stored = {
    accountId: '1',
    frontendName: 'pleroma-fe',
    profileName: 'p',
    settings: {},
    version: 4,
    insertedAt: '',
    updatedAt: '',
  }

  it('takes any positive version for a new profile and exactly one more for an existing one', () => {
    expect(profileErrors(undefined, { ...change, version: 7 })).toEqual([])
    expect(profileErrors(undefined, { ...change, version: 0 })).toEqual(['must be greater than 0'])
    expect(profileErrors(stored, { ...change, version: 5 })).toEqual([])
    expect(profileErrors(stored, { ...change, version: 4 })).toEqual(['must be incremented by 1'])
    expect(profileErrors(stored, { ...change, version: 6 })).toEqual(['must be incremented by 1'])
  })

  it('counts the settings JSON in characters (graphemes) against the limit', () => {
    expect(elixirLength('👩‍👩‍👧é')).toBe(2)
    const within = { k: 'x'.repeat(10 - '{"k":""}'.length) }
    expect(profileErrors(undefined, { ...change, settings: within }, 10)).toEqual([])
    expect(profileErrors(undefined, { ...change, settings: { k: `${within.k}x` } }, 10)).toEqual([
      'is too long',
    ])
  })

  it('lists several errors in field order', () => {
    expect(
      profileErrors(stored, { ...change, settings: { k: 'long enough' }, version: 9 }, 5),
    ).toEqual(['is too long', 'must be incremented by 1'])
  })
})

describe('/api/v1/akkoma/frontend_settings', () => {
  it('refuses guests', async () => {
    expect((await call(server.base, BASE)).status).toBe(401)
    expect((await call(server.base, `${BASE}/default`)).status).toBe(401)
    expect((await put('', 'default', { settings: {}, version: 1 })).status).toBe(401)
  })

  it('lists nothing, then 404 for a profile that does not exist', async () => {
    expect(await json(await call(server.base, BASE, { token: alice }))).toEqual([])
    const missing = await call(server.base, `${BASE}/default`, { token: alice })
    expect(missing.status).toBe(404)
    expect(await json(missing)).toEqual({ error: 'Record not found' })
  })

  it('creates a profile, answers the settings, and lists it with its version', async () => {
    const created = await put(alice, 'default', { settings: { hidePostStats: true }, version: 1 })
    expect(created.status).toBe(200)
    expect(await json(created)).toEqual({ hidePostStats: true })
    expect(await json(await call(server.base, `${BASE}/default`, { token: alice }))).toEqual({
      settings: { hidePostStats: true },
      version: 1,
    })
    expect(await json(await call(server.base, BASE, { token: alice }))).toEqual([
      { name: 'default', version: 1 },
    ])
  })

  it('takes only the next version, as Akkoma does (422)', async () => {
    await put(alice, 'default', { settings: { a: 1 }, version: 1 })
    for (const version of [1, 3]) {
      const refused = await put(alice, 'default', { settings: { a: 2 }, version })
      expect(refused.status).toBe(422)
      expect(await json(refused)).toEqual({ error: 'must be incremented by 1' })
    }
    expect((await put(alice, 'default', { settings: { a: 2 }, version: 2 })).status).toBe(200)
    expect(await json(await call(server.base, `${BASE}/default`, { token: alice }))).toEqual({
      settings: { a: 2 },
      version: 2,
    })
  })

  it('refuses settings over the size limit with 422 "is too long"', async () => {
    const big = { muteWords: ['x'.repeat(MAX_FRONTEND_SETTINGS_JSON_CHARS)] }
    const refused = await put(alice, 'default', { settings: big, version: 1 })
    expect(refused.status).toBe(422)
    expect(await json(refused)).toEqual({ error: 'is too long' })
    expect((await call(server.base, `${BASE}/default`, { token: alice })).status).toBe(404)
  })

  it('refuses a body without settings or version (400) and a zero version (422)', async () => {
    const noVersion = await put(alice, 'default', { settings: {} })
    expect(noVersion.status).toBe(400)
    expect(await json(noVersion)).toEqual({ error: 'Missing field: version.' })
    expect((await put(alice, 'default', { version: 1 })).status).toBe(400)
    expect((await put(alice, 'default', { settings: 'x', version: 1 })).status).toBe(400)
    const zero = await put(alice, 'default', { settings: {}, version: 0 })
    expect(zero.status).toBe(422)
    expect(await json(zero)).toEqual({ error: 'must be greater than 0' })
  })

  it('keeps each account’s and each front end’s profiles apart', async () => {
    await put(alice, 'default', { settings: { who: 'alice' }, version: 1 })
    expect((await call(server.base, `${BASE}/default`, { token: bob })).status).toBe(404)
    expect(await json(await call(server.base, BASE, { token: bob }))).toEqual([])
    const other = '/api/v1/akkoma/frontend_settings/other-fe'
    expect(await json(await call(server.base, other, { token: alice }))).toEqual([])
  })

  it('deletes a profile, then 404', async () => {
    await put(alice, 'work', { settings: {}, version: 1 })
    const deleted = await call(server.base, `${BASE}/work`, { method: 'DELETE', token: alice })
    expect(deleted.status).toBe(200)
    expect(await json(deleted)).toEqual({ deleted: 'ok' })
    expect((await call(server.base, `${BASE}/work`, { token: alice })).status).toBe(404)
    const again = await call(server.base, `${BASE}/work`, { method: 'DELETE', token: alice })
    expect(again.status).toBe(404)
  })

  it('keeps profiles across a restart (persisted in the state file)', async () => {
    const dataDir = tempDir()
    try {
      const first = await startTestServer({ dataDir })
      const token = await login(first.base, 'alice')
      await call(first.base, `${BASE}/default`, {
        method: 'PUT',
        token,
        json: { settings: { kept: true }, version: 3 },
      })
      await first.stop()
      const second = await startTestServer({ dataDir })
      try {
        expect(await json(await call(second.base, `${BASE}/default`, { token }))).toEqual({
          settings: { kept: true },
          version: 3,
        })
      } finally {
        await second.stop()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
