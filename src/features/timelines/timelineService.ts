import { getStatus } from '../../api/endpoints/statuses'
import { fetchTimeline, type TimelineParams } from '../../api/endpoints/timelines'
import { ApiError } from '../../api/errors'
import { compareIds } from '../../api/normalize'
import type { Status } from '../../api/types'
import { api } from '../../api/client'
import {
  EARLY_PAGE_MAX_AGE,
  NOTICE_TIMEOUT,
  RESUME_NEWER_PAGES,
  TIMELINE_PAGE_SIZE,
} from '../../config/constants'
import { translator } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { pushNotice } from '../../store/notices'
import { useSession } from '../../store/session'
import { isMembersOnly } from '../auth'
import type { TimelineError } from '../../store/timelineState'
import { useTimelines } from '../../store/timelines'
import { usePreferences } from '../../store/preferences'
import { mainTimelineSpec, type TimelineSpec } from './timelineKinds'
import { timelineErrorMessage } from './timelineErrors'
import { resumeTarget } from './readingAnchor'

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
  if (isMembersOnly(e, useSession.getState().currentUserId !== null)) {
    // Said in place, with a way to sign in: no error notice on top.
    useTimelines.getState().fail(key, { ...error, membersOnly: true })
    return
  }
  useTimelines.getState().fail(key, error)
  const { key: messageKey, args } = timelineErrorMessage(error)
  pushNotice('timeline.error', {
    args: { error: translator.t(messageKey, args) },
    level: 'error',
    timeout: NOTICE_TIMEOUT,
  })
}

function ingest(items: readonly Status[]): string[] {
  useEntities.getState().ingestStatuses(items)
  return items.map((s) => s.id)
}

function params(spec: TimelineSpec, extra: TimelineParams): TimelineParams {
  const replyVisibility = usePreferences.getState().prefs.replyVisibility
  return {
    // Akkoma and Pleroma leave muted accounts' posts out unless asked; asked,
    // they mark them, and the reader's mute settings show or hide them. Before
    // the server is known, Akkoma is assumed; other servers get no such parameter.
    with_muted: useSession.getState().instance?.features.pleromaApi !== false || undefined,
    ...spec.params,
    ...(spec.replyVisibility && replyVisibility !== 'all'
      ? { reply_visibility: replyVisibility }
      : {}),
    limit: TIMELINE_PAGE_SIZE,
    ...extra,
  }
}

/**
 * The start page's first page, asked for while start-up still waits on the
 * instance, the theme and the chunks, instead of after the app
 * has mounted. fetchInitial takes it when it asks the very same thing (the
 * same timeline, parameters and token) soon after; otherwise it is dropped.
 */
let early: {
  key: string
  query: string
  token: string | null
  at: number
  page: ReturnType<typeof fetchTimeline>
} | null = null

export function prefetchInitial(spec: TimelineSpec): void {
  const query = params(spec, {})
  const page = fetchTimeline(api(), spec.kind, query)
  // Its failure is met (and reported) by fetchInitial, if it takes it.
  page.catch(() => undefined)
  early = { key: spec.key, query: JSON.stringify(query), token: api().token, at: Date.now(), page }
}

function takeEarly(spec: TimelineSpec, query: TimelineParams) {
  const e = early
  early = null
  if (!e || e.key !== spec.key || e.token !== api().token) return null
  if (e.query !== JSON.stringify(query) || Date.now() - e.at > EARLY_PAGE_MAX_AGE) return null
  return e.page
}

