// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DESKTOP_NOTIFICATION_SILENCE,
  NOTICE_TIMEOUT,
  SOCKET_PING_INTERVAL,
} from '../../config/constants'
import { akkomaNotificationJson, akkomaStatusJson } from '../testFixtures'
import {
  buildStreamingUrl,
  createStreamingConnection,
  parseStreamingMessage,
  streamingBases,
} from './socket'
import type { StreamingConnectionOptions, StreamingEvent, WebSocketFactory } from './socket'

class FakeWebSocket {
  static instances: FakeWebSocket[] = []
  readyState = 0
  sent: string[] = []
  closedWith: number | null = null
  onopen: ((event: unknown) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this)
  }

  send(data: string) {
    this.sent.push(data)
  }

  close(code?: number) {
    this.closedWith = code ?? 1005
    this.readyState = 3
  }

  // Test controls: what the server/browser would do.
  serverOpens() {
    this.readyState = 1
    this.onopen?.({})
  }

  serverCloses(code: number) {
    this.readyState = 3
    this.onerror?.({})
    this.onclose?.({ code })
  }

  serverSends(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) })
  }
}

const latest = () => {
  const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1]
  if (!socket) throw new Error('no socket opened')
  return socket
}

function connect(overrides: Partial<StreamingConnectionOptions> = {}) {
  const events: StreamingEvent[] = []
  const log: string[] = []
  const connection = createStreamingConnection({
    url: 'wss://akkoma.example',
    token: 'tok',
    streams: ['user'],
    onEvent: (event) => events.push(event),
    onStateChange: (state, id) => log.push(`state:${state}:${id}`),
    onNotice: (notice) =>
      log.push(`notice:${notice.key}:${notice.args?.code ?? ''}:${notice.timeoutMs}`),
    onRestartPolling: () => log.push('restartPolling'),
    onStopPolling: () => log.push('stopPolling'),
    onFetchMissed: () => log.push('fetchMissed'),
    WebSocketImpl: FakeWebSocket as unknown as WebSocketFactory,
    ...overrides,
  })
  return { connection, events, log }
}

let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  vi.useFakeTimers()
  FakeWebSocket.instances = []
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('buildStreamingUrl', () => {
  it('appends the streaming path, token and stream to the advertised origin', () => {
    expect(buildStreamingUrl({ base: 'wss://akkoma.example', token: 't k', stream: 'user' })).toBe(
      'wss://akkoma.example/api/v1/streaming?access_token=t+k&stream=user',
    )
  })

  it('keeps an explicit path and converts http(s) schemes', () => {
    expect(
      buildStreamingUrl({
        base: 'https://m.example/api/v1/streaming/',
        stream: { stream: 'list', list: '4' },
      }),
    ).toBe('wss://m.example/api/v1/streaming/?stream=list&list=4')
  })

  it('falls back to the page host', () => {
    expect(
      buildStreamingUrl({ base: null, location: { protocol: 'http:', host: '127.0.0.1:5173' } }),
    ).toBe('ws://127.0.0.1:5173/api/v1/streaming')
    expect(
      buildStreamingUrl({
        location: { protocol: 'https:', host: 'a.example' },
        stream: 'public:local',
      }),
    ).toBe('wss://a.example/api/v1/streaming?stream=public%3Alocal')
  })
})

