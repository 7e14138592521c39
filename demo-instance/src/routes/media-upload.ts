/**
 * Media uploads as Akkoma answers them: POST /api/v1/media (200) and
 * /api/v2/media (202, already processed: Akkoma stores synchronously),
 * GET and PUT /api/v1/media/:id for the uploader, and the uploaded files
 * themselves among /media/attachments/*. Files live in the data
 * directory (`uploads/`), their records in the store like the seeded media,
 * so a post attaches them with `media_ids[]`.
 */

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { INSTANCE } from '../config.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, notFound, originOf, readParams, unauthorized } from '../http/plumbing.ts'
import { attachmentFileName, mediaBlurhash } from '../media/files.ts'
import { sendBytes } from '../media/serve.ts'
import type { MediaRecord } from '../model/records.ts'
import { serializeAttachment } from '../render/serializers.ts'
import type { Store } from '../model/store.ts'

const UPLOADS_DIR = 'uploads'
/** Room for the multipart framing around a file at the limit. */
const MULTIPART_OVERHEAD = 64 * 1024
/** Uploaded SVGs may carry scripts: never let them run on this origin. */
const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/flac': 'flac',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
}

export function mediaTypeOf(mimeType: string): MediaRecord['type'] {
  const family = mimeType.split('/')[0]
  return family === 'image' || family === 'video' || family === 'audio' ? family : 'unknown'
}

function extensionOf(fileName: string, mimeType: string): string {
  const fromName = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase()
  return fromName ?? EXTENSIONS[mimeType] ?? 'bin'
}

/** Pixel size from the header of a PNG, GIF, JPEG or WebP; null for anything else. */
export function imageSize(b: Buffer): { width: number; height: number } | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('latin1', 12, 16) === 'IHDR')
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
  if (b.length >= 10 && b.toString('latin1', 0, 4) === 'GIF8')
    return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) }
  if (
    b.length >= 30 &&
    b.toString('latin1', 0, 4) === 'RIFF' &&
    b.toString('latin1', 8, 12) === 'WEBP'
  )
    return webpSize(b)
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b)
  return null
}

function webpSize(b: Buffer): { width: number; height: number } | null {
  const chunk = b.toString('latin1', 12, 16)
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 }
  if (chunk === 'VP8 ')
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  return null
}

/** Walk the JPEG segments to the first start-of-frame marker. */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1] ?? 0
    const length = b.readUInt16BE(i + 2)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) }
    i += 2 + length
  }
  return null
}

/** Where uploaded bytes live: the data directory, or memory when there is none. */
class UploadFiles {
  private readonly memory = new Map<string, Buffer>()
  constructor(private readonly store: Store) {}

  private path(name: string): string | null {
    return this.store.dataDir ? join(this.store.dataDir, UPLOADS_DIR, name) : null
  }

  write(name: string, bytes: Buffer): void {
    const path = this.path(name)
    if (!path || !this.store.dataDir) {
      this.memory.set(name, bytes)
      return
    }
    mkdirSync(join(this.store.dataDir, UPLOADS_DIR), { recursive: true })
    writeFileSync(path, bytes)
  }

  read(name: string): Buffer | null {
    const path = this.path(name)
    if (!path) return this.memory.get(name) ?? null
    try {
      return readFileSync(path)
    } catch {
      return null
    }
  }
}

export function mediaUploadRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps
  const files = new UploadFiles(store)

  const ownMedia = (c: AppContext): MediaRecord | undefined => {
    const media = store.media(c.req.param('id') ?? '')
    return media && media.accountId === c.get('viewer')?.id ? media : undefined
  }

  const create = async (c: AppContext, status: 200 | 202) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const declared = Number(c.req.header('content-length') ?? '0')
    if (declared > deps.mode.uploadLimit + MULTIPART_OVERHEAD) {
      return errorJson(c, 413, 'File is too large')
    }
    if (!(c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data')) {
      return errorJson(c, 400, 'Expected a multipart/form-data body')
    }
    const body = await c.req.parseBody()
    const file = body.file
    if (!(file instanceof File)) return errorJson(c, 422, 'Missing field: file.')
    if (file.size > deps.mode.uploadLimit) return errorJson(c, 413, 'File is too large')
    const description = typeof body.description === 'string' ? body.description : ''
    if (description.length > INSTANCE.descriptionLimit) {
      return errorJson(c, 422, 'description_too_long')
    }

    const bytes = Buffer.from(await file.arrayBuffer())
    const mimeType = file.type || 'application/octet-stream'
    const type = mediaTypeOf(mimeType)
    const size = type === 'image' ? imageSize(bytes) : null
    const now = Date.now()
    const media: MediaRecord = {
      id: store.ids.media.next(now),
      accountId: viewer.id,
      type,
      mimeType,
      // The closest generated format; `upload` says where the bytes really are.
      format:
        type === 'image' ? 'png' : type === 'video' ? 'webm' : type === 'audio' ? 'wav' : 'pdf',
      description,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
      art: 0,
      // A real image hash would need a decoder per format; one plausible hash will do.
      blurhash: type === 'image' ? mediaBlurhash('png', 0, 32, 24) : null,
      createdAt: new Date(now).toISOString(),
      upload: { extension: extensionOf(file.name, mimeType), size: bytes.length },
    }
    files.write(attachmentFileName(media), bytes)
    store.addMedia(media)
    return c.json(serializeAttachment(originOf(c), media), status)
  }

  app.post('/api/v1/media', (c) => create(c, 200))
  app.post('/api/v2/media', (c) => create(c, 202))

  app.get('/api/v1/media/:id', (c) => {
    if (!c.get('viewer')) return unauthorized(c)
    const media = ownMedia(c)
    return media ? c.json(serializeAttachment(originOf(c), media)) : notFound(c)
  })

  app.put('/api/v1/media/:id', async (c) => {
    if (!c.get('viewer')) return unauthorized(c)
    const media = ownMedia(c)
    if (!media) return notFound(c)
    const params = await readParams(c)
    const description = params.get('description')
    if (description !== undefined) {
      if (description.length > INSTANCE.descriptionLimit) {
        return errorJson(c, 422, 'description_too_long')
      }
      media.description = description
      store.changed()
    }
    // `focus` is accepted and ignored, as Akkoma does (it has no focal points).
    return c.json(serializeAttachment(originOf(c), media))
  })

  app.on(['GET', 'HEAD'], '/media/attachments/:file', async (c, next) => {
    const file = c.req.param('file')
    const media = store.media(file.replace(/\.[a-z0-9]+$/i, ''))
    if (!media?.upload) return next()
    const bytes = attachmentFileName(media) === file ? files.read(file) : null
    if (!bytes) return errorJson(c, 404, 'Not found')
    return sendBytes(c, bytes, media.mimeType, { 'Content-Security-Policy': UPLOAD_CSP })
  })

  return app
}
