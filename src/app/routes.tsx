import { Suspense, type ReactNode } from 'react'
import { lazy } from '../ui/lazy'
import { BrowserRouter, Route, Routes } from 'react-router'
import { AsyncErrorPanel, LoadingPanel } from '../ui/Spinner'
import {
  TimelinePage,
  BookmarksPage,
  DmsPage,
  ListTimelinePage,
  TagTimelinePage,
} from '../features/timelines'
import { AppLayout } from './layout/AppLayout'
import { Guarded, GuestOnly } from './guards'
import { NotFoundPage } from '../ui/NotFoundPage'
import { ROUTE_TABLE } from './routeTable'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { useSession } from '../store/session'
import { loadScheduledPage } from '../features/scheduled'

const LoginPage = lazy(() => import('../features/auth/LoginPage'))
const OAuthCallbackPage = lazy(() => import('../features/auth/OAuthCallbackPage'))
const ConversationPage = lazy(() => import('../features/conversation/ConversationPage'))
const FollowRequestsPage = lazy(() => import('../features/followRequests/FollowRequestsPage'))

const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'))
const InteractionsPage = lazy(() => import('../features/interactions/InteractionsPage'))
const RemoteUserResolver = lazy(() => import('../features/remoteUsers/RemoteUserResolver'))
const WhoToFollowPage = lazy(() => import('../features/whoToFollow/WhoToFollowPage'))
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'))
const SearchPage = lazy(() => import('../features/search/SearchPage'))
const ListsPage = lazy(() => import('../features/lists/ListsPage'))
const ListEditPage = lazy(() => import('../features/lists/ListEditPage'))
const ScheduledPage = lazy(loadScheduledPage)
const AnnouncementsPage = lazy(() => import('../features/announcements/AnnouncementsPage'))
const AboutPage = lazy(() => import('../features/about/AboutPage'))
const RegistrationPage = lazy(() => import('../features/registration/RegistrationPage'))
const RegistrationRequestSentPage = lazy(
  () => import('../features/registration/RegistrationRequestSentPage'),
)
const AwaitingEmailConfirmationPage = lazy(
  () => import('../features/registration/AwaitingEmailConfirmationPage'),
)
const StartPage = lazy(() => import('../features/standalone/StartPage'))
const PasswordResetPage = lazy(() => import('../features/passwordReset/PasswordResetPage'))

const lazyScreen = (node: ReactNode) => <Suspense fallback={<LoadingPanel />}>{node}</Suspense>
const screenFailed = <AsyncErrorPanel onRetry={() => window.location.reload()} />

/** Screens that exist now; every other route of the table shows the not-found page. */
const SCREENS: Record<string, () => ReactNode> = {
  root: () => null,
  'public-external-timeline': () => <TimelinePage kind="publicAndExternal" />,
  'public-timeline': () => <TimelinePage kind="public" />,
  'bubble-timeline': () => <TimelinePage kind="bubble" />,
  friends: () => <TimelinePage kind="friends" />,
  'tag-timeline': () => <TagTimelinePage />,
  bookmarks: () => <BookmarksPage />,
  dms: () => <DmsPage />,
  'list-timeline': () => <ListTimelinePage />,
  login: () => <GuestOnly>{lazyScreen(<LoginPage />)}</GuestOnly>,
  'oauth-callback': () => lazyScreen(<OAuthCallbackPage />),
  conversation: () => lazyScreen(<ConversationPage />),
  'friend-requests': () => lazyScreen(<FollowRequestsPage />),
  notifications: () => lazyScreen(<NotificationsPage />),
  interactions: () => lazyScreen(<InteractionsPage />),
  'remote-user-profile-acct': () => lazyScreen(<RemoteUserResolver />),
  'remote-user-profile': () => lazyScreen(<RemoteUserResolver />),
  'who-to-follow': () => lazyScreen(<WhoToFollowPage />),
  'external-user-profile': () => lazyScreen(<ProfilePage />),
  'user-profile': () => lazyScreen(<ProfilePage />),
  search: () => lazyScreen(<SearchPage />),
  lists: () => lazyScreen(<ListsPage />),
  'list-edit': () => lazyScreen(<ListEditPage />),
  scheduled: () => lazyScreen(<ScheduledPage />),
  announcements: () => lazyScreen(<AnnouncementsPage />),
  about: () => lazyScreen(<AboutPage />),
  registration: () => <GuestOnly>{lazyScreen(<RegistrationPage />)}</GuestOnly>,
  'registration-token': () => <GuestOnly>{lazyScreen(<RegistrationPage />)}</GuestOnly>,
  'registration-request-sent': () => lazyScreen(<RegistrationRequestSentPage />),
  'awaiting-email-confirmation': () => lazyScreen(<AwaitingEmailConfirmationPage />),
  'password-reset': () => <GuestOnly>{lazyScreen(<PasswordResetPage />)}</GuestOnly>,
}

/*
 * Declarative routing (not the data router): the app loads its data itself,
 * and the data router's loaders and actions would cost the first visit
 * kilobytes it does not use.
 */
export function AppRoutes() {
  const needsServer = useSession((s) => s.needsServer)
  const switching = useSession((s) => s.switching)
  // Another account or server: every screen mounts anew, nothing of the last one kept.
  const who = useSession((s) => `${s.server}|${s.epoch}`)
  return (
    // Navigations render at once, not as transitions: a click that changes the
    // session and the address together (adding an account, signing out) must
    // not render the new session at the old address, where a guard would send
    // it elsewhere before the new address arrives.
    // The whole app's boundary, under the screens' own: a part of the frame
    // that throws (a bug) shows the error panel and its retry, never a
    // blank page.
    <ErrorBoundary fallback={screenFailed}>
      <BrowserRouter useTransitions={false}>
        {needsServer ? (
          lazyScreen(<StartPage />)
        ) : switching ? (
          <LoadingPanel />
        ) : (
          <Routes key={who}>
            <Route element={<AppLayout />}>
              {ROUTE_TABLE.map((r) => (
                <Route
                  key={r.name}
                  path={r.path}
                  element={
                    // Keyed by route: a screen that still loads when the reader
                    // goes on replaces the last one instead of hiding it, kept
                    // alive, under its loading panel; Back then mounts it anew,
                    // and it brings its reading place back.
                    // A screen that throws (a chunk that failed to load, a bug)
                    // shows the generic error panel; retry reloads, so fresh
                    // chunks are fetched.
                    <ErrorBoundary key={r.name} fallback={screenFailed}>
                      <Guarded name={r.name}>
                        {(SCREENS[r.name] ?? (() => <NotFoundPage />))()}
                      </Guarded>
                    </ErrorBoundary>
                  }
                />
              ))}
              <Route path="/start" element={lazyScreen(<StartPage />)} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        )}
      </BrowserRouter>
    </ErrorBoundary>
  )
}
