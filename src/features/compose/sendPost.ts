import {
  editStatus,
  postStatus,
  type EditStatusParams,
  type PostStatusParams,
} from '../../api/endpoints/statuses'
import type { Status } from '../../api/types'
import { api } from '../../api/client'
import { POSTED_NOTICE_TIMEOUT } from '../../config/constants'
import { useEntities } from '../../store/entities'
import { pushNotice } from '../../store/notices'
import { useThreadCache } from '../conversation'
import { receiveStatus } from '../timelines'
import { newIdempotencyKey, type PostIdempotency } from './idempotency'
import { sendOrQueue, type SendOutcome } from './outboxFallback'
import { editParams, type PostContent } from './postRequest'
import { removeReplaced, sendScheduledPost } from './schedule/sendScheduled'
import type { Schedule } from './schedule/useSchedule'

export type { SendOutcome } from './outboxFallback'

/** Files that could not upload for want of a network: they wait in the outbox with the post. */
type OfflineFiles = readonly { file: File; description: string }[]

/** Saves an edit; the one cached copy takes it, so every view of the status shows it. */
export async function sendEdit(
  id: string,
  params: EditStatusParams,
  files: OfflineFiles = [],
): Promise<SendOutcome> {
  return sendOrQueue(
    async () => {
      const status = await editStatus(api(), id, params)
      useEntities.getState().ingestStatuses([status])
      return status
    },
    // An edit is a PUT: sent twice it changes nothing more, the key is only the outbox's.
    { work: { kind: 'edit', statusId: id, params }, files, idempotencyKey: newIdempotencyKey() },
  )
}

/**
 * Posts a new status and shows it where it belongs at once: on the home
 * timeline, and under the status it replies to (count and open thread).
 */
export async function sendNewPost(
  params: PostStatusParams,
  idempotency: PostIdempotency,
  replyToId: string | undefined,
  files: OfflineFiles = [],
): Promise<SendOutcome> {
  const key = idempotency.key()
  const outcome = await sendOrQueue(() => postStatus(api(), params, { idempotencyKey: key }), {
    work: { kind: 'post', params, replyToId: replyToId ?? null },
    files,
    idempotencyKey: key,
  })
  // Sent or kept with its key in the outbox: the form's next post is a new one.
  idempotency.clear()
  if (outcome === 'queued') return outcome
  receiveStatus('friends', outcome, true)
  if (replyToId) {
    const parent = useEntities.getState().statuses[replyToId]
    if (parent) {
      useEntities.getState().patchStatus(parent.id, { replies_count: parent.replies_count + 1 })
    }
    // The conversation on screen shows the new reply at once, not after a reload.
    useThreadCache.getState().addReply(replyToId, outcome.id)
  }
  return outcome
}

/**
 * Says a new post went, with the way to it: it may land out of sight (above
 * a timeline read further down, or below in a long thread). One kept in the
 * outbox has said so already.
 */
function announcePosted(outcome: SendOutcome): void {
  if (outcome === 'queued') return
  pushNotice('post_status.posted', {
    level: 'success',
    timeout: POSTED_NOTICE_TIMEOUT,
    link: { labelKey: 'post_status.view_posted', to: `/notice/${outcome.id}` },
  })
}

export interface FormSend {
  editOf: { id: string } | undefined
  content: PostContent
  params: PostStatusParams
  idempotency: PostIdempotency
  replyToId: string | undefined
}

/**
 * Sends what the form holds: an edit, a scheduled post (an edited scheduled
 * post deletes the one it replaces first), or a new post, announced with the
 * way to it. Returns the status; null when there is none yet: a scheduled
 * post, or one that waits in the outbox for the network. A scheduled post
 * never waits there: its time would pass unseen, so a missing network is an
 * error the form shows.
 */
export async function sendForm(
  send: FormSend,
  schedule: Pick<Schedule, 'at' | 'replaces'>,
  /** Files that could not upload for want of a network: they wait in the outbox with the post. */
  files: OfflineFiles = [],
): Promise<Status | null> {
  if (send.editOf) {
    const edited = await sendEdit(send.editOf.id, editParams(send.content), files)
    return edited === 'queued' ? null : edited
  }
  if (schedule.replaces) await removeReplaced(schedule.replaces)
  const at = schedule.at()
  if (at) {
    await sendScheduledPost(send.params, at, send.idempotency)
    return null
  }
  const sent = await sendNewPost(send.params, send.idempotency, send.replyToId, files)
  announcePosted(sent)
  return sent === 'queued' ? null : sent
}
