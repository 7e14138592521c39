import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, type ApiClient, type FetchLike } from '../../../api/http'
import { akkomaInstance } from '../../../api/testFixtures'
import {
  FRONTEND_SETTINGS_MAX_JSON_CHARS,
  SETTINGS_PROFILE_POLL_INTERVAL,
  SETTINGS_SYNC_UPLOAD_DEBOUNCE,
} from '../../../config/constants'
import { resetStorageProbe } from '../../../store/localStore'
import { useNotices } from '../../../store/notices'
import { useSession } from '../../../store/session'
import { DEFAULT_PREFERENCES, usePreferences } from '../../../store/preferences'
import {
  createProfile,
  deleteProfile,
  disableSync,
  enableSync,
  syncNow,
  useSettingsSync,
} from './syncService'
import { resetSessionForTests, startSessionForTests } from '../../../test/session'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../../../api/client', () => ({ api: () => holder.client }))

interface Profile {
  settings: Record<string, unknown>
  version: number
}

/** An in-memory Akkoma: profiles by name, versions checked as the server checks them. */
function fakeAkkoma() {
  const profiles = new Map<string, Profile>()
  const calls: string[] = []
  /** When set, every PUT gets this 422 (a server refusing what was sent). */
  const refusal: { error: string | null } = { error: null }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
  const fetch: FetchLike = async (url, init) => {
    const method = init.method ?? 'GET'
    const name = decodeURIComponent(
      new URL(url, 'http://x').pathname.split('/pleroma-fe')[1]?.slice(1) ?? '',
    )
    calls.push(`${method} ${name || '(list)'}`)
    if (!name) return json([...profiles].map(([n, p]) => ({ name: n, version: p.version })))
    const existing = profiles.get(name)
    if (method === 'GET')
      return existing ? json(existing) : json({ error: 'Record not found' }, 404)
    if (method === 'DELETE') {
      if (!existing) return json({ error: 'Record not found' }, 404)
      profiles.delete(name)
      return json({ deleted: 'ok' })
    }
    if (refusal.error) return json({ error: refusal.error }, 422)
    const body = JSON.parse(String(init.body)) as Profile
    if (existing && body.version !== existing.version + 1)
      return json({ error: 'must be incremented by 1' }, 422)
    profiles.set(name, body)
    return json(body.settings)
  }
  return { client: createApiClient({ fetch }), profiles, calls, refusal }
}

let server: ReturnType<typeof fakeAkkoma>

const noticeKeys = () => useNotices.getState().notices.map((n) => `${n.level}:${n.messageKey}`)
const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  window.localStorage.clear()
  resetStorageProbe()
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  useNotices.getState().clear()
  server = fakeAkkoma()
  holder.client = server.client
  resetSessionForTests()
  useSession.setState({ instance: akkomaInstance() })
  startSessionForTests('alice')
})

afterEach(() => {
  resetSessionForTests()
  vi.useRealTimers()
})

describe('the settings sync service', () => {
  it('creates a missing profile from the settings here (version 1), with the warning', async () => {
    usePreferences.getState().set('hidePostStats', true)
    enableSync('default')
    await flush()
    expect(server.profiles.get('default')).toMatchObject({
      version: 1,
      settings: { hidePostStats: true },
    })
    expect(noticeKeys()).toEqual([
      'warning:settings_profile.creating',
      'success:settings_profile.synchronized',
    ])
    expect(useSettingsSync.getState().sync).toMatchObject({ version: 1, activity: 'idle' })
    expect(useSettingsSync.getState().profiles).toEqual([{ name: 'default', version: 1 }])
  })

  it('uploads a local change as the next version after a short wait', async () => {
    enableSync('default')
    await flush()
    usePreferences.getState().set('streaming', true)
    await flush()
    expect(server.profiles.get('default')?.version).toBe(1)
    await vi.advanceTimersByTimeAsync(SETTINGS_SYNC_UPLOAD_DEBOUNCE)
    expect(server.profiles.get('default')).toMatchObject({
      version: 2,
      settings: { streaming: true },
    })
  })

  it('applies a newer profile from another browser, found by the 600 s poll', async () => {
    server.profiles.set('default', { settings: { hidePostStats: false }, version: 4 })
    enableSync('default')
    await flush()
    expect(useSettingsSync.getState().sync.version).toBe(4)
    server.profiles.set('default', { settings: { hidePostStats: true }, version: 5 })
    await vi.advanceTimersByTimeAsync(SETTINGS_PROFILE_POLL_INTERVAL - 1)
    expect(usePreferences.getState().prefs.hidePostStats).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(usePreferences.getState().prefs.hidePostStats).toBe(true)
    // Applying it is not a change to send back.
    await vi.advanceTimersByTimeAsync(SETTINGS_SYNC_UPLOAD_DEBOUNCE)
    expect(server.profiles.get('default')?.version).toBe(5)
  })

  it('stops polling when sync is turned off', async () => {
    enableSync('default')
    await flush()
    disableSync()
    const before = server.calls.length
    await vi.advanceTimersByTimeAsync(SETTINGS_PROFILE_POLL_INTERVAL * 2)
    expect(server.calls.length).toBe(before)
  })

  it('refuses settings over the size limit without sending them', async () => {
    usePreferences.getState().set('muteWords', ['x'.repeat(FRONTEND_SETTINGS_MAX_JSON_CHARS)])
    enableSync('default')
    await flush()
    expect(server.calls.filter((c) => c.startsWith('PUT'))).toEqual([])
    expect(noticeKeys()).toContain('error:settings_sync.too_large')
  })

  it('shows the server’s refusal as the synchronization error', async () => {
    enableSync('default')
    await flush()
    server.refusal.error = 'must be incremented by 1'
    syncNow()
    await flush()
    const error = useNotices.getState().notices.find((n) => n.level === 'error')
    expect(error).toMatchObject({
      messageKey: 'settings_profile.synchronization_error',
      messageArgs: { error: 'must be incremented by 1' },
    })
  })

  it('creates a named profile, follows it, and turns off when it is deleted', async () => {
    usePreferences.getState().set('conversationDisplay', 'tree')
    expect(await createProfile('work')).toEqual({ ok: true })
    await flush()
    expect(server.profiles.get('work')).toMatchObject({
      version: 1,
      settings: { conversationDisplay: 'tree' },
    })
    expect(useSettingsSync.getState().sync).toMatchObject({ enabled: true, profile: 'work' })
    expect(await createProfile('work')).toEqual({ ok: false, reason: 'exists' })
    await deleteProfile('work')
    expect(server.profiles.has('work')).toBe(false)
    expect(useSettingsSync.getState().sync.enabled).toBe(false)
  })

  it('remembers sync per user and reads the profile when that user signs in again', async () => {
    enableSync('default')
    await flush()
    resetSessionForTests()
    expect(useSettingsSync.getState().sync.enabled).toBe(false)
    server.profiles.set('default', { settings: { hideUserStats: true }, version: 9 })
    startSessionForTests('alice')
    await flush()
    expect(useSettingsSync.getState().sync).toMatchObject({ enabled: true, version: 9 })
    expect(usePreferences.getState().prefs.hideUserStats).toBe(true)
  })
})
