/**
 * The streaming API (`/api/v1/streaming`): a WebSocket hub with one
 * `publish` entry point. Each connection has a viewer (from `access_token`
 * or the Sec-WebSocket-Protocol header) and a set of subscribed streams;
 * an event goes to a connection once per matching stream, serialized for
 * that viewer, in Mastodon's `{stream, event, payload}` message shape.
 */

import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { WebSocket } from 'ws'
import { viewerForToken } from './plumbing.ts'
import type { AccountRecord, NotificationRecord, StatusRecord } from '../model/records.ts'
import type { ViewContext } from '../render/view.ts'
import { serializeNotification, serializeStatus } from '../render/serializers.ts'
import type { Store } from '../model/store.ts'
import type { PublicTimelineFilter } from '../model/visibility.ts'
import { inHomeTimeline, inMutedThread, inPublicTimeline } from '../model/visibility.ts'

export const STREAMING_PATH = '/api/v1/streaming'

export type StreamEvent =
  | { type: 'update'; status: StatusRecord }
  | { type: 'status.update'; status: StatusRecord }
  /** `status` is the record as it was, so the audience can still be computed. */
  | { type: 'delete'; status: StatusRecord }
  | { type: 'notification'; notification: NotificationRecord }
  /** The account's filters were created, changed or deleted (Mastodon's event, no payload). */
  | { type: 'filters_changed'; accountId: string }

const STREAMS = new Set([
  'user',
  'user:notification',
  'public',
  'public:local',
  'public:remote',
  'public:media',
  'public:local:media',
  'public:remote:media',
  'hashtag',
  'hashtag:local',
])
const AUTHENTICATED_STREAMS = new Set(['user', 'user:notification'])

interface Subscription {
  stream: string
  tag: string | null
}

interface Connection {
  ws: WebSocket
  viewer: AccountRecord | null
  origin: string
  subscriptions: Subscription[]
}

export function rejectUpgrade(socket: Duplex, status: number, body: unknown, reason = ''): void {
  if (socket.destroyed) return
  const text = JSON.stringify(body)
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  )
}

