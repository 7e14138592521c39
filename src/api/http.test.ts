// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  MalformedEntityError,
  MalformedResponseError,
  NetworkError,
  TimeoutError,
} from './errors'
import { ApiClient, createApiClient } from './http'
import type { FetchLike } from './http'
import { buildQueryString } from './encode'

interface Call {
  url: string
  init: RequestInit
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init }
    calls.push(call)
    return respond(call)
  }
  return { fetch, calls }
}

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('request building', () => {
  it('sends same-origin credentials, Accept and the bearer token', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }))
    const client = createApiClient({ token: 'tok', fetch })
    await expect(client.get('/api/v1/x')).resolves.toEqual({ ok: true })
    const init = calls[0]?.init
    expect(calls[0]?.url).toBe('/api/v1/x')
    expect(init?.credentials).toBe('same-origin')
    expect(init?.method).toBe('GET')
    expect(init?.headers).toMatchObject({ Accept: 'application/json', Authorization: 'Bearer tok' })
  })

  it('omits the token when asked and without one', async () => {
    const { fetch, calls } = fakeFetch(() => json({}))
    await new ApiClient({ token: 'tok', fetch }).get('/a', { auth: false })
    await new ApiClient({ fetch }).get('/b')
    for (const call of calls) expect(call.init.headers).not.toHaveProperty('Authorization')
  })

  it('prefixes the base URL but passes absolute URLs through', async () => {
    const { fetch, calls } = fakeFetch(() => json([]))
    const client = new ApiClient({ baseUrl: 'https://akkoma.example/', fetch })
    await client.get('/api/v1/x', { query: { a: 1 } })
    await client.get('https://akkoma.example/api/v1/y?max_id=3', { query: { limit: 20 } })
    expect(calls.map((c) => c.url)).toEqual([
      'https://akkoma.example/api/v1/x?a=1',
      'https://akkoma.example/api/v1/y?max_id=3&limit=20',
    ])
  })

  it('builds queries with arrays as key[] and skips undefined and null', () => {
    expect(
      buildQueryString({
        id: ['1', '2'],
        'types[]': ['a'],
        local: true,
        n: 0,
        skip: undefined,
        nil: null,
      }),
    ).toBe('?id%5B%5D=1&id%5B%5D=2&types%5B%5D=a&local=true&n=0')
    expect(buildQueryString({ skip: undefined })).toBe('')
  })

  it('sends bodies as JSON: arrays as arrays, nested objects as objects, no bracket keys', async () => {
    const { fetch, calls } = fakeFetch(() => json({}))
    await new ApiClient({ fetch }).post('/api/v1/statuses', {
      json: {
        status: 'héllo & bye',
        media_ids: ['1', '2'],
        poll: { options: ['a', 'b'], expires_in: 600, multiple: false },
        sensitive: true,
        skipped: undefined,
      },
    })
    const init = calls[0]?.init
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'héllo & bye',
      media_ids: ['1', '2'],
      poll: { options: ['a', 'b'], expires_in: 600, multiple: false },
      sensitive: true,
    })
    expect(String(init?.body)).not.toContain('[]')
  })

  it('sends JSON and multipart bodies', async () => {
    const { fetch, calls } = fakeFetch(() => json({}))
    const client = new ApiClient({ fetch })
    await client.put('/j', { json: { a: [1] } })
    await client.post('/m', {
      multipart: { file: new Blob(['data']), description: 'd', tags: ['x'] },
    })
    expect(calls[0]?.init.body).toBe('{"a":[1]}')
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json' })
    const form = calls[1]?.init.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(form.get('description')).toBe('d')
    expect(form.getAll('tags[]')).toEqual(['x'])
    expect(form.get('file')).toBeInstanceOf(Blob)
    expect(calls[1]?.init.headers).not.toHaveProperty('Content-Type')
  })

  it('returns null for 204 and empty bodies, text for text requests', async () => {
    const replies = [
      new Response(null, { status: 204 }),
      new Response('', { status: 200 }),
      new Response('<p>hi</p>'),
    ]
    const { fetch } = fakeFetch(() => replies.shift() ?? new Response(''))
    const client = new ApiClient({ fetch })
    await expect(client.delete('/a')).resolves.toBeNull()
    await expect(client.post('/b')).resolves.toBeNull()
    await expect(client.getText('/c')).resolves.toBe('<p>hi</p>')
  })
})

