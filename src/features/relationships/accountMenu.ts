import type { Account, Relationship } from '../../api/types'
import type { PendingAction } from '../../store/relationships'
import { domainOf } from './relationshipActions'

/** What the account actions menu can do. */
export type MenuAction =
  | 'mention'
  | 'mute'
  | 'unmute'
  | 'subscribe'
  | 'unsubscribe'
  | 'showReblogs'
  | 'hideReblogs'
  | 'removeFollower'
  | 'blockDomain'
  | 'unblockDomain'
  | 'block'
  | 'unblock'
  | 'report'

export interface MenuEntry {
  action: MenuAction
  /** Message key of the label when idle; the progress label replaces it while it runs. */
  labelKey: string
  args?: Record<string, string>
  disabled: boolean
  /** Shown while this entry's own action runs. */
  progress: boolean
  danger?: boolean
}

/** What the server offers that some entries need (api/features.ts). */
export interface MenuOffers {
  /** Blocking a whole domain. */
  domainBlocks: boolean
  /** Pleroma's subscriptions, or the follow call's `notify` and `reblogs` options. */
  subscriptions: boolean
  followOptions: boolean
}

const EVERYTHING: MenuOffers = { domainBlocks: true, subscriptions: true, followOptions: true }

/**
 * The menu's entries for one account: only what applies (no dead items).
 * Mute and mention are disabled for deactivated accounts, and
 * everything waits while another action on the account runs. Entries the
 * server cannot carry out are left out: a server that ignores the follow
 * options (Hollo) gets no subscribe or repeats entries, one without domain
 * blocks no domain entry.
 */
export function accountMenuEntries(
  account: Pick<Account, 'acct' | 'deactivated'>,
  relationship: Relationship,
  pending: PendingAction | undefined,
  offers: MenuOffers = EVERYTHING,
): MenuEntry[] {
  const busy = pending !== undefined
  const entry = (
    action: MenuAction,
    labelKey: string,
    extra: Partial<Pick<MenuEntry, 'args' | 'danger' | 'disabled'>> = {},
  ): MenuEntry => ({
    action,
    labelKey,
    progress: pending === action,
    ...extra,
    disabled: busy || extra.disabled === true,
  })
  const out: MenuEntry[] = [
    entry('mention', 'relationships.mention', { disabled: account.deactivated }),
  ]
  out.push(
    relationship.muting
      ? entry('unmute', 'relationships.unmute')
      : entry('mute', 'relationships.mute', { disabled: account.deactivated }),
  )
  if (relationship.following && (offers.subscriptions || offers.followOptions)) {
    out.push(
      relationship.subscribing
        ? entry('unsubscribe', 'relationships.unsubscribe')
        : entry('subscribe', 'relationships.subscribe'),
    )
  }
  if (relationship.following && offers.followOptions) {
    out.push(
      relationship.showing_reblogs
        ? entry('hideReblogs', 'relationships.hide_repeats')
        : entry('showReblogs', 'relationships.show_repeats'),
    )
  }
  if (relationship.followed_by) out.push(entry('removeFollower', 'relationships.remove_follower'))
  const domain = domainOf(account)
  if (domain && offers.domainBlocks) {
    out.push(
      relationship.domain_blocking
        ? entry('unblockDomain', 'relationships.unmute_domain', { args: { domain } })
        : entry('blockDomain', 'relationships.mute_domain', { args: { domain } }),
    )
  }
  out.push(
    relationship.blocking
      ? entry('unblock', 'relationships.unblock')
      : entry('block', 'relationships.block', { danger: true }),
  )
  // Reporting never waits on another action: it only opens the form.
  out.push({ action: 'report', labelKey: 'relationships.report', progress: false, disabled: false })
  return out
}
