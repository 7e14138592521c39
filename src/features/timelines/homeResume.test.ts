import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeJson } from '../../store/localStore'
import { useSession } from '../../store/session'
import { DEFAULT_PREFERENCES, usePreferences } from '../../store/preferences'
import { prefetchHomeMarker, saveHomePosition, takeResumePosition } from './homeResume'
import { resetSessionForTests, startSessionForTests } from '../../test/session'

/* Home's place across reloads and devices: local and server, the newer wins. */

let serverMarker: Record<string, unknown> | null = null
let status = 200
let posted: string[] = []
let keptAlive: boolean[] = []
let asked = 0

beforeEach(() => {
  localStorage.clear()
  posted = []
  keptAlive = []
  asked = 0
  serverMarker = null
  status = 200
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  resetSessionForTests()
  useSession.setState({ currentUserId: 'u1' })
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posted.push(String(init.body))
      keptAlive.push(init.keepalive === true)
      return new Response(JSON.stringify({}), { headers: { 'Content-Type': 'application/json' } })
    }
    asked++
    if (status !== 200) return new Response('{"error":"Not found"}', { status })
    return new Response(JSON.stringify(serverMarker ? { home: serverMarker } : {}), {
      headers: { 'Content-Type': 'application/json' },
    })
  })
})

afterEach(() => {
  vi.useRealTimers()
  useSession.setState({ currentUserId: null })
})

const at = (iso: string) => Date.parse(iso)

describe('where home resumes', () => {
  it('takes the server marker when it is newer than the local place', async () => {
    writeJson('reading:home:u1', { id: 'L', at: at('2026-11-25T10:00:00Z') })
    serverMarker = { last_read_id: 'S', version: 3, updated_at: '2026-11-25T11:00:00Z' }
    expect((await takeResumePosition())?.id).toBe('S')
  })

  it('takes the local place when it is newer', async () => {
    writeJson('reading:home:u1', { id: 'L', at: at('2026-11-25T12:00:00Z') })
    serverMarker = { last_read_id: 'S', version: 3, updated_at: '2026-11-25T11:00:00Z' }
    expect((await takeResumePosition())?.id).toBe('L')
  })

  it('resumes once per page load, and not with the preference off', async () => {
    writeJson('reading:home:u1', { id: 'L', at: 1 })
    expect((await takeResumePosition())?.id).toBe('L')
    expect(await takeResumePosition()).toBeNull()
    // A new page load.
    resetSessionForTests()
    useSession.setState({ currentUserId: 'u1' })
    usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, resumeHome: false } })
    expect(await takeResumePosition()).toBeNull()
  })

  it('uses the marker asked for while the session was restored, and asks once', async () => {
    serverMarker = { last_read_id: 'S', version: 3, updated_at: '2026-11-25T11:00:00Z' }
    prefetchHomeMarker()
    expect(asked).toBe(1)
    // The marker moves on the server after the early request: the early answer is what counts.
    serverMarker = { last_read_id: 'T', version: 4, updated_at: '2026-11-25T12:00:00Z' }
    expect((await takeResumePosition())?.id).toBe('S')
    expect(asked).toBe(1)
  })

  it("keeps the early marker through the page's first sign-in, not another account's", async () => {
    resetSessionForTests()
    serverMarker = { last_read_id: 'S', version: 3, updated_at: '2026-11-25T11:00:00Z' }
    prefetchHomeMarker()
    // The stored session's account answers: the marker asked meanwhile is still its own.
    startSessionForTests('u1')
    expect((await takeResumePosition())?.id).toBe('S')
    expect(asked).toBe(1)

    prefetchHomeMarker()
    startSessionForTests('u2')
    serverMarker = { last_read_id: 'T', version: 4, updated_at: '2026-11-25T12:00:00Z' }
    expect((await takeResumePosition())?.id).toBe('T')
    expect(asked).toBe(2)
  })

  it('asks nothing early with the preference off', () => {
    usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, resumeHome: false } })
    prefetchHomeMarker()
    expect(asked).toBe(0)
  })

  it('uses the local place when the server has no markers', async () => {
    status = 404
    writeJson('reading:home:u1', { id: 'L', at: 1 })
    expect((await takeResumePosition())?.id).toBe('L')
  })
})

describe('saving the place', () => {
  it('saves locally, then on the server once the reader stops scrolling', async () => {
    vi.useFakeTimers()
    saveHomePosition('A')
    saveHomePosition('B')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(JSON.parse(localStorage.getItem('akkoma-client:reading:home:u1') ?? '{}')).toMatchObject(
      {
        id: 'B',
      },
    )
    expect(posted).toEqual(['{"home":{"last_read_id":"B"}}'])
  })

  it('saves nothing with the preference off', async () => {
    vi.useFakeTimers()
    usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, resumeHome: false } })
    saveHomePosition('A')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(localStorage.getItem('akkoma-client:reading:home:u1')).toBeNull()
    expect(posted).toEqual([])
  })

  it('keeps the offset locally and resumes at it when the same status wins', async () => {
    vi.useFakeTimers()
    saveHomePosition('A', -69)
    await vi.advanceTimersByTimeAsync(5_000)
    vi.useRealTimers()
    resetSessionForTests()
    useSession.setState({ currentUserId: 'u1' })
    serverMarker = { last_read_id: 'A', updated_at: new Date(Date.now() + 60_000).toISOString() }
    expect(await takeResumePosition()).toEqual({ id: 'A', offset: -69 })
  })

  it('resumes a server marker naming another status at that status top', async () => {
    writeJson('reading:home:u1', { id: 'L', at: at('2026-11-25T10:00:00Z'), offset: -40 })
    serverMarker = { last_read_id: 'S', updated_at: '2026-11-25T11:00:00Z' }
    expect(await takeResumePosition()).toEqual({ id: 'S', offset: 0 })
  })

  it('saves the place the reader leaves at once, the server request outliving the page', () => {
    vi.useFakeTimers()
    saveHomePosition('A', -10)
    saveHomePosition('B', -64, true)
    expect(JSON.parse(localStorage.getItem('akkoma-client:reading:home:u1') ?? '{}')).toMatchObject(
      { id: 'B', offset: -64 },
    )
    expect(posted).toEqual(['{"home":{"last_read_id":"B"}}'])
    expect(keptAlive).toEqual([true])
    // The page hidden and then unloaded: the same place is not sent twice.
    saveHomePosition('B', -64, true)
    expect(posted).toHaveLength(1)
  })
})
