import { createApiClient, type ApiClient, type FetchLike } from './http'
import type { Relationship } from './types'

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
