// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../api/http'
import { normalizeStatus } from '../../api/normalize'
import { ApiError } from '../../api/errors'
import { useEntities } from '../../store/entities'
import { ensureConversation, isConversationCached } from './conversationService'
import { conversationErrorMessage } from './conversationErrors'
import { selectThreadIds, useThreadCache } from './threadCache'
import { jsonResponse, wireContext, wireStatus } from './testThread'

function fakeServer(overrides: Record<string, () => Response> = {}) {
  const calls: string[] = []
  const fetch = vi.fn(async (input: string) => {
    const path = new URL(input, 'http://x').pathname
    calls.push(path)
    const override = overrides[path]
    if (override) return override()
    const m = /^\/api\/v1\/statuses\/([^/]+)(\/context)?$/.exec(path)
    if (!m?.[1]) return jsonResponse({ error: 'Not found' }, 404)
    return jsonResponse(m[2] ? wireContext(m[1]) : wireStatus(m[1]))
  })
  return { client: createApiClient({ baseUrl: '', fetch }), calls }
}

beforeEach(() => {
  useEntities.getState().clear()
  useThreadCache.getState().clear()
})
afterEach(() => vi.restoreAllMocks())

describe('ensureConversation', () => {
  it('fetches the status and its context, and caches both', async () => {
    const { client, calls } = fakeServer()
    await ensureConversation('b', client)
    expect(calls.sort()).toEqual(['/api/v1/statuses/b', '/api/v1/statuses/b/context'])
    expect(selectThreadIds('b')(useThreadCache.getState())).toEqual(['r', 'a', 'b', 'c', 'd'])
    expect(Object.keys(useEntities.getState().statuses).sort()).toEqual(['a', 'b', 'c', 'd', 'r'])
    expect(useThreadCache.getState().loads).toEqual({})
  })

  it('fetches only the context when the status is cached', async () => {
    useEntities.getState().ingestStatuses([normalizeStatus(wireStatus('b'))])
    const { client, calls } = fakeServer()
    await ensureConversation('b', client)
    expect(calls).toEqual(['/api/v1/statuses/b/context'])
  })

  it('fetches nothing for a status of a conversation already loaded', async () => {
    const first = fakeServer()
    await ensureConversation('b', first.client)
    const again = fakeServer()
    await ensureConversation('d', again.client)
    await ensureConversation('b', again.client)
    expect(again.calls).toEqual([])
    expect(isConversationCached('c')).toBe(true)
  })

  it('fetches again when a status of the conversation was evicted', async () => {
    const first = fakeServer()
    await ensureConversation('b', first.client)
    useEntities.getState().evict(new Set(['r', 'a', 'b', 'c']), new Set())
    expect(isConversationCached('b')).toBe(false)
    const again = fakeServer()
    await ensureConversation('b', again.client)
    expect(again.calls).toEqual(['/api/v1/statuses/b/context'])
  })

  it('shares one request between concurrent callers', async () => {
    const { client, calls } = fakeServer()
    await Promise.all([ensureConversation('b', client), ensureConversation('b', client)])
    expect(calls).toHaveLength(2)
  })

  it('records a failure (non-OK context) for the page', async () => {
    const { client } = fakeServer({
      '/api/v1/statuses/b/context': () => jsonResponse({ error: 'Internal Server Error' }, 500),
    })
    await ensureConversation('b', client)
    const load = useThreadCache.getState().loads.b
    expect(load?.kind).toBe('error')
    expect(isConversationCached('b')).toBe(false)
  })
})

describe('threadCache.addReply', () => {
  it('adds a live reply to the conversation of its parent', async () => {
    await ensureConversation('b', fakeServer().client)
    useThreadCache.getState().addReply('c', 'e')
    expect(selectThreadIds('e')(useThreadCache.getState())).toContain('e')
    useThreadCache.getState().addReply('unknown', 'f')
    expect(selectThreadIds('f')(useThreadCache.getState())).toBeUndefined()
  })
})

describe('conversationErrorMessage', () => {
  const apiError = (status: number, body: unknown) =>
    new ApiError({ status, statusText: 'Err', body, url: '/x' })

  it('says when the post does not exist', () => {
    expect(conversationErrorMessage(apiError(404, { error: 'Record not found' })).key).toBe(
      'conversation.not_found',
    )
  })

  it("gives the server's reason otherwise", () => {
    expect(conversationErrorMessage(apiError(503, { error: 'Down' }))).toEqual({
      key: 'conversation.load_error',
      args: { reason: 'Down' },
    })
    expect(conversationErrorMessage(apiError(500, '')).args).toEqual({ reason: '500 Err' })
  })

  it('falls back to the generic message', () => {
    expect(conversationErrorMessage(new Error('x')).key).toBe('general.async_error')
  })
})
