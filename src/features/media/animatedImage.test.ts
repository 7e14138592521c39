import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  checkAnimated,
  knownAnimated,
  mayBeAnimated,
  resetAnimatedCache,
  sniffAllowed,
} from './animatedImage'
import { sniffAnimated } from './animatedSniff'
import { makeAttachment } from '../../store/testFixtures'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  )
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255]
const pngChunk = (type: string, length: number) => [
  ...u32be(length),
  ...bytes(type),
  ...new Array<number>(length + 4).fill(0),
]
const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const webpChunk = (type: string, data: number[]) => [
  ...bytes(type),
  ...u32le(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
]
const webp = (...chunks: number[][]) =>
  new Uint8Array([...bytes('RIFF'), ...u32le(100), ...bytes('WEBP'), ...chunks.flat()])

describe('sniffAnimated', () => {
  it('recognises GIF headers', () => {
    expect(sniffAnimated(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif')
    expect(sniffAnimated(bytes('GIF87a'))).toBe('gif')
    expect(sniffAnimated(bytes('GIF8'))).toBeNull()
  })

  it('recognises an animated WEBP by its ANIM chunk or its VP8X animation flag', () => {
    expect(
      sniffAnimated(
        webp(webpChunk('VP8X', new Array(10).fill(0)), webpChunk('ANIM', [0, 0, 0, 0, 0, 0])),
      ),
    ).toBe('webp')
    expect(sniffAnimated(webp(webpChunk('VP8X', [0x02, ...new Array(9).fill(0)])))).toBe('webp')
    // Extended but still (e.g. with alpha only), and a plain lossy WEBP.
    expect(
      sniffAnimated(
        webp(webpChunk('VP8X', [0x10, ...new Array(9).fill(0)]), webpChunk('VP8 ', [1, 2])),
      ),
    ).toBeNull()
    expect(sniffAnimated(webp(webpChunk('VP8 ', [1, 2, 3, 4])))).toBeNull()
  })

  it('recognises an APNG by an acTL chunk before the image data', () => {
    const apng = new Uint8Array([
      ...PNG_SIG,
      ...pngChunk('IHDR', 13),
      ...pngChunk('iCCP', 3000),
      ...pngChunk('acTL', 8),
      ...pngChunk('IDAT', 10),
    ])
    expect(sniffAnimated(apng)).toBe('apng')
    const png = new Uint8Array([
      ...PNG_SIG,
      ...pngChunk('IHDR', 13),
      ...pngChunk('IDAT', 10),
      ...pngChunk('acTL', 8),
    ])
    expect(sniffAnimated(png)).toBeNull()
  })

  it('says nothing about other formats', () => {
    expect(
      sniffAnimated(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])),
    ).toBeNull()
    expect(sniffAnimated(new Uint8Array())).toBeNull()
  })
})

describe('mayBeAnimated', () => {
  it('only considers formats that can animate', () => {
    expect(mayBeAnimated(makeAttachment('a', { mime_type: 'image/gif' }))).toBe(true)
    expect(mayBeAnimated(makeAttachment('a', { mime_type: 'image/webp' }))).toBe(true)
    expect(mayBeAnimated(makeAttachment('a', { mime_type: 'image/png' }))).toBe(true)
    expect(mayBeAnimated(makeAttachment('a', { mime_type: 'image/jpeg' }))).toBe(false)
    expect(mayBeAnimated(makeAttachment('a', { mime_type: 'image/svg+xml' }))).toBe(false)
    expect(
      mayBeAnimated(makeAttachment('a', { mime_type: '', preview_url: 'https://x.example/a.gif' })),
    ).toBe(true)
  })
})

describe('checkAnimated', () => {
  afterEach(() => {
    resetAnimatedCache()
  })

  it('fetches the head of a same-origin image with a Range request, once per URL', async () => {
    const fetchMock = vi.fn(
      async () => new Response(bytes('GIF89a', [0, 0, 0, 0]), { status: 206 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const url = `${location.origin}/media/cat.gif`
    expect(sniffAllowed(url, [])).toBe(true)
    await expect(checkAnimated(url, 'image/gif')).resolves.toBe(true)
    await expect(checkAnimated(url, 'image/gif')).resolves.toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(new Headers(init.headers).get('range')).toBe('bytes=0-16383')
    expect(knownAnimated(url, 'image/gif')).toBe(true)
    vi.unstubAllGlobals()
  })

  it('fetches from the instance origin too, and finds a still PNG still', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            new Uint8Array([...PNG_SIG, ...pngChunk('IHDR', 13), ...pngChunk('IDAT', 4)]),
          ),
      ),
    )
    await expect(
      checkAnimated('https://akkoma.example/media/a.png', 'image/png', ['https://akkoma.example']),
    ).resolves.toBe(false)
    vi.unstubAllGlobals()
  })

  it('falls back to the MIME type, silently, when the fetch fails or is not allowed', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', fetchMock)
    await expect(checkAnimated(`${location.origin}/a.gif`, 'image/gif')).resolves.toBe(true)
    await expect(checkAnimated(`${location.origin}/a.webp`, 'image/webp')).resolves.toBe(false)
    // Another origin: not fetched at all.
    await expect(checkAnimated('https://elsewhere.example/b.gif', 'image/gif')).resolves.toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    vi.unstubAllGlobals()
  })
})
