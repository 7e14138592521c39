/**
 * OAuth scopes: which ones the client asks a server for, whether a granted
 * set covers what a screen needs, and whether a refusal was about scopes.
 * Pure, so every server's answers are unit-tested.
 */
import { OAUTH_ADMIN_SCOPES, OAUTH_BASE_SCOPES } from '../config/constants'
import { ApiError } from './errors'
import type { ServerFeatures } from './features'

/** The scopes of a space-separated list (servers also send `+` or commas), without repeats. */
export function scopeList(scopes: string): string[] {
  return [...new Set(scopes.split(/[\s,+]+/).filter(Boolean))]
}

export const joinScopes = (...lists: string[]): string => scopeList(lists.join(' ')).join(' ')

/** The full set: the base scopes and the admin ones. */
export const ADMIN_SCOPE_SET = joinScopes(OAUTH_BASE_SCOPES, OAUTH_ADMIN_SCOPES)

/**
 * What to ask a server for: the base scopes everywhere, the admin ones only
 * where the server has the admin API the moderation screens use. A server
 * that does not know a scope refuses the whole app (Hollo answers 422).
 */
export function scopesFor(features: Pick<ServerFeatures, 'adminApi'> | null | undefined): string {
  return features?.adminApi ? ADMIN_SCOPE_SET : OAUTH_BASE_SCOPES
}

export const includesAdminScopes = (scopes: string): boolean =>
  scopeList(scopes).some((s) => s === 'admin' || s.startsWith('admin:'))

/**
 * Whether every wanted scope is granted: a scope covers its narrower ones
 * (`read` covers `read:statuses`, Pleroma's `admin` covers `admin:read`).
 */
export function scopesCover(granted: string, wanted: string): boolean {
  const have = scopeList(granted)
  return scopeList(wanted).every((w) => have.some((g) => w === g || w.startsWith(`${g}:`)))
}

export const grantsAdmin = (granted: string): boolean => scopesCover(granted, OAUTH_ADMIN_SCOPES)

/** Words of a refusal that name a scope: the OAuth code, a field name, or a scope itself. */
const SCOPE_WORDS = /\bscopes?\b|invalid_scope|\badmin:(read|write)\b/i

function bodyText(body: unknown): string {
  if (typeof body === 'string') return body
  try {
    return JSON.stringify(body) ?? ''
  } catch {
    return ''
  }
}

/**
 * A 4xx refusal over scopes (app registration, the token endpoint): OAuth's
 * `invalid_scope`, Hollo's 422 whose validation error points at `scopes`,
 * Mastodon's "Scopes are invalid". Not a missing client (401), a rate limit
 * (429) or a server error: those are not cured by asking for less.
 */
export function isScopeRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.status < 400 || error.status >= 500 || error.status === 401 || error.status === 429)
    return false
  return SCOPE_WORDS.test(bodyText(error.body))
}

/** The same test for an authorization refusal that came back to the callback address. */
export const isScopeErrorCode = (code: string | null, description: string | null): boolean =>
  code === 'invalid_scope' || SCOPE_WORDS.test(description ?? '')
