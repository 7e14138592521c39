import {
  createStreamingConnection,
  type StreamingConnection,
  type StreamingEvent,
} from '../api/streaming/socket'
import { TIMELINE_POLL_INTERVAL } from '../config/constants'
import { loadOAuth } from '../features/auth/oauthStorage'
import { usePreferences } from '../features/settings/preferences'
import { TIMELINES, type TimelineKind } from '../features/timelines/timelineKinds'
import { fetchNewer, receiveStatus } from '../features/timelines/timelineService'
import { useEntities } from '../store/entities'
import { pushNotice } from '../store/notices'
import { useSession } from '../store/session'

/*
 * Live updates: the streaming socket when signed in (and allowed), polling
 * every 20 s otherwise or while the socket is down, and a catch-up fetch
 * after a reconnect or when a sleeping tab wakes, so no status is lost.
 */

const active = new Map<TimelineKind, number>()
let connection: StreamingConnection | null = null
/** Polling runs for guests, and for users while the socket is not joined. */
let polling = true
let pollTimer: ReturnType<typeof setInterval> | null = null
let hiddenSince: number | null = null

const STREAM_TO_TIMELINES: Record<string, TimelineKind[]> = Object.values(TIMELINES).reduce(
  (acc, def) => {
    if (def.stream) (acc[def.stream] ??= []).push(def.kind)
    return acc
  },
  {} as Record<string, TimelineKind[]>,
)

function catchUp(): void {
  for (const kind of active.keys()) void fetchNewer(kind)
}

/** A timeline screen is on view: stream or poll it. Returns the cleanup. */
export function registerActiveTimeline(kind: TimelineKind): () => void {
  active.set(kind, (active.get(kind) ?? 0) + 1)
  const stream = TIMELINES[kind].stream
  if (connection && stream && stream !== 'user') connection.subscribe(stream)
  return () => {
    const n = (active.get(kind) ?? 1) - 1
    if (n <= 0) active.delete(kind)
    else active.set(kind, n)
  }
}

function onEvent(event: StreamingEvent): void {
  switch (event.type) {
    case 'update':
      for (const stream of event.stream) {
        for (const kind of STREAM_TO_TIMELINES[stream] ?? []) receiveStatus(kind, event.status)
      }
      return
    case 'status.update':
      useEntities.getState().ingestStatuses([event.status])
      return
    case 'delete':
      useEntities.getState().markStatusDeleted(event.id)
      return
    default:
      // Notifications and filter changes are handled once those features exist.
      return
  }
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') {
    hiddenSince = Date.now()
    return
  }
  // A tab that slept (or lost its socket silently) catches up on waking.
  if (hiddenSince !== null && Date.now() - hiddenSince >= TIMELINE_POLL_INTERVAL) catchUp()
  hiddenSince = null
}

export function startRealtime(): void {
  stopRealtime()
  const loggedIn = useSession.getState().currentUserId !== null
  const token = loadOAuth().userToken
  const instance = useSession.getState().instance
  if (loggedIn && token && usePreferences.getState().prefs.useStreamingApi) {
    const streams = ['user']
    for (const kind of active.keys()) {
      const s = TIMELINES[kind].stream
      if (s && !streams.includes(s)) streams.push(s)
    }
    connection = createStreamingConnection({
      url: instance?.streamingUrl ?? undefined,
      token,
      streams,
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
      },
      onFetchMissed: catchUp,
    })
  }
  pollTimer = setInterval(() => {
    if (polling) catchUp()
  }, TIMELINE_POLL_INTERVAL)
  document.addEventListener('visibilitychange', onVisibility)
}

export function stopRealtime(): void {
  connection?.close()
  connection = null
  polling = true
  if (pollTimer) clearInterval(pollTimer)
  pollTimer = null
  document.removeEventListener('visibilitychange', onVisibility)
}
