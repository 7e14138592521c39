/**
 * What of a failed request a person can read (api/errors.ts keeps the raw
 * `errorText`, codes included, for the decisions the sign-in takes). Kept
 * apart from the error classes so the first page load carries none of it:
 * only the screens that show a failure import it.
 */
import { ApiError, formatErrors } from './errors'
/** Longer than this, a plain-text body is a page, not a message. */
const MAX_READABLE = 300

/** A code rather than words: `invalid_request`, `unsupported_grant_type`, `ZodError`, `unauthorized`. */
function isBareCode(text: string): boolean {
  return (
    /^[a-z][a-z0-9]*([_.:][a-z0-9]+)*$/.test(text) || /^[A-Z][a-z]+([A-Z][a-z0-9]*)+$/.test(text)
  )
}

/** Words a person can read: short, not a page, not JSON, not a code. */
function readable(text: unknown): string | null {
  if (typeof text !== 'string') return null
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.length > MAX_READABLE) return null
  if (/^[<{[]/.test(trimmed) || isBareCode(trimmed)) return null
  return trimmed
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Only the entries that are a field's list of messages (Akkoma's `{"error": {"field": ["…"]}}`). */
function fieldMessages(record: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(record)) {
    if (!Array.isArray(messages)) continue
    const texts = messages.filter((m): m is string => readable(m) !== null)
    if (texts.length > 0) out[field] = texts
  }
  return out
}

/**
 * The issues of a validation error as Hollo sends it (`zod_error`): zod 3
 * lists them under `issues`, zod 4 as the JSON text of `message`. The sign-in
 * reads them too (auth/loginErrors), for the scopes a refusal names.
 */
export function zodIssueRecords(zodError: unknown): Record<string, unknown>[] {
  if (!isObject(zodError)) return []
  let issues: unknown = zodError.issues
  if (!Array.isArray(issues) && typeof zodError.message === 'string') {
    try {
      issues = JSON.parse(zodError.message)
    } catch {
      issues = []
    }
  }
  return Array.isArray(issues) ? issues.filter(isObject) : []
}

/** A validation error's issues as sentences, each "field: message". */
function zodSentences(zodError: unknown): string[] {
  const issues = zodIssueRecords(zodError)
  const sentences: string[] = []
  for (const issue of issues) {
    if (typeof issue.message !== 'string' || issue.message.trim() === '') continue
    const path = Array.isArray(issue.path) ? issue.path.map(String).join('.') : ''
    sentences.push(path !== '' ? `${path}: ${issue.message}` : issue.message)
  }
  return sentences
}

/**
 * What of an error body a person can read, in the shapes servers send:
 * OAuth's `error_description`; Hollo's validation errors (`zod_error`, or a
 * `path` list of sentences) beside a bare `error` code; Akkoma's prose in
 * `error`; an `error` object with a `message` or a field map; Mastodon's
 * field map in `errors`; a short plain-text body (`404 Not Found`). Null
 * when there are no such words: the screen's own sentence stands alone.
 */
export function readableErrorText(body: unknown): string | null {
  if (typeof body === 'string') return readable(body)
  if (!isObject(body)) return null
  const description = readable(body.error_description)
  if (description !== null) return description
  const sentences = zodSentences(body.zod_error)
  if (Array.isArray(body.path)) {
    for (const part of body.path) if (readable(part) !== null) sentences.push(String(part).trim())
  }
  if (sentences.length > 0) return sentences.join('; ')
  const error = readable(body.error)
  if (error !== null) return error
  if (isObject(body.error)) {
    // A validation error object of its own, its message, or a field → messages map.
    const nested =
      zodSentences(body.error).join('; ') ||
      readable(body.error.message) ||
      formatErrors(fieldMessages(body.error))
    if (nested) return nested
  }
  const errors = formatErrors(body.errors)
  if (errors !== null) return errors
  return readable(body.message)
}

/**
 * The server's explanation of a failed request as a person can read it, or
 * null (not an ApiError, or no such words): prose only, never a bare code
 * (`invalid_request`, `ZodError`), a JSON object or an HTML page. What
 * screens show under their own sentence.
 */
export function readableText(error: unknown): string | null {
  return error instanceof ApiError ? readableErrorText(error.body) : null
}

/** What to tell the user about a failed request. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError)
    return readableText(error) ?? (error.statusText || String(error.status))
  return error instanceof Error ? error.message : String(error)
}
