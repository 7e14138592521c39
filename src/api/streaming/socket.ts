/**
 * The streaming WebSocket: drives socketMachine with a real
 * (or injected) WebSocket, keeps it alive with text pings, and turns frames
 * into typed events. Timers and the clock are injectable for tests.
 */
import {
  DESKTOP_NOTIFICATION_SILENCE,
  NOTICE_TIMEOUT,
  SOCKET_PING_INTERVAL,
} from '../../config/constants'
import { normalizeNotification, normalizeStatus } from '../normalize'
import { idOrNull, isRecord, str, strArr, wire } from '../read'
import type { Notification, Status } from '../types'
import type { WireStreamingMessage } from '../wire'
import { createSocketMachine, SOCKET_STATE_IDS, transition } from './socketMachine'
import type { SocketEffect, SocketEvent, SocketState } from './socketMachine'

/** `user`, `public:local`... or a stream with arguments, e.g. `{ stream: 'list', list: '42' }`. */
export type StreamSpec = string | ({ stream: string } & Readonly<Record<string, string>>)

export type StreamingEvent =
  | { type: 'update'; status: Status; stream: string[] }
  | { type: 'status.update'; status: Status; stream: string[] }
  | { type: 'notification'; notification: Notification; stream: string[] }
  | { type: 'delete'; id: string; stream: string[] }
  | { type: 'filters_changed'; stream: string[] }

export interface StreamingNotice {
  key: 'timeline.socket_reconnected' | 'timeline.socket_broke'
  level: 'success' | 'error'
  args?: { code: string }
  timeoutMs: number
}

export type WebSocketFactory = new (url: string) => WebSocket

export interface StreamingTimers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
  now(): number
}

export interface StreamingConnectionOptions {
  /** The instance's advertised streaming URL (e.g. `wss://host`); absent → this page's host. */
  url?: string | null
  token?: string | null
  /** The first goes in the URL, the rest are subscribed by message once open. */
  streams: readonly StreamSpec[]
  onEvent: (event: StreamingEvent) => void
  onStateChange?: (state: SocketState, id: number) => void
  onNotice?: (notice: StreamingNotice) => void
  onRestartPolling?: () => void
  onStopPolling?: () => void
  onFetchMissed?: () => void
  WebSocketImpl?: WebSocketFactory
  timers?: Partial<StreamingTimers>
  /** Where a same-origin URL points; defaults to `window.location`. */
  location?: { protocol: string; host: string }
}

export interface StreamingConnection {
  readonly state: SocketState
  /** True for DESKTOP_NOTIFICATION_SILENCE after start, so a burst of catch-up events stays quiet. */
  notificationsSilenced(): boolean
  subscribe(stream: StreamSpec): void
  unsubscribe(stream: StreamSpec): void
  /** Stops the socket, retries and pings for good. */
  close(): void
}

const STREAMING_PATH = '/api/v1/streaming'
const WS_OPEN = 1
const ABNORMAL_CLOSURE = 1006

function streamParams(spec: StreamSpec): Record<string, string> {
  return typeof spec === 'string' ? { stream: spec } : { ...spec }
}

export function buildStreamingUrl(params: {
  base?: string | null
  token?: string | null
  stream?: StreamSpec
  location?: { protocol: string; host: string }
}): string {
  let root = params.base?.trim() ?? ''
  if (root === '') {
    const location = params.location ?? globalThis.location
    root = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`
  }
  const url = new URL(root.replace(/^http(s?):/i, 'ws$1:'))
  // Servers advertise the bare origin (`wss://host`); the endpoint has a fixed path.
  if (url.pathname === '' || url.pathname === '/') url.pathname = STREAMING_PATH
  if (params.token) url.searchParams.set('access_token', params.token)
  if (params.stream !== undefined) {
    for (const [key, value] of Object.entries(streamParams(params.stream))) {
      url.searchParams.set(key, value)
    }
  }
  return url.toString()
}

/**
 * The socket addresses to try, in order: the one the server advertises, then
 * the page's own origin (where the client was served and, behind a proxy, the
 * only one that may answer: GoToSocial over plain http advertises `wss://`).
 */
export function streamingBases(
  advertised: string | null | undefined,
  location?: { protocol: string; host: string },
): (string | null)[] {
  const page = location ?? (globalThis.location as Location | undefined)
  const own = page ? buildStreamingUrl({ base: null, location: page }) : null
  const bases: (string | null)[] = []
  const trimmed = advertised?.trim() ?? ''
  if (trimmed !== '') {
    try {
      if (buildStreamingUrl({ base: trimmed }) !== own) bases.push(trimmed)
    } catch {
      console.warn('Ignoring an unusable streaming address', advertised)
    }
  }
  if (own !== null || bases.length === 0) bases.push(null)
  return bases
}

function defaultTimers(): StreamingTimers {
  type Handle = Parameters<typeof globalThis.clearTimeout>[0]
  // Looked up per call so fake timers installed after creation still apply.
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as Handle),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as Handle),
    now: () => Date.now(),
  }
}