export function fetchInitial(spec: TimelineSpec): Promise<void> {
  return once(`${spec.key}:initial`, async () => {
    useTimelines.getState().startLoading(spec.key)
    try {
      const query = params(spec, {})
      const [page, pinned] = await Promise.all([
        takeEarly(spec, query) ?? fetchTimeline(api(), spec.kind, query),
        spec.pinnedFirst ? fetchTimeline(api(), spec.kind, { ...spec.params, pinned: true }) : null,
      ])
      if (pinned) useTimelines.getState().setPinned(spec.key, ingest(pinned.items))
      useTimelines.getState().receiveInitial(spec.key, ingest(page.items), page.next)
    } catch (e) {
      // GoToSocial answers 404 for a hashtag nobody used yet: that is an empty timeline.
      if (spec.kind === 'tag' && e instanceof ApiError && e.status === 404) {
        useTimelines.getState().receiveInitial(spec.key, [], null)
        return
      }
      reportError(spec.key, e)
    }
  })
}

export function fetchOlder(spec: TimelineSpec): Promise<void> {
  return once(`${spec.key}:older`, async () => {
    const t = useTimelines.getState().timelines[spec.key]
    if (!t?.loaded || t.statusIds.length === 0) return fetchInitial(spec)
    if (t.bottomedOut) return
    useTimelines.getState().startLoading(spec.key)
    try {
      // Follow the server's own link where it gave one (bookmarks and
      // favourites page by their own ids); otherwise page by the oldest status.
      const query: TimelineParams = { max_id: t.minId ?? undefined }
      if (t.nextPage) {
        const { max_id: linkMaxId, ...rest } = t.nextPage
        query.max_id = typeof linkMaxId === 'string' ? linkMaxId : query.max_id
        query.extra = rest
      }
      const page = await fetchTimeline(api(), spec.kind, params(spec, query))
      useTimelines.getState().receiveOlder(spec.key, ingest(page.items), page.next)
    } catch (e) {
      reportError(spec.key, e)
    }
  })
}

/** Timelines whose statuses are ordered by id (bookmarks and favourites are not). */
export const pagesById = (spec: TimelineSpec): boolean =>
  spec.kind !== 'bookmarks' && spec.kind !== 'favorites'

/**
 * Opens a timeline around one status: a saved place after a
 * reload, or a place whose statuses were evicted while the reader was away.
 * Loads the status, a page older and up to RESUME_NEWER_PAGES pages newer
 * (`min_id`), stopping where they meet what the timeline already shows. A
 * status that is gone gives way to the next older one. `resume` marks the
 * status where reading resumed (the unread divider and count). Answers the
 * status the timeline now opens at, or null.
 */
export function fetchAround(
  spec: TimelineSpec,
  anchorId: string,
  opts: { resume?: boolean } = {},
): Promise<string | null> {
  let landed: string | null = null
  return once(`${spec.key}:around`, async () => {
    useTimelines.getState().startLoading(spec.key)
    try {
      const [anchor, older] = await Promise.all([
        getStatus(api(), anchorId).catch((e: unknown) => {
          if (e instanceof ApiError && (e.status === 404 || e.status === 410)) return null
          throw e
        }),
        fetchTimeline(api(), spec.kind, params(spec, { max_id: anchorId })),
      ])
      const olderIds = ingest(older.items)
      const target = resumeTarget(anchorId, anchor !== null, olderIds)
      if (anchor) useEntities.getState().ingestStatuses([anchor])
      const shown = new Set(useTimelines.getState().timelines[spec.key]?.statusIds ?? [])
      const newer: string[] = []
      let cursor = anchorId
      let gapAbove = true
      for (let page = 0; page < RESUME_NEWER_PAGES; page++) {
        const items = ingest(
          (await fetchTimeline(api(), spec.kind, params(spec, { min_id: cursor }))).items,
        )
        newer.push(...items)
        const meets = items.some((id) => shown.has(id))
        if (meets || items.length < TIMELINE_PAGE_SIZE) {
          gapAbove = false
          break
        }
        cursor = items.reduce((a, b) => (compareIds(a, b) >= 0 ? a : b))
      }
      const ids = [...newer, ...(anchor ? [anchor.id] : []), ...olderIds]
      useTimelines.getState().receiveAround(spec.key, ids, {
        gapAbove,
        nextPage: older.next,
        bottomedOut: olderIds.length === 0,
        ...(opts.resume ? { resumeId: target } : {}),
      })
      landed = target
    } catch (e) {
      reportError(spec.key, e)
    }
  }).then(() => landed)
}

