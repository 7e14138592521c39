import { lazy, Suspense } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { LoadingPanel } from '../ui/Spinner'
import { TimelinePage } from '../features/timelines/TimelinePage'
import { AppLayout } from './layout/AppLayout'
import { Guarded, GuestOnly } from './guards'
import { NotFoundPage } from './NotFoundPage'
import { ROUTE_TABLE } from './routeTable'
import { RouteErrorPanel } from './RouteErrorPanel'

const LoginPage = lazy(() => import('../features/auth/LoginPage'))
const OAuthCallbackPage = lazy(() => import('../features/auth/OAuthCallbackPage'))

const lazyScreen = (node: React.ReactNode) => <Suspense fallback={<LoadingPanel />}>{node}</Suspense>

/** Screens that exist now; every other route of the table shows the not-found page. */
const SCREENS: Record<string, () => React.ReactNode> = {
  root: () => null,
  'public-external-timeline': () => <TimelinePage kind="publicAndExternal" />,
  'public-timeline': () => <TimelinePage kind="public" />,
  'bubble-timeline': () => <TimelinePage kind="bubble" />,
  friends: () => <TimelinePage kind="friends" />,
  login: () => <GuestOnly>{lazyScreen(<LoginPage />)}</GuestOnly>,
  'oauth-callback': () => lazyScreen(<OAuthCallbackPage />),
}

export const routeObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPanel />,
    children: [
      ...ROUTE_TABLE.map(
        (r): RouteObject => ({
          path: r.path,
          handle: { name: r.name, noScroll: r.noScroll ?? false },
          element: <Guarded name={r.name}>{(SCREENS[r.name] ?? (() => <NotFoundPage />))()}</Guarded>,
        }),
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routeObjects)
