import type { PageQuery } from '../api/http'
import { compareIds } from '../api/normalize'
import { FLUSH_MARKER_THRESHOLD, VISIBLE_STATUSES_AFTER_SHOW_NEW } from '../config/constants'

/**
 * One timeline's state, as pure data plus pure
 * transitions so the rules can be unit-tested without React or a server.
 * Lists hold status ids, newest first; the entities live in the cache.
 */
export interface TimelineError {
  status: number | null
  message: string
  /** The server shows this timeline to its signed-in members only, and the reader is a guest. */
  membersOnly?: boolean
}

export interface TimelineState {
  /** Statuses on screen, newest first. */
  statusIds: string[]
  /**
   * Statuses received but held behind "show new", newest first: at most
   * VISIBLE_STATUSES_AFTER_SHOW_NEW, since show new keeps no more on screen.
   */
  newIds: string[]
  /** Held statuses dropped from newIds to keep a long session's memory bounded: still counted. */
  newDropped: number
  /** Newest id known to this timeline, shown or held: where "since" starts. */
  maxId: string | null
  /** Oldest id loaded: where "load older" continues. */
  minId: string | null
  loading: boolean
  error: TimelineError | null
  bottomedOut: boolean
  /** More new statuses arrived than one page: "reload" replaces "show new". */
  flushMarker: boolean
  /** The first page has been fetched (successfully or not). */
  loaded: boolean
  /**
   * Query of the next older page from the Link header. Bookmarks and
   * favourites page by ids that are not status ids, so "older" follows the
   * server's link rather than the oldest status id.
   */
  nextPage: PageQuery | null
  /** Statuses ever added above the first one shown: keeps the list anchored on prepends. */
  prepended: number
  /** Pinned statuses, shown first (user timelines). */
  pinnedIds: string[]
  /**
   * Newer statuses exist above the first one shown that are not loaded yet
   * (a timeline opened around a saved place): they are loaded as the reader
   * scrolls up.
   */
  gapAbove: boolean
  /** Of `prepended`, those loaded above by scrolling up: they never move the reader. */
  prependedAbove: number
  /** Where reading resumed (the status the reader had stopped at), or null. */
  resumeId: string | null
}

export const emptyTimeline = (): TimelineState => ({
  statusIds: [],
  newIds: [],
  newDropped: 0,
  maxId: null,
  minId: null,
  loading: false,
  error: null,
  bottomedOut: false,
  flushMarker: false,
  loaded: false,
  nextPage: null,
  prepended: 0,
  pinnedIds: [],
  gapAbove: false,
  prependedAbove: 0,
  resumeId: null,
})

function newest(a: string | null, b: string | null): string | null {
  if (a === null) return b
  if (b === null) return a
  return compareIds(a, b) >= 0 ? a : b
}

function oldest(a: string | null, b: string | null): string | null {
  if (a === null) return b
  if (b === null) return a
  return compareIds(a, b) <= 0 ? a : b
}

const sortNewestFirst = (ids: string[]): string[] => ids.sort((a, b) => compareIds(b, a))

/** First page, or the page after a reload. */
export function receiveInitial(
  t: TimelineState,
  ids: readonly string[],
  nextPage: PageQuery | null = null,
): TimelineState {
  const statusIds = sortNewestFirst([...new Set(ids)])
  return {
    ...t,
    nextPage,
    prepended: 0,
    statusIds,
    newIds: [],
    maxId: statusIds[0] ?? t.maxId,
    minId: statusIds[statusIds.length - 1] ?? null,
    loading: false,
    error: null,
    bottomedOut: statusIds.length === 0,
    flushMarker: false,
    loaded: true,
    gapAbove: false,
    prependedAbove: 0,
    resumeId: null,
  }
}

/**
 * A timeline opened around one status (a saved place): `ids` are that
 * status, the statuses just newer than it and a page older, newest first.
 * Statuses already shown join them when the two connect (`ids` reach up to
 * them); otherwise what was shown is dropped and `gapAbove` says newer ones
 * are still to load. `resumeId` marks where reading resumed.
 */
