/**
 * Where the Hollo mode's UUIDs meet the store's ids: every request has the
 * UUIDs it carries turned back into store ids (path segments, id-like query
 * parameters, JSON, form and multipart fields), and every JSON answer and
 * `Link` header has the store's ids turned into UUIDs (hollo/ids.ts). The routes
 * behind never see a UUID, and a client never sees a FlakeId.
 */

import { fromHolloId, toHolloId } from './ids.ts'

/**
 * Whether a field holds ids: `id`, `*_id`, `*_ids`, also as a form's
 * bracket path (`home[last_read_id]`, `media_ids[]`, `media_attributes[0][id]`).
 */
export function isIdKey(key: string): boolean {
  const last = /([^[\]]+)\]?(?:\[\])?$/.exec(key)?.[1] ?? key
  return last === 'id' || last === 'ids' || last.endsWith('_id') || last.endsWith('_ids')
}

type Convert = (id: string) => string

/** Converts the ids in a JSON value (strings under id keys, and lists of them). */
function convertJson(value: unknown, convert: Convert, idKey: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => convertJson(item, convert, idKey))
  if (typeof value === 'string') return idKey ? convert(value) : value
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      typeof child === 'string' && (key === 'url' || key === 'quote_url')
        ? localNoticeUrl(child, convert)
        : convertJson(child, convert, isIdKey(key))
  }
  return out
}

/** A local post's page, `/notice/<id>`, names the post by the id the client knows. */
function localNoticeUrl(url: string, convert: Convert): string {
  return url.replace(
    /\/notice\/([^/?#]+)(?=$|[/?#])/,
    (_all, id: string) => `/notice/${convert(id)}`,
  )
}

/** Path segments that name a record: FlakeIds anywhere, small ids after `list`/`lists`. */
function encodePath(path: string): string {
  const segments = path.split('/')
  return segments
    .map((segment, i) => {
      const before = segments[i - 1] ?? ''
      if (/^[0-9A-Za-z]{18}$/.test(segment)) return toHolloId(segment)
      if (/^\d+$/.test(segment) && (before === 'list' || before === 'lists'))
        return toHolloId(segment)
      return segment
    })
    .join('/')
}

function decodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => fromHolloId(segment))
    .join('/')
}

function convertQuery(params: URLSearchParams, convert: Convert): boolean {
  let changed = false
  const entries = [...params.entries()]
  const out = entries.map(([key, value]): [string, string] => {
    if (!isIdKey(key)) return [key, value]
    const next = convert(value)
    if (next !== value) changed = true
    return [key, next]
  })
  if (changed) {
    for (const key of new Set(entries.map(([key]) => key))) params.delete(key)
    for (const [key, value] of out) params.append(key, value)
  }
  return changed
}

/** The request with the store's ids in place of the UUIDs it carries. */
export async function requestWithStoreIds(request: Request): Promise<Request> {
  const url = new URL(request.url)
  const path = decodePath(url.pathname)
  const queryChanged = convertQuery(url.searchParams, fromHolloId)
  let body: BodyInit | null = null
  let bodyChanged = false
  const headers = new Headers(request.headers)
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (request.body && type.includes('application/json')) {
    const text = await request.clone().text()
    try {
      const parsed: unknown = JSON.parse(text)
      const converted = JSON.stringify(convertJson(parsed, fromHolloId, false))
      if (converted !== JSON.stringify(parsed)) {
        body = converted
        bodyChanged = true
      }
    } catch {
      // Not JSON after all: the route answers that, from the body as sent.
    }
  } else if (request.body && type.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(await request.clone().text())
    if (convertQuery(form, fromHolloId)) {
      body = form.toString()
      bodyChanged = true
    }
  } else if (request.body && type.includes('multipart/form-data')) {
    const form = await request.clone().formData()
    const next = new FormData()
    for (const [key, value] of form.entries()) {
      const converted = typeof value === 'string' && isIdKey(key) ? fromHolloId(value) : value
      if (converted !== value) bodyChanged = true
      next.append(key, converted)
    }
    if (bodyChanged) {
      body = next
      // The new body brings its own boundary.
      headers.delete('content-type')
    }
  }
  if (path === url.pathname && !queryChanged && !bodyChanged) return request
  url.pathname = path
  if (bodyChanged) headers.delete('content-length')
  return new Request(url, {
    method: request.method,
    headers,
    body: bodyChanged ? body : request.body,
    signal: request.signal,
    // Node's fetch wants this for a streamed body.
    ...(bodyChanged || !request.body ? {} : { duplex: 'half' }),
  } as RequestInit)
}

/** `Link` header URLs with UUIDs in their paths and id parameters. */
export function linkWithHolloIds(header: string): string {
  return header.replace(/<([^>]+)>/g, (_all, href: string) => {
    let url: URL
    try {
      url = new URL(href)
    } catch {
      return `<${href}>`
    }
    url.pathname = encodePath(url.pathname)
    convertQuery(url.searchParams, toHolloId)
    return `<${url.toString()}>`
  })
}

/** The answer with UUIDs in place of the store's ids (JSON bodies and `Link`). */
export async function responseWithHolloIds(response: Response): Promise<Response> {
  const link = response.headers.get('link')
  const isJson = (response.headers.get('content-type') ?? '').includes('json')
  if (!link && !isJson) return response
  const headers = new Headers(response.headers)
  if (link) headers.set('link', linkWithHolloIds(link))
  let body: BodyInit | null = response.body
  if (isJson && response.body) {
    const text = await response.text()
    try {
      body = JSON.stringify(convertJson(JSON.parse(text), toHolloId, false))
      headers.delete('content-length')
    } catch {
      body = text
    }
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/** Runs `handle` with store ids, for a client that sees only UUIDs. */
export async function withHolloIds(
  request: Request,
  handle: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  return responseWithHolloIds(await handle(await requestWithStoreIds(request)))
}
