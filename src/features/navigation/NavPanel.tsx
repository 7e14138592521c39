import { Suspense, useState } from 'react'
import { lazyAfterStart } from '../../ui/lazy'
import { useTranslation } from '../../i18n/react'
import { useCurrentUser } from '../../store/currentUser'
import { useIsLoggedIn, useSession } from '../../store/session'
import { ChevronIcon } from '../../ui/icons'
import { NavList } from '../../ui/NavList'
import { Panel } from '../../ui/Panel'
import { ABOUT_NAV_ITEM, navTimelineItems } from '../timelines'
import { NotificationsNavItems } from '../notifications'
import { loadScheduledNavItem } from '../scheduled'
import { usePref } from '../../store/preferences'
import styles from '../../ui/NavPanel.module.css'

/** Collapsible Timelines group. */
export function TimelinesGroup() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  const instance = useSession((s) => s.instance)
  const loggedIn = useSession((s) => s.currentUserId !== null)
  const username = useCurrentUser()?.username
  if (!instance) return null
  const items = navTimelineItems(loggedIn, instance, username)
  if (items.length === 0) return null
  return (
    <div>
      <button
        type="button"
        className={styles.groupToggle}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{t('nav.timelines')}</span>
        <ChevronIcon open={open} />
      </button>
      {open && <NavList items={items} />}
    </div>
  )
}

// Only for those who turn the shortcuts on.
const TimelineShortcuts = lazyAfterStart(() => import('./TimelineShortcuts'))
const FollowRequestsEntry = lazyAfterStart(() => import('../followRequests/MemberNavItems'))
const ListsNavItems = lazyAfterStart(() => import('../lists/ListsNavItems'))
const ScheduledNavItem = lazyAfterStart(loadScheduledNavItem)
const AnnouncementsNavItem = lazyAfterStart(() => import('../announcements/AnnouncementsNavItem'))

/** Members-only entries after the Timelines group; their code comes with the member chunks. */
export function MemberNavItems() {
  return (
    useIsLoggedIn() && (
      <Suspense fallback={null}>
        <ListsNavItems />
        <ScheduledNavItem />
        <NotificationsNavItems />
        <FollowRequestsEntry />
      </Suspense>
    )
  )
}

/** About for everyone, then the members' announcements. */
export function AboutAndAnnouncements() {
  return (
    <>
      <NavList items={[ABOUT_NAV_ITEM]} />
      {useIsLoggedIn() && (
        <Suspense fallback={null}>
          <AnnouncementsNavItem />
        </Suspense>
      )}
    </>
  )
}

export function NavPanel() {
  const { t } = useTranslation()
  const shortcuts = usePref('showPanelNavShortcuts')
  return (
    <Panel as="nav" label={t('nav.main_navigation')} bodyClassName="">
      {shortcuts && (
        <Suspense fallback={null}>
          <TimelineShortcuts place="panel" />
        </Suspense>
      )}
      <TimelinesGroup />
      <MemberNavItems />
      <AboutAndAnnouncements />
    </Panel>
  )
}
