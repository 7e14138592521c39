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
