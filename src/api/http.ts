/**
 * The one place that talks HTTP. Requests are same-origin by default (the
 * client is served by the instance itself), carry the bearer token when
 * there is one, and fail with the typed errors of `errors.ts`.
 */
import {
  ApiError,
  isAbortError,
  MalformedResponseError,
  NetworkError,
  TimeoutError,
} from './errors'
import { OFFLINE_EARLY_ANSWERS } from '../config/constants'
import { encodeMultipart, withQuery } from './encode'
import type { FormFields, Query } from './encode'
import { pagingFromLinkHeader, filtersOf } from './link'
import type { PageQuery } from './link'
import { idOrNull, isRecord } from './read'

export type { FormFields, FormValue, Query, QueryValue, QueryPrimitive } from './encode'
export type { PageQuery } from './link'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface RequestOptions {
  query?: Query
  /**
   * JSON body: every request body but a file upload goes as JSON, arrays as
   * arrays and nested objects as objects (some servers, Hollo among them,
   * read several endpoints only as JSON).
   */
  json?: unknown
  /** multipart/form-data body (file uploads only). */
  multipart?: FormFields | FormData
  headers?: Readonly<Record<string, string>>
  signal?: AbortSignal
  /** Overrides the client's default timeout; 0 disables it. */
  timeoutMs?: number
  /** Send the bearer token when the client has one (default true). */
  auth?: boolean
  /** 'json' (default) parses the reply; 'text' returns it verbatim. */
  responseType?: 'json' | 'text'
  /** Let the request outlive the page (a save sent as the page is left or reloaded). */
  keepalive?: boolean
}

export interface ApiResponse<T> {
  data: T
  status: number
  headers: Headers
  url: string
}

export interface Page<T> {
  items: T[]
  /** Query for the next (older) page, or null at the end. */
  next: PageQuery | null
  /** Query for newer items, or null when the server gave none. */
  prev: PageQuery | null
}

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the instance; '' means same origin. */
  baseUrl?: string
  token?: string | null
  fetch?: FetchLike
  /** Default per-request timeout in ms; none when absent. */
  timeoutMs?: number
}

/** A saved answer to a GET, kept to be read again when the network is gone. */
export interface SavedAnswer {
  status: number
  /** The Link header, for the paging of a saved list. */
  link: string | null
  data: unknown
  savedAt: number
}

/**
 * Where the answers of some GETs are kept for reading offline (installed by
 * the offline area during a member's session). A GET that gets no answer is
 * answered from it when it holds that URL.
 */
export interface ReadCache {
  wants: (url: string) => boolean
  /** Whether it may answer the URL (more than it keeps: a timeline's pages are pieced together). */
  answers: (url: string) => boolean
  save: (url: string, answer: SavedAnswer) => void
  load: (url: string) => Promise<SavedAnswer | undefined>
}

let readCache: ReadCache | null = null
/**
 * A member's answers read before the offline code came to keep them (it
 * loads after the first screen, whose pages a start without a network needs
 * most): handed to the first cache installed, then no longer gathered.
 */
let early: [string, SavedAnswer][] | null = []

/**
 * A read cache on its way: start-up without a network loads it while the
 * first requests (the account's, the start page's) have already gone. One
 * of those that fails waits for it, to be answered from what was saved.
 */
let cacheComing: Promise<void> | null = null

export function readCacheComing(coming: Promise<void> | null): void {
  cacheComing = coming
}

export function setReadCache(cache: ReadCache | null): void {
  readCache = cache
  for (const [url, answer] of early ?? []) if (cache?.wants(url)) cache.save(url, answer)
  early = null
}

