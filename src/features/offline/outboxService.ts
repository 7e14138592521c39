import { create } from 'zustand'
import { editStatus, postStatus } from '../../api/endpoints/statuses'
import { uploadMedia } from '../../api/endpoints/media'
import { api } from '../../api/client'
import { NetworkError } from '../../api/errors'
import { errorText } from '../../api/readableError'
import type { Status } from '../../api/types'
import {
  OUTBOX_FIRST_RETRY,
  OUTBOX_RETRY_INTERVAL,
  POSTED_NOTICE_TIMEOUT,
} from '../../config/constants'
import { useEntities } from '../../store/entities'
import { pushNotice } from '../../store/notices'
import { useSession } from '../../store/session'
import { registerSessionPiece } from '../../store/sessionLifecycle'
import { useThreadCache } from '../conversation'
import { receiveStatus } from '../timelines'
import { idbOutbox } from './idb'
import * as outbox from './outbox'
import type { OutboxItem, OutboxWork } from './outboxMachine'
import './messages'

/*
 * The signed-in account's outbox: what waits, for the screens (the badge,
 * the outbox dialog), and the sending of it when the connection returns,
 * at the session's start (a tab reopened) and every little while as long as
 * something waits. Other tabs hear of each change and read it again.
 */

interface OutboxView {
  /** Whose outbox is shown: "server|account id", null without a session. */
  owner: string | null
  items: readonly OutboxItem[]
  set: (patch: Partial<Pick<OutboxView, 'owner' | 'items'>>) => void
}

export const useOutbox = create<OutboxView>()((set) => ({
  owner: null,
  items: [],
  set: (patch) => set(patch),
}))

const storage = idbOutbox()
const channel =
  typeof BroadcastChannel === 'function' ? new BroadcastChannel('akkoma-client-outbox') : null

async function reload(): Promise<void> {
  const owner = useOutbox.getState().owner
  if (!owner) return
  const items = await storage.all(owner).catch((e: unknown) => {
    console.warn('Could not read the outbox', e)
    return []
  })
  // The session may have ended meanwhile.
  if (useOutbox.getState().owner !== owner) return
  useOutbox.getState().set({ items: items.sort((a, b) => a.createdAt - b.createdAt) })
}

function withIds<P extends { media_ids?: readonly string[] }>(
  params: P,
  ids: readonly string[],
): P {
  return { ...params, media_ids: [...(params.media_ids ?? []), ...ids] }
}

function deliver(work: OutboxWork, ids: readonly string[], key: string): Promise<Status> {
  return work.kind === 'post'
    ? postStatus(api(), withIds(work.params, ids), { idempotencyKey: key })
    : editStatus(api(), work.statusId, withIds(work.params, ids))
}

/** A post from the outbox shows where a post sent at once would. */
function showSent(item: OutboxItem, status: Status): void {
  if (item.work.kind === 'edit') {
    useEntities.getState().ingestStatuses([status])
  } else {
    receiveStatus('friends', status, true)
    const parentId = item.work.replyToId
    const parent = parentId ? useEntities.getState().statuses[parentId] : undefined
    if (parent) {
      useEntities.getState().patchStatus(parent.id, { replies_count: parent.replies_count + 1 })
      useThreadCache.getState().addReply(parent.id, status.id)
    }
  }
  pushNotice('offline.sent', {
    level: 'success',
    timeout: POSTED_NOTICE_TIMEOUT,
    link: { labelKey: 'post_status.view_posted', to: `/notice/${status.id}` },
  })
}

export const deps: outbox.OutboxDeps = {
  storage,
  lock: (name, work) =>
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(name, work)
      : work(),
  upload: async (media) =>
    (
      await uploadMedia(api(), new File([media.file], media.name, { type: media.file.type }), {
        description: media.description || undefined,
      })
    ).id,
  deliver,
  isNoAnswer: (error) => error instanceof NetworkError,
  describe: errorText,
  changed: () => {
    void reload()
    channel?.postMessage('changed')
  },
  sent: showSent,
}

let flushing: Promise<unknown> | null = null
let retryDelay = OUTBOX_FIRST_RETRY
let retryTimer: ReturnType<typeof setTimeout> | undefined

/** Sends what waits, unless the browser knows it is offline (or a send is under way). */
export function flushNow(): void {
  const owner = useOutbox.getState().owner
  if (!owner || !navigator.onLine || flushing) return
  clearTimeout(retryTimer)
  flushing = outbox
    .flush(deps, owner)
    .catch((e: unknown) => console.warn('Could not send the outbox', e))
    .finally(async () => {
      flushing = null
      const left = await storage.all(owner).catch(() => [])
      // "Online" often comes a moment before the network carries requests:
      // a post that got no answer is tried again soon, then less often.
      if (left.some((i) => i.state.name === 'waiting') && navigator.onLine) {
        retryTimer = setTimeout(flushNow, retryDelay)
        retryDelay = Math.min(retryDelay * 2, OUTBOX_RETRY_INTERVAL)
      } else {
        retryDelay = OUTBOX_FIRST_RETRY
      }
    })
}

export const ownerOf = (userId: string): string => `${useSession.getState().server}|${userId}`

let stop: (() => void) | null = null

registerSessionPiece({
  name: 'outbox',
  start: ({ user }) => {
    useOutbox.getState().set({ owner: ownerOf(user.id), items: [] })
    const heard = () => void reload()
    channel?.addEventListener('message', heard)
    window.addEventListener('online', flushNow)
    // A server that was unreachable while the browser thought itself online.
    const timer = setInterval(() => {
      if (useOutbox.getState().items.some((i) => i.state.name === 'waiting')) flushNow()
    }, OUTBOX_RETRY_INTERVAL)
    stop = () => {
      channel?.removeEventListener('message', heard)
      window.removeEventListener('online', flushNow)
      clearInterval(timer)
      clearTimeout(retryTimer)
      retryDelay = OUTBOX_FIRST_RETRY
    }
    void reload().then(flushNow)
  },
  clear: () => {
    stop?.()
    stop = null
    useOutbox.getState().set({ owner: null, items: [] })
  },
})
