import { useNotifications } from '../../store/notifications'
import type { ResolvedKind } from './transitions'

/**
 * The follow_request notifications of an answered request (spec 2 §4,
 * spec 3 §4): approved, they become follow notifications; denied, they are
 * dismissed. Whether answered from the notification or from the follow
 * requests page.
 */
export function settleRequestNotifications(accountId: string, kind: ResolvedKind): void {
  const store = useNotifications.getState()
  const ids = store.ids.filter((id) => {
    const entry = store.byId[id]
    return entry?.type === 'follow_request' && entry.account_id === accountId
  })
  if (ids.length === 0) return
  if (kind === 'denied') {
    for (const id of ids) store.remove(id)
    return
  }
  useNotifications.setState((s) => {
    const byId = { ...s.byId }
    for (const id of ids) {
      const entry = byId[id]
      if (entry) byId[id] = { ...entry, type: 'follow' }
    }
    return { byId }
  })
}
