/**
 * Fault injection for browser tests (enabled with --faults): make matching
 * requests answer an error status, never answer ("hang"), or answer
 * malformed JSON. Faults apply to every route, including /oauth/* and the
 * streaming upgrade, but never to the /__demo control endpoints.
 */

import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../http/plumbing.ts'
import { rejectUpgrade } from '../http/streaming.ts'

export type FaultMode = 'status' | 'hang' | 'malformed'

export interface FaultSpec {
  method: string
  path: string
  mode: FaultMode
  status: number
  body: unknown
  /** Remaining requests this fault affects; `null` = unlimited. */
  remaining: number | null
}

export interface Fault extends FaultSpec {
  id: string
}

export const MALFORMED_JSON_BODY = '{"id": "9zzzzzzzzzz", "content": "<p>tru'
export const CONTROL_PREFIX = '/__demo'

export class FaultRegistry {
  private faults: Fault[] = []
  private nextId = 1
  /** Requests currently held open by `hang` faults. */
  private readonly hanging = new Set<() => void>()
  private readonly hangingSockets = new Set<Duplex>()

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: String(this.nextId) }
    this.nextId += 1
    this.faults.push(fault)
    return fault
  }

  clear(): void {
    this.faults = []
  }

  list(): readonly Fault[] {
    return this.faults
  }

  /** The first fault matching the request, consuming one of its `times`. */
  take(method: string, path: string): Fault | null {
    const fault = this.faults.find(
      (f) => (f.method === '*' || f.method === method.toUpperCase()) && pathMatches(f.path, path),
    )
    if (!fault) return null
    if (fault.remaining !== null) {
      fault.remaining -= 1
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault)
    }
    return fault
  }

  /** Hono middleware applying faults to HTTP requests. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const path = c.req.path
      if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) return next()
      const fault = this.take(c.req.method, path)
      if (!fault) return next()
      switch (fault.mode) {
        case 'hang':
          await this.hang(c.req.raw.signal)
          return c.body(null, 503)
        case 'malformed':
          return c.body(MALFORMED_JSON_BODY, 200, {
            'content-type': 'application/json; charset=utf-8',
          })
        case 'status': {
          if (fault.status === 204 || fault.status === 304 || fault.status < 200) {
            return c.body(null, fault.status as StatusCode)
          }
          return c.json(
            fault.body ?? { error: reasonPhrase(fault.status) },
            fault.status as ContentfulStatusCode,
          )
        }
      }
    }
  }

  /** Apply a fault to a WebSocket upgrade; returns true when it handled the socket. */
  applyToUpgrade(method: string, path: string, socket: Duplex): boolean {
    const fault = this.take(method, path)
    if (!fault) return false
    switch (fault.mode) {
      case 'hang':
        this.hangingSockets.add(socket)
        socket.on('close', () => this.hangingSockets.delete(socket))
        socket.on('error', () => this.hangingSockets.delete(socket))
        return true
      case 'malformed':
        if (!socket.destroyed) {
          socket.end(
            'HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n' +
              `Content-Length: ${Buffer.byteLength(MALFORMED_JSON_BODY)}\r\nConnection: close\r\n\r\n` +
              MALFORMED_JSON_BODY,
          )
        }
        return true
      case 'status':
        rejectUpgrade(
          socket,
          fault.status,
          fault.body ?? { error: reasonPhrase(fault.status) },
          reasonPhrase(fault.status),
        )
        return true
    }
  }

  /** Wait until the client gives up or the server shuts down. */
  private hang(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.hanging.delete(done)
        resolve()
      }
      this.hanging.add(done)
      if (signal.aborted) done()
      else signal.addEventListener('abort', done, { once: true })
    })
  }

  /** Release every held request and socket (server shutdown). */
  releaseAll(): void {
    for (const release of [...this.hanging]) release()
    for (const socket of this.hangingSockets) socket.destroy()
    this.hangingSockets.clear()
  }
}

export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path
}

export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error'
}

const MODES: readonly FaultMode[] = ['status', 'hang', 'malformed']

/** Validate the JSON body of `POST /__demo/faults`. */
export function parseFaultSpec(input: unknown): FaultSpec | string {
  if (!input || typeof input !== 'object') return 'Expected a JSON object'
  const raw = input as Record<string, unknown>
  if (typeof raw.path !== 'string' || !(raw.path.startsWith('/') || raw.path === '*')) {
    return '"path" must be a string starting with / (or "*" for every path)'
  }
  const mode = raw.mode
  if (typeof mode !== 'string' || !MODES.includes(mode as FaultMode))
    return '"mode" must be status, hang or malformed'
  const method = raw.method === undefined ? '*' : raw.method
  if (typeof method !== 'string') return '"method" must be a string'
  const status = raw.status === undefined ? 500 : raw.status
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) {
    return '"status" must be an HTTP status code'
  }
  const times = raw.times
  if (
    times !== undefined &&
    times !== null &&
    (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
  ) {
    return '"times" must be a positive integer'
  }
  return {
    method: method.toUpperCase(),
    path: raw.path,
    mode: mode as FaultMode,
    status,
    body: raw.body,
    remaining: typeof times === 'number' ? times : null,
  }
}