export class ApiClient {
  readonly baseUrl: string
  readonly token: string | null
  private readonly fetchImpl: FetchLike | undefined
  private readonly timeoutMs: number | undefined

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '')
    this.token = options.token ?? null
    this.fetchImpl = options.fetch
    this.timeoutMs = options.timeoutMs
  }

  /** The same client acting for another user (or anonymously with null). */
  withToken(token: string | null): ApiClient {
    return new ApiClient({
      baseUrl: this.baseUrl,
      token,
      fetch: this.fetchImpl,
      timeoutMs: this.timeoutMs,
    })
  }

  /** Absolute URLs (e.g. from Link headers) pass through; paths get the base URL. */
  url(path: string, query?: Query): string {
    const full = /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : `${this.baseUrl}${path}`
    return withQuery(full, query)
  }

  async request(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<unknown>> {
    const url = this.url(path, options.query)
    const responseType = options.responseType ?? 'json'
    const headers: Record<string, string> = {
      Accept: responseType === 'json' ? 'application/json' : '*/*',
    }
    let body: BodyInit | undefined
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.json)
    } else if (options.multipart !== undefined) {
      // No Content-Type: fetch adds the multipart boundary itself.
      body =
        options.multipart instanceof FormData
          ? options.multipart
          : encodeMultipart(options.multipart)
    }
    if (this.token && options.auth !== false) headers.Authorization = `Bearer ${this.token}`
    Object.assign(headers, options.headers)
    const readable = method === 'GET' && responseType === 'json'
    const cache = readable ? readCache : null
    // Only a member's pages of statuses, profiles and notifications, and the
    // filters that judge them (the cache picks among them once it is there).
    const keep =
      readable && !readCache && this.token && early && early.length < OFFLINE_EARLY_ANSWERS
        ? /\/api\/v[12]\/(timelines\/|statuses\/|accounts\/|notifications(\?|$)|filters$)/.test(url) &&
          early
        : null
    // A member's requests only: the instance, asked without a token, is what decides the start.
    const coming = readable && !readCache && this.token ? cacheComing : null
    if (!cache?.answers(url) && !keep && !coming)
      return this.requestOnce(method, url, headers, body, options)
    try {
      const answer = await this.requestOnce(method, url, headers, body, options)
      const link = answer.headers.get('Link')
      const saved = { status: answer.status, link, data: answer.data, savedAt: Date.now() }
      if (cache?.wants(url)) cache.save(url, saved)
      else if (keep) keep.push([url, saved])
      return answer
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error
      if (coming) await coming
      const late = cache ?? readCache
      const saved = late?.answers(url) && (await late.load(url))
      if (!saved) throw error
      const headers = new Headers(saved.link ? { Link: saved.link } : {})
      return { status: saved.status, headers, url, data: saved.data }
    }
  }

  private async requestOnce(
    method: HttpMethod,
    url: string,
    headers: Record<string, string>,
    body: BodyInit | undefined,
    options: RequestOptions,
  ): Promise<ApiResponse<unknown>> {
    const responseType = options.responseType ?? 'json'

    const response = await this.send(
      url,
      {
        method,
        headers,
        body,
        credentials: 'same-origin',
        ...(options.keepalive ? { keepalive: true } : {}),
      },
      options,
    )
    let text: string
    try {
      text = await response.text()
    } catch (cause) {
      throw new NetworkError(url, cause)
    }

    if (!response.ok) {
      throw new ApiError({
        status: response.status,
        statusText: response.statusText,
        body: parseLenient(text),
        url,
      })
    }
    const base = { status: response.status, headers: response.headers, url }
    if (responseType === 'text') return { ...base, data: text }
    if (response.status === 204 || text.trim() === '') return { ...base, data: null }
    try {
      return { ...base, data: JSON.parse(text) as unknown }
    } catch {
      throw new MalformedResponseError({
        status: response.status,
        statusText: response.statusText,
        body: text,
        url,
        reason: 'body is not JSON',
      })
    }
  }

  /** fetch with the caller's AbortSignal and the timeout merged into one signal. */
  private async send(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
    const fetchImpl =
      this.fetchImpl ?? ((input, requestInit) => globalThis.fetch(input, requestInit))
    const timeoutMs = options.timeoutMs ?? this.timeoutMs ?? 0
    const callerSignal = options.signal
    if (callerSignal?.aborted) throw abortReason(callerSignal)

    const controller = new AbortController()
    let timedOut = false
    const onCallerAbort = () => controller.abort(callerSignal?.reason)
    callerSignal?.addEventListener('abort', onCallerAbort)
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true
            controller.abort()
          }, timeoutMs)
        : undefined
    try {
      return await fetchImpl(url, { ...init, signal: controller.signal })
    } catch (error) {
      if (timedOut) throw new TimeoutError(url, timeoutMs)
      // The caller cancelled: rethrow the abort as is, so it is easy to ignore.
      if (callerSignal?.aborted) throw abortReason(callerSignal)
      if (isAbortError(error)) throw error
      throw new NetworkError(url, error)
    } finally {
      if (timer !== undefined) clearTimeout(timer)
      callerSignal?.removeEventListener('abort', onCallerAbort)
    }
  }

  async get(path: string, options?: RequestOptions): Promise<unknown> {
    return (await this.request('GET', path, options)).data
  }

  /** GET a text resource (HTML panels, terms of service). */
  async getText(path: string, options?: RequestOptions): Promise<string> {
    const { data } = await this.request('GET', path, { ...options, responseType: 'text' })
    return typeof data === 'string' ? data : ''
  }

  async post(path: string, options?: RequestOptions): Promise<unknown> {
    return (await this.request('POST', path, options)).data
  }

  async put(path: string, options?: RequestOptions): Promise<unknown> {
    return (await this.request('PUT', path, options)).data
  }

  async patch(path: string, options?: RequestOptions): Promise<unknown> {
    return (await this.request('PATCH', path, options)).data
  }

  async delete(path: string, options?: RequestOptions): Promise<unknown> {
    return (await this.request('DELETE', path, options)).data
  }

  /**
   * One page of a paginated list. Malformed items are skipped with a warning
   * rather than failing the page; cursors come from the Link header, or from
   * the first and last raw ids when a server sends none.
   */
  async getPage<T>(
    path: string,
    query: Query | undefined,
    normalize: (raw: unknown) => T,
    options?: RequestOptions,
  ): Promise<Page<T>> {
    const response = await this.request('GET', path, { ...options, query })
    if (!Array.isArray(response.data)) {
      throw new MalformedResponseError({
        status: response.status,
        statusText: '',
        body: response.data,
        url: response.url,
        reason: 'expected a JSON array',
      })
    }
    const raw: unknown[] = response.data
    const items: T[] = []
    for (const entry of raw) {
      try {
        items.push(normalize(entry))
      } catch (error) {
        console.warn(`Skipping a malformed item from ${path}`, error)
      }
    }
    const link = response.headers.get('Link')
    if (link !== null) return { items, ...pagingFromLinkHeader(link, query) }
    return { items, ...pagingFromIds(raw, query) }
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return new ApiClient(options)
}

function pagingFromIds(raw: unknown[], query: Query | undefined): Omit<Page<never>, 'items'> {
  const first = raw.length > 0 && isRecord(raw[0]) ? idOrNull(raw[0].id) : null
  const lastItem = raw[raw.length - 1]
  const last = isRecord(lastItem) ? idOrNull(lastItem.id) : null
  const filters = filtersOf(query ?? {})
  return {
    next: last !== null ? { ...filters, max_id: last } : null,
    prev: first !== null ? { ...filters, min_id: first } : null,
  }
}

function parseLenient(text: string): unknown {
  if (text.trim() === '') return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')
}