describe('errors', () => {
  it('carries status, parsed JSON body and the server text', async () => {
    const { fetch } = fakeFetch(() =>
      json({ error: 'Invalid credentials' }, { status: 400, statusText: 'Bad Request' }),
    )
    const error = await new ApiClient({ fetch }).get('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      statusText: 'Bad Request',
      body: { error: 'Invalid credentials' },
      errorText: 'Invalid credentials',
      url: '/x',
      message: '400 Bad Request: Invalid credentials',
    })
  })

  it('prefers error_description and formats field error maps', async () => {
    const bodies = [
      { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid' },
      { errors: { email: ['has already been taken'], full_name: ['is too long', 'is odd'] } },
      { errors: 'plain' },
      {},
    ]
    const { fetch } = fakeFetch(() => json(bodies.shift(), { status: 422 }))
    const client = new ApiClient({ fetch })
    const texts: (string | null)[] = []
    for (let i = 0; i < 4; i++) {
      const error = (await client.get('/x').catch((e: unknown) => e)) as ApiError
      texts.push(error.errorText)
    }
    expect(texts).toEqual([
      'The provided authorization grant is invalid',
      'Email has already been taken. Full name is too long. Full name is odd.',
      'plain',
      null,
    ])
  })

  it('keeps a text body when the error is not JSON', async () => {
    const { fetch } = fakeFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    )
    const error = (await new ApiClient({ fetch }).get('/x').catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(MalformedResponseError)
    expect(error.body).toBe('<html>Bad gateway</html>')
    expect(error.errorText).toBeNull()
    expect(error.message).toBe('502 Bad Gateway')
  })

  it('throws MalformedResponseError for unparsable JSON in a 2xx', async () => {
    const { fetch } = fakeFetch(
      () => new Response('{"truncated": ', { status: 200, statusText: 'OK' }),
    )
    const error = (await new ApiClient({ fetch })
      .get('/x')
      .catch((e: unknown) => e)) as MalformedResponseError
    expect(error).toBeInstanceOf(MalformedResponseError)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(200)
    expect(error.body).toBe('{"truncated": ')
  })

  it('wraps network failures', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    const error = (await new ApiClient({ fetch })
      .get('/x')
      .catch((e: unknown) => e)) as NetworkError
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).not.toBeInstanceOf(ApiError)
    expect(error.cause).toBeInstanceOf(TypeError)
  })

  it('times out with a TimeoutError', async () => {
    vi.useFakeTimers()
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    const pending = new ApiClient({ fetch, timeoutMs: 5000 }).get('/slow').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5000)
    const error = await pending
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as TimeoutError).timeoutMs).toBe(5000)
  })

  it('rethrows the caller abort as an AbortError', async () => {
    const controller = new AbortController()
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    const pending = new ApiClient({ fetch })
      .get('/x', { signal: controller.signal })
      .catch((e: unknown) => e)
    controller.abort()
    const error = (await pending) as Error
    expect(error.name).toBe('AbortError')
    expect(error).not.toBeInstanceOf(NetworkError)
  })
})

describe('getPage', () => {
  const normalize = (raw: unknown) => {
    const record = raw as { id?: unknown }
    if (typeof record?.id !== 'string') throw new MalformedEntityError('thing', raw)
    return record.id
  }

  it('skips malformed items with a warning and reads the Link header', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { fetch, calls } = fakeFetch(() =>
      json([{ id: 'c' }, { nope: 1 }, null, { id: 'a' }], {
        headers: {
          Link: '<https://x.example/api/v1/timelines/home?max_id=a>; rel="next", <https://x.example/api/v1/timelines/home?min_id=c>; rel="prev"',
        },
      }),
    )
    const page = await new ApiClient({ fetch }).getPage(
      '/api/v1/timelines/home',
      { limit: 20 },
      normalize,
    )
    expect(calls[0]?.url).toBe('/api/v1/timelines/home?limit=20')
    expect(page).toEqual({
      items: ['c', 'a'],
      next: { limit: '20', max_id: 'a' },
      prev: { limit: '20', min_id: 'c' },
    })
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('ends paging when the Link header has no next', async () => {
    const { fetch } = fakeFetch(() =>
      json([{ id: 'z' }], { headers: { Link: '<https://x/?min_id=z>; rel="prev"' } }),
    )
    const page = await new ApiClient({ fetch }).getPage('/p', undefined, normalize)
    expect(page.next).toBeNull()
    expect(page.prev).toEqual({ min_id: 'z' })
  })

  it('falls back to raw ids without a Link header', async () => {
    const { fetch } = fakeFetch(() => json([{ id: 'c' }, { id: 'a' }]))
    const page = await new ApiClient({ fetch }).getPage(
      '/p',
      { local: true, max_id: 'd' },
      normalize,
    )
    expect(page.next).toEqual({ local: 'true', max_id: 'a' })
    expect(page.prev).toEqual({ local: 'true', min_id: 'c' })
    const { fetch: emptyFetch } = fakeFetch(() => json([]))
    expect(await new ApiClient({ fetch: emptyFetch }).getPage('/p', undefined, normalize)).toEqual({
      items: [],
      next: null,
      prev: null,
    })
  })

  it('rejects a reply that is not a list', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'x' }))
    await expect(
      new ApiClient({ fetch }).getPage('/p', undefined, normalize),
    ).rejects.toBeInstanceOf(MalformedResponseError)
  })
})
