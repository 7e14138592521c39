import type { Privilege, StaffUser } from '../../store/moderation'
import { hasPrivilege } from '../../store/moderation'

/*
 * The admin menu of the user card: activation,
 * deletion, roles (local users), and the TagPolicy tags where the instance
 * runs it, each as the viewer's privileges allow. Pure: which entries, their
 * state and their progress label are decided here and unit-tested.
 */

/** The policy tags and their `mrf_tag:` names. */
export const POLICY_TAGS = {
  forceNsfw: 'mrf_tag:media-force-nsfw',
  stripMedia: 'mrf_tag:media-strip',
  forceUnlisted: 'mrf_tag:force-unlisted',
  sandbox: 'mrf_tag:sandbox',
  disableRemoteSubscription: 'mrf_tag:disable-remote-subscription',
  disableAnySubscription: 'mrf_tag:disable-any-subscription',
  quarantine: 'mrf_tag:quarantine',
} as const

export type PolicyTag = keyof typeof POLICY_TAGS

/** Tags for every account, then those only for local ones. */
const ALL_ACCOUNT_TAGS: readonly PolicyTag[] = [
  'forceNsfw',
  'stripMedia',
  'forceUnlisted',
  'sandbox',
]
const LOCAL_ONLY_TAGS: readonly PolicyTag[] = [
  'disableRemoteSubscription',
  'disableAnySubscription',
  'quarantine',
]

/** The account as the menu needs it (a card's Account or an admin list's user). */
export interface ModeratedAccount {
  id: string
  /** The nickname the admin API takes: `alice` or `dana@remote.example`. */
  acct: string
  is_local: boolean
  is_admin: boolean
  is_moderator: boolean
  deactivated: boolean
  tags: readonly string[]
}

export type AdminAction =
  | { kind: 'activation' }
  | { kind: 'delete' }
  | { kind: 'role'; group: 'admin' | 'moderator' }
  | { kind: 'tag'; tag: PolicyTag }

export const actionKey = (action: AdminAction): string =>
  action.kind === 'role'
    ? `role:${action.group}`
    : action.kind === 'tag'
      ? `tag:${action.tag}`
      : action.kind

export interface AdminMenuEntry {
  action: AdminAction
  /** Message key of the label (the progress one while it runs). */
  labelKey: string
  /** Toggles show their state; delete is a plain item. */
  checked: boolean | null
  danger?: boolean
}

const PRIVILEGE: Record<AdminAction['kind'], Privilege> = {
  activation: 'users_manage_activation_state',
  delete: 'users_delete',
  role: 'users_manage_credentials',
  tag: 'users_manage_tags',
}

export const allowed = (viewer: StaffUser, action: AdminAction): boolean =>
  hasPrivilege(viewer, PRIVILEGE[action.kind])

/** The entries for one account; empty when the viewer may do nothing to it. */
export function adminMenuEntries(
  account: ModeratedAccount,
  viewer: StaffUser,
  tagPolicy: boolean,
): AdminMenuEntry[] {
  const out: AdminMenuEntry[] = []
  const add = (entry: AdminMenuEntry) => {
    if (allowed(viewer, entry.action)) out.push(entry)
  }
  add({
    action: { kind: 'activation' },
    labelKey: account.deactivated ? 'moderation.activate' : 'moderation.deactivate',
    checked: null,
  })
  add({
    action: { kind: 'delete' },
    labelKey: 'moderation.delete_account',
    checked: null,
    danger: true,
  })
  if (account.is_local) {
    add({
      action: { kind: 'role', group: 'admin' },
      labelKey: account.is_admin ? 'moderation.revoke_admin' : 'moderation.grant_admin',
      checked: null,
    })
    add({
      action: { kind: 'role', group: 'moderator' },
      labelKey: account.is_moderator ? 'moderation.revoke_moderator' : 'moderation.grant_moderator',
      checked: null,
    })
  }
  if (tagPolicy) {
    const tags = account.is_local ? [...ALL_ACCOUNT_TAGS, ...LOCAL_ONLY_TAGS] : ALL_ACCOUNT_TAGS
    for (const tag of tags) {
      add({
        action: { kind: 'tag', tag },
        labelKey: `moderation.tag_${tag}`,
        checked: account.tags.includes(POLICY_TAGS[tag]),
      })
    }
  }
  return out
}

/** What the account looks like after the action succeeded. */
export function applyAdminAction(
  account: ModeratedAccount,
  action: AdminAction,
): Partial<ModeratedAccount> {
  switch (action.kind) {
    case 'activation':
      return { deactivated: !account.deactivated }
    case 'delete':
      return { deactivated: true }
    case 'role':
      return action.group === 'admin'
        ? { is_admin: !account.is_admin }
        : { is_moderator: !account.is_moderator }
    case 'tag': {
      const name = POLICY_TAGS[action.tag]
      return {
        tags: account.tags.includes(name)
          ? account.tags.filter((t) => t !== name)
          : [...account.tags, name],
      }
    }
  }
}

/** The progress label of an action that runs. */
export function progressKey(account: ModeratedAccount, action: AdminAction): string {
  switch (action.kind) {
    case 'activation':
      return account.deactivated ? 'moderation.activating' : 'moderation.deactivating'
    case 'delete':
      return 'moderation.deleting_account'
    case 'role':
    case 'tag':
      return 'moderation.saving'
  }
}
