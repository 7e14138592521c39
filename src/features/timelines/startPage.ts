import type { InstanceConfig } from '../../api/types'
import { usePreferences } from '../../store/preferences'
import { loadHomeResume, readLocalPosition } from './homePlace'
import { prefetchInitial } from './timelineService'
import { mainTimelineSpec, TIMELINES, timelineVisible, type TimelineKind } from './timelineKinds'

/*
 * The timeline a page opens on is asked for during start-up: a
 * cold load otherwise waits for the instance, the theme, the member's chunks
 * and the mount before its first page even leaves. Asked once per page load,
 * as soon as enough is known: a member's home or local timeline with the
 * stored token alone, anything else once the instance says what it shows.
 */

let settled = false
/** The timeline the page opened on, while its first page is still to be shown. */
let opening: string | null = null

export interface StartPageContext {
  loggedIn: boolean
  /** The signed-in account's id where the registry knows it (home's local reading place). */
  userId: string | null
  instance: InstanceConfig | null
}

/**
 * Which of the main timelines a path opens: null when none, undefined while
 * it depends on the instance (the root's landing page) and that is not known.
 */
function landingKind(
  path: string,
  { loggedIn, instance }: StartPageContext,
): TimelineKind | null | undefined {
  let landing = path
  if (path === '/') {
    if (!instance) return undefined
    landing = loggedIn ? instance.redirectRootLogin : instance.redirectRootNoLogin
  }
  return Object.values(TIMELINES).find((t) => t.path === landing)?.kind ?? null
}

export function prefetchStartPage(path: string, context: StartPageContext): void {
  if (settled) return
  const kind = landingKind(path, context)
  if (kind === undefined) return
  if (kind === null) return void (settled = true)
  const { loggedIn, instance, userId } = context
  if (instance) {
    if (!timelineVisible(kind, loggedIn, instance)) return void (settled = true)
  } else if (!(loggedIn && (kind === 'friends' || kind === 'public'))) return
  settled = true
  const spec = mainTimelineSpec(kind)
  opening = spec.key
  if (kind === 'friends') {
    void loadHomeResume().then((m) => m.prefetchHomeMarker())
    // Home resumes at a place of its own, asked for by the timeline: no first page then.
    if (usePreferences.getState().prefs.resumeHome && (!userId || readLocalPosition(userId))) return
  }
  prefetchInitial(spec)
}

/**
 * Resolves once the timeline the page opened on has shown its first page
 * (and the browser has painted it), at once where the page opened on
 * something else, and after `limitMs` at most: work that can wait (the
 * custom emoji list, the followed accounts, the notifications) then does not
 * hold the first statuses.
 */
export function afterStartPage(limitMs: number): Promise<void> {
  const key = opening
  const shown = () => key === null || painted.has(key)
  return new Promise((resolve) => {
    const done = () => {
      paintListeners.delete(check)
      clearTimeout(timer)
      opening = null
      resolve()
    }
    const check = () => {
      if (shown()) done()
    }
    const timer = setTimeout(done, limitMs)
    if (shown()) return void requestAnimationFrame(() => setTimeout(done, 0))
    paintListeners.add(check)
  })
}

/**
 * Resolves once the page's first screen has painted: the start timeline's
 * first status where the page opened on one (see afterStartPage), else the
 * main column's first heading (a profile, a thread, the notifications...), and after
 * `limitMs` at most.
 */
export function afterFirstScreen(limitMs: number): Promise<void> {
  if (opening !== null) return afterStartPage(limitMs)
  return new Promise((resolve) => {
    let frame = 0
    const done = () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      setTimeout(resolve, 0)
    }
    const timer = setTimeout(done, limitMs)
    // Seen in a frame, painted by the next one: done after that. A screen
    // that could not load (an unknown profile, say) shows its error instead.
    const check = () => {
      frame = requestAnimationFrame(
        document.querySelector('main h1, main h2, main [role="alert"]') ? done : check,
      )
    }
    frame = requestAnimationFrame(check)
  })
}

/** The timelines whose first page has been painted in this page load. */
const painted = new Set<string>()
const paintListeners = new Set<() => void>()

/** A timeline view says its first page (or that it has none) has been painted. */
export function markTimelinePainted(key: string): void {
  if (painted.has(key)) return
  painted.add(key)
  for (const listener of [...paintListeners]) listener()
}

/** Tests: a new page load. */
export function resetStartPage(): void {
  painted.clear()
  settled = false
  opening = null
}
