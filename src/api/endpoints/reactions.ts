/** Emoji reactions (Pleroma/Akkoma API). */
import type { ApiClient, RequestOptions } from '../http'
import { normalizeAccount, normalizeStatus } from '../normalize'
import { mapValid, str, wire } from '../read'
import type { Account, Status } from '../types'

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>

const enc = encodeURIComponent

/** One reaction with the accounts behind it. */
export interface Reactors {
  name: string
  accounts: Account[]
}

interface WireReactors {
  name?: unknown
  accounts?: unknown
}

/** The server wants the bare name: `blobcat`, not `:blobcat:`. */
export function reactionName(emoji: string): string {
  return emoji.replace(/^:+|:+$/g, '')
}

function reactionPath(statusId: string, emoji: string): string {
  return `/api/v1/pleroma/statuses/${enc(statusId)}/reactions/${enc(reactionName(emoji))}`
}

export async function getReactions(
  client: ApiClient,
  statusId: string,
  options?: CallOptions,
): Promise<Reactors[]> {
  const data = await client.get(`/api/v1/pleroma/statuses/${enc(statusId)}/reactions`, options)
  return mapValid(data, (raw) => {
    const w = wire<WireReactors>(raw)
    const name = str(w.name)
    if (name === '') return null
    return { name, accounts: mapValid(w.accounts, normalizeAccount) }
  })
}

/** Adds the viewer's reaction; the reply is the status with reactions recounted. */
export async function addReaction(
  client: ApiClient,
  statusId: string,
  emoji: string,
  options?: CallOptions,
): Promise<Status> {
  // Shown at once, like a favourite: the request outlives a reload right after.
  return normalizeStatus(
    await client.put(reactionPath(statusId, emoji), { ...options, keepalive: true }),
  )
}

export async function removeReaction(
  client: ApiClient,
  statusId: string,
  emoji: string,
  options?: CallOptions,
): Promise<Status> {
  return normalizeStatus(
    await client.delete(reactionPath(statusId, emoji), { ...options, keepalive: true }),
  )
}
