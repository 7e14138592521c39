import type { InstanceConfig } from '../../api/types'
import type { NavItem } from '../../ui/NavList'
import { GearIcon } from '../../ui/icons'
import { SearchIcon, ShieldIcon, UserPlusIcon } from '../../ui/navIcons'

export interface DrawerRuleContext {
  /** Opens the settings modal (and closes the drawer). */
  openSettings: () => void
  loggedIn: boolean
  instance: Pick<InstanceConfig, 'private' | 'features'>
  isAdmin: boolean
}

/** Akkoma's admin dashboard (other servers' own pages are not linked). */
export const ADMIN_DASHBOARD_PATH = '/pleroma/admin/'

/**
 * The mobile drawer's entries after the members' own (lists, interactions,
 * follow requests), each under its own rule: search (the desktop
 * top bar has the field; none for guests of a private instance), who to
 * follow (members, where the server suggests), settings and about (everyone), and the
 * administration link (admins, where the server has Akkoma's admin pages).
 * Announcements come with their own chunk.
 */
export function drawerItems(ctx: DrawerRuleContext): NavItem[] {
  const items: NavItem[] = []
  if (ctx.loggedIn || !ctx.instance.private) {
    items.push({ key: 'search', to: '/search', labelKey: 'nav.search', icon: SearchIcon })
  }
  if (ctx.loggedIn && ctx.instance.features.suggestions) {
    items.push({
      key: 'who-to-follow',
      to: '/who-to-follow',
      labelKey: 'nav.who_to_follow',
      icon: UserPlusIcon,
    })
  }
  // Settings are for everyone: guests keep local preferences and backups too.
  items.push({
    key: 'settings',
    to: '',
    labelKey: 'nav.settings',
    icon: GearIcon,
    action: ctx.openSettings,
  })
  // Written out, not imported from the timelines' navigation: importing it would
  // split the timeline kinds into a chunk of their own on the first visit.
  items.push({ key: 'about', to: '/about', labelKey: 'nav.about', icon: 'info' })
  if (ctx.loggedIn && ctx.isAdmin && ctx.instance.features.adminApi) {
    items.push({
      key: 'administration',
      to: ADMIN_DASHBOARD_PATH,
      labelKey: 'nav.administration',
      hintKey: 'nav.administration_hint',
      icon: ShieldIcon,
      external: true,
    })
  }
  return items
}
