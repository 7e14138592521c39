// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LISTS_POLL_INTERVAL } from '../../config/constants'
import { useSession } from '../../store/session'
import {
  listCreated,
  listRemoved,
  listsPollingActive,
  listUpdated,
  loadLists,
  startListsPolling,
  useLists,
} from './store'
import { initialListsState } from './transitions'
import { resetSessionForTests, startSessionForTests } from '../../test/session'

let requests: string[]
let reply: () => Response | Promise<Response>

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

beforeEach(() => {
  requests = []
  reply = () =>
    json([
      { id: '1', title: 'one' },
      { id: '12', title: 'twelve' },
    ])
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push(`${init.method} ${url}`)
    return reply()
  })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  resetSessionForTests()
  useSession.setState({ currentUserId: 'me' })
  useLists.setState(initialListsState('me'), true)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('loadLists', () => {
  it('loads the lists newest first', async () => {
    await loadLists()
    expect(requests).toEqual(['GET /api/v1/lists'])
    expect(useLists.getState()).toMatchObject({
      phase: 'ready',
      lists: [
        { id: '12', title: 'twelve' },
        { id: '1', title: 'one' },
      ],
    })
  })

  it('shows a visible failure, keeps the lists on a quiet one', async () => {
    await loadLists()
    reply = () => json({ error: 'Internal server error' }, 500)
    await loadLists({ quiet: true })
    expect(useLists.getState().phase).toBe('ready')
    await loadLists()
    expect(useLists.getState().phase).toBe('error')
    expect(useLists.getState().lists).toHaveLength(2)
  })

  it('asks nothing for a guest', async () => {
    useSession.setState({ currentUserId: null })
    useLists.setState(initialListsState(null), true)
    await loadLists()
    expect(requests).toEqual([])
  })

  it('does not lose a list made while an older answer was on its way', async () => {
    let release: (r: Response) => void = () => {}
    reply = () => new Promise<Response>((resolve) => (release = resolve))
    const loading = loadLists()
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    listCreated({ id: '30', title: 'fresh' })
    const stale = release
    reply = () =>
      json([
        { id: '30', title: 'fresh' },
        { id: '1', title: 'one' },
      ])
    stale(json([{ id: '1', title: 'one' }]))
    await loading
    expect(requests).toHaveLength(2)
    expect(useLists.getState().lists.map((l) => l.id)).toEqual(['30', '1'])
  })

  it('forgets one user’s lists when another signs in', async () => {
    await loadLists()
    startSessionForTests('other')
    expect(useLists.getState()).toEqual(initialListsState('other'))
  })
})

describe('changes made here', () => {
  it('show at once', async () => {
    await loadLists()
    listCreated({ id: '20', title: 'twenty' })
    listUpdated({ id: '1', title: 'first' })
    listRemoved('12')
    expect(useLists.getState().lists).toEqual([
      { id: '20', title: 'twenty' },
      { id: '1', title: 'first' },
    ])
  })
})

describe('polling', () => {
  it('fetches at once, then every LISTS_POLL_INTERVAL, with one timer for every caller', async () => {
    vi.useFakeTimers()
    const stopA = startListsPolling()
    const stopB = startListsPolling()
    // (No vi.waitFor here: it moves the fake clock.)
    await vi.advanceTimersByTimeAsync(0)
    expect(useLists.getState().phase).toBe('ready')
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(LISTS_POLL_INTERVAL - 1)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(2)
    stopA()
    stopA()
    expect(listsPollingActive()).toBe(true)
    await vi.advanceTimersByTimeAsync(LISTS_POLL_INTERVAL)
    expect(requests).toHaveLength(3)
    stopB()
    expect(listsPollingActive()).toBe(false)
    await vi.advanceTimersByTimeAsync(LISTS_POLL_INTERVAL * 3)
    expect(requests).toHaveLength(3)
  })

  it('does not ask while nobody is signed in', async () => {
    vi.useFakeTimers()
    await loadLists()
    const stop = startListsPolling()
    useSession.setState({ currentUserId: null })
    await vi.advanceTimersByTimeAsync(LISTS_POLL_INTERVAL * 2)
    expect(requests).toHaveLength(1)
    stop()
  })
})