/** Newer statuses above the first one shown, as the reader scrolls up to them. */
export function fetchAbove(spec: TimelineSpec): Promise<void> {
  return once(`${spec.key}:above`, async () => {
    const t = useTimelines.getState().timelines[spec.key]
    const top = t?.statusIds[0]
    if (!t?.gapAbove || !top) return
    try {
      const page = await fetchTimeline(api(), spec.kind, params(spec, { min_id: top }))
      const ids = ingest(page.items)
      useTimelines.getState().receiveAbove(spec.key, ids, ids.length >= TIMELINE_PAGE_SIZE)
    } catch (e) {
      console.warn('Could not fetch newer statuses above', spec.key, e)
    }
  })
}

/**
 * Statuses newer than the newest one known: used by polling, after a socket
 * reconnect and when a sleeping tab wakes up. A full page may hide a gap, so
 * the store then sets the flush marker and the user reloads; nothing is lost.
 */
export function fetchNewer(
  spec: TimelineSpec,
  opts: { showImmediately?: boolean } = {},
): Promise<void> {
  return once(`${spec.key}:newer`, async () => {
    const t = useTimelines.getState().timelines[spec.key]
    if (!t?.loaded) return
    // Newer statuses still to load above what is shown: they come by scrolling up.
    if (t.gapAbove) return
    if (!t.maxId) return fetchInitial(spec)
    try {
      const page = await fetchTimeline(api(), spec.kind, params(spec, { since_id: t.maxId }))
      useTimelines
        .getState()
        .receiveNewer(spec.key, ingest(page.items), { ...opts, fromFetch: true })
    } catch (e) {
      // Background refreshes fail quietly when a timeline is already on screen;
      // the next poll tries again.
      console.warn('Could not fetch newer statuses', spec.key, e)
    }
  })
}

/** "Reload" after a flush marker: start the timeline over from the newest page. */
export function reloadTimeline(spec: TimelineSpec): Promise<void> {
  useTimelines.getState().reset(spec.key)
  return fetchInitial(spec)
}

/** A status from the socket (or our own post) for one timeline. */
export function receiveStatus(key: string, status: Status, showImmediately = false): void {
  useEntities.getState().ingestStatuses([status])
  const t = useTimelines.getState().timelines[key]
  if (!t?.loaded) return
  useTimelines.getState().receiveNewer(key, [status.id], { showImmediately })
}

/**
 * Statuses streamed within one frame, with the timelines each belongs to:
 * one update of the cache and one of each timeline, however many arrived.
 */
export function receiveStreamed(
  batch: readonly { keys: readonly string[]; status: Status }[],
): void {
  if (batch.length === 0) return
  useEntities.getState().ingestStatuses(batch.map((b) => b.status))
  const byKey = new Map<string, string[]>()
  for (const { keys, status } of batch) {
    for (const key of keys) {
      const ids = byKey.get(key)
      if (ids) ids.push(status.id)
      else byKey.set(key, [status.id])
    }
  }
  for (const [key, ids] of byKey) {
    if (!useTimelines.getState().timelines[key]?.loaded) continue
    useTimelines.getState().receiveNewer(key, ids)
  }
}

/** The timelines the reply filter (replyVisibility) applies to. */
const REPLY_FILTERED = new Set(
  (['friends', 'public', 'publicAndExternal', 'bubble'] as const)
    .map(mainTimelineSpec)
    .filter((spec) => spec.replyVisibility)
    .map((spec) => spec.key),
)

// The reply filter is a query parameter: when it changes, the timelines it
// filters start over, so what is on screen follows it at once.
usePreferences.subscribe((state, previous) => {
  if (state.prefs.replyVisibility === previous.prefs.replyVisibility) return
  const { timelines, reset } = useTimelines.getState()
  for (const key of Object.keys(timelines)) if (REPLY_FILTERED.has(key)) reset(key)
})
