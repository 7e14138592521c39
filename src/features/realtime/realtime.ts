import { fetchFollowing } from '../../api/endpoints/follows'
import type { StreamingConnection, StreamingEvent } from '../../api/streaming/socket'
import type { Status } from '../../api/types'
import { loadNotificationService } from '../notifications'
import { refreshFilters } from '../filters'
import {
  DEFERRED_LOGIN_WORK_LIMIT,
  FILTERS_REFRESH_AGE,
  TIMELINE_POLL_INTERVAL,
} from '../../config/constants'
import {
  afterStartPage,
  streamKey,
  type TimelineSpec,
  passesReplyFilter,
  fetchNewer,
  receiveStreamed,
} from '../timelines'
import { usePreferences } from '../../store/preferences'
import { createFrameBatcher } from './frameBatcher'
import { useEntities } from '../../store/entities'
import { pushNotice } from '../../store/notices'
import { useSession } from '../../store/session'
import { api, apiServer } from '../../api/client'
import { startMemoryKeeper, stopMemoryKeeper, touchTimeline } from '../../store/memoryKeeper'
import { registerSessionPiece } from '../../store/sessionLifecycle'
import { loadChunk } from '../../ui/lazy'

/*
 * Live updates: the streaming socket when signed in (and allowed), polling
 * every 20 s otherwise or while the socket is down, and a catch-up fetch
 * after a reconnect or when a sleeping tab wakes, so no status is lost.
 */

/** Timelines on screen, by key, with how many views show each. */
const active = new Map<string, { spec: TimelineSpec; views: number }>()
let connection: StreamingConnection | null = null
/** Polling runs for guests, and for users while the socket is not joined. */
let polling = true
let pollTimer: ReturnType<typeof setInterval> | null = null
let hiddenSince: number | null = null
/** Bumped by every start and stop, so a socket module that loads late is not used for a stale start. */
let generation = 0
let followingIds: ReadonlySet<string> = new Set()
/** The notifications service: members only, so it loads on demand. */
let notifications: Awaited<ReturnType<typeof loadNotificationService>> | null = null

function catchUp(): void {
  for (const { spec } of active.values()) void fetchNewer(spec)
}

/** A timeline screen is on view: stream or poll it. Returns the cleanup. */
export function registerActiveTimeline(spec: TimelineSpec): () => void {
  const entry = active.get(spec.key)
  active.set(spec.key, { spec, views: (entry?.views ?? 0) + 1 })
  touchTimeline(spec.key, true)
  if (connection && spec.stream && spec.stream !== 'user') connection.subscribe(spec.stream)
  return () => {
    const current = active.get(spec.key)
    if (!current) return
    if (current.views <= 1) {
      active.delete(spec.key)
      touchTimeline(spec.key, false)
    } else active.set(spec.key, { ...current, views: current.views - 1 })
  }
}

/** Which timelines a streamed status belongs to: by its stream, and DMs by visibility. */
function targetTimelines(event: { stream: string[] }, status: Status): string[] {
  const key = streamKey(event.stream)
  const keys: string[] = []
  if (key === 'user') keys.push('friends')
  else if (key === 'public') keys.push('publicAndExternal')
  else if (key === 'public:local') keys.push('public')
  else if (key.startsWith('hashtag:')) keys.push(`tag:${key.slice('hashtag:'.length)}`)
  else if (key.startsWith('list:')) keys.push(key)
  if ((key === 'user' || key === 'direct') && status.visibility === 'direct') keys.push('dms')
  return keys
}

function onUpdate(event: { stream: string[] }, status: Status): void {
  const mode = usePreferences.getState().prefs.replyVisibility
  const currentUserId = useSession.getState().currentUserId
  const flat = {
    account_id: status.account.id,
    in_reply_to_id: status.in_reply_to_id,
    in_reply_to_account_id: status.in_reply_to_account_id,
  }
  if (!passesReplyFilter(flat, mode, { currentUserId, followingIds })) return
  const keys = targetTimelines(event, status)
  if (keys.length > 0) streamed.push({ keys, status })
}

/** Streamed statuses reach the store once per frame, however fast they come. */
const streamed = createFrameBatcher(receiveStreamed)

function onEvent(event: StreamingEvent): void {
  // An edit, a deletion or a notification may concern a status still waiting for its frame.
  if (event.type !== 'update') streamed.flush()
  switch (event.type) {
    case 'update':
      onUpdate(event, event.status)
      return
    case 'status.update':
      useEntities.getState().ingestStatuses([event.status])
      return
    case 'delete':
      useEntities.getState().markStatusDeleted(event.id)
      return
    case 'notification':
      notifications?.receiveStreamed(event.notification)
      return
    case 'filters_changed':
      // The member changed their filters in another client: what is shown is judged anew.
      refreshFilters()
      return
  }
}

