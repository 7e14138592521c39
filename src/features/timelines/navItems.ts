import type { NavIconName, NavItem } from '../../ui/NavList'
import type { InstanceConfig } from '../../api/types'
export type { NavItem }
import { timelineVisible, TIMELINES, type TimelineKind } from './timelineKinds'

const TIMELINE_ICONS: Record<TimelineKind, NavIconName> = {
  friends: 'home',
  public: 'users',
  bubble: 'bubble',
  publicAndExternal: 'globe',
}

/**
 * The Timelines group of the navigation panel, in its order,
 * filtered by the visibility rules: home, public, bubble, federated, then
 * bookmarks and DMs (where the server has them) for signed-in users. Hidden entirely on a private
 * instance for guests.
 */
export function navTimelineItems(
  loggedIn: boolean,
  instance: InstanceConfig,
  username?: string,
): NavItem[] {
  if (instance.private && !loggedIn) return []
  const order: TimelineKind[] = ['friends', 'public', 'bubble', 'publicAndExternal']
  const items: NavItem[] = order
    .filter((k) => timelineVisible(k, loggedIn, instance))
    .map((k) => ({
      key: k,
      to: TIMELINES[k].path,
      labelKey: TIMELINES[k].titleKey,
      icon: TIMELINE_ICONS[k],
    }))
  if (loggedIn) {
    items.push({ key: 'bookmarks', to: '/bookmarks', labelKey: 'nav.bookmarks', icon: 'bookmark' })
    if (username && instance.features.directTimeline) {
      items.push({
        key: 'dms',
        to: `/users/${encodeURIComponent(username)}/dms`,
        labelKey: 'nav.dms',
        icon: 'envelope',
      })
    }
  }
  return items
}

/** The about page: every visitor's entry. */
export const ABOUT_NAV_ITEM: NavItem = {
  key: 'about',
  to: '/about',
  labelKey: 'nav.about',
  icon: 'info',
}
