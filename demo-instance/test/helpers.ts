/** Shared helpers for the demo-instance tests: start a server, log in, call the API. */

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DemoInstance, DemoInstanceOptions } from '../src/server.ts'
import { startDemoInstance } from '../src/server.ts'
import { DEMO_PASSWORD } from '../src/seeds/accounts.ts'

export interface TestServer {
  url: string
  /** Base URL without the trailing slash. */
  base: string
  dataDir: string
  instance: DemoInstance
  stop(): Promise<void>
}

export function tempDir(prefix = 'demo-instance-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

export async function startTestServer(
  options: Partial<DemoInstanceOptions> = {},
): Promise<TestServer> {
  const ownDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? tempDir()
  const instance = await startDemoInstance({
    port: 0,
    faults: true,
    quiet: true,
    ...options,
    dataDir,
  })
  return {
    url: instance.url,
    base: instance.url.replace(/\/$/, ''),
    dataDir,
    instance,
    async stop() {
      await instance.close()
      if (ownDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface ApiOptions {
  method?: string
  token?: string | null
  json?: unknown
  form?: Record<string, string>
  headers?: Record<string, string>
}

export async function call(
  base: string,
  path: string,
  options: ApiOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: string | undefined
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(options.form).toString()
  }
  return fetch(`${base}${path}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  })
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T
}

export interface TestApp {
  client_id: string
  client_secret: string
}

export async function registerApp(
  base: string,
  redirectUri = 'urn:ietf:wg:oauth:2.0:oob',
): Promise<TestApp> {
  const response = await call(base, '/api/v1/apps', {
    form: { client_name: 'vitest', redirect_uris: redirectUri, scopes: 'read write follow push' },
  })
  return json<TestApp>(response)
}

export async function passwordGrant(
  base: string,
  app: TestApp,
  username: string,
  password = DEMO_PASSWORD,
) {
  return call(base, '/oauth/token', {
    form: {
      grant_type: 'password',
      username,
      password,
      client_id: app.client_id,
      client_secret: app.client_secret,
    },
  })
}

/** Access token for a demo account without two-factor authentication. */
export async function login(base: string, username: string): Promise<string> {
  const app = await registerApp(base)
  const response = await passwordGrant(base, app, username)
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`)
  return (await json<{ access_token: string }>(response)).access_token
}

export interface StatusJson {
  id: string
  content: string
  visibility: string
  account: { id: string; acct: string }
  reblog: StatusJson | null
  mentions: { id: string; acct: string }[]
  in_reply_to_id: string | null
}

export async function post(
  base: string,
  token: string,
  status: string,
  extra: Record<string, unknown> = {},
) {
  const response = await call(base, '/api/v1/statuses', { token, json: { status, ...extra } })
  if (response.status !== 200) throw new Error(`post: ${response.status} ${await response.text()}`)
  return json<StatusJson>(response)
}

/** Parse a Link header into `{ next, prev }` URLs. */
export function parseLink(header: string | null): { next?: string; prev?: string } {
  const out: { next?: string; prev?: string } = {}
  for (const part of (header ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="(next|prev)"/.exec(part.trim())
    if (match?.[1] && (match[2] === 'next' || match[2] === 'prev')) out[match[2]] = match[1]
  }
  return out
}

/**
 * The newest status of `acct` whose content (or `field`) contains
 * `snippet`, walking the account's statuses (seed scenes are recent, so
 * this takes a page or two).
 */
export async function findStatus<T = Record<string, unknown>>(
  base: string,
  token: string | null,
  acct: string,
  snippet: string,
  field = 'content',
): Promise<T> {
  let url: string | undefined =
    `/api/v1/accounts/${encodeURIComponent(acct)}/statuses?limit=40&with_muted=true`
  for (let guard = 0; url && guard < 20; guard += 1) {
    const response = await call(base, url.replace(base, ''), { token })
    const page = await json<Record<string, unknown>[]>(response)
    if (page.length === 0) break
    const hit = page.find((s) => String(s[field] ?? '').includes(snippet))
    if (hit) return hit as T
    url = parseLink(response.headers.get('link')).next
  }
  throw new Error(`no status of ${acct} contains "${snippet}"`)
}
