import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { setApiToken } from '../../api/client'
import {
  FILTERS_REFRESH_AGE,
  NOTIFICATIONS_POLL_INTERVAL,
  TIMELINE_POLL_INTERVAL,
} from '../../config/constants'
import type { StreamingEvent } from '../../api/streaming/socket'
import { useSession } from '../../store/session'
import type { TimelineSpec } from '../timelines'
import { registerActiveTimeline, startRealtime, stopRealtime } from './realtime'

/*
 * Live updates on a server with a streaming API and on one without (Hollo):
 * no socket is opened where there is none, and polling carries the
 * timelines and notifications at their intervals, with no notice.
 */

const mocks = vi.hoisted(() => ({
  createStreamingConnection: vi.fn(),
  fetchNewer: vi.fn(async () => undefined),
  startNotifications: vi.fn(),
  pushNotice: vi.fn(),
  refreshFilters: vi.fn(),
}))

vi.mock('../../api/streaming/socket', () => ({
  createStreamingConnection: mocks.createStreamingConnection,
}))
vi.mock('../timelines/timelineService', () => ({
  fetchNewer: mocks.fetchNewer,
  receiveStreamed: () => undefined,
}))
vi.mock('../notifications/notificationService', () => ({
  startNotifications: mocks.startNotifications,
  stopNotifications: () => undefined,
  fetchNewerNotifications: async () => undefined,
  receiveStreamed: () => undefined,
}))
vi.mock('../timelines/startPage', () => ({ afterStartPage: async () => undefined }))
vi.mock('../../api/endpoints/follows', () => ({ fetchFollowing: async () => [] }))
vi.mock('../../store/notices', () => ({ pushNotice: mocks.pushNotice }))
vi.mock('../filters/refresh', () => ({ refreshFilters: mocks.refreshFilters }))
vi.mock('../../store/memoryKeeper', () => ({
  startMemoryKeeper: () => undefined,
  stopMemoryKeeper: () => undefined,
  touchTimeline: () => undefined,
}))

const HOLLO = {
  nodeinfo: { software: { name: 'hollo', version: '0.9.13' }, metadata: {} },
  v1: { version: '0.9.13', urls: {} },
}
const AKKOMA = {
  nodeinfo: { software: { name: 'akkoma', version: '3.13.2' }, metadata: {} },
  v1: {
    version: '2.7.2 (compatible; Akkoma 3.13.2)',
    urls: { streaming_api: 'wss://akkoma.example' },
  },
}
const MASTODON = {
  nodeinfo: { software: { name: 'mastodon', version: '4.3.2' }, metadata: {} },
  v1: { version: '4.3.2', urls: { streaming_api: 'wss://mastodon.example' } },
}

const home: TimelineSpec = {
  key: 'friends',
  kind: 'friends',
  params: {},
  stream: 'user',
  replyVisibility: false,
  pinnedFirst: false,
}