/**
 * Without the socket nothing says the filters changed elsewhere, nor on
 * servers whose stream never says it (Akkoma and Pleroma, with their v1
 * filters, send no `filters_changed`). Polling them would be a request every
 * few seconds for what changes seldom; the member who changed them in
 * another client comes back to this window afterwards, so its coming to the
 * front fetches a list older than a few minutes again.
 */
function onFront(): void {
  const streamSays = useSession.getState().instance?.features.serverFilters === 'v2'
  if (polling || !streamSays) refreshFilters(FILTERS_REFRESH_AGE)
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') {
    hiddenSince = Date.now()
    return
  }
  // A tab that slept (or lost its socket silently) catches up on waking.
  if (hiddenSince !== null && Date.now() - hiddenSince >= TIMELINE_POLL_INTERVAL) catchUp()
  hiddenSince = null
  onFront()
}

async function loadFollowing(userId: string): Promise<void> {
  // Paged through in full: after the first statuses, not in their way.
  await afterStartPage(DEFERRED_LOGIN_WORK_LIMIT)
  if (useSession.getState().currentUserId !== userId) return
  try {
    followingIds = new Set((await fetchFollowing(api(), userId)).map((a) => a.id))
  } catch (e) {
    console.warn('Could not load the accounts you follow', e)
  }
}

export function startRealtime(): void {
  stopRealtime()
  generation++
  const userId = useSession.getState().currentUserId
  // The active account's token, on its own server (with several accounts signed in).
  const token = api().token
  const server = apiServer()
  const instance = useSession.getState().instance
  if (userId) void loadFollowing(userId)
  if (userId) {
    const started = generation
    // After the start page's first statuses: twenty notifications are as much to draw.
    void afterStartPage(DEFERRED_LOGIN_WORK_LIMIT).then(async () => {
      const service = await loadNotificationService()
      if (started !== generation) return
      notifications = service
      service.startNotifications({
        polling: () => polling,
        silenced: () => connection?.notificationsSilenced() ?? false,
      })
    })
  }
  // A server without a streaming API (Hollo) gets no socket at all: polling
  // carries timelines and notifications, and nothing announces a lost connection.
  const streams = instance?.features.streaming ?? true
  if (userId && token && streams && usePreferences.getState().prefs.useStreamingApi) {
    const wanted = [
      'user',
      ...[...active.values()].map((a) => a.spec.stream).filter((s) => s !== null && s !== 'user'),
    ]
    const started = generation
    let joined = false
    // Guests never stream, so the socket's code loads only for signed-in users.
    // Offline, its chunk waits for the connection (polling carries on meanwhile).
    void loadChunk(() => import('../../api/streaming/socket')).then(
      ({ createStreamingConnection }) => {
        if (started !== generation) return
        connection = createStreamingConnection({
          url: instance?.streamingUrl ?? undefined,
          token,
          // A site of its own streams from the chosen server, never from the page's origin.
          location: server ? new URL(server) : undefined,
          streams: wanted as NonNullable<TimelineSpec['stream']>[],
          onEvent,
          onNotice: (notice) =>
            pushNotice(notice.key, {
              args: notice.args,
              level: notice.level,
              timeout: notice.timeoutMs,
            }),
          onRestartPolling: () => {
            polling = true
          },
          onStopPolling: () => {
            polling = false
            // The socket opens after the first statuses painted: what came out
            // between their page and its first joining is fetched once.
            if (!joined) catchUp()
            joined = true
          },
          onFetchMissed: () => {
            catchUp()
            void notifications?.fetchNewerNotifications()
            // A change announced while the socket was down was lost with it.
            refreshFilters(FILTERS_REFRESH_AGE)
          },
        })
      },
      (e: unknown) => console.warn('Could not load the streaming code; polling instead', e),
    )
  }
  pollTimer = setInterval(() => {
    if (polling) catchUp()
  }, TIMELINE_POLL_INTERVAL)
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('focus', onFront)
  startMemoryKeeper()
}

export function stopRealtime(): void {
  generation++
  // What the old session's socket brought does not belong to the next one.
  streamed.clear()
  connection?.close()
  connection = null
  polling = true
  notifications?.stopNotifications()
  notifications = null
  followingIds = new Set()
  if (pollTimer) clearInterval(pollTimer)
  pollTimer = null
  document.removeEventListener('visibilitychange', onVisibility)
  window.removeEventListener('focus', onFront)
  stopMemoryKeeper()
}

// Live updates stop before anything of the account is emptied, so nothing of
// it arrives afterwards. Starting waits for the first statuses, so sign-in
// starts them itself (guests get them too, by polling).
registerSessionPiece({ name: 'realtime', clear: stopRealtime })
