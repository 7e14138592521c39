/**
 * Query strings and multipart bodies (file uploads) in the Rails/Phoenix
 * convention both Mastodon and Akkoma parse: arrays as `key[]`, nested maps
 * as `key[sub]`. Every other request body goes as JSON (http.ts).
 */

export type QueryPrimitive = string | number | boolean
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[] | null | undefined
export type Query = Readonly<Record<string, QueryValue>>

export type FormValue =
  QueryPrimitive | Blob | null | undefined | readonly (QueryPrimitive | Blob)[] | FormFields
export interface FormFields {
  readonly [key: string]: FormValue
}

function arrayKey(key: string): string {
  return key.endsWith('[]') ? key : `${key}[]`
}

/** `?a=1&ids[]=x&ids[]=y`, skipping null/undefined; '' when nothing is left. */
export function buildQueryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryPrimitive[])
        params.append(arrayKey(key), String(item))
    } else {
      params.append(key, String(value))
    }
  }
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** Appends a query to a path that may already carry one. */
export function withQuery(path: string, query: Query | undefined): string {
  const qs = buildQueryString(query)
  if (qs === '') return path
  return path.includes('?') ? `${path}&${qs.slice(1)}` : `${path}${qs}`
}

type Sink = (key: string, value: string | Blob) => void

function flatten(key: string, value: FormValue, sink: Sink): void {
  if (value === null || value === undefined) return
  if (typeof value === 'string') sink(key, value)
  else if (typeof value === 'number' || typeof value === 'boolean') sink(key, String(value))
  else if (value instanceof Blob) sink(key, value)
  else if (Array.isArray(value)) {
    for (const item of value as readonly (QueryPrimitive | Blob)[])
      flatten(arrayKey(key), item, sink)
  } else {
    for (const [sub, subValue] of Object.entries(value as FormFields)) {
      flatten(`${key}[${sub}]`, subValue, sink)
    }
  }
}

/**
 * The fields that have a value, or undefined when none has: a request with
 * no options then carries no body at all.
 */
export function definedFields<T extends Record<string, unknown>>(
  fields: T,
): Partial<T> | undefined {
  const kept = Object.entries(fields).filter(([, value]) => value !== undefined)
  return kept.length > 0 ? (Object.fromEntries(kept) as Partial<T>) : undefined
}

export function encodeMultipart(fields: FormFields): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    flatten(key, value, (k, v) => data.append(k, v))
  }
  return data
}