export function receiveAround(
  t: TimelineState,
  ids: readonly string[],
  opts: {
    gapAbove: boolean
    nextPage?: PageQuery | null
    bottomedOut?: boolean
    resumeId?: string | null
  },
): TimelineState {
  const fresh = new Set(ids)
  const connects = !opts.gapAbove && t.statusIds.length > 0
  const merged = connects ? [...ids, ...t.statusIds.filter((id) => !fresh.has(id))] : [...ids]
  const statusIds = sortNewestFirst([...new Set(merged)])
  // What is shown above the first status kept counts as prepended, so a view
  // that is already on screen stays on the status it shows.
  const keptTop = connects ? t.statusIds[0] : undefined
  const above = keptTop ? Math.max(0, statusIds.indexOf(keptTop)) : 0
  const last = statusIds[statusIds.length - 1] ?? null
  return {
    ...t,
    statusIds,
    newIds: opts.gapAbove ? t.newIds : t.newIds.filter((id) => !fresh.has(id)),
    maxId: statusIds.reduce<string | null>((m, id) => newest(m, id), t.maxId),
    minId: connects ? oldest(t.minId, last) : last,
    nextPage: connects ? t.nextPage : (opts.nextPage ?? null),
    prepended: connects ? t.prepended + above : 0,
    prependedAbove: connects ? t.prependedAbove + above : 0,
    gapAbove: opts.gapAbove,
    bottomedOut: connects ? t.bottomedOut : (opts.bottomedOut ?? statusIds.length === 0),
    resumeId: opts.resumeId === undefined ? t.resumeId : opts.resumeId,
    loading: false,
    error: null,
    loaded: true,
  }
}

/**
 * Newer statuses loaded above the first one shown as the reader scrolls up
 * (`min_id` paging). `gapAbove` stays while a full page came back.
 */
export function receiveAbove(
  t: TimelineState,
  ids: readonly string[],
  gapAbove: boolean,
): TimelineState {
  const shown = new Set(t.statusIds)
  const added = sortNewestFirst(ids.filter((id) => !shown.has(id)))
  const addedSet = new Set(added)
  return {
    ...t,
    statusIds: [...added, ...t.statusIds],
    newIds: t.newIds.filter((id) => !addedSet.has(id)),
    maxId: added.reduce<string | null>((m, id) => newest(m, id), t.maxId),
    prepended: t.prepended + added.length,
    prependedAbove: t.prependedAbove + added.length,
    gapAbove,
    loading: false,
    error: null,
  }
}

/** A page older than what is shown; an empty page (or no next link) means the end. */
export function receiveOlder(
  t: TimelineState,
  ids: readonly string[],
  nextPage: PageQuery | null = null,
): TimelineState {
  const known = new Set(t.statusIds)
  const added = ids.filter((id) => !known.has(id))
  // Keep server order: bookmarks and favourites are ordered by when they were
  // made, not by status id.
  const statusIds = [...t.statusIds, ...added]
  return {
    ...t,
    nextPage,
    statusIds,
    minId: ids.reduce<string | null>((m, id) => oldest(m, id), t.minId),
    maxId: ids.reduce<string | null>((m, id) => newest(m, id), t.maxId),
    loading: false,
    error: null,
    bottomedOut: ids.length === 0,
    loaded: true,
  }
}

/**
 * Statuses newer than what is known (polling, streaming, catching up after a
 * reconnect). They are held behind "show new" unless `showImmediately`. A
 * fetch of a full page or more into a non-empty timeline may have skipped
 * statuses in between, so it sets the flush marker ("reload").
 */
