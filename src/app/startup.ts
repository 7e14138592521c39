import { loadInstanceConfig } from '../api/endpoints/instance'
import { primePreload } from '../api/preload'
import { loadOAuth, beginSessionRestore, restoreSession } from '../features/auth'
import { afterFirstScreen, prefetchStartPage } from '../features/timelines'
import { DEFERRED_LOGIN_WORK_LIMIT } from '../config/constants'
import { holdStartGate, startGateOpened } from '../store/startGate'
import { knownSiteOfItsOwn, rememberSiteOfItsOwn } from '../features/standalone'
import { loadOfflineStart, offlineStartWanted } from '../features/offline'
import { usePreferences, type Preferences } from '../store/preferences'
import { initI18n, pickLanguage } from '../i18n/i18n'
import { storageAvailable } from '../store/localStore'
import { pushNotice } from '../store/notices'
import { useSession } from '../store/session'
import { api, apiServer } from '../api/client'
import { readCacheComing } from '../api/http'
import { joinFeatures, loadMemberFeatures } from './sessionHooks'
import { startRealtime } from '../features/realtime'
import { applyInstanceLook } from '../theme/instanceLook'
import { applyStoredTheme, settleTheme } from '../theme/boot'

/** Frontend-config keys that may override the client's preference defaults. */
const PREFERENCE_KEYS: (keyof Preferences)[] = [
  'collapseMessageWithSubject',
  'hidePostStats',
  'hideUserStats',
  'alwaysShowNewPostButton',
  'sidebarRight',
  'modalOnLogout',
]

function instancePreferenceDefaults(frontend: Record<string, unknown>): Partial<Preferences> {
  const out: Partial<Preferences> = {}
  for (const key of PREFERENCE_KEYS) {
    if (key in frontend) (out as Record<string, unknown>)[key] = frontend[key]
  }
  return out
}

/**
 * Start-up: config (with the initial data embedded in the page
 * and the frontend configurations), theme, login with the stored token,
 * instance info, then the app mounts. Optional endpoints never stop it.
 */
export async function startUp(): Promise<void> {
  joinFeatures()
  // The client keeps its own reading places (Back, home's resume, a reload's
  // top): the browser's own restoring would move a page that now has its
  // statuses before the load ends.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  // Before anything can paint: last visit's theme, from storage (config, theme, ...).
  applyStoredTheme()
  const prefs = usePreferences.getState().prefs
  await initI18n(pickLanguage(prefs.interfaceLanguage, navigator.languages ?? []))
  if (!storageAvailable())
    pushNotice('errors.storage_unavailable', { level: 'error', timeout: null })

  primePreload(document.getElementById('initial-results')?.textContent ?? null)
  // Never the custom emoji here: only the post form and the pickers use them
  // (statuses carry their own), and a large instance's list (1.2 MB for
  // 5,000) would hold a guest's first status. Signing in loads them.
  // Asked first and without a token; then the stored session's account and
  // start page, then the member's chunks: in that order they take the
  // browser's few connections to the server.
  // Offline, a member's request that fails before the saved copy is there waits for it (never past the check below).
  let cacheSettled = () => undefined as void
  if (!navigator.onLine) readCacheComing(new Promise<void>((done) => (cacheSettled = done)))
  // A site of its own (known from an earlier visit) has no instance to ask.
  const instanceLoad = knownSiteOfItsOwn()
    ? null
    : loadInstanceConfig(api(), { skipCustomEmoji: true })
  beginSessionRestore()
  let instance = instanceLoad ? await instanceLoad : null
  // No network: the instance and account the last online visit saved, in a lazy chunk.
  // (A chunk this browser never kept cannot load: the start goes on as before.)
  let offline = offlineStartWanted(instance, navigator.onLine)
    ? await loadOfflineStart().then(
        (m) => m.offlineStart(),
        () => null,
      )
    : null
  // The instance's own answers (the kept page may carry them) go before the saved copy.
  if (offline && instance?.potentiallyFatalError) instance = offline.instance
  // The saved pages answer before the first timeline asks.
  offline?.begin()
  readCacheComing(null)
  cacheSettled()
  // Not served by an instance: the client is a site of its own, in a lazy chunk.
  if (instance === null || instance.potentiallyFatalError) {
    const standalone = await import('../features/standalone/boot')
    if (instance === null || (await standalone.ownOriginIsNoInstance())) {
      // Known before: checked again with one request, so a site that became an instance is one next time.
      if (instance === null) void standalone.ownOriginIsNoInstance().then(rememberSiteOfItsOwn)
      else rememberSiteOfItsOwn(true)
      let chosen = await standalone.startStandalone()
      // Offline, the chosen server's saved start, as above.
      offline = await standalone.standaloneOfflineStart(chosen)
      if (offline) chosen = offline.instance
      offline?.begin()
      if (!chosen || chosen.potentiallyFatalError) return void (await settleTheme(null))
      instance = chosen
    }
  }
  useSession.getState().setInstance(instance)
  usePreferences.getState().applyInstanceDefaults(instancePreferenceDefaults(instance.frontend))
  if (instance.potentiallyFatalError)
    pushNotice('instance.load_error', { level: 'error', timeout: null })

  // A server that takes no password (or refused it before) signs people in on its own page.
  if (
    !instance.features.passwordGrant ||
    loadOAuth().passwordGrantRefused ||
    (apiServer() !== '' && !instance.features.passwordGrantCrossOrigin)
  )
    useSession.getState().dispatchAuth({ type: 'PASSWORD_GRANT_UNSUPPORTED' })

  // A site of its own knows its server only now: its stored session starts here (else a no-op).
  beginSessionRestore()
  // A guest's start page (or a member's, where the instance decides it) is asked for before the theme settles.
  prefetchStartPage(window.location.pathname, {
    loggedIn: api().token !== null,
    userId: null,
    instance,
  })
  // What no first screen needs waits until the first statuses have painted.
  holdStartGate(afterFirstScreen(DEFERRED_LOGIN_WORK_LIMIT))
  applyInstanceLook(instance)
  await settleTheme(instance.theme)
  // The service worker (offline shell, web push) registers itself then.
  void startGateOpened().then(() => import('../features/push/boot'))
  await restoreSession(offline?.account)
  if (useSession.getState().currentUserId === null) offline?.abandon()
  // Signing in loads the emoji (a guest, or a stored token the server no longer takes, needs none).
  if (useSession.getState().currentUserId === null) startRealtime()
  // A member's code comes after the first statuses; their controls hold their places meanwhile.
  else void startGateOpened().then(() => loadMemberFeatures({ warmServices: true }))
}
