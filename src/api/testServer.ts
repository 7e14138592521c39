import { createApiClient, type ApiClient, type ApiClientOptions, type FetchLike } from './http'
import type { Relationship } from './types'

/**
 * A client whose fake server records each request as `see` describes it and
 * answers it with `reply`: the endpoint tests differ only in what they look
 * at and what the server says.
 */
export function recordingServer<Call>(
  see: (url: string, init: RequestInit) => Call,
  reply: (call: Call) => Response | Promise<Response>,
  options: Omit<ApiClientOptions, 'fetch'> = {},
) {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init) => {
    const call = see(url, init)
    calls.push(call)
    return reply(call)
  }
  const client: ApiClient = createApiClient({ ...options, fetch })
  return { client, calls }
}

/** A request with its body as the text that was sent ('' for none). */
export const seenAsText = (url: string, init: RequestInit) => ({
  url,
  method: String(init.method),
  body: String(init.body ?? ''),
})

/** A request with its JSON body parsed; undefined when it sent none or a form. */
export const seenAsJson = (url: string, init: RequestInit) => ({
  method: init.method ?? 'GET',
  url,
  body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
})

export type JsonCall = ReturnType<typeof seenAsJson>

/** What a fake server answers: a JSON body, 200 unless said. */
export interface JsonReply {
  status?: number
  body: unknown
  headers?: Record<string, string>
}

export const jsonResponse = ({ status = 200, body, headers = {} }: JsonReply) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

/**
 * A fake server that answers JSON from `reply`, recording each call with its
 * parsed body; the client is signed in to https://x.example unless told.
 */
export const jsonServer = (
  reply: (call: JsonCall) => JsonReply,
  options: Omit<ApiClientOptions, 'fetch'> = { token: 't', baseUrl: 'https://x.example' },
) => recordingServer(seenAsJson, (call) => jsonResponse(reply(call)), options)

/** A fake server recording each request with its body as text, answering with `reply`. */
export const textServer = (reply: () => Response) => recordingServer(seenAsText, reply)

/** `reply` for the servers above: `body` as JSON. */
export const replyJson =
  (body: unknown, status = 200) =>
  () =>
    jsonResponse({ body, status })

/** A fake server for the relationship tests: answers from `reply`, records every call. */
export function fakeServer(reply: (method: string, url: string, body: string) => unknown) {
  const calls: string[] = []
  const fetch: FetchLike = async (url, init) => {
    const body =
      typeof init.body === 'string' || init.body instanceof URLSearchParams ? String(init.body) : ''
    calls.push(`${init.method} ${url}${body ? ` ${body}` : ''}`)
    const answer: unknown = await reply(init.method ?? 'GET', url, body)
    if (answer instanceof Response) return answer
    return new Response(JSON.stringify(answer), { status: 200 })
  }
  const client: ApiClient = createApiClient({ fetch })
  return { client, calls }
}

export const relationship = (id: string, patch: Partial<Relationship> = {}): Relationship => ({
  id,
  following: false,
  followed_by: false,
  requested: false,
  requested_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  subscribing: false,
  showing_reblogs: true,
  domain_blocking: false,
  endorsed: false,
  note: '',
  ...patch,
})

/** Lets pending promises and microtasks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
