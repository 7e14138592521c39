import { create } from 'zustand'
import { compareIds, maxId as newestId } from '../api/normalizers/ids'
import type { Account, Notification, NotificationType } from '../api/types'
import { NOTIFICATIONS_INITIAL_SEEN, NOTIFICATIONS_LOAD_OLDER_STEP } from '../config/constants'
import { useEntities } from './entities'
import { retainStatus } from './retention'
import { registerSessionPiece } from './sessionLifecycle'

/*
 * Notifications: kept by id, their statuses and accounts in
 * the normalized cache. The rules are pure functions over
 * NotificationsData so they can be tested without a store.
 */

/** The notificationVisibility preference (all true by default). */
export interface NotificationVisibility {
  follows: boolean
  mentions: boolean
  likes: boolean
  repeats: boolean
  moves: boolean
  emojiReactions: boolean
  followRequest: boolean
  polls: boolean
}

export const DEFAULT_NOTIFICATION_VISIBILITY: NotificationVisibility = {
  follows: true,
  mentions: true,
  likes: true,
  repeats: true,
  moves: true,
  emojiReactions: true,
  followRequest: true,
  polls: true,
}

export const VISIBILITY_KEYS = Object.keys(
  DEFAULT_NOTIFICATION_VISIBILITY,
) as readonly (keyof NotificationVisibility)[]

/**
 * The switches worth offering: no emoji-reaction switch where the server has
 * no reactions, no moves switch where it sends no move notifications (Hollo).
 */
export function offeredVisibilityKeys(
  emojiReactions: boolean,
  moves = true,
): (keyof NotificationVisibility)[] {
  return VISIBILITY_KEYS.filter(
    (key) => (emojiReactions || key !== 'emojiReactions') && (moves || key !== 'moves'),
  )
}

/** Which visibility switch governs a type; posts of subscribed accounts and edits have none. */
const VISIBILITY_OF: Partial<Record<NotificationType, keyof NotificationVisibility>> = {
  follow: 'follows',
  follow_request: 'followRequest',
  mention: 'mentions',
  favourite: 'likes',
  reblog: 'repeats',
  move: 'moves',
  'pleroma:emoji_reaction': 'emojiReactions',
  poll: 'polls',
}

/** The types this client renders; reports belong to moderation, unknown ones to nobody. */
export type ShownNotificationType = Exclude<NotificationType, 'pleroma:report' | 'unknown'>

/** Types that need their status (plus posts and edits, which are statuses). */
const NEEDS_STATUS: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'mention',
  'favourite',
  'reblog',
  'pleroma:emoji_reaction',
  'poll',
  'status',
  'update',
])

export interface NotificationEntry {
  id: string
  type: ShownNotificationType
  created_at: string
  seen: boolean
  account_id: string
  status_id: string | null
  target_id: string | null
  emoji: string | null
  emoji_url: string | null
}

export type NotificationsLoad = 'idle' | 'loading' | 'error'

export interface NotificationsData {
  byId: Readonly<Record<string, NotificationEntry>>
  /** Every kept id, newest first. */
  ids: readonly string[]
  /** Newest and oldest ids received, invalid ones included: the paging cursors. */
  maxId: string | null
  minId: string | null
  /** The notifications marker: everything at or below it is seen. */
  lastReadId: string | null
  /** How many seen notifications are on display. */
  seenShown: number
  load: NotificationsLoad
  /** An older page came back empty. */
  bottomedOut: boolean
}

export const EMPTY_NOTIFICATIONS: NotificationsData = {
  byId: {},
  ids: [],
  maxId: null,
  minId: null,
  lastReadId: null,
  seenShown: NOTIFICATIONS_INITIAL_SEEN,
  load: 'idle',
  bottomedOut: false,
}

const atOrBelow = (id: string, marker: string | null) =>
  marker !== null && compareIds(id, marker) <= 0

/** The validity check: a shown type with what it needs. */
export function isValidNotification(n: Notification): boolean {
  if (n.type === 'unknown' || n.type === 'pleroma:report') return false
  if (NEEDS_STATUS.has(n.type) && n.status === null) return false
  if (n.type === 'move' && n.target === null) return false
  return true
}