/** Parses one text frame; warns and returns null for anything unusable. */
export function parseStreamingMessage(data: unknown): StreamingEvent | null {
  if (typeof data !== 'string') {
    console.warn('Dropping a non-text streaming frame')
    return null
  }
  let message: unknown
  try {
    message = JSON.parse(data)
  } catch {
    console.warn('Dropping an unparsable streaming frame', data)
    return null
  }
  const w = wire<WireStreamingMessage>(message)
  const event = str(w.event)
  const stream = strArr(w.stream)
  try {
    switch (event) {
      case 'update':
      case 'status.update':
        return { type: event, status: normalizeStatus(payloadOf(w.payload)), stream }
      case 'notification':
        return {
          type: 'notification',
          notification: normalizeNotification(payloadOf(w.payload)),
          stream,
        }
      case 'delete': {
        const id = idOrNull(w.payload)
        if (id === null) throw new TypeError('delete without an id')
        return { type: 'delete', id, stream }
      }
      case 'filters_changed':
        return { type: 'filters_changed', stream }
      case 'pleroma:respond': {
        // Akkoma's acknowledgement of a subscribe message; only failures matter.
        const reply = payloadOf(w.payload)
        if (isRecord(reply) && reply.result !== 'success') {
          console.warn('Streaming subscription refused', reply)
        }
        return null
      }
      default:
        console.warn(`Dropping unknown streaming event '${event}'`)
        return null
    }
  } catch (error) {
    console.warn(`Dropping a malformed '${event}' streaming event`, error)
    return null
  }
}

/** Payloads are JSON text on the wire; tolerate servers that inline the object. */
function payloadOf(payload: unknown): unknown {
  return typeof payload === 'string' ? (JSON.parse(payload) as unknown) : payload
}

