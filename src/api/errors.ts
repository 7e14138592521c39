/**
 * Error types of the API layer. Screens tell them apart with `instanceof`:
 * an ApiError has an HTTP status, a NetworkError never reached the server
 * ("failed to connect" reads differently from a server error).
 */

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  readonly status: number
  readonly statusText: string
  /** Parsed JSON when the body was JSON, else the raw text ('' for an empty body). */
  readonly body: unknown
  /** The server's own explanation (`error_description`, `error` or `errors`), if any. */
  readonly errorText: string | null
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
 * rendered as sentences.
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

/** A field → messages map (or a list, or a string) as sentences. */
export function formatErrors(errors: unknown): string | null {
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
