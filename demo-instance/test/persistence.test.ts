// @vitest-environment node
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildSeedState } from '../src/seeds/default.ts'
import { STATE_FILE_NAME } from '../src/model/store.ts'
import { call, json, login, post, startTestServer, tempDir } from './helpers.ts'

const dataDir = tempDir()
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('persistence', () => {
  it('seeds a state file on first start', async () => {
    const server = await startTestServer({ dataDir })
    expect(existsSync(join(dataDir, STATE_FILE_NAME))).toBe(true)
    await server.stop()
  })

  it('writes changes ~200 ms after they happen', async () => {
    const server = await startTestServer({ dataDir })
    const token = await login(server.base, 'alice')
    const status = await post(server.base, token, 'saved soon after posting')
    await new Promise((r) => setTimeout(r, 600))
    expect(readFileSync(join(dataDir, STATE_FILE_NAME), 'utf8')).toContain(status.id)
    await server.stop()
  })

  it('keeps statuses, tokens and follows across restarts', async () => {
    const first = await startTestServer({ dataDir })
    const token = await login(first.base, 'bob')
    const status = await post(first.base, token, 'I survive restarts')
    const carol = await json(await call(first.base, '/api/v1/accounts/carol'))
    await call(first.base, `/api/v1/accounts/${carol.id as string}/unfollow`, {
      method: 'POST',
      token,
    })
    await first.stop()

    const second = await startTestServer({ dataDir })
    const fetched = await call(second.base, `/api/v1/statuses/${status.id}`, { token })
    expect(fetched.status).toBe(200)
    expect((await json(fetched)).content).toBe('I survive restarts')
    const [rel] = await json<Record<string, unknown>[]>(
      await call(second.base, `/api/v1/accounts/relationships?id[]=${carol.id as string}`, {
        token,
      }),
    )
    expect(rel?.following).toBe(false)
    // New ids still sort after the old ones.
    const later = await post(second.base, token, 'posted after the restart')
    expect(later.id > status.id).toBe(true)
    await second.stop()
  })

  it('reseeds with reset', async () => {
    const first = await startTestServer({ dataDir })
    const token = await login(first.base, 'alice')
    const status = await post(first.base, token, 'gone after --reset')
    await first.stop()
    const second = await startTestServer({ dataDir, reset: true })
    expect((await call(second.base, `/api/v1/statuses/${status.id}`)).status).toBe(404)
    expect((await call(second.base, '/api/v1/accounts/verify_credentials', { token })).status).toBe(
      401,
    )
    const publicPage = await json<unknown[]>(
      await call(second.base, '/api/v1/timelines/public?limit=40'),
    )
    expect(publicPage).toHaveLength(40)
    await second.stop()
  })

  it('loads state files written before polls, reactions and lists existed', async () => {
    const oldDir = tempDir()
    const state = buildSeedState(Date.now()) as unknown as Record<string, unknown>
    for (const key of ['lists', 'followedTags', 'threadMutes']) delete state[key]
    for (const status of state.statuses as Record<string, unknown>[]) {
      for (const key of [
        'poll',
        'reactions',
        'quoteId',
        'quoteUuid',
        'quoteAccountId',
        'inReplyToUuid',
      ])
        delete status[key]
    }
    for (const media of state.media as Record<string, unknown>[]) delete media.format
    mkdirSync(oldDir, { recursive: true })
    writeFileSync(join(oldDir, STATE_FILE_NAME), JSON.stringify(state))
    const server = await startTestServer({ dataDir: oldDir })
    const page = await json<{ emoji_reactions: unknown[]; poll: unknown }[]>(
      await call(server.base, '/api/v1/timelines/public?limit=40'),
    )
    expect(page).toHaveLength(40)
    expect(page.every((s) => Array.isArray(s.emoji_reactions) && s.poll === null)).toBe(true)
    const token = await login(server.base, 'alice')
    expect(await json(await call(server.base, '/api/v1/lists', { token }))).toEqual([])
    await server.stop()
    rmSync(oldDir, { recursive: true, force: true })
  })
})
