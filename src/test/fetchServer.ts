import { vi } from 'vitest'
import { jsonResponse, type JsonReply } from '../api/testServer'

/** One request the page's code sent, as the fake server saw it. */
export interface Recorded {
  method: string
  url: string
  body: string
}

/**
 * Replaces the global fetch for component tests, whose code makes its own
 * client: `reply` answers each request with JSON, every request is recorded.
 */
export function fakeServer(reply: (req: Recorded) => JsonReply | Promise<JsonReply>): Recorded[] {
  const calls: Recorded[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = init?.body
    const req: Recorded = {
      method: init?.method ?? 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      body:
        body instanceof URLSearchParams ? body.toString() : typeof body === 'string' ? body : '',
    }
    calls.push(req)
    return jsonResponse(await reply(req))
  })
  return calls
}
