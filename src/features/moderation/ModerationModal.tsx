import './messages'
import { type ComponentType } from 'react'
import { lazy } from '../../ui/lazy'
import { useCurrentUser } from '../../store/currentUser'
import {
  chooseModerationTab,
  closeModeration,
  moderationTabs,
  peekModeration,
  useModerationModal,
  type ModerationTab,
} from '../../store/moderation'
import { TabbedModal } from '../../ui/TabbedModal'
import { AdminScopeNotice } from '../auth'
import { useAdminScopesMissing } from '../../store/adminScopes'

// Each section's code loads when it is first shown.
const TABS: Record<ModerationTab, ComponentType> = {
  reports: lazy(() => import('./ReportsTab')),
  users: lazy(() => import('./UsersTab')),
  posts: lazy(() => import('./PostsTab')),
}

/**
 * The moderation modal: reports, users and posts as
 * the user's role allows; hidden, visible or minimized like the settings
 * modal, its content loaded on first open and kept. A moderator with one
 * section gets no tab list.
 */
export default function ModerationModal() {
  const visibility = useModerationModal((s) => s.visibility)
  const chosen = useModerationModal((s) => s.tab)
  const user = useCurrentUser()
  const tabs = moderationTabs(user)
  const tab = tabs.includes(chosen) ? chosen : tabs[0]
  // The token lacks the admin scopes: the sections would only fail; offer to grant them.
  const scopesMissing = useAdminScopesMissing()
  if (!tab) return null
  const Tab = TABS[tab]

  return (
    <TabbedModal
      visibility={visibility}
      messages="moderation"
      tabs={tabs}
      selected={tab}
      onSelect={chooseModerationTab}
      onRestore={peekModeration}
      onMinimize={peekModeration}
      onClose={closeModeration}
      replacement={scopesMissing ? <AdminScopeNotice /> : undefined}
      wide
    >
      <Tab key={tab} />
    </TabbedModal>
  )
}
