import type { Attachment } from '../../api/types'
import { fileNameOf } from './mediaKind'

/*
 * Animated images: GIF, animated WEBP and APNG are recognised
 * from their first bytes, fetched with a Range request and cached per URL.
 * The reading itself (animatedSniff.ts) is a lazy chunk. Only same-origin
 * URLs (the client's or the instance's, where Akkoma's CSP allows
 * `connect-src`) are fetched; for anything else, and whenever the fetch
 * fails, the MIME type decides quietly (a GIF is taken as animated, other
 * formats as still).
 */

const CANDIDATE_MIME = ['image/gif', 'image/png', 'image/apng', 'image/webp']

/** Whether the attachment's format can animate at all (so is worth a look at its bytes). */
export function mayBeAnimated(attachment: Attachment): boolean {
  const mime = attachment.mime_type.toLowerCase()
  if (mime !== '') return CANDIDATE_MIME.includes(mime)
  return /\.(gif|a?png|webp)$/i.test(fileNameOf(attachment.preview_url || attachment.url))
}

/** GIFs nearly always animate; a PNG or WEBP rarely does. */
export function likelyAnimated(mime: string, url: string): boolean {
  return mime.toLowerCase() === 'image/gif' || (mime === '' && /\.gif$/i.test(fileNameOf(url)))
}

/** Same origin as the client or as one of `origins` (the instance): the only URLs we fetch. */
export function sniffAllowed(url: string, origins: readonly string[]): boolean {
  if (typeof location === 'undefined') return false
  try {
    const target = new URL(url, location.href).origin
    return target === location.origin || origins.some((o) => o !== '' && target === o)
  } catch {
    return false
  }
}

const results = new Map<string, boolean>()
const pending = new Map<string, Promise<boolean>>()

/**
 * The answer when it needs no fetch: cached, or the MIME type's guess for a
 * URL we do not fetch. Undefined means "ask checkAnimated".
 */
export function knownAnimated(
  url: string,
  mime: string,
  origins: readonly string[] = [],
): boolean | undefined {
  const known = results.get(url)
  if (known !== undefined) return known
  return sniffAllowed(url, origins) ? undefined : likelyAnimated(mime, url)
}

/** Whether the image at `url` animates; never rejects. */
export function checkAnimated(
  url: string,
  mime: string,
  origins: readonly string[] = [],
): Promise<boolean> {
  const known = knownAnimated(url, mime, origins)
  if (known !== undefined) return Promise.resolve(known)
  const inFlight = pending.get(url)
  if (inFlight) return inFlight
  const guess = likelyAnimated(mime, url)
  // The byte reader is a lazy chunk: only users who stop GIFs ever need it.
  const check = import('./animatedSniff')
    .then(({ readHead, sniffAnimated }) =>
      readHead(url).then((bytes) => sniffAnimated(bytes) !== null),
    )
    .catch(() => guess)
    .then((animated) => {
      results.set(url, animated)
      pending.delete(url)
      return animated
    })
  pending.set(url, check)
  return check
}

/** For tests: forget every cached answer. */
export function resetAnimatedCache(): void {
  results.clear()
  pending.clear()
}
