/**
 * RFC 8288 `Link` headers, which Mastodon and Akkoma use for paging
 * (next carries max_id, prev carries min_id or, on older servers,
 * since_id).
 */

/** Query parameters of a paging link; `key[]` parameters become arrays under `key`. */
export type PageQuery = Record<string, string | string[]>

export interface LinkTarget {
  url: string
  params: PageQuery
}

export interface Paging {
  next: PageQuery | null
  prev: PageQuery | null
}

export const PAGING_KEYS = ['max_id', 'min_id', 'since_id'] as const

/**
 * `<url>; rel="next", <url>; rel="prev"` → `{ next: {url, params}, prev: ... }`.
 * A link with several relations (`rel="prev first"`) is filed under each;
 * the first link for a relation wins. Garbage yields an empty record.
 */
export function parseLinkHeader(header: string | null | undefined): Record<string, LinkTarget> {
  const result: Record<string, LinkTarget> = {}
  if (!header) return result
  let index = 0
  while (index < header.length) {
    const open = header.indexOf('<', index)
    if (open < 0) break
    const close = header.indexOf('>', open)
    if (close < 0) break
    const url = header.slice(open + 1, close).trim()
    const end = endOfLinkValue(header, close + 1)
    const attributes = parseAttributes(header.slice(close + 1, end))
    for (const rel of (attributes.rel ?? '').split(/\s+/)) {
      const name = rel.toLowerCase()
      if (name !== '' && !(name in result)) result[name] = { url, params: queryParamsOf(url) }
    }
    index = end + 1
  }
  return result
}

/** Index of the comma ending one link-value, skipping commas inside quoted attributes. */
function endOfLinkValue(header: string, from: number): number {
  let quoted = false
  for (let i = from; i < header.length; i++) {
    const char = header[i]
    if (char === '"') quoted = !quoted
    else if (char === ',' && !quoted) return i
  }
  return header.length
}

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const part of text.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const key = part.slice(0, eq).trim().toLowerCase()
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    if (key !== '' && !(key in attributes)) attributes[key] = value
  }
  return attributes
}

/** Query parameters of an absolute or relative URL. */
export function queryParamsOf(url: string): PageQuery {
  const params: PageQuery = {}
  const question = url.indexOf('?')
  if (question < 0) return params
  const hash = url.indexOf('#', question)
  const search = url.slice(question + 1, hash < 0 ? undefined : hash)
  for (const [rawKey, value] of new URLSearchParams(search)) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2)
      const existing = params[key]
      params[key] = Array.isArray(existing) ? [...existing, value] : [value]
    } else if (!(rawKey in params)) {
      params[rawKey] = value
    }
  }
  return params
}

/**
 * next/prev page queries from a Link header. Each keeps the request's own
 * filters (some servers do not echo `local`, `only_media`...) with the
 * link's parameters on top, so it can be passed straight back as a query.
 */
export function pagingFromLinkHeader(
  header: string | null | undefined,
  requestQuery: Readonly<Record<string, unknown>> = {},
): Paging {
  const links = parseLinkHeader(header)
  const base = filtersOf(requestQuery)
  return {
    next: links.next ? { ...base, ...links.next.params } : null,
    prev: links.prev ? { ...base, ...links.prev.params } : null,
  }
}

/** The request's query minus paging cursors, as link-style string params. */
export function filtersOf(query: Readonly<Record<string, unknown>>): PageQuery {
  const filters: PageQuery = {}
  for (const [key, value] of Object.entries(query)) {
    if ((PAGING_KEYS as readonly string[]).includes(key)) continue
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      filters[key] = String(value)
    } else if (Array.isArray(value)) {
      filters[key] = value
        .filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
        .map(String)
    }
  }
  return filters
}
