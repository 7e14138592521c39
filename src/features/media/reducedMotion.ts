import { useSyncExternalStore } from 'react'

/*
 * One shared `prefers-reduced-motion` query for every thumbnail and player,
 * instead of a media query listener per item.
 */
let query: MediaQueryList | null | undefined

function reducedMotionQuery(): MediaQueryList | null {
  if (query === undefined) {
    query =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-reduced-motion: reduce)')
        : null
  }
  return query
}

function subscribe(onChange: () => void): () => void {
  const q = reducedMotionQuery()
  q?.addEventListener('change', onChange)
  return () => q?.removeEventListener('change', onChange)
}

export const prefersReducedMotion = (): boolean => reducedMotionQuery()?.matches ?? false

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
}
