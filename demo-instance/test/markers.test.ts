// @vitest-environment node
import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { call, json, login, startTestServer, tempDir } from './helpers.ts'

/* Reading markers as real servers answer them: per account, versioned, persisted. */

interface MarkerJson {
  last_read_id: string
  version: number
  updated_at: string
}
type Markers = Partial<Record<'home' | 'notifications', MarkerJson>>

const dataDir = tempDir()
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const markers = async (base: string, token: string, query = '?timeline[]=home') =>
  json<Markers>(await call(base, `/api/v1/markers${query}`, { token }))

const saveHome = async (base: string, token: string, id: string) =>
  json<Markers>(await call(base, '/api/v1/markers', { token, form: { 'home[last_read_id]': id } }))

describe('home marker', () => {
  it('is absent until saved, then answers the id with a version that goes up', async () => {
    const server = await startTestServer({ dataDir, reset: true })
    const alice = await login(server.base, 'alice')
    expect((await markers(server.base, alice)).home).toBeUndefined()

    const first = await saveHome(server.base, alice, '9aaa')
    expect(first.home).toMatchObject({ last_read_id: '9aaa', version: 1 })
    expect(Number.isNaN(Date.parse(first.home?.updated_at ?? ''))).toBe(false)
    // Only the saved marker is answered.
    expect(first.notifications).toBeUndefined()

    const second = await saveHome(server.base, alice, '9aab')
    expect(second.home).toMatchObject({ last_read_id: '9aab', version: 2 })
    expect((await markers(server.base, alice)).home?.last_read_id).toBe('9aab')

    // Another account has its own.
    const bob = await login(server.base, 'bob')
    expect((await markers(server.base, bob)).home).toBeUndefined()
    // Asking for no timeline in particular answers every one there is.
    expect((await markers(server.base, alice, '')).home?.version).toBe(2)
    await server.stop()
  })

  it('survives a restart', async () => {
    const server = await startTestServer({ dataDir })
    const alice = await login(server.base, 'alice')
    expect((await markers(server.base, alice)).home).toMatchObject({
      last_read_id: '9aab',
      version: 2,
    })
    await server.stop()
  })
})
