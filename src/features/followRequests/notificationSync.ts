import { dismissNotification } from '../../api/endpoints/notifications'
import { api } from '../../api/client'
import { settleFollowRequest, useNotifications } from '../../store/notifications'
import { hasFeature } from '../../store/serverFeatures'
import type { ResolvedKind } from './transitions'

/**
 * The follow_request notifications of an answered request: approved, they become follow notifications; denied, they are
 * dismissed. Whether answered from the notification or from the follow
 * requests page.
 */
export function settleRequestNotifications(accountId: string, kind: ResolvedKind): void {
  const store = useNotifications.getState()
  const { state, dismissed } = settleFollowRequest(store, accountId, kind)
  if (state === store) return
  // `remove` also lets go of what the notification kept in the cache.
  for (const id of dismissed) {
    store.remove(id)
    // Dismissed on the server too, so it does not come back on the next load
    // (where the server can: Hollo cannot dismiss one notification).
    if (!hasFeature('notificationDismiss')) continue
    dismissNotification(api(), id).catch((e: unknown) =>
      console.warn('Could not dismiss the follow request notification', e),
    )
  }
  if (kind === 'approved') useNotifications.setState({ byId: state.byId })
}
