import { useSyncExternalStore } from 'react'
import { MOBILE_MAX_WIDTH, WIDE_MIN_WIDTH } from '../config/constants'

export type LayoutType = 'mobile' | 'normal' | 'wide'

/** Mobile at ≤ 800 px; wide at ≥ 1280 px when signed in and a third column is wanted. */
export function layoutFor(
  width: number,
  loggedIn: boolean,
  thirdColumnMode: 'none' | 'notifications',
): LayoutType {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile'
  if (width >= WIDE_MIN_WIDTH && loggedIn && thirdColumnMode !== 'none') return 'wide'
  return 'normal'
}

const subscribe = (cb: () => void) => {
  window.addEventListener('resize', cb)
  return () => window.removeEventListener('resize', cb)
}
const getWidth = () => window.innerWidth

export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, () => 1024)
}