export function receiveNewer(
  t: TimelineState,
  ids: readonly string[],
  opts: { showImmediately?: boolean; fromFetch?: boolean } = {},
): TimelineState {
  const shown = new Set(t.statusIds)
  const held = new Set(t.newIds)
  const added = sortNewestFirst(ids.filter((id) => !shown.has(id) && !held.has(id)))
  const maxId = added.reduce<string | null>((m, id) => newest(m, id), t.maxId)
  const nonEmpty = t.statusIds.length > 0
  const flushMarker =
    t.flushMarker || (!!opts.fromFetch && nonEmpty && ids.length >= FLUSH_MARKER_THRESHOLD)
  // With newer statuses still to load above the first one shown (home
  // resumed where the reader stopped), an own post shown at once would sit
  // above that gap and the statuses between would never load: it waits
  // with the others, and comes with them as the reader goes up.
  if (opts.showImmediately && !flushMarker && !t.gapAbove) {
    // Own posts show at once, even when the socket delivered them first and
    // they wait behind "show new"; the other held statuses keep waiting.
    const reveal = ids.filter((id) => !shown.has(id))
    if (reveal.length === 0) return { ...t, loading: false }
    const revealSet = new Set(reveal)
    return {
      ...t,
      statusIds: sortNewestFirst([...reveal, ...t.statusIds]),
      prepended: t.prepended + reveal.length,
      newIds: t.newIds.filter((id) => !revealSet.has(id)),
      maxId,
      minId: t.minId ?? reveal[reveal.length - 1] ?? null,
      loading: false,
    }
  }
  if (added.length === 0) return { ...t, loading: false }
  const queue = sortNewestFirst([...added, ...t.newIds])
  const newIds = queue.slice(0, VISIBLE_STATUSES_AFTER_SHOW_NEW)
  return {
    ...t,
    newIds,
    newDropped: t.newDropped + queue.length - newIds.length,
    maxId,
    flushMarker,
    loading: false,
  }
}

/** Reveals held statuses: the newest VISIBLE_STATUSES_AFTER_SHOW_NEW stay on screen. */
export function showNew(t: TimelineState): TimelineState {
  // With newer statuses still to load between them and the shown ones, the
  // held ones cannot be joined on: the view reloads from the newest instead.
  if (t.newIds.length === 0 || t.gapAbove) return t
  const shown = new Set(t.statusIds)
  const added = t.newIds.filter((id) => !shown.has(id)).length
  const merged = sortNewestFirst([...new Set([...t.newIds, ...t.statusIds])])
  const statusIds = merged.slice(0, VISIBLE_STATUSES_AFTER_SHOW_NEW)
  const trimmed = statusIds.length < merged.length
  return {
    ...t,
    statusIds,
    prepended: t.prepended + added,
    // Trimmed statuses are loaded again from the new oldest one.
    nextPage: trimmed ? null : t.nextPage,
    newIds: [],
    newDropped: 0,
    minId: statusIds[statusIds.length - 1] ?? t.minId,
    // Trimmed statuses can be loaded again, so the end is no longer reached.
    bottomedOut: trimmed ? false : t.bottomedOut,
  }
}

/**
 * Memory bound for a timeline nobody looks at: keep its newest page, and
 * turn a long backlog of held statuses into a reload (flush marker).
 */
export function trim(t: TimelineState, keep: number): TimelineState {
  const backlog = t.newDropped > 0 || t.newIds.length > VISIBLE_STATUSES_AFTER_SHOW_NEW
  if (t.statusIds.length <= keep && !backlog) return t
  const statusIds = t.statusIds.slice(0, keep)
  const flush = backlog
  return {
    ...t,
    statusIds,
    newIds: flush ? [] : t.newIds,
    newDropped: flush ? 0 : t.newDropped,
    flushMarker: t.flushMarker || flush,
    minId: statusIds[statusIds.length - 1] ?? t.minId,
    nextPage: statusIds.length < t.statusIds.length ? null : t.nextPage,
    bottomedOut: statusIds.length < t.statusIds.length ? false : t.bottomedOut,
    prepended: 0,
    prependedAbove: 0,
  }
}

export function removeStatus(t: TimelineState, id: string): TimelineState {
  if (!t.statusIds.includes(id) && !t.newIds.includes(id)) return t
  return {
    ...t,
    statusIds: t.statusIds.filter((s) => s !== id),
    newIds: t.newIds.filter((s) => s !== id),
  }
}
