import { Suspense } from 'react'
import { lazy } from '../../ui/lazy'
import type { Account } from '../../api/types'
import { useCurrentUser } from '../../store/currentUser'
import { CARD_PRIVILEGES, hasPrivilege } from '../../store/moderation'
import { useFeature } from '../../store/serverFeatures'
import { useAdminScopesMissing } from '../../store/adminScopes'

// Staff only, and only when a card is shown: a lazy chunk.
const AdminMenu = lazy(() => import('./AdminMenu'))

/** The admin menu's place on the user card: for staff whose role has account tools. */
export function UserCardAdminMenu({ account }: { account: Account }) {
  const viewer = useCurrentUser()
  const adminApi = useFeature('adminApi')
  // Without the admin scopes the tools would fail: the moderation entry offers to grant them.
  const scopesMissing = useAdminScopesMissing()
  if (!adminApi || scopesMissing || !viewer || viewer.id === account.id) return null
  if (!CARD_PRIVILEGES.some((p) => hasPrivilege(viewer, p))) return null
  return (
    <Suspense fallback={null}>
      <AdminMenu account={account} name={account.display_name || account.username} />
    </Suspense>
  )
}
