import { api } from '../../api/client'
import { ApiError } from '../../api/errors'
import { fetchMarkers, saveMarker } from '../../api/endpoints/markers'
import { READING_MARKER_SAVE_DEBOUNCE, READING_SAVE_DEBOUNCE } from '../../config/constants'
import { writeJson } from '../../store/localStore'
import { useSession } from '../../store/session'
import { registerSessionPiece } from '../../store/sessionLifecycle'
import { usePreferences } from '../../store/preferences'
import { homePlaceKey, readLocalPosition, resumeEnabled } from './homePlace'
import { newerPosition, type ReadingAnchor, type SavedPosition } from './readingAnchor'

/*
 * Home's reading place across reloads and devices: the status
 * the reader had at the top, saved locally as they scroll (debounced) and,
 * where the server offers markers, as the `home` marker too, so another
 * browser signed in to the same account resumes there. The newer of the two
 * wins. Notifications keep their own read marker (notificationService).
 */

/** Whether the server answered the markers call; false once it refused it. */
let serverMarkers = true
let localTimer: ReturnType<typeof setTimeout> | null = null
let serverTimer: ReturnType<typeof setTimeout> | null = null
let pending: { userId: string; id: string; offset: number } | null = null
let lastSent: string | null = null
/** The marker on its way to the server, if any. */
let sending: string | null = null
/** Home resumes once per page load: later visits keep what is loaded. */
let resumed = false
/** The home marker, asked for while the session was being restored (start-up on home). */
let early: Promise<Awaited<ReturnType<typeof fetchMarkers>>> | null = null

/**
 * Asks for the home marker now, when the page opens on home with a stored
 * session: the first page of home waits for it, and it would otherwise go
 * out only after the account has answered and the timeline has mounted.
 */
export function prefetchHomeMarker(): void {
  if (resumed || !serverMarkers || !usePreferences.getState().prefs.resumeHome) return
  early = fetchMarkers(api(), ['home'])
  // Read (or dropped) by takeResumePosition; a failure there is handled there.
  early.catch(() => undefined)
}

async function sendMarker(id: string, keepalive = false): Promise<void> {
  if (!serverMarkers || id === lastSent || id === sending) return
  // Leaving the page fires both visibilitychange and pagehide: one request.
  sending = id
  try {
    await saveMarker(api(), 'home', id, { keepalive })
    lastSent = id
  } catch (e) {
    // 409: another device wrote at the same moment (Mastodon's lock); once more.
    if (e instanceof ApiError && e.status === 409) {
      await saveMarker(api(), 'home', id).then(
        () => void (lastSent = id),
        () => undefined,
      )
      return
    }
    if (e instanceof ApiError && (e.status === 404 || e.status === 501)) serverMarkers = false
  } finally {
    if (sending === id) sending = null
  }
}

/** `leaving`: the page is going away, so the request must outlive it. */
function flushServer(leaving = false): void {
  if (serverTimer) clearTimeout(serverTimer)
  serverTimer = null
  const p = pending
  if (p && useSession.getState().currentUserId === p.userId) void sendMarker(p.id, leaving)
}

function writeLocal(): void {
  if (localTimer) clearTimeout(localTimer)
  localTimer = null
  if (pending) {
    const { userId, id, offset } = pending
    writeJson(homePlaceKey(userId), { id, at: Date.now(), offset })
  }
}

/**
 * The status at the top of home, as the reader scrolls: saved locally (with
 * its offset from the reading line) and on the server. `leaving`: the page
 * is being hidden or unloaded, so both are saved at once.
 */
export function saveHomePosition(id: string, offset = 0, leaving = false): void {
  const userId = useSession.getState().currentUserId
  if (!userId || !usePreferences.getState().prefs.resumeHome) return
  pending = { userId, id, offset }
  if (leaving) {
    writeLocal()
    flushServer(true)
    return
  }
  if (localTimer) clearTimeout(localTimer)
  localTimer = setTimeout(writeLocal, READING_SAVE_DEBOUNCE)
  if (serverTimer) clearTimeout(serverTimer)
  serverTimer = setTimeout(flushServer, READING_MARKER_SAVE_DEBOUNCE)
}

// Another account signed in (or none) resumes its own place. Only the end
// of a session forgets: the page load's first sign-in keeps the marker asked
// for meanwhile, which is its own.
registerSessionPiece({ name: 'homeResume', clear: () => resetHomeResume() })

// Leaving the page (or hiding the tab) saves at once what is pending.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return
    if (localTimer) writeLocal()
    if (serverTimer) flushServer(true)
  })
}

/**
 * Where home should resume, once per page load: the newer of the local and
 * the server position (at the offset kept locally when both name the same
 * status); null when there is none, the preference is off or home was
 * already opened.
 */
export async function takeResumePosition(): Promise<ReadingAnchor | null> {
  if (resumed || !resumeEnabled()) return null
  resumed = true
  const userId = useSession.getState().currentUserId
  if (!userId) return null
  const local = readLocalPosition(userId)
  let server: SavedPosition | null = null
  if (serverMarkers) {
    try {
      const request = early ?? fetchMarkers(api(), ['home'])
      early = null
      const marker = (await request).home
      const at = marker?.updatedAt ? Date.parse(marker.updatedAt) : Number.NaN
      if (marker) server = { id: marker.lastReadId, at: Number.isFinite(at) ? at : 0 }
      if (marker) lastSent = marker.lastReadId
    } catch (e) {
      if (e instanceof ApiError && (e.status === 404 || e.status === 501)) serverMarkers = false
    }
  }
  const chosen = newerPosition(local, server)
  if (!chosen) return null
  return { id: chosen.id, offset: local && local.id === chosen.id ? (local.offset ?? 0) : 0 }
}

/** Whether home has had its chance to resume in this page load. */
export const homeResumeTaken = (): boolean => resumed

/** Forgets the session's state (the end of a session). */
function resetHomeResume(): void {
  resumed = false
  serverMarkers = true
  early = null
  lastSent = null
  sending = null
  pending = null
  if (localTimer) clearTimeout(localTimer)
  if (serverTimer) clearTimeout(serverTimer)
  localTimer = serverTimer = null
}
