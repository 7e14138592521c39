// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../errors'
import { ApiClient } from '../http'
import { updateMedia, uploadMedia } from './media'

interface Reply {
  status: number
  body: unknown
}

/** XMLHttpRequest stand-in: each send() answers with the next scripted reply. */
class FakeXhr {
  static replies: Reply[] = []
  static sent: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = null
  status = 0
  statusText = ''
  responseText = ''
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  abort() {
    this.onabort?.()
  }
  send(body: unknown) {
    this.body = body
    FakeXhr.sent.push(this)
    const reply = FakeXhr.replies.shift()
    if (!reply) return
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 })
      this.status = reply.status
      this.responseText = JSON.stringify(reply.body)
      this.onload?.()
    })
  }
}

const wireAttachment = (url: string | null) => ({
  id: '7',
  type: 'image',
  url,
  preview_url: url,
  description: 'alt',
})

let fetches: { url: string; init: RequestInit }[]
let fetchReplies: unknown[]
const client = new ApiClient({
  baseUrl: 'https://akkoma.example',
  token: 'tok',
  fetch: async (url, init) => {
    fetches.push({ url, init })
    return new Response(JSON.stringify(fetchReplies.shift() ?? {}), { status: 200 })
  },
})
const file = () => new File(['png'], 'a.png', { type: 'image/png' })

beforeEach(() => {
  FakeXhr.replies = []
  FakeXhr.sent = []
  fetches = []
  fetchReplies = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('uploadMedia', () => {
  it('posts the file to /api/v2/media with the token and reports progress', async () => {
    FakeXhr.replies = [{ status: 202, body: wireAttachment('https://akkoma.example/m/7.png') }]
    const progress: number[] = []
    const media = await uploadMedia(client, file(), {
      description: 'a hill',
      onProgress: (p) => progress.push(p),
    })
    const [xhr] = FakeXhr.sent
    expect(xhr?.method).toBe('POST')
    expect(xhr?.url).toBe('https://akkoma.example/api/v2/media')
    expect(xhr?.headers.Authorization).toBe('Bearer tok')
    const body = xhr?.body as FormData
    expect((body.get('file') as File).name).toBe('a.png')
    expect(body.get('description')).toBe('a hill')
    expect(progress).toEqual([0.5, 1])
    expect(media).toMatchObject({ id: '7', url: 'https://akkoma.example/m/7.png', type: 'image' })
  })

  it('falls back to /api/v1/media when v2 is missing', async () => {
    FakeXhr.replies = [
      { status: 404, body: { error: 'Not found' } },
      { status: 200, body: wireAttachment('https://akkoma.example/m/7.png') },
    ]
    await uploadMedia(client, file())
    expect(FakeXhr.sent.map((x) => x.url)).toEqual([
      'https://akkoma.example/api/v2/media',
      'https://akkoma.example/api/v1/media',
    ])
  })

  it('asks again while a 202 upload has no URL yet', async () => {
    vi.useFakeTimers()
    FakeXhr.replies = [{ status: 202, body: wireAttachment(null) }]
    fetchReplies = [wireAttachment(null), wireAttachment('https://akkoma.example/m/7.png')]
    const done = uploadMedia(client, file())
    await vi.advanceTimersByTimeAsync(1000)
    expect(fetches).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect((await done).url).toBe('https://akkoma.example/m/7.png')
    expect(fetches.map((f) => f.url)).toEqual([
      'https://akkoma.example/api/v1/media/7',
      'https://akkoma.example/api/v1/media/7',
    ])
  })

  it('rejects with the status and the server error text', async () => {
    FakeXhr.replies = [{ status: 413, body: { error: 'File is too large' } }]
    const error = await uploadMedia(client, file()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 413, errorText: 'File is too large' })
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    const done = uploadMedia(client, file(), { signal: controller.signal })
    controller.abort()
    await expect(done).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('updateMedia', () => {
  it('puts the description as JSON', async () => {
    fetchReplies = [wireAttachment('https://akkoma.example/m/7.png')]
    await updateMedia(client, '7', { description: 'new' })
    expect(fetches[0]?.url).toBe('https://akkoma.example/api/v1/media/7')
    expect(fetches[0]?.init.method).toBe('PUT')
    expect(JSON.parse(String(fetches[0]?.init.body))).toEqual({ description: 'new' })
  })
})
