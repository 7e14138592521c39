/**
 * The bytes behind every attachment, by format: SVG and PNG "photos" drawn
 * from the record's art number, animations and audio synthesised in code,
 * and two files made in a browser and shipped in demo-instance/media (a
 * JPEG and a WebM clip; scripts/make-sample-media.ts rebuilds them).
 */

import { readFileSync } from 'node:fs'
import { encode } from 'blurhash'
import { attachmentSvg } from './art.ts'
import type { MediaFormat, MediaRecord } from '../model/records.ts'
import {
  BOUNCE_SIZE,
  SLIDE_SIZE,
  SPINNER_SIZE,
  bounceFirstFrame,
  bounceGif,
  slideFirstFrame,
  slideWebp,
  spinnerApng,
  spinnerFirstFrame,
} from './animations.ts'
import { textPdf } from './pdf.ts'
import { tinySwf } from './swf.ts'
import { encodePng } from './png.ts'
import type { Raster } from './raster.ts'
import { downsample, landscape } from './raster.ts'
import { chimeWav } from './wav.ts'

export interface FormatInfo {
  extension: string
  mimeType: string
  type: MediaRecord['type']
}

export const FORMATS: Record<MediaFormat, FormatInfo> = {
  svg: { extension: 'svg', mimeType: 'image/svg+xml', type: 'image' },
  png: { extension: 'png', mimeType: 'image/png', type: 'image' },
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg', type: 'image' },
  gif: { extension: 'gif', mimeType: 'image/gif', type: 'image' },
  // Akkoma reports the upload's type: an APNG is a .png file.
  apng: { extension: 'png', mimeType: 'image/png', type: 'image' },
  webp: { extension: 'webp', mimeType: 'image/webp', type: 'image' },
  webm: { extension: 'webm', mimeType: 'video/webm', type: 'video' },
  wav: { extension: 'wav', mimeType: 'audio/wav', type: 'audio' },
  pdf: { extension: 'pdf', mimeType: 'application/pdf', type: 'unknown' },
  // Akkoma has no Flash type: a .swf is an unknown attachment with its MIME type.
  swf: { extension: 'swf', mimeType: 'application/x-shockwave-flash', type: 'unknown' },
}

/** The shipped JPEG is this landscape (media/art.ts palette 3) at this size. */
export const JPEG_SAMPLE = { art: 3, width: 960, height: 640, file: 'sample-photo.jpg' } as const
/** The shipped WebM clip: VP8 video with an Opus sine tone. */
export const VIDEO_SAMPLE = {
  art: 6,
  width: 320,
  height: 180,
  seconds: 3,
  file: 'sample-clip.webm',
}

/** Fixed sizes of the formats that are not drawn at the record's own size. */
export const FIXED_SIZES: Partial<Record<MediaFormat, { width: number; height: number }>> = {
  jpeg: JPEG_SAMPLE,
  gif: BOUNCE_SIZE,
  apng: SPINNER_SIZE,
  webp: SLIDE_SIZE,
  webm: VIDEO_SAMPLE,
  wav: { width: 0, height: 0 },
  pdf: { width: 0, height: 0 },
  swf: { width: 320, height: 240 },
}

const SHIPPED_DIR = new URL('../../media/', import.meta.url)

function shipped(file: string): Buffer | null {
  try {
    return readFileSync(new URL(file, SHIPPED_DIR))
  } catch {
    return null
  }
}

const cache = new Map<string, Buffer | null>()
const CACHE_LIMIT = 64

function cached(key: string, make: () => Buffer | null): Buffer | null {
  if (cache.has(key)) return cache.get(key) ?? null
  const value = make()
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(key, value)
  return value
}

export function attachmentFileName(media: Pick<MediaRecord, 'id' | 'format' | 'upload'>): string {
  return `${media.id}.${media.upload?.extension ?? FORMATS[media.format].extension}`
}

/** The file of an attachment; `null` when a shipped file is missing. */
export function attachmentBytes(media: MediaRecord): Buffer | null {
  switch (media.format) {
    case 'svg':
      return Buffer.from(
        attachmentSvg(media.art, media.width, media.height, media.description),
        'utf8',
      )
    case 'png':
      return cached(`png:${media.art}:${media.width}x${media.height}`, () =>
        encodePng(landscape(media.art, media.width, media.height)),
      )
    case 'jpeg':
      return cached('jpeg', () => shipped(JPEG_SAMPLE.file))
    case 'webm':
      return cached('webm', () => shipped(VIDEO_SAMPLE.file))
    case 'gif':
      return bounceGif()
    case 'apng':
      return spinnerApng()
    case 'webp':
      return slideWebp()
    case 'wav':
      return cached('wav', () => chimeWav())
    case 'swf':
      return cached('swf', () => tinySwf())
    case 'pdf':
      return cached('pdf', () =>
        textPdf('Cofe Demo: autumn menu', [
          'Pour-over of the week: Ethiopian Yirgacheffe',
          'Oat latte, cortado, flat white',
          'Cardamom buns (while they last)',
          'This is a demo file: nothing here is for sale.',
        ]),
      )
  }
}

/** Blurhash only needs the colours: hash a copy at most 32 pixels wide. */
function blurhashOf(r: Raster): string {
  const small = downsample(r, 32)
  return encode(small.data, small.width, small.height, 4, 3)
}

/** A small copy of a landscape for hashing (blurhash only needs the colours). */
function smallLandscape(art: number, width: number, height: number): Raster {
  const w = 32
  const h = Math.max(1, Math.round((w * height) / width))
  return landscape(art, width, height, w, h)
}

const hashes = new Map<string, string | null>()

/** The blurhash of an image attachment (null for video, audio and other files). */
export function mediaBlurhash(
  format: MediaFormat,
  art: number,
  width: number,
  height: number,
): string | null {
  const key = `${format}:${art}:${width}x${height}`
  if (!hashes.has(key)) hashes.set(key, computeBlurhash(format, art, width, height))
  return hashes.get(key) ?? null
}

function computeBlurhash(format: MediaFormat, art: number, width: number, height: number) {
  switch (format) {
    case 'svg':
    case 'png':
      return blurhashOf(smallLandscape(art, width, height))
    case 'jpeg':
      return blurhashOf(smallLandscape(JPEG_SAMPLE.art, JPEG_SAMPLE.width, JPEG_SAMPLE.height))
    case 'gif':
      return blurhashOf(bounceFirstFrame())
    case 'apng':
      return blurhashOf(spinnerFirstFrame())
    case 'webp':
      return blurhashOf(slideFirstFrame())
    default:
      return null
  }
}
