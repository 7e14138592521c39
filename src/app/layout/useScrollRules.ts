import { useEffect } from 'react'
import { useLocation, useMatches, useNavigationType } from 'react-router'

/**
 * Scroll resets to the top on every navigation except to routes marked
 * no-scroll (spec 1 §2); back/forward keeps the browser's own position.
 */
export function useScrollRules(): void {
  const location = useLocation()
  const navigationType = useNavigationType()
  const matches = useMatches()
  const noScroll = matches.some((m) => (m.handle as { noScroll?: boolean } | undefined)?.noScroll)
  useEffect(() => {
    if (navigationType === 'POP' || noScroll) return
    window.scrollTo(0, 0)
    // Only a new location should scroll, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])
}
