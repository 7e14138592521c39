// @vitest-environment node
import { isBlurhashValid } from 'blurhash'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRange } from '../src/media/serve.ts'
import { GALLERY_POSTS, MEDIA_POSTS, MEDIA_REBLOGS } from '../src/seeds/facts.ts'
import type { TestServer } from './helpers.ts'
import { call, findStatus, json, login, startTestServer } from './helpers.ts'

interface Attachment {
  id: string
  type: string
  url: string
  preview_url: string
  remote_url: string
  description: string
  blurhash: string | null
  meta?: {
    original: { width: number; height: number; aspect: number }
    small: { width: number; height: number; aspect: number }
  }
  pleroma: { mime_type: string }
}
interface WithMedia {
  id: string
  sensitive: boolean
  spoiler_text: string
  tags: { name: string }[]
  media_attachments: Attachment[]
  reblog: WithMedia | null
}

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  'image/gif': (b) => b.subarray(0, 6).toString('latin1') === 'GIF89a',
  'image/png': (b) => b.subarray(1, 4).toString('latin1') === 'PNG',
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/svg+xml': (b) => b.subarray(0, 4).toString('latin1') === '<svg',
  'video/webm': (b) => b.readUInt32BE(0) === 0x1a45dfa3,
  'audio/wav': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WAVE',
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  // Uncompressed SWF whose header states the file's own length.
  'application/x-shockwave-flash': (b) =>
    b.subarray(0, 3).toString('latin1') === 'FWS' && b.readUInt32LE(4) === b.length,
}

describe('attachments of every type', () => {
  it.each(Object.entries(MEDIA_POSTS))('%s', async (kind, fact) => {
    const status = await findStatus<WithMedia>(server.base, null, fact.author, fact.snippet)
    const [media] = status.media_attachments
    if (!media) throw new Error('no attachment')
    const expectedType =
      kind === 'video'
        ? 'video'
        : kind === 'audio'
          ? 'audio'
          : kind === 'unknown' || kind === 'flash'
            ? 'unknown'
            : 'image'
    expect(media.type).toBe(expectedType)
    expect(media.preview_url).toBe(media.url)
    expect(media.remote_url).toBe(media.url)
    const { response, bytes } = await fetchBytes(media.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')?.split(';')[0]).toBe(media.pleroma.mime_type)
    expect(MAGIC[media.pleroma.mime_type]?.(bytes)).toBe(true)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    if (media.type === 'image') {
      expect(isBlurhashValid(media.blurhash ?? '').result).toBe(true)
      expect(media.meta?.original.aspect).toBeCloseTo(
        (media.meta?.original.width ?? 0) / (media.meta?.original.height ?? 1),
      )
      expect(
        Math.max(media.meta?.small.width ?? 0, media.meta?.small.height ?? 0),
      ).toBeLessThanOrEqual(400)
    } else {
      expect(media.blurhash).toBeNull()
    }
    if (kind === 'gif' || kind === 'apng' || kind === 'webp') {
      const animated =
        kind === 'gif'
          ? bytes.includes(Buffer.from('NETSCAPE2.0'))
          : kind === 'apng'
            ? bytes.includes(Buffer.from('acTL'))
            : bytes.includes(Buffer.from('ANMF'))
      expect(animated).toBe(true)
    }
  })

  it('serves audio and video in byte ranges', async () => {
    const status = await findStatus<WithMedia>(
      server.base,
      null,
      MEDIA_POSTS.video.author,
      MEDIA_POSTS.video.snippet,
    )
    const url = status.media_attachments[0]?.url ?? ''
    const whole = await fetchBytes(url)
    const part = await fetchBytes(url, { Range: 'bytes=100-199' })
    expect(part.response.status).toBe(206)
    expect(part.response.headers.get('content-range')).toBe(`bytes 100-199/${whole.bytes.length}`)
    expect(part.bytes.equals(whole.bytes.subarray(100, 200))).toBe(true)
    const tail = await fetchBytes(url, { Range: 'bytes=-10' })
    expect(tail.bytes.equals(whole.bytes.subarray(-10))).toBe(true)
    const beyond = await fetchBytes(url, { Range: `bytes=${whole.bytes.length}-` })
    expect(beyond.response.status).toBe(416)
    expect(beyond.response.headers.get('content-range')).toBe(`bytes */${whole.bytes.length}`)
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 })
    expect(parseRange('bytes=0-99', 10)).toEqual({ start: 0, end: 9 })
    expect(parseRange('items=1-2', 10)).toBeNull()
  })

  it('answers 404 for unknown attachments and wrong extensions', async () => {
    const status = await findStatus<WithMedia>(
      server.base,
      null,
      MEDIA_POSTS.gif.author,
      MEDIA_POSTS.gif.snippet,
    )
    const url = status.media_attachments[0]?.url ?? ''
    expect((await fetch(url.replace(/\.gif$/, '.png'))).status).toBe(404)
    expect((await fetch(`${server.base}/media/attachments/nothing.png`)).status).toBe(404)
  })
})

