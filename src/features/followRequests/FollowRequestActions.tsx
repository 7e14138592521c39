import type { Notification } from '../../api/types'
import { FollowRequestButtons } from './FollowRequestButtons'
import type { ResolvedKind } from './transitions'

interface ActionsProps {
  notification: Pick<Notification, 'id' | 'account'>
  /**
   * Called after the server agreed. The notification itself is already
   * settled in the notifications store (approved: now a follow; denied:
   * dismissed), so this is only for extra work.
   */
  onResolved?: (kind: ResolvedKind) => void
}

/**
 * Approve and deny for a follow_request notification, mounted
 * by the notifications column. Accessible names: "Approve the follow
 * request from @acct" and "Deny the follow request from @acct".
 */
export function FollowRequestActions({ notification, onResolved }: ActionsProps) {
  return <FollowRequestButtons account={notification.account} onResolved={onResolved} />
}

export default FollowRequestActions
