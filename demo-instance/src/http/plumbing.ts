/**
 * Shared HTTP plumbing: the Hono environment type, request parameters
 * (query, form or JSON bodies all read the same way), authentication, and
 * error replies in Akkoma's `{"error": "..."}` shape.
 */

import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AccountRecord, TokenRecord } from '../model/records.ts'
import type { ViewContext } from '../render/view.ts'
import type { Store } from '../model/store.ts'

export interface AppEnv {
  Variables: {
    viewer: AccountRecord | null
    token: TokenRecord | null
    /** A token was presented but is unknown, revoked or expired. */
    tokenInvalid: boolean
  }
}

export type AppContext = Context<AppEnv>

/** `http://HOST` from the request's Host header. */
export function originOf(c: Context): string {
  return `http://${hostOf(c)}`
}

export function hostOf(c: Context): string {
  return c.req.header('host') ?? new URL(c.req.url).host
}

export function viewContext(c: AppContext, store: Store): ViewContext {
  return { store, origin: originOf(c), viewer: c.get('viewer') }
}

export function errorJson(c: Context, status: ContentfulStatusCode, error: string): Response {
  return c.json({ error }, status)
}

export function notFound(c: Context): Response {
  return errorJson(c, 404, 'Record not found')
}

/** 401 for endpoints that need a signed-in user. */
export function unauthorized(c: AppContext): Response {
  return errorJson(
    c,
    401,
    c.get('tokenInvalid') ? 'The access token is invalid' : 'Invalid credentials',
  )
}

// ------------------------------------------------------------ parameters

/** Request parameters with repeated keys (`id[]=1&id[]=2`) kept as lists. */
export class Params {
  private readonly values = new Map<string, string[]>()

  add(key: string, value: string): void {
    const list = this.values.get(key)
    if (list) list.push(value)
    else this.values.set(key, [value])
  }

  has(key: string): boolean {
    return this.values.has(key) || this.values.has(`${key}[]`)
  }

  /** First value of `key` (or `key[]`). */
  get(key: string): string | undefined {
    return (this.values.get(key) ?? this.values.get(`${key}[]`))?.[0]
  }

  /** All values of `key[]` and `key`. */
  all(key: string): string[] {
    return [...(this.values.get(`${key}[]`) ?? []), ...(this.values.get(key) ?? [])]
  }

  bool(key: string): boolean | undefined {
    const value = this.get(key)
    if (value === undefined) return undefined
    return ['true', '1', 'on', 'yes', 't'].includes(value.toLowerCase())
  }

  int(key: string): number | undefined {
    const value = this.get(key)
    if (value === undefined || value.trim() === '') return undefined
    const n = Number.parseInt(value, 10)
    return Number.isFinite(n) ? n : undefined
  }

  entries(): [string, string[]][] {
    return [...this.values.entries()]
  }

  /** Flatten a JSON value into bracket keys: `{poll: {options: [..]}}` → `poll[options][]`. */
  addJson(prefix: string, value: unknown): void {
    if (value === null || value === undefined) return
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== null && typeof item === 'object') this.addJson(`${prefix}[]`, item)
        else this.add(`${prefix}[]`, String(item))
      }
    } else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        this.addJson(prefix ? `${prefix}[${key}]` : key, inner)
      }
    } else {
      this.add(prefix, String(value))
    }
  }
}

export function queryParams(c: Context): Params {
  const params = new Params()
  for (const [key, values] of Object.entries(c.req.queries())) {
    for (const value of values) params.add(key, value)
  }
  return params
}

/**
 * The parsed body of a JSON response, or undefined when it is not JSON: what
 * the modes that answer like other servers rewrite after the demo answered.
 */
export async function jsonBodyOf(res: Response): Promise<unknown> {
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return undefined
  try {
    return (await res.clone().json()) as unknown
  } catch {
    return undefined
  }
}

export class BadRequestBody extends Error {}

/** Body parameters from JSON, urlencoded or multipart bodies, merged over the query. */
export async function readParams(c: Context): Promise<Params> {
  const params = queryParams(c)
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.includes('application/json')) {
    const text = await c.req.text()
    if (text.trim() === '') return params
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new BadRequestBody('Invalid JSON body')
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) params.addJson('', parsed)
    return params
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const body = await c.req.parseBody({ all: true })
    for (const [key, value] of Object.entries(body)) {
      const list = Array.isArray(value) ? value : [value]
      for (const item of list) if (typeof item === 'string') params.add(key, item)
    }
  }
  return params
}

// ---------------------------------------------------------------- auth

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization')
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim())
    return match?.[1]?.trim() ?? null
  }
  return c.req.query('access_token') ?? null
}

/** Resolve the bearer token (or `access_token` query parameter) to a viewer. */
export function authMiddleware(store: Store): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('viewer', null)
    c.set('token', null)
    c.set('tokenInvalid', false)
    const value = bearerToken(c)
    if (value) {
      const token = store.token(value)
      const viewer = token?.accountId ? store.account(token.accountId) : undefined
      if (!token || (token.accountId && (!viewer || viewer.deactivated))) {
        c.set('tokenInvalid', true)
      } else {
        c.set('token', token)
        c.set('viewer', viewer ?? null)
      }
    }
    await next()
  }
}

/** Resolve an access token for the streaming socket (no Hono context there). */
export function viewerForToken(
  store: Store,
  value: string | null,
): { ok: boolean; viewer: AccountRecord | null } {
  if (!value) return { ok: true, viewer: null }
  const token = store.token(value)
  if (!token) return { ok: false, viewer: null }
  if (!token.accountId) return { ok: true, viewer: null }
  const viewer = store.account(token.accountId)
  return viewer && !viewer.deactivated ? { ok: true, viewer } : { ok: false, viewer: null }
}