/** Lets the lazy imports and the start page's promise settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0)
}

beforeEach(() => {
  vi.useFakeTimers()
  mocks.createStreamingConnection.mockReset()
  mocks.createStreamingConnection.mockReturnValue({
    state: 'starting-initial',
    notificationsSilenced: () => false,
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    close: () => undefined,
  })
  mocks.fetchNewer.mockClear()
  mocks.startNotifications.mockClear()
  mocks.pushNotice.mockClear()
  mocks.refreshFilters.mockClear()
  setApiToken('token')
})

afterEach(() => {
  stopRealtime()
  setApiToken(null)
  useSession.setState({ currentUserId: null, instance: null })
  vi.useRealTimers()
})

describe('live updates', () => {
  it('opens no socket on a server without streaming, and polls timelines and notifications', async () => {
    useSession.setState({ currentUserId: 'me', instance: mergeInstanceConfig(HOLLO, '') })
    const unregister = registerActiveTimeline(home)
    startRealtime()
    await settle()
    expect(mocks.createStreamingConnection).not.toHaveBeenCalled()

    // The notifications service is told to poll, for good.
    expect(mocks.startNotifications).toHaveBeenCalledTimes(1)
    const link = mocks.startNotifications.mock.calls[0]?.[0] as { polling: () => boolean }
    expect(link.polling()).toBe(true)
    expect(NOTIFICATIONS_POLL_INTERVAL).toBe(20_000)

    // The timeline on screen is asked for what is newer at every interval.
    await vi.advanceTimersByTimeAsync(TIMELINE_POLL_INTERVAL)
    expect(mocks.fetchNewer).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(TIMELINE_POLL_INTERVAL)
    expect(mocks.fetchNewer).toHaveBeenCalledTimes(2)
    expect(link.polling()).toBe(true)
    // Nothing says a connection was lost: there never was one.
    expect(mocks.pushNotice).not.toHaveBeenCalled()
    unregister()
  })

  it('opens the socket where the server advertises streaming', async () => {
    useSession.setState({ currentUserId: 'me', instance: mergeInstanceConfig(MASTODON, '') })
    startRealtime()
    await settle()
    expect(mocks.createStreamingConnection).toHaveBeenCalledTimes(1)
    const options = mocks.createStreamingConnection.mock.calls[0]?.[0] as { url: string }
    expect(options.url).toBe('wss://mastodon.example')
  })

  it('fetches what came out before the socket first joined, once', async () => {
    useSession.setState({ currentUserId: 'me', instance: mergeInstanceConfig(MASTODON, '') })
    const unregister = registerActiveTimeline(home)
    startRealtime()
    await settle()
    const options = mocks.createStreamingConnection.mock.calls[0]?.[0] as {
      onStopPolling: () => void
    }
    expect(mocks.fetchNewer).not.toHaveBeenCalled()
    options.onStopPolling()
    expect(mocks.fetchNewer).toHaveBeenCalledTimes(1)
    expect(mocks.fetchNewer).toHaveBeenCalledWith(home)
    // Later joinings (after a reconnect) catch up through the socket's own fetch of what was missed.
    options.onStopPolling()
    expect(mocks.fetchNewer).toHaveBeenCalledTimes(1)
    unregister()
  })

  it('the stream’s word that the filters changed elsewhere has them fetched again', async () => {
    useSession.setState({ currentUserId: 'me', instance: mergeInstanceConfig(MASTODON, '') })
    startRealtime()
    await settle()
    const options = mocks.createStreamingConnection.mock.calls[0]?.[0] as {
      onEvent: (event: StreamingEvent) => void
      onStopPolling: () => void
    }
    options.onStopPolling()
    options.onEvent({ type: 'filters_changed', stream: ['user'] })
    expect(mocks.refreshFilters).toHaveBeenCalledWith()
  })

  it('without the socket, the window coming to the front fetches filters older than a few minutes', async () => {
    useSession.setState({ currentUserId: 'me', instance: mergeInstanceConfig(HOLLO, '') })
    startRealtime()
    await settle()
    window.dispatchEvent(new Event('focus'))
    expect(mocks.refreshFilters).toHaveBeenCalledWith(FILTERS_REFRESH_AGE)
    expect(FILTERS_REFRESH_AGE).toBe(300_000)
  })

  /** Signed in on `server` with the socket joined, the window comes to the front. */
  async function frontWithSocketJoined(server: Parameters<typeof mergeInstanceConfig>[0]) {
    useSession.setState({ currentUserId: 'me', instance: mergeInstanceConfig(server, '') })
    startRealtime()
    await settle()
    const options = mocks.createStreamingConnection.mock.calls[0]?.[0] as {
      onStopPolling: () => void
    }
    options.onStopPolling()
    window.dispatchEvent(new Event('focus'))
  }

  it('with the socket joined, the window coming to the front fetches nothing: the stream tells', async () => {
    await frontWithSocketJoined(MASTODON)
    expect(mocks.refreshFilters).not.toHaveBeenCalled()
  })

  it('on Akkoma, whose stream never says the filters changed, the front fetches them even with the socket joined', async () => {
    await frontWithSocketJoined(AKKOMA)
    expect(mocks.refreshFilters).toHaveBeenCalledWith(FILTERS_REFRESH_AGE)
  })
})
