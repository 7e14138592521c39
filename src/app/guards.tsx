import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { LOGGED_IN_LANDING_PATH, LOGGED_OUT_LANDING_PATH } from '../config/constants'
import { useSession } from '../store/session'
import { guardRedirect, routeByName } from './routeTable'

export function useLandingPaths(): { loggedInLanding: string; loggedOutLanding: string } {
  const instance = useSession((s) => s.instance)
  return {
    loggedInLanding: instance?.redirectRootLogin || LOGGED_IN_LANDING_PATH,
    loggedOutLanding: instance?.redirectRootNoLogin || LOGGED_OUT_LANDING_PATH,
  }
}

/** Applies the guard of one named route, then renders its screen. */
export function Guarded({ name, children }: { name: string; children: ReactNode }) {
  const loggedIn = useSession((s) => s.currentUserId !== null)
  const landing = useLandingPaths()
  const privateInstance = useSession((s) => s.instance?.private ?? false)
  const to = guardRedirect(routeByName(name), { loggedIn, privateInstance, ...landing })
  if (to) return <Navigate to={to} replace />
  return <>{children}</>
}

/** Pages only for guests (login): signed-in visitors go to their landing page. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const loggedIn = useSession((s) => s.currentUserId !== null)
  const { loggedInLanding } = useLandingPaths()
  if (loggedIn) return <Navigate to={loggedInLanding} replace />
  return <>{children}</>
}
