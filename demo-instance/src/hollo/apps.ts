/**
 * App registration as Hollo does it: a strict body (a field it does not
 * know is refused), only the scopes it knows (`read*`, `write*`, `follow`,
 * `push`, `profile`; no `admin:*`), every redirect URI a URL, and its reply
 * shape (UUIDv4 app id, `redirect_uris`, no VAPID key).
 */

import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import type { AppRecord } from '../model/records.ts'
import { toHolloId } from './ids.ts'
import { readBody } from './request-body.ts'
import { invalidRequest, issue, type Issue } from './validation-errors.ts'

export const HOLLO_SCOPES = [
  'read',
  'read:accounts',
  'read:blocks',
  'read:bookmarks',
  'read:favourites',
  'read:filters',
  'read:follows',
  'read:lists',
  'read:mutes',
  'read:notifications',
  'read:search',
  'read:statuses',
  'write',
  'write:accounts',
  'write:blocks',
  'write:bookmarks',
  'write:conversations',
  'write:favourites',
  'write:filters',
  'write:follows',
  'write:lists',
  'write:media',
  'write:mutes',
  'write:notifications',
  'write:reports',
  'write:statuses',
  'follow',
  'push',
  'profile',
] as const

/** Scopes from a space-separated string; the first unknown one is the issue. */
export function parseScopes(value: unknown, field: string): string[] | Issue {
  if (typeof value !== 'string') return issue.wrongType([field], 'string', value)
  const scopes: string[] = []
  for (const scope of value.trim().split(/\s+/)) {
    if (!(HOLLO_SCOPES as readonly string[]).includes(scope))
      return issue.notOneOf([field], HOLLO_SCOPES, scope)
    scopes.push(scope)
  }
  return scopes
}

export function isUrl(value: string): boolean {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

const APP_FIELDS = ['client_name', 'redirect_uris', 'scopes', 'website']

/** The app's id as Hollo shows it: a UUIDv4, like its accounts'. */
export const appUuid = (app: AppRecord) => toHolloId(app.id, 4)

export async function registerHolloApp(c: Context<AppEnv>, deps: Deps): Promise<Response> {
  const { fields } = await readBody(c)
  const issues: Issue[] = []

  const name = fields.client_name
  if (name !== undefined && typeof name !== 'string')
    issues.push(issue.wrongType(['client_name'], 'string', name))

  let redirectUris: string[] = []
  const uris = fields.redirect_uris
  if (uris !== undefined) {
    const list =
      typeof uris === 'string'
        ? uris.trim().split(/\s+/)
        : Array.isArray(uris) && uris.every((u) => typeof u === 'string')
          ? (uris as string[]).map((u) => u.trim())
          : null
    if (list === null) issues.push(issue.wrongType(['redirect_uris'], 'string', uris))
    else if (list.some((u) => !isUrl(u))) issues.push(issue.notUrl(['redirect_uris']))
    else redirectUris = list
  }

  let scopes: string[] = ['read']
  if (fields.scopes !== undefined) {
    const parsed = parseScopes(fields.scopes, 'scopes')
    if (Array.isArray(parsed)) scopes = [...new Set(parsed)]
    else issues.push(parsed)
  }

  const website = fields.website
  if (website !== undefined && (typeof website !== 'string' || !isUrl(website)))
    issues.push(issue.notUrl(['website']))

  const unknown = Object.keys(fields).filter((key) => !APP_FIELDS.includes(key))
  if (unknown.length > 0) issues.push(issue.unknownKeys(unknown))
  if (issues.length > 0) return invalidRequest(c, issues, 422)

  const record: AppRecord = {
    id: String(deps.store.state.apps.length + 1),
    name: typeof name === 'string' ? name : '',
    website: typeof website === 'string' ? website : null,
    redirectUris,
    scopes,
    clientId: randomBytes(16).toString('base64url'),
    clientSecret: randomBytes(32).toString('base64url'),
    createdAt: new Date().toISOString(),
  }
  deps.store.addApp(record)
  return c.json({
    id: appUuid(record),
    name: record.name,
    website: record.website,
    redirect_uris: record.redirectUris,
    redirect_uri: record.redirectUris.join(' '),
    client_id: record.clientId,
    client_secret: record.clientSecret,
    client_secret_expires_at: 0,
    vapid_key: '',
  })
}

export function verifyHolloApp(c: Context<AppEnv>, deps: Deps): Response {
  const token = c.get('token')
  if (!token)
    return c.json({ error: c.get('tokenInvalid') ? 'invalid_token' : 'unauthorized' }, 401)
  const app = deps.store.app(token.appId)
  if (!app) return c.json({ error: 'invalid_token' }, 401)
  return c.json({
    id: appUuid(app),
    name: app.name,
    website: app.website,
    scopes: app.scopes,
    redirect_uris: app.redirectUris,
    redirect_uri: app.redirectUris.join(' '),
  })
}
