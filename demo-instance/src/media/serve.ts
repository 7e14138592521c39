/**
 * Sending media bytes with HTTP range support (`Accept-Ranges: bytes`,
 * 206 Partial Content, 416 when unsatisfiable): browsers fetch audio and
 * video in ranges and refuse to seek without it.
 */

import type { Context } from 'hono'

export interface ByteRange {
  start: number
  /** Inclusive. */
  end: number
}

/** The first range of a `Range: bytes=...` header; `null` = whole file, `'invalid'` = 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*(?:,|$)/i.exec(header.trim())
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return 'invalid'
  let start: number
  let end: number
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'invalid'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(from)
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  }
  if (start >= size || start > end) return 'invalid'
  return { start, end }
}

export function sendBytes(
  c: Context,
  bytes: Buffer,
  contentType: string,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  }
  const range = parseRange(c.req.header('range'), bytes.length)
  if (range === 'invalid') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${bytes.length}` },
    })
  }
  const body = range ? bytes.subarray(range.start, range.end + 1) : bytes
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${bytes.length}`
  headers['Content-Length'] = String(body.length)
  const isHead = c.req.method === 'HEAD'
  return new Response(isHead ? null : new Uint8Array(body), {
    status: range ? 206 : 200,
    headers,
  })
}
