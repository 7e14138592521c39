import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { akkomaNotificationJson } from '../../api/testFixtures'
import { initI18n } from '../../i18n/i18n'
import { useNotices } from '../../store/notices'
import { useNotifications } from '../../store/notifications'
import {
  fetchNewerNotifications,
  receiveStreamed,
  startNotifications,
  stopNotifications,
} from './notificationService'
import { normalizeNotification } from '../../api/normalize'
import { usePreferences } from '../../store/preferences'

let requests: string[] = []
let fail = false
let silenced = false
let polling = true
const shown: string[] = []

const wire = (id: string) => ({ ...akkomaNotificationJson(), id, pleroma: { is_seen: false } })

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  vi.useFakeTimers()
  requests = []
  fail = false
  silenced = false
  polling = true
  shown.length = 0
  useNotices.getState().clear()
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url)
    if (fail) return new Response('{"error":"nope"}', { status: 500 })
    const body = url.includes('/markers')
      ? { notifications: { last_read_id: '1' } }
      : url.includes('since_id')
        ? [wire('50')]
        : [wire('40')]
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
  })
  class FakeNotification {
    static permission = 'granted'
    onclick: (() => void) | null = null
    constructor(title: string) {
      shown.push(title)
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification)
})

afterEach(() => {
  stopNotifications()
  vi.useRealTimers()
})

const start = () => startNotifications({ polling: () => polling, silenced: () => silenced })

describe('notification service', () => {
  it('loads the marker and the first page at start, quietly', async () => {
    start()
    await vi.waitFor(() => expect(useNotifications.getState().ids).toEqual(['40']))
    expect(useNotifications.getState().lastReadId).toBe('1')
    expect(requests.some((u) => u.includes('/api/v1/markers'))).toBe(true)
    expect(shown).toEqual([])
  })

  it('polls every 20 s only while polling, and announces what is new', async () => {
    start()
    await vi.waitFor(() => expect(useNotifications.getState().ids).toEqual(['40']))
    polling = false
    await vi.advanceTimersByTimeAsync(20_000)
    expect(requests.filter((u) => u.includes('since_id'))).toHaveLength(0)
    polling = true
    await vi.advanceTimersByTimeAsync(20_000)
    await vi.waitFor(() => expect(useNotifications.getState().ids).toEqual(['50', '40']))
    expect(shown).toHaveLength(1)
  })

  it('stays quiet while the stream is silenced', async () => {
    start()
    await vi.waitFor(() => expect(useNotifications.getState().ids).toEqual(['40']))
    silenced = true
    receiveStreamed(normalizeNotification(wire('60')))
    expect(useNotifications.getState().ids[0]).toBe('60')
    expect(shown).toEqual([])
    silenced = false
    receiveStreamed(normalizeNotification(wire('61')))
    expect(shown).toHaveLength(1)
  })

  it('pops up a group once a minute, however many join it, unless grouping is off', async () => {
    start()
    await vi.waitFor(() => expect(useNotifications.getState().ids).toEqual(['40']))
    // The fixture is a reaction: the same post and emoji each time, from other accounts.
    const from = (id: string, account: string, type = 'pleroma:emoji_reaction') => {
      const json: Record<string, unknown> = wire(id)
      const base = json.account as Record<string, unknown>
      return normalizeNotification({ ...json, type, account: { ...base, id: account } })
    }
    receiveStreamed(from('61', 'a'))
    receiveStreamed(from('62', 'b'))
    await vi.advanceTimersByTimeAsync(30_000)
    receiveStreamed(from('63', 'c'))
    expect(shown).toHaveLength(1)
    // A mention is never grouped: it always pops up.
    receiveStreamed(from('64', 'd', 'mention'))
    expect(shown).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(30_000)
    receiveStreamed(from('65', 'e'))
    expect(shown).toHaveLength(3)
    usePreferences.getState().set('groupNotifications', false)
    try {
      receiveStreamed(from('66', 'f'))
      receiveStreamed(from('67', 'g'))
      expect(shown).toHaveLength(5)
    } finally {
      usePreferences.getState().set('groupNotifications', true)
    }
  })

  it('pushes notifications.error when a fetch fails', async () => {
    start()
    await vi.waitFor(() => expect(useNotifications.getState().ids).toEqual(['40']))
    fail = true
    await fetchNewerNotifications()
    expect(useNotices.getState().notices.map((n) => n.messageKey)).toContain('notifications.error')
  })

  it('an empty first page means there is nothing older to load', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      const body = url.includes('/markers') ? {} : []
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
    })
    start()
    await vi.waitFor(() => expect(useNotifications.getState().load).toBe('idle'))
    expect(useNotifications.getState().bottomedOut).toBe(true)
    expect(useNotifications.getState().ids).toEqual([])
    useNotifications.getState().reset()
    await fetchNewerNotifications()
    expect(useNotifications.getState().bottomedOut).toBe(true)
  })

  it('stopping clears everything', async () => {
    start()
    await vi.waitFor(() => expect(useNotifications.getState().ids).toEqual(['40']))
    stopNotifications()
    expect(useNotifications.getState().ids).toEqual([])
  })
})
