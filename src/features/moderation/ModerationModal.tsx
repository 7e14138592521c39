import './messages'
import { useCurrentUser } from '../../store/currentUser'
import { moderationModal, moderationTabs, type ModerationTab } from '../../store/moderation'
import { lazyTabs, TabbedModal } from '../../ui/TabbedModal'
import { AdminScopeNotice } from '../auth'
import { useAdminScopesMissing } from '../../store/adminScopes'

const TABS = lazyTabs<ModerationTab>({
  reports: () => import('./ReportsTab'),
  users: () => import('./UsersTab'),
  posts: () => import('./PostsTab'),
})

/**
 * The moderation modal: reports, users and posts as
 * the user's role allows; hidden, visible or minimized like the settings
 * modal, its content loaded on first open and kept. A moderator with one
 * section gets no tab list.
 */
export default function ModerationModal() {
  const tabs = moderationTabs(useCurrentUser())
  // The token lacks the admin scopes: the sections would only fail; offer to grant them.
  const scopesMissing = useAdminScopesMissing()
  if (tabs.length === 0) return null
  return (
    <TabbedModal
      modal={moderationModal}
      messages="moderation"
      tabs={tabs}
      panels={TABS}
      replacement={scopesMissing ? <AdminScopeNotice /> : undefined}
      wide
    />
  )
}
