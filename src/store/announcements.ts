import { create } from 'zustand'
import type { Announcement } from '../api/endpoints/announcements'
import { compareIds } from '../api/normalizers/ids'
import { useSession } from './session'
import { registerSessionPiece } from './sessionLifecycle'

/*
 * Announcements shared by the page, the navigation badge and the page title
 *. The title code loads on the first visit, so
 * this module stays small: state and pure transitions only; fetching lives
 * in the lazy feature (features/announcements/service.ts).
 */

export interface AnnouncementItem extends Announcement {
  /** An admin-list entry the user-visible list lacks: not shown to members now. */
  inactive: boolean
}

export type AnnouncementsPhase = 'idle' | 'loading' | 'ready' | 'error' | 'membersOnly'

export interface AnnouncementsState {
  /** Whose list this is (null for a guest); another sign-in starts afresh. */
  ownerId: string | null
  phase: AnnouncementsPhase
  /** Newest first. */
  items: AnnouncementItem[]
  /** The admin list was merged in: the viewer manages announcements. */
  managed: boolean
  /**
   * The dates are the window in which members see an entry (Akkoma and
   * Pleroma), not only an event's times (Mastodon): then an end that passes
   * between fetches makes the entry inactive.
   */
  windowed: boolean
  /** The store timer's clock (ms): when the schedule was last looked at. */
  clock: number
}

export type AnnouncementsEvent =
  | { type: 'load' }
  | {
      type: 'loaded'
      user: readonly Announcement[]
      admin: readonly Announcement[] | null
      windowed: boolean
      now: number
    }
  | { type: 'loadFailed' }
  | { type: 'membersOnly' }
  | { type: 'markedRead'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'tick'; now: number }

export const initialAnnouncements = (ownerId: string | null): AnnouncementsState => ({
  ownerId,
  phase: 'idle',
  items: [],
  managed: false,
  windowed: false,
  clock: 0,
})

const newestFirst = (a: AnnouncementItem, b: AnnouncementItem): number =>
  Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || compareIds(b.id, a.id)

/**
 * The user-visible list alone, or the admin list with each entry's read state
 * taken from its twin in the user-visible list; an admin entry without a twin
 * is inactive.
 */
export function mergeAnnouncements(
  user: readonly Announcement[],
  admin: readonly Announcement[] | null,
): AnnouncementItem[] {
  if (admin === null) return user.map((a) => ({ ...a, inactive: false })).sort(newestFirst)
  const visible = new Map(user.map((a) => [a.id, a]))
  const merged: AnnouncementItem[] = admin.map((a) => {
    const twin = visible.get(a.id)
    return { ...a, read: twin?.read ?? null, inactive: twin === undefined }
  })
  // One shown to members but missing from the admin list (a page it was not on) still shows.
  const managedIds = new Set(admin.map((a) => a.id))
  for (const a of user) if (!managedIds.has(a.id)) merged.push({ ...a, inactive: false })
  return merged.sort(newestFirst)
}

/** Whether members cannot see it now: no twin, or (windowed) its end has passed. */
export function isInactive(
  item: AnnouncementItem,
  state: Pick<AnnouncementsState, 'clock' | 'windowed'>,
): boolean {
  if (item.inactive) return true
  if (!state.windowed || item.endsAt === null) return false
  return Date.parse(item.endsAt) <= state.clock
}

/** Unread → read; the same list when it is already read or unknown (a no-op). */
export function markRead(items: AnnouncementItem[], id: string): AnnouncementItem[] {
  const index = items.findIndex((a) => a.id === id)
  const item = items[index]
  if (!item || item.read === true) return items
  const next = items.slice()
  next[index] = { ...item, read: true }
  return next
}

/** The badge and title count: active announcements the member has not read. */
export function unreadAnnouncementCount(state: AnnouncementsState): number {
  if (state.ownerId === null) return 0
  return state.items.filter((a) => a.read === false && !isInactive(a, state)).length
}

export function announcementsTransition(
  state: AnnouncementsState,
  event: AnnouncementsEvent,
): AnnouncementsState {
  switch (event.type) {
    case 'load':
      // A refresh keeps what is shown; only a first load shows the spinner.
      return state.phase === 'ready' || state.phase === 'loading'
        ? state
        : { ...state, phase: 'loading' }
    case 'loaded':
      return {
        ...state,
        phase: 'ready',
        items: mergeAnnouncements(event.user, event.admin),
        managed: event.admin !== null,
        windowed: event.windowed,
        clock: event.now,
      }
    case 'loadFailed':
      return state.phase === 'ready' ? state : { ...state, phase: 'error' }
    case 'membersOnly':
      return { ...state, phase: 'membersOnly', items: [], managed: false }
    case 'markedRead': {
      const items = markRead(state.items, event.id)
      return items === state.items ? state : { ...state, items }
    }
    case 'removed': {
      const items = state.items.filter((a) => a.id !== event.id)
      return items.length === state.items.length ? state : { ...state, items }
    }
    case 'tick':
      return { ...state, clock: event.now }
  }
}

interface AnnouncementsStore extends AnnouncementsState {
  dispatch: (event: AnnouncementsEvent) => void
}

export const useAnnouncements = create<AnnouncementsStore>()((set) => ({
  ...initialAnnouncements(useSession.getState().currentUserId),
  dispatch: (event) => set((s) => announcementsTransition(s, event)),
}))

// Another user signing in (or signing out) never sees the previous list.
registerSessionPiece({
  name: 'announcements',
  start: ({ user }) => useAnnouncements.setState(initialAnnouncements(user.id)),
  clear: () => useAnnouncements.setState(initialAnnouncements(null)),
})

export const useUnreadAnnouncementCount = (): number => useAnnouncements(unreadAnnouncementCount)