export function createStreamingConnection(
  options: StreamingConnectionOptions,
): StreamingConnection {
  const timers: StreamingTimers = { ...defaultTimers(), ...options.timers }
  const WebSocketImpl: WebSocketFactory | undefined = options.WebSocketImpl ?? globalThis.WebSocket
  const streams: StreamSpec[] = [...options.streams]
  const bases = streamingBases(options.url, options.location)

  let machine = createSocketMachine(bases.length)
  let socket: WebSocket | null = null
  let retryHandle: unknown = null
  let pingHandle: unknown = null
  let startedAt = Number.NEGATIVE_INFINITY
  let disposed = false
  const queue: SocketEvent[] = []
  let draining = false

  // Effects may produce events (a socket failing in its constructor); queue them
  // so transitions never nest.
  function dispatch(event: SocketEvent): void {
    queue.push(event)
    if (draining) return
    draining = true
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) step(next)
    } finally {
      draining = false
    }
  }

  function step(event: SocketEvent): void {
    const previous = machine.state
    const result = transition(machine, event)
    machine = result.machine
    if (machine.state === 'starting-initial' && previous !== 'starting-initial')
      startedAt = timers.now()
    if (machine.state !== previous)
      options.onStateChange?.(machine.state, SOCKET_STATE_IDS[machine.state])
    for (const effect of result.effects) run(effect)
  }

  function run(effect: SocketEffect): void {
    switch (effect.type) {
      case 'connect':
        connect()
        break
      case 'disconnect':
        disconnect()
        break
      case 'scheduleRetry':
        cancelRetry()
        retryHandle = timers.setTimeout(() => {
          retryHandle = null
          dispatch({ type: 'start' })
        }, effect.delayMs)
        break
      case 'cancelRetry':
        cancelRetry()
        break
      case 'notice':
        options.onNotice?.({
          key: effect.key,
          level: effect.level,
          ...('args' in effect ? { args: effect.args } : {}),
          timeoutMs: NOTICE_TIMEOUT,
        })
        break
      case 'restartPolling':
        options.onRestartPolling?.()
        break
      case 'stopPolling':
        options.onStopPolling?.()
        break
      case 'fetchMissed':
        options.onFetchMissed?.()
        break
    }
  }

  function cancelRetry(): void {
    if (retryHandle !== null) timers.clearTimeout(retryHandle)
    retryHandle = null
  }

  function stopPinging(): void {
    if (pingHandle !== null) timers.clearInterval(pingHandle)
    pingHandle = null
  }

  function send(ws: WebSocket, data: string): void {
    if (ws.readyState !== WS_OPEN) return
    try {
      ws.send(data)
    } catch (error) {
      console.warn('Could not send on the streaming socket', error)
    }
  }

  function subscribeMessage(spec: StreamSpec, type: 'subscribe' | 'unsubscribe'): string {
    return JSON.stringify({ type, ...streamParams(spec) })
  }

  function connect(): void {
    disconnect()
    let ws: WebSocket
    try {
      if (!WebSocketImpl) throw new Error('WebSocket is not available')
      ws = new WebSocketImpl(
        buildStreamingUrl({
          base: bases[machine.address] ?? null,
          token: options.token,
          stream: streams[0],
          location: options.location,
        }),
      )
    } catch (error) {
      console.error('Could not open the streaming socket', error)
      dispatch({ type: 'close', code: ABNORMAL_CLOSURE })
      return
    }
    socket = ws
    // Handlers ignore events of a socket that is no longer current.
    ws.onopen = () => {
      if (socket !== ws) return
      for (const spec of streams.slice(1)) send(ws, subscribeMessage(spec, 'subscribe'))
      stopPinging()
      pingHandle = timers.setInterval(() => send(ws, 'ping'), SOCKET_PING_INTERVAL)
      dispatch({ type: 'open' })
    }
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return
      socket = null
      stopPinging()
      dispatch({
        type: 'close',
        code: typeof event.code === 'number' ? event.code : ABNORMAL_CLOSURE,
      })
    }
    ws.onerror = () => {
      if (socket !== ws) return
      dispatch({ type: 'error' })
    }
    ws.onmessage = (event: MessageEvent) => {
      if (socket !== ws) return
      if (event.data === 'pong') return
      const parsed = parseStreamingMessage(event.data)
      if (parsed !== null) options.onEvent(parsed)
    }
  }

  function disconnect(): void {
    stopPinging()
    const ws = socket
    socket = null
    if (ws === null) return
    try {
      ws.close(1000)
    } catch {
      // Closing a socket that never connected can throw in some browsers; it is gone either way.
    }
  }

  dispatch({ type: 'start' })

  return {
    get state() {
      return machine.state
    },
    notificationsSilenced: () => timers.now() - startedAt < DESKTOP_NOTIFICATION_SILENCE,
    subscribe(spec) {
      if (disposed) return
      streams.push(spec)
      if (socket !== null) send(socket, subscribeMessage(spec, 'subscribe'))
    },
    unsubscribe(spec) {
      if (disposed) return
      const key = JSON.stringify(streamParams(spec))
      const index = streams.findIndex((s) => JSON.stringify(streamParams(s)) === key)
      if (index >= 0) streams.splice(index, 1)
      if (socket !== null) send(socket, subscribeMessage(spec, 'unsubscribe'))
    },
    close() {
      if (disposed) return
      disposed = true
      dispatch({ type: 'disable' })
      cancelRetry()
      stopPinging()
    },
  }
}