/** The stored form of a valid notification: ids instead of nested entities. */
export function toEntry(n: Notification, lastReadId: string | null): NotificationEntry {
  return {
    id: n.id,
    type: n.type as ShownNotificationType,
    created_at: n.created_at,
    seen: n.seen || atOrBelow(n.id, lastReadId),
    account_id: n.account.id,
    status_id: n.status?.id ?? null,
    target_id: n.target?.id ?? null,
    emoji: n.emoji,
    emoji_url: n.emoji_url,
  }
}

const extreme = (a: string | null, b: string, pick: 1 | -1) =>
  a === null || compareIds(b, a) * pick > 0 ? b : a

/**
 * Adds notifications (any order). Invalid ones only move the cursors; known
 * ones are refreshed, keeping a seen flag once set. Returns the new entries
 * too, for desktop notifications.
 */
export function receiveNotifications(
  state: NotificationsData,
  list: readonly Notification[],
): { state: NotificationsData; added: NotificationEntry[] } {
  if (list.length === 0) return { state, added: [] }
  let { maxId, minId } = state
  const byId = { ...state.byId }
  const added: NotificationEntry[] = []
  for (const n of list) {
    maxId = extreme(maxId, n.id, 1)
    minId = extreme(minId, n.id, -1)
    if (!isValidNotification(n)) {
      console.warn('Skipping an invalid notification', n.id, n.type)
      continue
    }
    const entry = toEntry(n, state.lastReadId)
    const old = byId[n.id]
    if (old) byId[n.id] = { ...entry, seen: entry.seen || old.seen }
    else {
      byId[n.id] = entry
      added.push(entry)
    }
  }
  const ids =
    added.length === 0 ? state.ids : sortNewestFirst([...state.ids, ...added.map((a) => a.id)])
  return { state: { ...state, byId, ids, maxId, minId }, added }
}

const sortNewestFirst = (ids: string[]) => ids.sort((a, b) => compareIds(b, a))

/** The server's marker moved: everything at or below it is seen. */
export function applyMarker(
  state: NotificationsData,
  lastReadId: string | null,
): NotificationsData {
  if (lastReadId === null) return state
  const marker = extreme(state.lastReadId, lastReadId, 1)
  let byId: Record<string, NotificationEntry> | null = null
  for (const id of state.ids) {
    const entry = state.byId[id]
    if (entry && !entry.seen && atOrBelow(id, marker)) {
      byId ??= { ...state.byId }
      byId[id] = { ...entry, seen: true }
    }
  }
  return { ...state, byId: byId ?? state.byId, lastReadId: marker }
}

/** The read button: all seen, and the seen window back to 30. */
export function markAllSeen(state: NotificationsData): NotificationsData {
  const top = newestId([...(state.maxId ? [state.maxId] : []), ...state.ids])
  return { ...applyMarker(state, top), seenShown: NOTIFICATIONS_INITIAL_SEEN }
}

export function removeNotification(state: NotificationsData, id: string): NotificationsData {
  if (!state.byId[id]) return state
  const byId: Record<string, NotificationEntry> = { ...state.byId }
  delete byId[id]
  return { ...state, byId, ids: state.ids.filter((x) => x !== id) }
}

/** What the user did with a follow request. */
export type FollowRequestOutcome = 'approved' | 'denied'

/**
 * The follow-request notification's transition:
 * follow_request --approved--> follow; follow_request --denied--> gone.
 * Returns the new state and the ids that left, for the server's dismiss.
 */
export function settleFollowRequest(
  state: NotificationsData,
  accountId: string,
  outcome: FollowRequestOutcome,
): { state: NotificationsData; dismissed: string[] } {
  const ids = state.ids.filter((id) => {
    const entry = state.byId[id]
    return entry?.type === 'follow_request' && entry.account_id === accountId
  })
  if (ids.length === 0) return { state, dismissed: [] }
  if (outcome === 'denied') {
    return { state: ids.reduce(removeNotification, state), dismissed: ids }
  }
  const byId = { ...state.byId }
  for (const id of ids) {
    const entry = byId[id]
    if (entry) byId[id] = { ...entry, type: 'follow' }
  }
  return { state: { ...state, byId }, dismissed: [] }
}