describe('createStreamingConnection', () => {
  it('connects at once and joins quietly on the initial open', () => {
    const { connection, log } = connect({ streams: ['user', { stream: 'hashtag', tag: 'cats' }] })
    expect(latest().url).toBe('wss://akkoma.example/api/v1/streaming?access_token=tok&stream=user')
    expect(connection.state).toBe('starting-initial')
    latest().serverOpens()
    expect(connection.state).toBe('joined')
    expect(latest().sent).toEqual([
      JSON.stringify({ type: 'subscribe', stream: 'hashtag', tag: 'cats' }),
    ])
    expect(log).toEqual([
      'state:starting-initial:6',
      'state:joined:1',
      'stopPolling',
      'fetchMissed',
    ])
  })

  it('pings every 30 s and ignores pong', () => {
    const { events } = connect()
    latest().serverOpens()
    vi.advanceTimersByTime(SOCKET_PING_INTERVAL - 1)
    expect(latest().sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(latest().sent).toEqual(['ping'])
    vi.advanceTimersByTime(SOCKET_PING_INTERVAL)
    expect(latest().sent).toEqual(['ping', 'ping'])
    latest().serverSends('pong')
    expect(events).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it('parses update, status.update, notification, delete and filters_changed', () => {
    const { events } = connect()
    latest().serverOpens()
    const status = akkomaStatusJson()
    latest().serverSends({ event: 'update', payload: JSON.stringify(status), stream: ['user'] })
    latest().serverSends({
      event: 'status.update',
      payload: JSON.stringify(status),
      stream: ['user'],
    })
    latest().serverSends({
      event: 'notification',
      payload: JSON.stringify(akkomaNotificationJson()),
      stream: ['user'],
    })
    latest().serverSends({ event: 'delete', payload: 'AbCdEfGhIjKlMnOpZz', stream: ['user'] })
    latest().serverSends({ event: 'filters_changed', stream: ['user'] })
    expect(events.map((e) => e.type)).toEqual([
      'update',
      'status.update',
      'notification',
      'delete',
      'filters_changed',
    ])
    const [update, , notification, deletion] = events
    expect(update?.type === 'update' && update.status.id).toBe('AbCdEfGhIjKlMnOpZz')
    expect(update?.stream).toEqual(['user'])
    expect(notification?.type === 'notification' && notification.notification.type).toBe(
      'pleroma:emoji_reaction',
    )
    expect(deletion).toEqual({ type: 'delete', id: 'AbCdEfGhIjKlMnOpZz', stream: ['user'] })
  })

  it('drops unknown events and malformed payloads with a warning', () => {
    const { events } = connect()
    latest().serverSends({ event: 'announcement', payload: '{}' })
    latest().serverSends({ event: 'update', payload: '{"no":"id"}' })
    latest().serverSends({ event: 'update', payload: '{broken' })
    latest().serverSends({ event: 'delete' })
    latest().serverSends('not json at all')
    expect(events).toEqual([])
    expect(warn).toHaveBeenCalledTimes(5)
    expect(String(warn.mock.calls[0]?.[0])).toContain("unknown streaming event 'announcement'")
  })

  it('quietly accepts Akkoma subscription acknowledgements', () => {
    expect(
      parseStreamingMessage(
        JSON.stringify({
          event: 'pleroma:respond',
          payload: '{"result":"success","type":"subscribe"}',
        }),
      ),
    ).toBeNull()
    expect(warn).not.toHaveBeenCalled()
    parseStreamingMessage(
      JSON.stringify({
        event: 'pleroma:respond',
        payload: '{"result":"error","error":"bad_topic"}',
      }),
    )
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('retries after 1 s, 2 s, 3 s, 3 s with one notice, then announces the reconnect', () => {
    const { connection, log } = connect()
    latest().serverOpens()
    log.length = 0

    latest().serverCloses(1006)
    expect(connection.state).toBe('error')
    expect(log).toEqual([
      'state:error:3',
      'restartPolling',
      `notice:timeline.socket_broke:1006:${NOTICE_TIMEOUT}`,
    ])
    const delays = [1000, 2000, 3000, 3000]
    delays.forEach((delay, attempt) => {
      const before = FakeWebSocket.instances.length
      vi.advanceTimersByTime(delay - 1)
      expect(FakeWebSocket.instances.length).toBe(before)
      vi.advanceTimersByTime(1)
      expect(FakeWebSocket.instances.length).toBe(before + 1)
      expect(connection.state).toBe('starting')
      // Every retry but the last fails again.
      if (attempt < delays.length - 1) latest().serverCloses(1006)
    })
    // Only the first break was announced.
    expect(log.filter((l) => l.startsWith('notice'))).toHaveLength(1)
    latest().serverOpens()
    expect(connection.state).toBe('joined')
    expect(log.slice(-4)).toEqual([
      'state:joined:1',
      'stopPolling',
      `notice:timeline.socket_reconnected::${NOTICE_TIMEOUT}`,
      'fetchMissed',
    ])
  })

  it('does not retry after a normal closure', () => {
    const { connection, log } = connect()
    latest().serverOpens()
    latest().serverCloses(1000)
    expect(connection.state).toBe('closed')
    vi.advanceTimersByTime(60_000)
    expect(FakeWebSocket.instances).toHaveLength(1)
    expect(log.filter((entry) => entry.startsWith('notice'))).toEqual([])
    expect(log).toContain('restartPolling')
    // Pings stop with the socket.
    expect(latest().sent).toEqual([])
  })

  it('stops pinging while disconnected', () => {
    connect()
    latest().serverOpens()
    const first = latest()
    first.serverCloses(1006)
    vi.advanceTimersByTime(SOCKET_PING_INTERVAL * 3)
    expect(first.sent).toEqual([])
  })

  it('silences desktop notifications for 10 s after start', () => {
    const { connection } = connect()
    expect(connection.notificationsSilenced()).toBe(true)
    vi.advanceTimersByTime(DESKTOP_NOTIFICATION_SILENCE - 1)
    expect(connection.notificationsSilenced()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(connection.notificationsSilenced()).toBe(false)
  })

  it('close() stops the socket, the retries and the pings', () => {
    const { connection } = connect()
    latest().serverOpens()
    const socket = latest()
    connection.close()
    expect(connection.state).toBe('disabled')
    expect(socket.closedWith).toBe(1000)
    socket.serverCloses(1000)
    vi.advanceTimersByTime(SOCKET_PING_INTERVAL * 2)
    expect(socket.sent).toEqual([])
    expect(FakeWebSocket.instances).toHaveLength(1)

    const again = connect()
    latest().serverCloses(1006)
    again.connection.close()
    vi.advanceTimersByTime(10_000)
    expect(FakeWebSocket.instances).toHaveLength(2)
  })

  it('ignores events from a replaced socket', () => {
    const { connection, events } = connect()
    const first = latest()
    first.serverCloses(1006)
    vi.advanceTimersByTime(1000)
    const second = latest()
    first.serverOpens()
    first.serverSends({ event: 'delete', payload: '1' })
    expect(connection.state).toBe('starting')
    expect(events).toEqual([])
    second.serverOpens()
    expect(connection.state).toBe('joined')
  })

  it('subscribes and unsubscribes streams on a live socket and after reconnects', () => {
    const { connection } = connect()
    latest().serverOpens()
    connection.subscribe({ stream: 'list', list: '7' })
    connection.unsubscribe('user')
    expect(latest().sent).toEqual([
      JSON.stringify({ type: 'subscribe', stream: 'list', list: '7' }),
      JSON.stringify({ type: 'unsubscribe', stream: 'user' }),
    ])
    latest().serverCloses(1006)
    vi.advanceTimersByTime(1000)
    expect(latest().url).toContain('stream=list&list=7')
  })

  it('treats a WebSocket constructor failure as a broken connection', () => {
    const Throwing = function () {
      throw new SyntaxError('bad url')
    } as unknown as WebSocketFactory
    const { connection, log } = connect({ WebSocketImpl: Throwing })
    expect(connection.state).toBe('error')
    expect(log).toContain('restartPolling')
    connection.close()
  })
})

describe('address fallback', () => {
  const page = { protocol: 'http:', host: '127.0.0.1:8090' }

  it('lists the advertised address, then the page origin, without duplicates', () => {
    expect(streamingBases('wss://gts.example', page)).toEqual(['wss://gts.example', null])
    expect(streamingBases('ws://127.0.0.1:8090', page)).toEqual([null])
    expect(streamingBases(null, page)).toEqual([null])
    expect(streamingBases('not a url', page)).toEqual([null])
  })

  it('connects to the page origin when the advertised address never opens', () => {
    const { log } = connect({ url: 'wss://127.0.0.1:8090', location: page })
    expect(latest().url).toBe('wss://127.0.0.1:8090/api/v1/streaming?access_token=tok&stream=user')
    latest().serverCloses(1006)
    expect(latest().url).toBe('ws://127.0.0.1:8090/api/v1/streaming?access_token=tok&stream=user')
    latest().serverOpens()
    expect(log).not.toContainEqual(expect.stringContaining('socket_broke'))
    expect(log).toContain('stopPolling')
  })
})
