import { memo, Suspense } from 'react'
import { lazy, lazyAfterStart } from '../../../ui/lazy'
import { useIsLoggedIn } from '../../../store/session'
import styles from './StatusActions.module.css'

// Guests never download the members' action bar; it is preloaded at login
// (see app/memberFeatures.ts), so members rarely see the placeholder.
const MemberActions = lazy(() => import('./MemberActions'))
// Nor do members download the guests' one, which follows a guest's first
// statuses rather than coming before them (their first visit's budget).
const GuestActions = lazyAfterStart(() => import('./GuestActions'))

/**
 * The action bar under a status: reply, quote, repeat,
 * favourite, bookmark and a "more" menu. `statusId` is the displayed status
 * (the inner one of a repeat). Guests get reply, repeat and favourite, which
 * act from their own instance.
 */
export const StatusActions = memo(function StatusActions({ statusId }: { statusId: string }) {
  const loggedIn = useIsLoggedIn()
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      {loggedIn ? <MemberActions statusId={statusId} /> : <GuestActions statusId={statusId} />}
    </Suspense>
  )
})
