import { NOTICE_TIMEOUT } from '../../config/constants'
import { pushNotice } from '../../store/notices'
import { useSession } from '../../store/session'
import * as outbox from './outbox'
import type { OutboxWork } from './outboxMachine'
import { freshKey } from './outboxKeys'
import { openOutbox } from './outboxDialogStore'
import { deps, flushNow, ownerOf, useOutbox } from './outboxService'

export interface PostToQueue {
  work: OutboxWork
  files: readonly { file: File; description: string }[]
  idempotencyKey: string
  /** An attempt went out without an answer: the server may have it. */
  uncertain: boolean
}

/** Keeps a post (its files too) in the account's outbox, to go when the connection returns. */
export async function queuePost(post: PostToQueue): Promise<void> {
  const userId = useSession.getState().currentUserId
  if (!userId) throw new Error('No session to keep the post for')
  const owner = useOutbox.getState().owner ?? ownerOf(userId)
  await outbox.enqueue(deps, {
    id: freshKey(),
    owner,
    createdAt: Date.now(),
    work: post.work,
    media: post.files.map((f) => ({
      file: f.file,
      name: f.file.name,
      description: f.description,
      uploadedId: null,
    })),
    idempotencyKey: post.idempotencyKey,
    uncertain: post.uncertain,
    state: { name: 'waiting' },
  })
  pushNotice('offline.queued', {
    level: 'info',
    timeout: NOTICE_TIMEOUT,
    action: { labelKey: 'offline.open_outbox', run: openOutbox },
  })
  // The browser may think itself online while the server was out of reach.
  flushNow()
}
