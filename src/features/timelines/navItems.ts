import type { InstanceConfig } from '../../api/types'
import { timelineVisible, TIMELINES, type TimelineKind } from './timelineKinds'

export interface NavItem {
  key: string
  to: string
  labelKey: string
  icon:
    | 'home'
    | 'users'
    | 'globe'
    | 'bubble'
    | 'info'
    | 'login'
    | 'bookmark'
    | 'envelope'
    | 'search'
    | 'shield'
  /** A page outside the app (the admin dashboard), opened in a new tab. */
  external?: boolean
}

const TIMELINE_ICONS: Record<TimelineKind, NavItem['icon']> = {
  friends: 'home',
  public: 'users',
  bubble: 'bubble',
  publicAndExternal: 'globe',
}

/**
 * The Timelines group of the navigation panel (spec 1 §2), in its order,
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

export interface NavRuleContext {
  loggedIn: boolean
  /** The navigation of the mobile drawer, which has entries the desktop top bar holds. */
  drawer: boolean
  instance: Pick<InstanceConfig, 'private' | 'features'>
  isAdmin: boolean
}

/**
 * The entries after the members' own (lists, interactions, follow requests),
 * each under its rule of spec 1 §2: search (the drawer's; the desktop top bar
 * has the field; none for guests of a private instance), who to follow
 * (drawer, members, where the server suggests), about (everyone), and the
 * administration link (drawer, admins, where the server has Akkoma's admin
 * pages). Announcements come with their own chunk.
 */
export function navMoreItems(ctx: NavRuleContext): NavItem[] {
  const items: NavItem[] = []
  if (ctx.drawer && (ctx.loggedIn || !ctx.instance.private)) {
    items.push({ key: 'search', to: '/search', labelKey: 'nav.search', icon: 'search' })
  }
  if (ctx.drawer && ctx.loggedIn && ctx.instance.features.suggestions) {
    items.push({
      key: 'who-to-follow',
      to: '/who-to-follow',
      labelKey: 'nav.who_to_follow',
      icon: 'users',
    })
  }
  items.push({ key: 'about', to: '/about', labelKey: 'nav.about', icon: 'info' })
  if (ctx.drawer && ctx.loggedIn && ctx.isAdmin && ctx.instance.features.adminApi) {
    items.push({
      key: 'administration',
      to: ADMIN_DASHBOARD_PATH,
      labelKey: 'nav.administration',
      icon: 'shield',
      external: true,
    })
  }
  return items
}

/** Akkoma's admin dashboard (other servers' own pages are not linked). */
export const ADMIN_DASHBOARD_PATH = '/pleroma/admin/'
