/**
 * What the first visit needs of moderation:
 * who may use which tool, the moderation modal's state (hidden, visible,
 * minimized through the shared modal machine, and its tab), the open-report
 * count for the badge, and the report modal's target. Tiny and eager: the
 * modals, the report form and the admin menu are lazy chunks.
 */
import { create } from 'zustand'
import type { Account } from '../api/types'
import { createTabbedModal } from './tabbedModal'

/** Akkoma's admin privileges the client uses. */
export type Privilege =
  | 'reports_manage_reports'
  | 'users_read'
  | 'users_manage_activation_state'
  | 'users_manage_tags'
  | 'users_manage_credentials'
  | 'users_delete'
  | 'messages_read'
  | 'messages_delete'

const ALL: readonly Privilege[] = [
  'reports_manage_reports',
  'users_read',
  'users_manage_activation_state',
  'users_manage_tags',
  'users_manage_credentials',
  'users_delete',
  'messages_read',
  'messages_delete',
]
/** Akkoma's default for moderators, used where the server does not list privileges. */
const MODERATOR_DEFAULT: readonly Privilege[] = ['reports_manage_reports', 'messages_delete']

export type StaffUser = Pick<Account, 'is_admin' | 'is_moderator' | 'role' | 'privileges'>

export const isStaffUser = (user: StaffUser | null | undefined): boolean =>
  !!user &&
  (user.is_admin || user.is_moderator || user.role === 'admin' || user.role === 'moderator')

/**
 * Whether the user may use a tool: Akkoma lists the account's privileges;
 * elsewhere the role decides (admins everything, moderators
 * reports and deleting posts).
 */
export function hasPrivilege(user: StaffUser | null | undefined, privilege: Privilege): boolean {
  if (!user || !isStaffUser(user)) return false
  if (user.privileges) return user.privileges.includes(privilege)
  const admin = user.is_admin || user.role === 'admin'
  return (admin ? ALL : MODERATOR_DEFAULT).includes(privilege)
}

/** The account tools of the user card's admin menu. */
export const CARD_PRIVILEGES: readonly Privilege[] = [
  'users_manage_activation_state',
  'users_delete',
  'users_manage_credentials',
  'users_manage_tags',
]

export type ModerationTab = 'reports' | 'users' | 'posts'

const moderation = createTabbedModal<ModerationTab, { openReports: number }>('reports', {
  /** Open reports as the last poll found them (the entry's badge). */
  openReports: 0,
})

export const useModerationModal = moderation.useStore
export const openModeration = moderation.open
/** The moderation modal as its frame (ui/TabbedModal) drives it. */
export const moderationModal = moderation.modal
export const closeModeration = moderationModal.close
export const setOpenReportCount = (openReports: number): void =>
  useModerationModal.setState({ openReports })

/** Whom a report is about, and the status it was opened from (pre-selected). */
export interface ReportTarget {
  accountId: string
  statusId: string | null
}

export const useReportModal = create<{ target: ReportTarget | null }>()(() => ({ target: null }))

export const openReport = (accountId: string, statusId: string | null = null): void =>
  useReportModal.setState({ target: { accountId, statusId } })

export const closeReport = (): void => useReportModal.setState({ target: null })

/** The moderation modal's sections the user may open, in order. */
export function moderationTabs(user: StaffUser | null | undefined): ModerationTab[] {
  const tabs: ModerationTab[] = []
  if (hasPrivilege(user, 'reports_manage_reports')) tabs.push('reports')
  if (hasPrivilege(user, 'users_read')) tabs.push('users')
  if (hasPrivilege(user, 'messages_read')) tabs.push('posts')
  return tabs
}
