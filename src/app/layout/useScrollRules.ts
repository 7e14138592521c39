import { useEffect } from 'react'
import { matchPath, useLocation, useNavigationType } from 'react-router'
import { ROUTE_TABLE } from '../routeTable'

const NO_SCROLL_PATHS = ROUTE_TABLE.filter((r) => r.noScroll).map((r) => r.path)

export const isNoScrollPath = (pathname: string): boolean =>
  NO_SCROLL_PATHS.some((pattern) => matchPath(pattern, pathname) !== null)

/**
 * Scroll resets to the top on every navigation except to routes marked
 * no-scroll; back/forward keeps the browser's own position.
 */
export function useScrollRules(): void {
  const location = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType === 'POP' || isNoScrollPath(location.pathname)) return
    window.scrollTo(0, 0)
    // Only a new location should scroll, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])
}
