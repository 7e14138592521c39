import { NetworkError } from '../../api/errors'
import type { Status } from '../../api/types'
import { queuePost, type OutboxWork } from '../offline'

/** A post sent, or kept in the outbox to go when the connection returns. */
export type SendOutcome = Status | 'queued'

export interface OfflineFallback {
  work: OutboxWork
  files: readonly { file: File; description: string }[]
  idempotencyKey: string
}

/**
 * Sends, unless the browser is offline, files wait for the network, or the
 * request gets no answer: the post then waits in the outbox with its key (a
 * request that went out may have arrived: the same key lets the server make
 * one post of both).
 * A refusal from the server is the form's to show, as before.
 */
export async function sendOrQueue(
  send: () => Promise<Status>,
  fallback: OfflineFallback,
): Promise<SendOutcome> {
  // Files that could not upload go with the post through the outbox, which sends them first:
  // sent now, the post would go without them (or, files alone, be refused as empty).
  if (!navigator.onLine || fallback.files.length > 0) {
    await queuePost({ ...fallback, uncertain: false })
    return 'queued'
  }
  try {
    return await send()
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
    await queuePost({ ...fallback, uncertain: true })
    return 'queued'
  }
}
