/**
 * Akkoma's admin privileges with their default split (config :pleroma,
 * :admin_privileges and :moderator_privileges): moderators manage reports
 * and delete posts, admins may do everything. Served to the account itself
 * as `pleroma.privileges` and checked by routes/admin.ts.
 */

import type { AccountRecord } from './records.ts'

/** Akkoma's privileges (config :pleroma, :admin_privileges / :moderator_privileges defaults). */
export type Privilege =
  | 'users_read'
  | 'users_manage_activation_state'
  | 'users_manage_tags'
  | 'users_manage_credentials'
  | 'users_delete'
  | 'messages_read'
  | 'messages_delete'
  | 'reports_manage_reports'

const ADMIN_PRIVILEGES: readonly Privilege[] = [
  'users_read',
  'users_manage_activation_state',
  'users_manage_tags',
  'users_manage_credentials',
  'users_delete',
  'messages_read',
  'messages_delete',
  'reports_manage_reports',
]
const MODERATOR_PRIVILEGES: readonly Privilege[] = ['messages_delete', 'reports_manage_reports']

/** What the account may do (served as `pleroma.privileges` to itself). */
export function privilegesOf(account: AccountRecord): Privilege[] {
  const all = new Set<Privilege>()
  if (account.isAdmin) for (const p of ADMIN_PRIVILEGES) all.add(p)
  if (account.isModerator) for (const p of MODERATOR_PRIVILEGES) all.add(p)
  return [...all]
}