describe('sensitive media', () => {
  it('has a flagged post with and without a warning, and an old-style #nsfw one', async () => {
    const withCw = await findStatus<WithMedia>(
      server.base,
      null,
      MEDIA_POSTS.sensitive.author,
      MEDIA_POSTS.sensitive.snippet,
    )
    expect(withCw.sensitive).toBe(true)
    expect(withCw.spoiler_text).not.toBe('')
    const noCw = await findStatus<WithMedia>(
      server.base,
      null,
      MEDIA_POSTS.sensitiveNoCw.author,
      MEDIA_POSTS.sensitiveNoCw.snippet,
    )
    expect(noCw).toMatchObject({ sensitive: true, spoiler_text: '' })
    const old = await findStatus<WithMedia>(
      server.base,
      null,
      MEDIA_POSTS.oldNsfw.author,
      MEDIA_POSTS.oldNsfw.snippet,
    )
    expect(old.tags.map((t) => t.name)).toContain('nsfw')
    // Akkoma ORs the flag with the #nsfw hashtag.
    expect(old.sensitive).toBe(true)
    expect(old.media_attachments).toHaveLength(1)
  })
})

describe('galleries', () => {
  it('has posts with 1, 2, 3, 4, 5 and 10 images', async () => {
    for (const [count, fact] of Object.entries(GALLERY_POSTS)) {
      const status = await findStatus<WithMedia>(server.base, null, fact.author, fact.snippet)
      expect(status.media_attachments).toHaveLength(Number(count))
      expect(status.media_attachments.every((m) => m.type === 'image')).toBe(true)
      if (Number(count) >= 3)
        expect(status.media_attachments.some((m) => m.description === '')).toBe(true)
    }
  })

  it('has reblogs of media posts', async () => {
    for (const { by, of } of MEDIA_REBLOGS) {
      const statuses = await json<WithMedia[]>(
        await call(server.base, `/api/v1/accounts/${by}/statuses?limit=40`),
      )
      const wrapper = statuses.find((s) => s.reblog?.media_attachments.length && s.reblog.id)
      expect(wrapper).toBeDefined()
      const original = await findStatus<WithMedia>(server.base, null, of.author, of.snippet)
      expect(statuses.some((s) => s.reblog?.id === original.id)).toBe(true)
    }
  })

  it('lists media posts with only_media (no reblogs), for guests too', async () => {
    const statuses = await json<WithMedia[]>(
      await call(server.base, '/api/v1/accounts/alice/statuses?only_media=true&limit=40'),
    )
    expect(statuses.length).toBeGreaterThan(3)
    expect(statuses.every((s) => s.reblog === null && s.media_attachments.length > 0)).toBe(true)
  })
})

describe('posting with media', () => {
  it('accepts own attachments only', async () => {
    const alice = await login(server.base, 'alice')
    const own = await findStatus<WithMedia>(
      server.base,
      alice,
      GALLERY_POSTS[1].author,
      GALLERY_POSTS[1].snippet,
    )
    const ok = await call(server.base, '/api/v1/statuses', {
      token: alice,
      json: { status: 'reusing my picture', media_ids: [own.media_attachments[0]?.id] },
    })
    expect(ok.status).toBe(200)
    const bob = await login(server.base, 'bob')
    const theirs = await call(server.base, '/api/v1/statuses', {
      token: bob,
      json: { status: 'stealing', media_ids: [own.media_attachments[0]?.id] },
    })
    expect(theirs.status).toBe(404)
  })
})
