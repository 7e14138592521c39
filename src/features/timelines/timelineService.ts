import { ApiError } from '../../api/errors'
import { fetchTimeline } from '../../api/endpoints/timelines'
import type { Status } from '../../api/types'
import { api } from '../../app/apiClient'
import { NOTICE_TIMEOUT, TIMELINE_PAGE_SIZE } from '../../config/constants'
import { useEntities } from '../../store/entities'
import { pushNotice } from '../../store/notices'
import type { TimelineError } from '../../store/timelineState'
import { useTimelines } from '../../store/timelines'
import { i18next } from '../../i18n/i18n'
import type { TimelineKind } from './timelineKinds'
import { timelineErrorMessage } from './timelineErrors'

/*
 * Fetching for timelines: first page, older pages, newer statuses. One
 * request per timeline and direction at a time; results go into the entity
 * cache and the timeline keeps ids.
 */
const inFlight = new Map<string, Promise<void>>()

function once(key: string, run: () => Promise<void>): Promise<void> {
  const running = inFlight.get(key)
  if (running) return running
  const p = run().finally(() => inFlight.delete(key))
  inFlight.set(key, p)
  return p
}

function toTimelineError(e: unknown): TimelineError {
  if (e instanceof ApiError) return { status: e.status, message: e.statusText || String(e.status) }
  return { status: null, message: e instanceof Error ? e.message : String(e) }
}

function reportError(key: string, e: unknown): void {
  const error = toTimelineError(e)
  useTimelines.getState().fail(key, error)
  const { key: messageKey, args } = timelineErrorMessage(error)
  pushNotice('timeline.error', {
    args: { error: i18next.t(messageKey, args) },
    level: 'error',
    timeout: NOTICE_TIMEOUT,
  })
}

function ingest(items: readonly Status[]): string[] {
  useEntities.getState().ingestStatuses(items)
  return items.map((s) => s.id)
}

export function fetchInitial(kind: TimelineKind): Promise<void> {
  return once(`${kind}:initial`, async () => {
    const store = useTimelines.getState()
    store.startLoading(kind)
    try {
      const page = await fetchTimeline(api(), kind, { limit: TIMELINE_PAGE_SIZE })
      useTimelines.getState().receiveInitial(kind, ingest(page.items))
    } catch (e) {
      reportError(kind, e)
    }
  })
}

export function fetchOlder(kind: TimelineKind): Promise<void> {
  return once(`${kind}:older`, async () => {
    const t = useTimelines.getState().timelines[kind]
    if (!t || t.bottomedOut || !t.minId) return fetchInitial(kind)
    useTimelines.getState().startLoading(kind)
    try {
      const page = await fetchTimeline(api(), kind, { max_id: t.minId, limit: TIMELINE_PAGE_SIZE })
      useTimelines.getState().receiveOlder(kind, ingest(page.items))
    } catch (e) {
      reportError(kind, e)
    }
  })
}

/**
 * Statuses newer than the newest one known: used by polling, after a socket
 * reconnect and when a sleeping tab wakes up. A full page may hide a gap, so
 * the store then sets the flush marker and the user reloads; nothing is lost.
 */
export function fetchNewer(
  kind: TimelineKind,
  opts: { showImmediately?: boolean } = {},
): Promise<void> {
  return once(`${kind}:newer`, async () => {
    const t = useTimelines.getState().timelines[kind]
    if (!t?.loaded) return
    if (!t.maxId) return fetchInitial(kind)
    try {
      const page = await fetchTimeline(api(), kind, {
        since_id: t.maxId,
        limit: TIMELINE_PAGE_SIZE,
      })
      useTimelines.getState().receiveNewer(kind, ingest(page.items), { ...opts, fromFetch: true })
    } catch (e) {
      // Background refreshes fail quietly when a timeline is already on screen;
      // the next poll tries again.
      console.warn('Could not fetch newer statuses', kind, e)
    }
  })
}

/** "Reload" after a flush marker: start the timeline over from the newest page. */
export function reloadTimeline(kind: TimelineKind): Promise<void> {
  useTimelines.getState().reset(kind)
  return fetchInitial(kind)
}

/** A status from the socket (or our own post) for one timeline. */
export function receiveStatus(kind: TimelineKind, status: Status, showImmediately = false): void {
  useEntities.getState().ingestStatuses([status])
  const t = useTimelines.getState().timelines[kind]
  if (!t?.loaded) return
  useTimelines.getState().receiveNewer(kind, [status.id], { showImmediately })
}
