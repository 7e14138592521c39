import { WRONG_CREDENTIALS } from '../../api/endpoints/oauth'
import { ApiError, extractErrorText, NetworkError } from '../../api/errors'
import { isRecord } from '../../api/read'
import { zodIssueRecords } from '../../api/readableError'
import type { LoginError } from '../../store/session'
import './messages'

/*
 * Login failures as what the form shows. Refused credentials
 * read "Wrong username or password" whatever words the server chose
 * (Akkoma says "Invalid credentials", Mastodon "invalid_grant"); a 5xx gets
 * the catalogued generic text because a proxy's error page is no message
 * for a person; other refusals show the server's own words, or a catalogued
 * sentence for their OAuth code: never a bare code such as `invalid_request`.
 */

/** OAuth's error codes (RFC 6749 4.1.2.1, 5.2) and the sentence each one reads as. */
const OAUTH_CODE_KEYS: Readonly<Record<string, string>> = {
  invalid_request: 'login.oauth_invalid_request',
  invalid_client: 'login.oauth_invalid_client',
  invalid_grant: 'login.oauth_invalid_grant',
  invalid_scope: 'login.oauth_invalid_scope',
  access_denied: 'login.oauth_access_denied',
  unauthorized_client: 'login.oauth_not_allowed',
  unsupported_grant_type: 'login.oauth_not_allowed',
  unsupported_response_type: 'login.oauth_not_allowed',
  server_error: 'login.oauth_unavailable',
  temporarily_unavailable: 'login.oauth_unavailable',
}

/** Longer than this, a plain-text body is a page, not a message. */
const MAX_TEXT = 300

/** A code rather than words: `invalid_request`, `unsupported_grant_type`, `ZodError`. */
const isBareCode = (text: string): boolean =>
  /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(text) || /^[A-Z][a-z]+[A-Z][A-Za-z]*$/.test(text)

const usable = (text: unknown): text is string =>
  typeof text === 'string' &&
  text.trim() !== '' &&
  text.length <= MAX_TEXT &&
  !text.trimStart().startsWith('<') &&
  !isBareCode(text.trim())

interface Issue {
  path: string[]
  message: string
  received: string | null
}

/** The issues of a zod validation error as Hollo sends it (`zod_error`), read for the sign-in. */
function zodIssues(zodError: unknown): Issue[] {
  return zodIssueRecords(zodError).map((issue) => ({
    path: Array.isArray(issue.path) ? issue.path.map(String) : [],
    message: typeof issue.message === 'string' ? issue.message : '',
    received: typeof issue.received === 'string' ? issue.received : null,
  }))
}

const rejectedScopes = (scopes: string[]): LoginError => ({
  key: 'login.scopes_rejected',
  args: { scopes: scopes.join(' ') },
})

/**
 * The server's own explanation of a refusal, in the shapes servers send it:
 * OAuth's `error_description`, Hollo's validation error (`zod_error`, or a
 * `path` list of sentences, or the `rejected` scopes), Akkoma's prose in
 * `error`, a field map in `errors`, or a short plain-text body.
 */
export function serverWords(body: unknown): LoginError | null {
  if (typeof body === 'string') return usable(body) ? { text: body.trim() } : null
  if (!isRecord(body)) return null
  if (usable(body.error_description)) return { text: body.error_description }
  if (Array.isArray(body.rejected)) {
    const scopes = body.rejected.filter((s): s is string => typeof s === 'string')
    if (scopes.length > 0) return rejectedScopes(scopes)
  }
  const issues = zodIssues(body.zod_error)
  const scopes = issues
    .filter((i) => i.path.some((p) => p === 'scopes' || p === 'scope') && i.received !== null)
    .map((i) => i.received as string)
  if (scopes.length > 0) return rejectedScopes(scopes)
  const sentences = issues
    .filter((i) => i.message !== '')
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
  if (Array.isArray(body.path))
    sentences.push(...body.path.filter((s): s is string => typeof s === 'string'))
  if (sentences.length > 0) return { text: sentences.join('; ') }
  if (usable(body.error)) return { text: body.error }
  // A field map, under `errors` (Mastodon's registration) or `error` (Akkoma's app validation).
  const errors = extractErrorText({ errors: isRecord(body.error) ? body.error : body.errors })
  return errors !== null ? { text: errors } : null
}

/** The catalogued sentence of an OAuth code; the generic one for a code the client does not know. */
export function oauthCodeError(code: string | null | undefined): LoginError {
  return { key: (code && OAUTH_CODE_KEYS[code]) || 'login.error_generic' }
}

/** A refusal the authorization page sent back to the callback address (`?error=…`). */
export function authorizeRefusalFor(code: string | null, description: string | null): LoginError {
  if (usable(description)) return { text: description.trim() }
  return oauthCodeError(code)
}

export function loginErrorFor(e: unknown): LoginError {
  if (e instanceof NetworkError) return { key: 'login.error_network' }
  if (e instanceof ApiError) {
    if (e.status === 429) return { key: 'login.error_rate_limited' }
    if (e.status >= 500) return { key: 'login.error_generic' }
    const text = e.errorText
    if (e.status === 401 || (text && WRONG_CREDENTIALS.test(text)))
      return { key: 'login.wrong_credentials' }
    const words = serverWords(e.body)
    if (words) return words
    const code = isRecord(e.body) && typeof e.body.error === 'string' ? e.body.error : null
    return oauthCodeError(code)
  }
  return { key: 'login.error_generic' }
}

/** Errors of verify_credentials right after a token was issued. */
export function verifyErrorFor(e: unknown): LoginError {
  if (e instanceof NetworkError) return { key: 'login.error_network' }
  if (e instanceof ApiError && e.status === 401) return { key: 'login.wrong_credentials' }
  return { key: 'login.error_generic' }
}