export class StreamingHub {
  private readonly wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  })
  private readonly connections = new Set<Connection>()

  constructor(private readonly store: Store) {}

  get connectionCount(): number {
    return this.connections.size
  }

  /** Who has a socket open (test control: a test posts once its reader listens). */
  openSockets(): { account: string | null; streams: string[] }[] {
    return [...this.connections]
      .filter((c) => c.ws.readyState === c.ws.OPEN)
      .map((c) => ({
        account: c.viewer?.username ?? null,
        streams: c.subscriptions.map((s) => s.stream),
      }))
  }

  /** Handle an upgrade request for the streaming path (faults already checked). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const protocolToken = req.headers['sec-websocket-protocol']?.split(',')[0]?.trim() ?? null
    const auth = viewerForToken(this.store, url.searchParams.get('access_token') ?? protocolToken)
    if (!auth.ok) {
      rejectUpgrade(socket, 401, { error: 'Invalid access token' }, 'Unauthorized')
      return
    }
    const initial: Subscription[] = []
    const stream = url.searchParams.get('stream')
    if (stream) {
      const check = this.checkSubscription(auth.viewer, stream, url.searchParams.get('tag'))
      if ('error' in check) {
        rejectUpgrade(
          socket,
          check.status,
          { error: check.error },
          check.status === 401 ? 'Unauthorized' : 'Bad Request',
        )
        return
      }
      initial.push(check)
    }
    const origin = `http://${req.headers.host ?? 'localhost'}`
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const connection: Connection = { ws, viewer: auth.viewer, origin, subscriptions: initial }
      this.connections.add(connection)
      ws.on('message', (data, isBinary) => {
        if (!isBinary) this.onMessage(connection, data.toString())
      })
      ws.on('close', () => this.connections.delete(connection))
      ws.on('error', () => this.connections.delete(connection))
    })
  }

  private checkSubscription(
    viewer: AccountRecord | null,
    stream: string,
    tag: string | null,
  ): Subscription | { error: string; status: number } {
    if (!STREAMS.has(stream)) return { error: 'Unknown stream type', status: 400 }
    if (AUTHENTICATED_STREAMS.has(stream) && !viewer)
      return { error: 'Missing access token', status: 401 }
    if (stream.startsWith('hashtag') && !tag)
      return { error: 'Missing tag name parameter', status: 400 }
    return { stream, tag: stream.startsWith('hashtag') ? (tag ?? '').toLowerCase() : null }
  }

  private onMessage(connection: Connection, text: string): void {
    if (text === 'ping') {
      connection.ws.send('pong')
      return
    }
    let message: { type?: unknown; stream?: unknown; tag?: unknown }
    try {
      message = JSON.parse(text) as typeof message
    } catch {
      return
    }
    if (typeof message.stream !== 'string') return
    const tag = typeof message.tag === 'string' ? message.tag : null
    if (message.type === 'subscribe') {
      const check = this.checkSubscription(connection.viewer, message.stream, tag)
      if ('error' in check) {
        connection.ws.send(JSON.stringify({ error: check.error, status: check.status }))
        return
      }
      const exists = connection.subscriptions.some(
        (s) => s.stream === check.stream && s.tag === check.tag,
      )
      if (!exists) connection.subscriptions.push(check)
    } else if (message.type === 'unsubscribe') {
      const wanted = tag?.toLowerCase() ?? null
      connection.subscriptions = connection.subscriptions.filter(
        (s) => !(s.stream === message.stream && (s.tag === null || s.tag === wanted)),
      )
    }
  }

  /** Deliver an event to every connection (and stream) whose viewer should get it. */
  publish(event: StreamEvent): void {
    for (const connection of this.connections) {
      if (connection.ws.readyState !== connection.ws.OPEN) continue
      const ctx: ViewContext = {
        store: this.store,
        origin: connection.origin,
        viewer: connection.viewer,
      }
      for (const subscription of connection.subscriptions) {
        const message = this.messageFor(ctx, subscription, event)
        if (message) connection.ws.send(JSON.stringify(message))
      }
    }
  }

  private messageFor(
    ctx: ViewContext,
    sub: Subscription,
    event: StreamEvent,
  ): Record<string, unknown> | null {
    const stream = sub.tag ? [sub.stream, sub.tag] : [sub.stream]
    if (event.type === 'filters_changed') {
      // Mastodon tells the account's user stream only, so its other clients fetch them again.
      if (sub.stream !== 'user' || ctx.viewer?.id !== event.accountId) return null
      return { stream, event: 'filters_changed' }
    }
    if (event.type === 'notification') {
      if (sub.stream !== 'user' && sub.stream !== 'user:notification') return null
      if (ctx.viewer?.id !== event.notification.accountId) return null
      const payload = serializeNotification(ctx, event.notification)
      return payload ? { stream, event: 'notification', payload: JSON.stringify(payload) } : null
    }
    if (sub.stream === 'user:notification' || !this.statusMatches(ctx.viewer, sub, event.status))
      return null
    if (event.type === 'delete') return { stream, event: 'delete', payload: event.status.id }
    const payload = serializeStatus(ctx, event.status)
    return payload ? { stream, event: event.type, payload: JSON.stringify(payload) } : null
  }

  private statusMatches(
    viewer: AccountRecord | null,
    sub: Subscription,
    status: StatusRecord,
  ): boolean {
    // Akkoma's streamer drops activities of threads the viewer muted.
    if (inMutedThread(this.store, status, viewer)) return false
    if (sub.stream === 'user') return viewer !== null && inHomeTimeline(this.store, status, viewer)
    const filter: PublicTimelineFilter = {
      includeLocalScope: viewer !== null && viewer.domain === null,
      local: sub.stream.includes(':local'),
      remote: sub.stream.includes(':remote'),
      onlyMedia: sub.stream.endsWith(':media'),
      tag: sub.tag ?? undefined,
    }
    return inPublicTimeline(this.store, status, viewer, filter)
  }

  /**
   * Close every open socket with `code` (test control: simulate a dropped
   * stream). 1006 cannot travel in a close frame, so it cuts the connection
   * (the client then sees 1006); 1005 sends a close frame without a code.
   */
  drop(code: number, reason: string): number {
    const sendable =
      (code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) ||
      (code >= 3000 && code <= 4999)
    let count = 0
    for (const connection of this.connections) {
      if (code === 1006) connection.ws.terminate()
      else if (code === 1005) connection.ws.close()
      else connection.ws.close(sendable ? code : 4000, reason.slice(0, 120))
      count += 1
    }
    return count
  }

  close(): void {
    for (const connection of this.connections) connection.ws.terminate()
    this.connections.clear()
    this.wss.close()
  }
}
