import { Suspense } from 'react'
import { lazyAfterStart } from '../../ui/lazy'
import { useTranslation } from '../../i18n/react'
import { useLocation } from 'react-router'
import { LazyPostForm as PostForm } from '../../features/compose'
import { UserCardCompact } from '../../features/users'
import { useCurrentUser } from '../../store/currentUser'
import { useIsLoggedIn } from '../../store/session'
import { useSignInPromptInPlace } from '../../store/signInPrompt'
import { Panel } from '../../ui/Panel'
import { FeaturesPanel, InstancePanel } from '../../features/about'
import { NavPanel } from '../../features/navigation'
import { NotificationsColumn } from '../../features/notifications'
import styles from './Sidebar.module.css'

// Guests who never sign in don't download the sign-in form with their first page.
const LoginForm = lazyAfterStart(() =>
  import('../../features/auth/LoginForm').then((m) => ({ default: m.LoginForm })),
)
// Members only: guests never fetch the who-to-follow panel.
const WhoToFollowPanel = lazyAfterStart(() => import('../../features/whoToFollow/WhoToFollowPanel'))

/** User panel: signed in, the user card and the post form; otherwise the auth form. */
export function UserPanel() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const { pathname } = useLocation()
  const promptInPlace = useSignInPromptInPlace()
  // The login page shows the form in the main column; one form is enough.
  // A screen that asks in place to sign in has the one prompt, its link
  // leading to that page and back.
  if (!user) {
    if (pathname === '/login' || promptInPlace) return null
    return (
      <Suspense fallback={null}>
        <LoginForm />
      </Suspense>
    )
  }
  return (
    <Panel label={t('nav.user_panel')} bodyClassName={styles.userPanelBody}>
      <UserCardCompact account={user} />
      {/* The `n` shortcut writes here (features/keyboard). */}
      <div data-shortcut="compose">
        <PostForm />
      </div>
    </Panel>
  )
}

/** The about page shows the instance and features panels itself: once on a screen is enough. */
const useOnAboutPage = () => useLocation().pathname === '/about'

export function Sidebar({ showSecondary: secondary }: { showSecondary: boolean }) {
  const loggedIn = useIsLoggedIn()
  const onAbout = useOnAboutPage()
  const showSecondary = secondary && !onAbout
  return (
    <>
      <UserPanel />
      <NavPanel />
      {loggedIn && (
        <Suspense fallback={null}>
          <WhoToFollowPanel />
        </Suspense>
      )}
      {showSecondary && <InstancePanel />}
      {showSecondary && <FeaturesPanel />}
    </>
  )
}

/** Wide layout's third column: notifications (wide implies a member), then the instance panels. */
export function ThirdColumn() {
  const onAbout = useOnAboutPage()
  return (
    <>
      <NotificationsColumn />
      {!onAbout && <InstancePanel />}
      {!onAbout && <FeaturesPanel />}
    </>
  )
}
