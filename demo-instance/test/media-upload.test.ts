// @vitest-environment node
import { readFileSync } from 'node:fs'
import { isBlurhashValid } from 'blurhash'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INSTANCE } from '../src/config.ts'
import { encodePng } from '../src/media/png.ts'
import { landscape } from '../src/media/raster.ts'
import { imageSize } from '../src/routes/media-upload.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, post, startTestServer } from './helpers.ts'

interface Attachment {
  id: string
  type: string
  url: string
  preview_url: string
  description: string
  blurhash: string | null
  meta?: { original: { width: number; height: number; aspect: number } }
  pleroma: { mime_type: string }
}

let server: TestServer
let alice: string
let bob: string
const png = encodePng(landscape(2, 120, 80))

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
})
afterAll(() => server.stop())

function upload(
  path: string,
  token: string | null,
  file: Blob,
  name: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData()
  form.append('file', file, name)
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  })
}

const pngBlob = () => new Blob([new Uint8Array(png)], { type: 'image/png' })

describe('POST /api/v2/media and /api/v1/media', () => {
  it('stores an image and answers 202 with a Mastodon attachment (v2)', async () => {
    const response = await upload('/api/v2/media', alice, pngBlob(), 'hill.png', {
      description: 'A green hill',
    })
    expect(response.status).toBe(202)
    const media = await json<Attachment>(response)
    expect(media).toMatchObject({
      type: 'image',
      description: 'A green hill',
      pleroma: { mime_type: 'image/png' },
      meta: { original: { width: 120, height: 80, aspect: 1.5 } },
    })
    expect(media.url).toMatch(/\/media\/attachments\/\w+\.png$/)
    expect(media.preview_url).toBe(media.url)
    expect(isBlurhashValid(media.blurhash ?? '').result).toBe(true)

    const file = await fetch(media.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true)
  })

  it('answers 200 on v1 and keeps the type, extension and bytes of other files', async () => {
    const text = new Blob(['hello, demo'], { type: 'text/plain' })
    const response = await upload('/api/v1/media', alice, text, 'notes.txt')
    expect(response.status).toBe(200)
    const media = await json<Attachment>(response)
    expect(media).toMatchObject({ type: 'unknown', description: '', blurhash: null })
    expect(media.meta).toBeUndefined()
    expect(media.url).toMatch(/\.txt$/)
    const file = await fetch(media.url)
    expect(await file.text()).toBe('hello, demo')
    expect(file.headers.get('content-security-policy')).toContain('sandbox')
  })

  it('keeps the file on disk in the data directory', async () => {
    const media = await json<Attachment>(await upload('/api/v1/media', alice, pngBlob(), 'a.png'))
    const name = media.url.split('/').pop() ?? ''
    expect(readFileSync(`${server.dataDir}/uploads/${name}`).equals(png)).toBe(true)
  })

  it('rejects files over the upload limit with 413 and an Akkoma error', async () => {
    const big = new Blob([new Uint8Array(INSTANCE.uploadLimit + 1)], { type: 'video/mp4' })
    const response = await upload('/api/v2/media', alice, big, 'big.mp4')
    expect(response.status).toBe(413)
    expect(await json(response)).toEqual({ error: 'File is too large' })
  })

  it('takes a lower upload limit from the test controls, advertises it and enforces it until a reset', async () => {
    const setMode = (body: unknown) =>
      fetch(`${server.base}/__demo/mode`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await setMode({ uploadLimit: 0 })).status).toBe(400)
    expect((await setMode({ uploadLimit: 1000 })).status).toBe(200)
    const instance = await json<{ upload_limit: number }>(
      await fetch(`${server.base}/api/v1/instance`),
    )
    expect(instance.upload_limit).toBe(1000)
    const over = new Blob([new Uint8Array(1001)], { type: 'image/png' })
    expect((await upload('/api/v2/media', alice, over, 'over.png')).status).toBe(413)
    // A reset also drops the tokens the other tests here use.
    await fetch(`${server.base}/__demo/reset`, { method: 'POST' })
    alice = await login(server.base, 'alice')
    bob = await login(server.base, 'bob')
    const after = await json<{ upload_limit: number }>(
      await fetch(`${server.base}/api/v1/instance`),
    )
    expect(after.upload_limit).toBe(INSTANCE.uploadLimit)
  })

  it('needs a signed-in user and a file', async () => {
    expect((await upload('/api/v2/media', null, pngBlob(), 'x.png')).status).toBe(401)
    const response = await call(server.base, '/api/v2/media', {
      token: alice,
      form: { description: 'no file' },
    })
    expect(response.status).toBe(400)
  })
})

describe('GET and PUT /api/v1/media/:id', () => {
  it('shows and updates the description for the uploader only', async () => {
    const media = await json<Attachment>(await upload('/api/v2/media', alice, pngBlob(), 'b.png'))
    const path = `/api/v1/media/${media.id}`

    const shown = await call(server.base, path, { token: alice })
    expect(shown.status).toBe(200)
    expect((await json<Attachment>(shown)).url).toBe(media.url)
    expect((await call(server.base, path, { token: bob })).status).toBe(404)
    expect((await call(server.base, path)).status).toBe(401)

    const put = await call(server.base, path, {
      method: 'PUT',
      token: alice,
      form: { description: 'Now described', focus: '0.1,-0.2' },
    })
    expect(put.status).toBe(200)
    expect((await json<Attachment>(put)).description).toBe('Now described')
    expect(
      (await call(server.base, path, { method: 'PUT', token: bob, form: { description: 'x' } }))
        .status,
    ).toBe(404)

    const tooLong = await call(server.base, path, {
      method: 'PUT',
      token: alice,
      form: { description: 'x'.repeat(INSTANCE.descriptionLimit + 1) },
    })
    expect(tooLong.status).toBe(422)
  })

  it('attaches uploads to a post with media_ids', async () => {
    const first = await json<Attachment>(await upload('/api/v2/media', alice, pngBlob(), '1.png'))
    const second = await json<Attachment>(
      await upload('/api/v2/media', alice, pngBlob(), '2.png', { description: 'second' }),
    )
    const status = await post(server.base, alice, 'two pictures', {
      media_ids: [second.id, first.id],
    })
    const shown = await json<{ media_attachments: Attachment[] }>(
      await call(server.base, `/api/v1/statuses/${status.id}`, { token: alice }),
    )
    expect(shown.media_attachments.map((m) => m.id)).toEqual([second.id, first.id])
    expect(shown.media_attachments[0]?.description).toBe('second')
  })
})

describe('imageSize', () => {
  it('reads PNG, GIF, JPEG and WebP headers', () => {
    expect(imageSize(png)).toEqual({ width: 120, height: 80 })
    const gif = Buffer.from('GIF89a\x10\x00\x20\x00', 'latin1')
    expect(imageSize(gif)).toEqual({ width: 16, height: 32 })
    const jpeg = readFileSync(new URL('../media/sample-photo.jpg', import.meta.url))
    expect(imageSize(jpeg)).toEqual({ width: 960, height: 640 })
    expect(imageSize(Buffer.from('not an image'))).toBeNull()
  })
})
