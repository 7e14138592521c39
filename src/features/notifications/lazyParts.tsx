import { Suspense } from 'react'
import { lazyAfterStart } from '../../ui/lazy'

/*
 * The layout's hooks into notifications. Only members see these, so the
 * code behind them is a lazy chunk a guest's first visit never fetches.
 */

type PartName = 'NotificationsColumn' | 'NotificationsTopBarButton' | 'NotificationsNavItems'

function part(name: PartName) {
  const Lazy = lazyAfterStart(() => import('./memberParts').then((m) => ({ default: m[name] })))
  return () => (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  )
}

export const NotificationsColumn = part('NotificationsColumn')
export const NotificationsTopBarButton = part('NotificationsTopBarButton')
export const NotificationsNavItems = part('NotificationsNavItems')
