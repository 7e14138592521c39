import type { InstanceConfig } from '../../api/types'
import {
  timelineVisible,
  TIMELINES,
  type TimelineKind,
} from '../../features/timelines/timelineKinds'

export interface NavItem {
  key: string
  to: string
  labelKey: string
  icon: 'home' | 'users' | 'globe' | 'bubble' | 'info' | 'login'
  badge?: number
}

const TIMELINE_ICONS: Record<TimelineKind, NavItem['icon']> = {
  friends: 'home',
  public: 'users',
  bubble: 'bubble',
  publicAndExternal: 'globe',
}

/**
 * The Timelines group of the navigation panel (spec 1 §2), in its order,
 * filtered by the visibility rules. Hidden entirely on a private instance
 * for guests. Bookmarks and DMs join when their screens exist.
 */
export function timelineNavItems(loggedIn: boolean, instance: InstanceConfig): NavItem[] {
  if (instance.private && !loggedIn) return []
  const order: TimelineKind[] = ['friends', 'public', 'bubble', 'publicAndExternal']
  return order
    .filter((k) => timelineVisible(k, loggedIn, instance))
    .map((k) => ({
      key: k,
      to: TIMELINES[k].path,
      labelKey: TIMELINES[k].titleKey,
      icon: TIMELINE_ICONS[k],
    }))
}
