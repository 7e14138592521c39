import { readJson } from '../../store/localStore'
import { usePreferences } from '../../store/preferences'
import { useSession } from '../../store/session'
import type { SavedPosition } from './readingAnchor'
import type * as HomeResumeModule from './homeResume'

type HomeResume = typeof HomeResumeModule

/*
 * The little of home's reading place that every page load needs at once:
 * which timeline is home, whether it resumes, and the place saved in this
 * browser. Saving and fetching the place (homeResume.ts) is a member's
 * business and loads as its own chunk, never on a guest's first visit.
 */

/** The home timeline's key (timelineKinds: the friends timeline). */
export const HOME_KEY = 'friends'

export const homePlaceKey = (userId: string) => `reading:home:${userId}`

export const resumeEnabled = (): boolean =>
  usePreferences.getState().prefs.resumeHome && useSession.getState().currentUserId !== null

export function readLocalPosition(userId: string): SavedPosition | null {
  const saved = readJson<unknown>(homePlaceKey(userId), null)
  if (!saved || typeof saved !== 'object') return null
  const { id, at, offset } = saved as { id?: unknown; at?: unknown; offset?: unknown }
  if (typeof id !== 'string' || typeof at !== 'number') return null
  return typeof offset === 'number' && Number.isFinite(offset) ? { id, at, offset } : { id, at }
}

let loading: Promise<HomeResume> | null = null
let loaded: HomeResume | null = null

/** Home's saving and resuming, loaded once, when a member's home needs it. */
export const loadHomeResume = (): Promise<HomeResume> =>
  (loading ??= import('./homeResume').then((m) => (loaded = m)))

/** Whether home has had its chance to resume in this page load. */
export const homeResumeTaken = (): boolean => loaded?.homeResumeTaken() ?? false
