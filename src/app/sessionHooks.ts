import { setSessionHooks } from '../features/auth'
import { prepareFilters } from '../features/filters'
import { registerActiveTimeline, startRealtime } from '../features/realtime'
import { prefetchStartPage, setTimelineWatcher } from '../features/timelines'

/**
 * What the features below call back into the ones above them, joined here
 * since only the shell sees them all: sign-in (features/auth) starts the
 * member's session and keeps or switches this browser's accounts; a timeline
 * on screen (features/timelines) is kept live by features/realtime.
 */
export function joinFeatures(): void {
  setSessionHooks({
    sessionFound: (userId) =>
      prefetchStartPage(window.location.pathname, { loggedIn: true, userId, instance: null }),
    signedIn: startSignedInWork,
    rememberAccount: (user, token, grantedScopes) =>
      void import('../features/accounts/registry').then((m) =>
        m.rememberAccount(user, token, grantedScopes),
      ),
    switchAccount: async (key) =>
      (await import('../features/accounts/switcher')).switchAccount(key),
  })
  setTimelineWatcher(registerActiveTimeline)
}

function startSignedInWork(): void {
  prepareFilters()
  loadMemberFeatures()
  startRealtime()
  // The rest (the custom emoji among it) waits for a chunk of its own: a
  // guest's first visit never needs it.
  void import('./memberServices').then(
    (m) => m.startMemberServices(),
    (e: unknown) => console.warn('Could not start the member services', e),
  )
}

/**
 * The member's code (memberChunks.ts), once someone is signed in: the list of
 * its chunks is a chunk of its own too, so a guest's first visit carries none
 * of it. Start-up with a stored session also warms the member's services.
 */
export function loadMemberFeatures(options: { warmServices?: boolean } = {}): void {
  void import('./memberChunks').then(
    (m) => {
      void m.preloadMemberFeatures()
      if (options.warmServices) m.warmMemberServices()
    },
    // The components that need the chunks load them themselves.
    (e: unknown) => console.warn('Could not preload', e),
  )
}
