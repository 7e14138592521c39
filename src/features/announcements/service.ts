import { useEffect } from 'react'
import {
  createAnnouncement,
  deleteAnnouncement,
  dismissAnnouncement,
  fetchAdminAnnouncements,
  fetchAnnouncements,
  updateAnnouncement,
  type Announcement,
  type AnnouncementDraft,
} from '../../api/endpoints/announcements'
import { api } from '../../api/client'
import { ApiError } from '../../api/errors'
import {
  ANNOUNCEMENTS_FETCHER_INTERVAL,
  ANNOUNCEMENTS_STORE_INTERVAL,
} from '../../config/constants'
import { useAnnouncements, type AnnouncementsEvent } from '../../store/announcements'
import { registerSessionPiece } from '../../store/sessionLifecycle'
import { useEntities } from '../../store/entities'
import { hasFeature, markFeatureMissing } from '../../store/serverFeatures'
import { useSession } from '../../store/session'
import { adminScopesMissing, noteAdminRefusal } from '../../store/adminScopes'

/*
 * Loading, polling and changing announcements. Two
 * timers run while a member is signed in:
 * - the fetcher (60 s) asks the server again: the user-visible list, and for
 *   admins the admin list too, so read states, the badge and the title follow
 *   what happens elsewhere (another tab, another admin);
 * - the store timer (300 s) moves the store's clock, so on servers whose
 *   dates are the visibility window an announcement whose end has passed
 *   stops counting as unread even while fetches fail.
 */

const dispatch = (event: AnnouncementsEvent) => useAnnouncements.getState().dispatch(event)

/**
 * Admins of servers with Pleroma's announcement admin API manage them here,
 * when their token has the admin scopes.
 */
export function canManageAnnouncements(): boolean {
  const { currentUserId } = useSession.getState()
  if (currentUserId === null || !hasFeature('announcementsAdmin') || adminScopesMissing())
    return false
  return useEntities.getState().accounts[currentUserId]?.is_admin === true
}

async function adminList(): Promise<Announcement[] | null> {
  if (!canManageAnnouncements()) return null
  try {
    return await fetchAdminAnnouncements(api())
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) {
      markFeatureMissing('announcementsAdmin')
      return null
    }
    // Not allowed after all (a stale role, a token without the admin scopes): show what members see.
    if (e instanceof ApiError && e.status === 403) {
      noteAdminRefusal(e)
      return null
    }
    throw e
  }
}

const refusedGuest = (e: unknown, owner: string | null): boolean =>
  owner === null && e instanceof ApiError && (e.status === 401 || e.status === 403)

async function load(owner: string | null): Promise<void> {
  dispatch({ type: 'load' })
  try {
    const [user, admin] = await Promise.all([fetchAnnouncements(api()), adminList()])
    if (useAnnouncements.getState().ownerId !== owner) return
    dispatch({
      type: 'loaded',
      user,
      admin,
      // Pleroma's dates bound what members see; Mastodon's only describe an event.
      windowed: hasFeature('announcementsAdmin'),
      now: Date.now(),
    })
  } catch (e) {
    if (useAnnouncements.getState().ownerId !== owner) return
    if (refusedGuest(e, owner)) {
      dispatch({ type: 'membersOnly' })
      return
    }
    console.warn('Could not load announcements', e)
    dispatch({ type: 'loadFailed' })
  }
}

let inFlight: { owner: string | null; promise: Promise<void> } | null = null

/** Loads (or refreshes) the list; calls while one load runs share it. */
export function loadAnnouncements(): Promise<void> {
  const owner = useAnnouncements.getState().ownerId
  if (inFlight && inFlight.owner === owner) return inFlight.promise
  const promise = load(owner).finally(() => {
    if (inFlight?.promise === promise) inFlight = null
  })
  inFlight = { owner, promise }
  return promise
}

/** A load that starts after any running one, so it sees a change just made. */
async function reloadAnnouncements(): Promise<void> {
  await inFlight?.promise
  await loadAnnouncements()
}

/** Unread → read; nothing is sent when it is read already. Throws on failure. */
export async function markAnnouncementRead(id: string): Promise<void> {
  const item = useAnnouncements.getState().items.find((a) => a.id === id)
  if (!item || item.read !== false) return
  const owner = useAnnouncements.getState().ownerId
  await dismissAnnouncement(api(), id)
  if (useAnnouncements.getState().ownerId === owner) dispatch({ type: 'markedRead', id })
}

/** Admin: publish a new announcement, then show both lists as they are now. */
export async function postAnnouncement(draft: AnnouncementDraft): Promise<void> {
  await createAnnouncement(api(), draft)
  await reloadAnnouncements()
}

export async function editAnnouncement(id: string, draft: AnnouncementDraft): Promise<void> {
  await updateAnnouncement(api(), id, draft)
  await reloadAnnouncements()
}

export async function removeAnnouncement(id: string): Promise<void> {
  await deleteAnnouncement(api(), id)
  dispatch({ type: 'removed', id })
  await reloadAnnouncements()
}

// ------------------------------------------------------------------ polling

let fetcher: ReturnType<typeof setInterval> | null = null
let storeTimer: ReturnType<typeof setInterval> | null = null
/** The lead's start (login) holds polling on; so does every mounted navigation entry. */
let startedExplicitly = false
let holders = 0

function stopTimers(): void {
  if (fetcher) clearInterval(fetcher)
  if (storeTimer) clearInterval(storeTimer)
  fetcher = null
  storeTimer = null
}

function updateTimers(): void {
  const wanted = (startedExplicitly || holders > 0) && useSession.getState().currentUserId !== null
  if (!wanted) {
    stopTimers()
    return
  }
  if (fetcher) return
  fetcher = setInterval(() => void loadAnnouncements(), ANNOUNCEMENTS_FETCHER_INTERVAL)
  storeTimer = setInterval(
    () => dispatch({ type: 'tick', now: Date.now() }),
    ANNOUNCEMENTS_STORE_INTERVAL,
  )
  // The login sequence fetches announcements: at once, not a minute later,
  // unless this member's list was asked for already (the announcements page
  // loads it on opening; its failure keeps its own "Try again" until the
  // next tick rather than being replaced under the reader's pointer).
  if (useAnnouncements.getState().phase === 'idle') void loadAnnouncements()
}

/** Starts the fetcher and the store timer for the signed-in member (idempotent). */
export function startAnnouncementPolling(): void {
  startedExplicitly = true
  updateTimers()
}

/** Stops both timers (logout); mounted navigation entries no longer keep them alive. */
export function stopAnnouncementPolling(): void {
  startedExplicitly = false
  stopTimers()
}

// Another member signs in: their list at once (when something holds polling
// on); signing out stops the timers, and the next member's start decides anew.
registerSessionPiece({
  name: 'announcementPolling',
  start: () => {
    stopTimers()
    updateTimers()
  },
  clear: () => {
    stopAnnouncementPolling()
    inFlight = null
  },
})

/** Keeps polling on while the calling component is mounted and `enabled`. */
export function useAnnouncementPolling(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    holders += 1
    updateTimers()
    return () => {
      holders = Math.max(0, holders - 1)
      updateTimers()
    }
  }, [enabled])
}
