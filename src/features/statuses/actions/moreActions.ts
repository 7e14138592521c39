/*
 * The actions of the "more" menu (a lazy chunk, loaded with the menu): pin,
 * mute conversation, copy link, delete and redraft. They share the action
 * service's phases and banner with the toggles of the bar.
 */
import { getStatusSource, postStatusAction } from '../../../api/endpoints/statusActions'
import { deleteStatus } from '../../../api/endpoints/statuses'
import type { ApiClient } from '../../../api/http'
import type { Status } from '../../../api/types'
import { api } from '../../../api/client'
import { useEntities } from '../../../store/entities'
import { pushNotice } from '../../../store/notices'
import { useTimelines } from '../../../store/timelines'
import { openPostModal } from '../../compose'
import { errorText } from '../../../api/readableError'
import { setActionError } from './actionErrors'
import type { ActionPhase } from './actionMachine'
import { runAction } from './actionService'
import './messages'

const ingest = (reply: Status) => useEntities.getState().ingestStatuses([reply])

export function setPinned(statusId: string, pinned: boolean, client: ApiClient = api()) {
  return runAction({
    statusId,
    action: 'pin',
    request: () => postStatusAction(client, statusId, pinned ? 'pin' : 'unpin'),
    confirm: ingest,
  })
}

export function setThreadMuted(statusId: string, muted: boolean, client: ApiClient = api()) {
  return runAction({
    statusId,
    action: 'mute',
    request: () => postStatusAction(client, statusId, muted ? 'mute' : 'unmute'),
    confirm: ingest,
  })
}

export async function copyStatusLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url)
    pushNotice('status_actions.link_copied', { level: 'success' })
  } catch {
    pushNotice('status_actions.link_copy_failed', { level: 'error' })
  }
}

/**
 * Deletes a status: shown as deleted at once, taken out of every timeline
 * (with the repeats of it) once the server agrees, restored if it refuses.
 */
export function deleteStatusAction(
  statusId: string,
  client: ApiClient = api(),
): Promise<ActionPhase> {
  const entities = useEntities.getState()
  return runAction({
    statusId,
    action: 'delete',
    apply: () => entities.markStatusDeleted(statusId),
    rollback: () => useEntities.getState().patchStatus(statusId, { deleted: false }),
    request: () => deleteStatus(client, statusId),
    confirm: () => {
      const { statuses } = useEntities.getState()
      const timelines = useTimelines.getState()
      timelines.removeStatus(statusId)
      for (const s of Object.values(statuses)) {
        if (s.reblog_id === statusId) timelines.removeStatus(s.id)
      }
    },
  })
}

/**
 * Delete and redraft: fetch the source, delete the original,
 * then open the post modal with its text, content warning, scope, media,
 * poll and the post it replied to or quoted. Nothing is deleted when the source cannot
 * be read, and the modal only opens once the original is gone.
 */
export async function redraftStatus(statusId: string, client: ApiClient = api()): Promise<void> {
  const status = useEntities.getState().statuses[statusId]
  if (!status) return
  let source
  try {
    source = await getStatusSource(client, statusId)
  } catch (error) {
    setActionError(statusId, { key: 'status_actions.errors.redraft', message: errorText(error) })
    return
  }
  const phase = await deleteStatusAction(statusId, client)
  if (phase.name !== 'done') return
  openPostModal({
    mode: 'redraft',
    initial: {
      status: source.text,
      spoiler_text: source.spoiler_text,
      visibility: status.visibility,
      sensitive: status.sensitive,
      content_type: source.content_type,
      language: status.language,
      in_reply_to_id: status.in_reply_to_id,
      quote_id: status.quote_id,
      // Akkoma keeps a deleted post's uploads, so the redraft reuses them.
      media: status.media_attachments,
      poll: status.poll,
    },
  })
}
