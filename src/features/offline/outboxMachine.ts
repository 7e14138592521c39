import type { EditStatusParams, PostStatusParams } from '../../api/endpoints/statuses'

/*
 * A post waiting in the outbox, and the life of one: waiting → sending →
 * sent (then removed), or back to waiting when the network went away
 * again, or failed when the server answered with a refusal. A failed post
 * waits for the user: send it again, edit it or cancel it.
 */

/** A file attached while offline, kept until it can be uploaded. */
export interface WaitingMedia {
  file: Blob
  name: string
  description: string
  /** The server's id once uploaded: a second attempt does not upload it again. */
  uploadedId: string | null
}

export type OutboxWork =
  | { kind: 'post'; params: PostStatusParams; replyToId: string | null }
  | { kind: 'edit'; statusId: string; params: EditStatusParams }

export type OutboxState =
  | { name: 'waiting' }
  | { name: 'sending' }
  | { name: 'sent'; statusId: string }
  | { name: 'failed'; message: string }

export interface OutboxItem {
  id: string
  /** Whose outbox: the server and the account (only that account's session sends it). */
  owner: string
  createdAt: number
  work: OutboxWork
  media: readonly WaitingMedia[]
  /** Sent as `Idempotency-Key` on every attempt, so the server makes one post of them all. */
  idempotencyKey: string
  /**
   * An attempt went out and no answer came back: the server may have the
   * post. Editing such a post keeps its key, so at most one post is made.
   */
  uncertain: boolean
  state: OutboxState
}

export type OutboxEvent =
  | { type: 'send' }
  | { type: 'answered'; statusId: string }
  /** No answer: offline, connection lost, timed out. */
  | { type: 'noAnswer' }
  | { type: 'refused'; message: string }
  /** The user asks for a failed post to go again. */
  | { type: 'retry' }
  /** Found "sending" with nobody sending it (the tab that did was closed). */
  | { type: 'abandoned' }

/** Events a state does not expect leave the item as it is (the same object). */
export function outboxReducer(item: OutboxItem, event: OutboxEvent): OutboxItem {
  const to = (state: OutboxState, patch: Partial<OutboxItem> = {}): OutboxItem => ({
    ...item,
    ...patch,
    state,
  })
  switch (item.state.name) {
    case 'waiting':
      return event.type === 'send' ? to({ name: 'sending' }) : item
    case 'sending':
      switch (event.type) {
        case 'answered':
          return to({ name: 'sent', statusId: event.statusId })
        case 'noAnswer':
        case 'abandoned':
          return to({ name: 'waiting' }, { uncertain: true })
        case 'refused':
          return to({ name: 'failed', message: event.message })
        default:
          return item
      }
    case 'failed':
      return event.type === 'retry' ? to({ name: 'waiting' }) : item
    case 'sent':
      return item
  }
}

/** Only a post nobody is sending can be changed or cancelled. */
export const isEditable = (item: OutboxItem): boolean =>
  item.state.name === 'waiting' || item.state.name === 'failed'

/**
 * A changed text. A post no server can have seen gets a new key (it is a
 * new post); one that may have arrived keeps its key, so the server never
 * holds two versions of it.
 */
export function editedItem(
  item: OutboxItem,
  status: string,
  spoiler: string,
  newKey: () => string,
): OutboxItem {
  const work: OutboxWork =
    item.work.kind === 'post'
      ? { ...item.work, params: { ...item.work.params, status, spoiler_text: spoiler || null } }
      : { ...item.work, params: { ...item.work.params, status, spoiler_text: spoiler } }
  return {
    ...item,
    work,
    idempotencyKey: item.uncertain ? item.idempotencyKey : newKey(),
    state: { name: 'waiting' },
  }
}
