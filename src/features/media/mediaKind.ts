import type { Attachment } from '../../api/types'

/**
 * How the client shows an attachment. The server's `type` decides, except
 * that Flash (which Mastodon calls `unknown`) is recognised by its MIME type
 * or extension, and an `unknown` whose MIME type names a media family is
 * shown as that family.
 */
export type MediaKind = 'image' | 'gifv' | 'video' | 'audio' | 'flash' | 'file'

const FLASH_MIME_TYPES = ['application/x-shockwave-flash', 'application/vnd.adobe.flash.movie']

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://invalid.invalid').pathname
  } catch {
    return url
  }
}

export function mediaKind(attachment: Attachment): MediaKind {
  const mime = attachment.mime_type.toLowerCase()
  if (FLASH_MIME_TYPES.includes(mime) || /\.swf$/i.test(pathOf(attachment.url))) return 'flash'
  if (attachment.type !== 'unknown') return attachment.type
  if (mime.startsWith('image/')) return 'image'
  if (mime.startsWith('video/')) return 'video'
  if (mime.startsWith('audio/')) return 'audio'
  return 'file'
}

/** The media viewer takes image, video (and gifv), audio and flash; plain files open in a tab. */
export const isViewable = (kind: MediaKind): boolean => kind !== 'file'

/** Image, video and flash share the thumbnail rows; audio and files get rows of their own. */
export const isVisual = (kind: MediaKind): boolean =>
  kind === 'image' || kind === 'gifv' || kind === 'video' || kind === 'flash'

/** The last path segment, decoded: what a download would be called. */
export function fileNameOf(url: string): string {
  const segment = pathOf(url).split('/').filter(Boolean).pop() ?? ''
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The URL when it is http(s) (absolute or relative to the page), else null: no `javascript:` links. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const base = typeof location !== 'undefined' ? location.href : 'http://invalid.invalid/'
    const parsed = new URL(url, base)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

const DEFAULT_ASPECT: Record<MediaKind, number> = {
  image: 1,
  gifv: 16 / 9,
  video: 16 / 9,
  flash: 4 / 3,
  audio: 1,
  file: 1,
}

const validAspect = (a: number | null): a is number => a !== null && Number.isFinite(a) && a > 0

/** Width / height from the server's metadata (original first, then the preview), else a default per kind. */
export function aspectOf(attachment: Attachment, kind: MediaKind = mediaKind(attachment)): number {
  const { original, small } = attachment.meta
  if (validAspect(original.aspect)) return original.aspect
  if (validAspect(small.aspect)) return small.aspect
  return DEFAULT_ASPECT[kind]
}

/** Pixel size for `width`/`height` attributes (reserves space before the image loads). */
export function thumbnailSize(
  attachment: Attachment,
  aspect: number,
): { width: number; height: number } {
  const { small, original } = attachment.meta
  const known = small.width && small.height ? small : original
  if (known.width && known.height) return { width: known.width, height: known.height }
  // Unknown size: any pair with the right ratio reserves the right shape.
  return { width: 400, height: Math.max(1, Math.round(400 / aspect)) }
}
