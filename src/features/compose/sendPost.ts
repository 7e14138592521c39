import {
  editStatus,
  postStatus,
  type EditStatusParams,
  type PostStatusParams,
} from '../../api/endpoints/statuses'
import type { Status } from '../../api/types'
import { api } from '../../api/client'
import { useEntities } from '../../store/entities'
import { useThreadCache } from '../conversation'
import { receiveStatus } from '../timelines'
import type { PostIdempotency } from './idempotency'
import { editParams, type PostContent } from './postRequest'
import { POSTED_NOTICE_TIMEOUT } from '../../config/constants'
import { pushNotice } from '../../store/notices'
import { removeReplaced, sendScheduledPost } from './schedule/sendScheduled'
import type { Schedule } from './schedule/useSchedule'

/** Saves an edit; the one cached copy takes it, so every view of the status shows it. */
export async function sendEdit(id: string, params: EditStatusParams): Promise<Status> {
  const status = await editStatus(api(), id, params)
  useEntities.getState().ingestStatuses([status])
  return status
}

/**
 * Posts a new status and shows it where it belongs at once: on the home
 * timeline, and under the status it replies to (count and open thread).
 */
export async function sendNewPost(
  params: PostStatusParams,
  idempotency: PostIdempotency,
  replyToId: string | undefined,
): Promise<Status> {
  const status = await postStatus(api(), params, { idempotencyKey: idempotency.key() })
  idempotency.clear()
  receiveStatus('friends', status, true)
  if (replyToId) {
    const parent = useEntities.getState().statuses[replyToId]
    if (parent) {
      useEntities.getState().patchStatus(parent.id, { replies_count: parent.replies_count + 1 })
    }
    // The conversation on screen shows the new reply at once, not after a reload.
    useThreadCache.getState().addReply(replyToId, status.id)
  }
  return status
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
 * post deletes the one it replaces first), or a new post, which may land out
 * of sight (above a timeline read further down, or below in a long thread),
 * so a notice says it went, with the way to it. Returns the status, or null
 * for a scheduled post (it is no status yet).
 */
export async function sendForm(
  send: FormSend,
  schedule: Pick<Schedule, 'at' | 'replaces'>,
): Promise<Status | null> {
  if (send.editOf) return sendEdit(send.editOf.id, editParams(send.content))
  if (schedule.replaces) await removeReplaced(schedule.replaces)
  const at = schedule.at()
  if (at) {
    await sendScheduledPost(send.params, at, send.idempotency)
    return null
  }
  const status = await sendNewPost(send.params, send.idempotency, send.replyToId)
  pushNotice('post_status.posted', {
    level: 'success',
    timeout: POSTED_NOTICE_TIMEOUT,
    link: { labelKey: 'post_status.view_posted', to: `/notice/${status.id}` },
  })
  return status
}
