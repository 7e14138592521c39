/** Polls: fetch one, vote in one. */
import type { ApiClient, RequestOptions } from '../http'
import { normalizePoll } from '../normalize'
import type { Poll } from '../types'

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>

const enc = encodeURIComponent

export async function getPoll(client: ApiClient, id: string, options?: CallOptions): Promise<Poll> {
  return normalizePoll(await client.get(`/api/v1/polls/${enc(id)}`, options))
}

/** `choices` are option indexes; the reply is the poll with the vote counted. */
export async function votePoll(
  client: ApiClient,
  id: string,
  choices: readonly number[],
  options?: CallOptions,
): Promise<Poll> {
  const data = await client.post(`/api/v1/polls/${enc(id)}/votes`, {
    ...options,
    json: { choices },
  })
  return normalizePoll(data)
}
