import {
  deleteUser,
  setPermissionGroup,
  setUserTag,
  setUsersActive,
} from '../../api/endpoints/moderation'
import { api } from '../../api/client'
import type { Account } from '../../api/types'
import { useEntities } from '../../store/entities'
import {
  POLICY_TAGS,
  applyAdminAction,
  type AdminAction,
  type ModeratedAccount,
} from './adminMenuModel'

/** Sends one admin action for the account. */
export async function sendAdminAction(
  account: ModeratedAccount,
  action: AdminAction,
): Promise<void> {
  const client = api()
  switch (action.kind) {
    case 'activation':
      return setUsersActive(client, [account.acct], account.deactivated)
    case 'delete':
      return deleteUser(client, account.acct)
    case 'role': {
      const on = action.group === 'admin' ? !account.is_admin : !account.is_moderator
      return setPermissionGroup(client, account.acct, action.group, on)
    }
    case 'tag': {
      const name = POLICY_TAGS[action.tag]
      return setUserTag(client, account.acct, name, !account.tags.includes(name))
    }
  }
}

/** The cached account (card, statuses) after a successful action. */
export function patchCachedAccount(account: ModeratedAccount, action: AdminAction): void {
  const cached = useEntities.getState().accounts[account.id]
  if (!cached) return
  const patch = applyAdminAction(account, action)
  const next: Account = { ...cached, ...patch, tags: [...(patch.tags ?? cached.tags)] }
  if (patch.is_admin !== undefined || patch.is_moderator !== undefined) {
    next.role = next.is_admin ? 'admin' : next.is_moderator ? 'moderator' : 'member'
  }
  useEntities.getState().ingestAccounts([next])
}