export function isVisibleType(type: NotificationType, visibility: NotificationVisibility): boolean {
  const key = VISIBILITY_OF[type]
  return key === undefined || visibility[key]
}

function filtered(state: NotificationsData, visibility: NotificationVisibility) {
  const unseen: NotificationEntry[] = []
  const seen: NotificationEntry[] = []
  for (const id of state.ids) {
    const entry = state.byId[id]
    if (!entry || !isVisibleType(entry.type, visibility)) continue
    ;(entry.seen ? seen : unseen).push(entry)
  }
  return { unseen, seen }
}

/** What the panel lists: unseen first, then the newest `seenShown` seen ones; newest first within each. */
export function visibleNotifications(
  state: NotificationsData,
  visibility: NotificationVisibility,
): NotificationEntry[] {
  const { unseen, seen } = filtered(state, visibility)
  return [...unseen, ...seen.slice(0, state.seenShown)]
}

export function unseenCount(state: NotificationsData, visibility: NotificationVisibility): number {
  let count = 0
  for (const id of state.ids) {
    const entry = state.byId[id]
    if (entry && !entry.seen && isVisibleType(entry.type, visibility)) count++
  }
  return count
}

/** Seen notifications kept but not on display: load-older shows these before it fetches. */
export function hiddenSeenCount(
  state: NotificationsData,
  visibility: NotificationVisibility,
): number {
  return Math.max(0, filtered(state, visibility).seen.length - state.seenShown)
}

export function revealOlder(state: NotificationsData): NotificationsData {
  return { ...state, seenShown: state.seenShown + NOTIFICATIONS_LOAD_OLDER_STEP }
}

// ------------------------------------------------------------------ store

interface NotificationsStore extends NotificationsData {
  /** Account snapshots, so follow cards survive the memory keeper evicting unreferenced accounts. */
  accounts: Readonly<Record<string, Account>>
  receive: (list: readonly Notification[]) => NotificationEntry[]
  setMarker: (lastReadId: string | null) => void
  markAllSeen: () => void
  remove: (id: string) => void
  revealOlder: () => void
  setLoad: (load: NotificationsLoad) => void
  setBottomedOut: () => void
  reset: () => void
}

/** Statuses notifications point at stay in the cache while the notification is kept. */
const releases = new Map<string, () => void>()

function releaseAll(): void {
  for (const release of releases.values()) release()
  releases.clear()
}

/**
 * Notifications taken out of the list this session (dismissed, a follow
 * request answered): a page asked for before the server heard of it may
 * still carry one, and must not bring it back.
 */
const removed = new Set<string>()

export const useNotifications = create<NotificationsStore>()((set, get) => ({
  ...EMPTY_NOTIFICATIONS,
  accounts: {},
  receive: (all) => {
    const list = removed.size === 0 ? all : all.filter((n) => !removed.has(n.id))
    const valid = list.filter(isValidNotification)
    useEntities.getState().ingestStatuses(valid.flatMap((n) => (n.status ? [n.status] : [])))
    useEntities
      .getState()
      .ingestAccounts(valid.flatMap((n) => (n.target ? [n.account, n.target] : [n.account])))
    const result = receiveNotifications(get(), list)
    const accounts = { ...get().accounts }
    for (const n of valid) {
      accounts[n.account.id] = n.account
      if (n.target) accounts[n.target.id] = n.target
    }
    for (const entry of result.added) {
      if (entry.status_id) releases.set(entry.id, retainStatus(entry.status_id))
    }
    set({ ...result.state, accounts })
    return result.added
  },
  setMarker: (lastReadId) => set((s) => applyMarker(s, lastReadId)),
  markAllSeen: () => set((s) => markAllSeen(s)),
  remove: (id) => {
    removed.add(id)
    releases.get(id)?.()
    releases.delete(id)
    set((s) => removeNotification(s, id))
  },
  revealOlder: () => set((s) => revealOlder(s)),
  setLoad: (load) => set({ load }),
  setBottomedOut: () => set({ bottomedOut: true }),
  reset: () => {
    releaseAll()
    removed.clear()
    set({ ...EMPTY_NOTIFICATIONS, accounts: {} })
  },
}))

registerSessionPiece({ name: 'notifications', clear: () => useNotifications.getState().reset() })
