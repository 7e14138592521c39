import { Suspense, useState } from 'react'
import { lazy, lazyAfterStart } from '../../ui/lazy'
import { useTranslation } from '../../i18n/react'
import { Link, Outlet, useLocation } from 'react-router'
import { usePreferences } from '../../store/preferences'
import { useSession } from '../../store/session'
import { useSignInPromptInPlace } from '../../store/signInPrompt'
import { useSettingsModal } from '../../store/settingsModal'
import { Notices } from '../../ui/Notices'
import { layoutFor, useWindowWidth } from '../../ui/layoutType'
import { useScrollRules } from './useScrollRules'
import { TopBar } from './TopBar'
import type { SwipeDirection } from '../../ui/gestures'
import { OfflineBar } from '../../features/offline'
import { Sidebar, ThirdColumn } from './Sidebar'
import { GlobalHosts } from './GlobalHosts'
import styles from './AppLayout.module.css'

// The drawer's code comes when it is first opened, by tap or swipe.
const MobileDrawer = lazy(() => import('../../features/navigation/MobileDrawer'))
// Swipes open and close the drawer; they wait for the first paint like the shortcuts.
const DocumentSwipe = lazyAfterStart(() => import('./DocumentSwipe'))
// The shortcuts and their help dialog: a chunk of their own, fetched after the first paint.
const KeyboardShortcuts = lazyAfterStart(() => import('../../features/keyboard/KeyboardShortcuts'))
// Only members post: a guest's first visit goes without the button, and a
// member's start-up fetches it with the other member chunks (memberFeatures).
const FloatingPostButton = lazy(() =>
  import('../../features/compose/FloatingPostButton').then((m) => ({
    default: m.FloatingPostButton,
  })),
)

export function AppLayout() {
  const { t } = useTranslation()
  const loggedIn = useSession((s) => s.currentUserId !== null)
  const wallpaper = useSession((s) => s.instance?.background)
  const prefs = usePreferences((s) => s.prefs)
  const width = useWindowWidth()
  const layout = layoutFor(width, loggedIn, prefs.thirdColumnMode)
  const mobile = layout === 'mobile'
  const location = useLocation()
  const settingsOpen = useSettingsModal((s) => s.visibility === 'visible')
  // A screen asking in place to sign in has the one prompt; no banner on top.
  const promptInPlace = useSignInPromptInPlace()
  // The drawer belongs to the page it was opened on: a route change closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null)
  const drawerOpen = drawerPath === location.pathname
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const setDrawerOpen = (open: boolean) => {
    if (open) setDrawerLoaded(true)
    setDrawerPath(open ? location.pathname : null)
  }
  useScrollRules()

  const onSwipe = (dir: SwipeDirection, startX: number) => {
    if (dir === 'right' && !drawerOpen && startX < window.innerWidth / 2) setDrawerOpen(true)
    if (dir === 'left' && drawerOpen) setDrawerOpen(false)
  }

  const columnsClass = [
    styles.columns,
    layout === 'wide' ? styles.wide : '',
    prefs.sidebarRight && layout !== 'mobile' ? styles.sidebarRight : '',
  ].join(' ')

  return (
    <div
      className={[
        styles.app,
        mobile ? styles.mobile : '',
        prefs.showScrollbars ? '' : styles.hideScrollbars,
      ].join(' ')}
      data-layout={layout}
      // Read by the sticky headers' stylesheets (timeline, notifications).
      data-sticky-headers={prefs.disableStickyHeaders ? 'off' : undefined}
    >
      {wallpaper && !prefs.hideInstanceWallpaper && (
        <img className={styles.wallpaper} src={wallpaper} alt="" />
      )}
      <a className={styles.skipLink} href="#main-content">
        {t('general.skip_to_content')}
      </a>
      <TopBar mobile={mobile} onOpenMenu={() => setDrawerOpen(true)} />
      {loggedIn && (
        <Suspense fallback={null}>
          <OfflineBar />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <KeyboardShortcuts />
        {mobile && <DocumentSwipe onSwipe={onSwipe} />}
      </Suspense>
      <div className={columnsClass}>
        {!mobile && (
          <div className={styles.sidebar}>
            <Sidebar showSecondary={layout !== 'wide'} />
          </div>
        )}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {!loggedIn && location.pathname !== '/login' && !promptInPlace && (
            <Link to="/login" className={styles.loginHint}>
              {t('general.login_hint')}
            </Link>
          )}
          <Outlet />
        </main>
        {layout === 'wide' && (
          <aside className={styles.thirdColumn} aria-label={t('nav.third_column')}>
            <ThirdColumn />
          </aside>
        )}
      </div>
      {mobile && drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {(mobile || prefs.alwaysShowNewPostButton) && loggedIn && (
        <Suspense fallback={null}>
          <FloatingPostButton autohide={prefs.autohideFloatingPostButton} />
        </Suspense>
      )}
      {/* The settings modal shows them itself while it covers the page. */}
      {!settingsOpen && <Notices />}
      <GlobalHosts />
    </div>
  )
}
