/**
 * Error types of the API layer. Screens tell them apart with `instanceof`:
 * an ApiError has an HTTP status, a NetworkError never reached the server
 * (spec 1 §8 distinguishes "failed to connect" from server errors).
 */

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  readonly status: number
  readonly statusText: string
  /** Parsed JSON when the body was JSON, else the raw text ('' for an empty body). */
  readonly body: unknown
  /** The server's own explanation (`error_description`, `error` or `errors`), if any. */
  readonly errorText: string | null
  /**
   * The server's explanation as a person can read it, or null: prose only,
   * never a bare code (`invalid_request`, `ZodError`), a JSON object or an
   * HTML page. What screens show under their own sentence.
   */
  readonly readableText: string | null
  readonly url: string

  constructor(init: {
    status: number
    statusText: string
    body: unknown
    url: string
    message?: string
  }) {
    const errorText = extractErrorText(init.body)
    super(
      init.message ??
        `${init.status} ${init.statusText || 'Error'}${errorText ? `: ${errorText}` : ''}`,
    )
    this.name = 'ApiError'
    this.status = init.status
    this.statusText = init.statusText
    this.body = init.body
    this.errorText = errorText
    this.readableText = readableErrorText(init.body)
    this.url = init.url
  }
}

/** A 2xx reply whose body was not the JSON we asked for. */
export class MalformedResponseError extends ApiError {
  constructor(init: {
    status: number
    statusText: string
    body: unknown
    url: string
    reason: string
  }) {
    super({ ...init, message: `Malformed response from ${init.url}: ${init.reason}` })
    this.name = 'MalformedResponseError'
  }
}

/** The request never got an HTTP answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  readonly url: string
  constructor(url: string, cause?: unknown, message?: string) {
    super(message ?? `Network failure requesting ${url}`, { cause })
    this.name = 'NetworkError'
    this.url = url
  }
}

/** The per-request timeout elapsed before the server answered. */
export class TimeoutError extends NetworkError {
  readonly timeoutMs: number
  constructor(url: string, timeoutMs: number) {
    super(url, undefined, `Request to ${url} timed out after ${timeoutMs} ms`)
    this.name = 'TimeoutError'
    this.timeoutMs = timeoutMs
  }
}

/** JSON that cannot become an entity at all (a status or account without an id). */
export class MalformedEntityError extends Error {
  readonly entity: string
  readonly raw: unknown
  constructor(entity: string, raw: unknown, reason = 'missing id') {
    super(`Malformed ${entity}: ${reason}`)
    this.name = 'MalformedEntityError'
    this.entity = entity
    this.raw = raw
  }
}

/** True for the DOMException fetch throws when the caller's AbortSignal fires. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  )
}

/**
 * The human-readable part of an error body. OAuth errors carry a code in
 * `error` and prose in `error_description`, so the description wins; Pleroma
 * puts prose in `error`; registration puts a field → messages map in `errors`,
 * rendered as sentences (spec 1 §5).
 */
export function extractErrorText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const record = body as Record<string, unknown>
  for (const key of ['error_description', 'error'] as const) {
    const value = record[key]
    if (typeof value === 'string' && value.trim() !== '') return value
  }
  return formatErrors(record.errors)
}

function formatErrors(errors: unknown): string | null {
  if (typeof errors === 'string') return errors.trim() === '' ? null : errors
  if (Array.isArray(errors)) {
    const texts = errors.filter((e): e is string => typeof e === 'string')
    return texts.length > 0 ? texts.join(' ') : null
  }
  if (typeof errors !== 'object' || errors === null) return null
  const sentences: string[] = []
  for (const [field, messages] of Object.entries(errors)) {
    const fieldName = field.replace(/_/g, ' ')
    const label = fieldName.charAt(0).toUpperCase() + fieldName.slice(1)
    const list = Array.isArray(messages) ? messages : [messages]
    for (const message of list) {
      if (typeof message === 'string') sentences.push(`${label} ${message}.`)
    }
  }
  return sentences.length > 0 ? sentences.join(' ') : null
}

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
 * lists them under `issues`, zod 4 as the JSON text of `message`. Each
 * becomes "field: message".
 */
function zodSentences(zodError: unknown): string[] {
  if (!isObject(zodError)) return []
  let issues: unknown = zodError.issues
  if (!Array.isArray(issues) && typeof zodError.message === 'string') {
    try {
      issues = JSON.parse(zodError.message)
    } catch {
      issues = []
    }
  }
  if (!Array.isArray(issues)) return []
  const sentences: string[] = []
  for (const issue of issues) {
    if (!isObject(issue) || typeof issue.message !== 'string' || issue.message.trim() === '')
      continue
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
