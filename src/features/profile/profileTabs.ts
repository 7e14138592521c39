import type { Account } from '../../api/types'
import type { Preferences } from '../../store/preferences'

/** The profile's tabs, named as their URL hash. */
export const PROFILE_TABS = [
  'statuses',
  'replies',
  'media',
  'followees',
  'followers',
  'favorites',
] as const

export type ProfileTab = (typeof PROFILE_TABS)[number]

type Owner = Pick<Account, 'hide_follows' | 'hide_followers'>

/**
 * Tabs shown on a profile: follows and followers are left out when the user
 * hides them (unless it is one's own profile); favourites are one's own only.
 */
export function visibleTabs(account: Owner, isOwn: boolean): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => {
    if (tab === 'favorites') return isOwn
    if (tab === 'followees') return isOwn || !account.hide_follows
    if (tab === 'followers') return isOwn || !account.hide_followers
    return true
  })
}

/**
 * The tab a URL hash selects: the hash when it names a visible tab, the
 * userProfileDefaultTab preference when the hash is empty (or that tab is not
 * shown here), and statuses otherwise.
 */
export function tabFromHash(
  hash: string,
  defaultTab: Preferences['userProfileDefaultTab'],
  visible: readonly ProfileTab[],
): ProfileTab {
  const name = hash.replace(/^#/, '')
  const wanted = visible.find((t) => t === name)
  if (wanted) return wanted
  return visible.includes(defaultTab) ? defaultTab : 'statuses'
}
