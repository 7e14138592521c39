import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { NavLink } from 'react-router'
import { useCurrentUser } from '../../store/currentUser'
import { useIsLoggedIn, useSession } from '../../store/session'
import {
  BookmarkIcon,
  BubbleIcon,
  ChevronIcon,
  EnvelopeIcon,
  GlobeIcon,
  HomeIcon,
  InfoIcon,
  LoginIcon,
  SearchIcon,
  ShieldIcon,
  UsersIcon,
} from '../../ui/icons'
import { Panel } from '../../ui/Panel'
import { navMoreItems, navTimelineItems, type NavItem } from '../../features/timelines/navItems'
import { NotificationsNavItems } from '../../features/notifications/lazyParts'
import styles from '../../ui/NavPanel.module.css'

const ICONS: Record<NavItem['icon'], () => React.ReactElement> = {
  home: HomeIcon,
  users: UsersIcon,
  globe: GlobeIcon,
  bubble: BubbleIcon,
  info: InfoIcon,
  login: LoginIcon,
  bookmark: BookmarkIcon,
  envelope: EnvelopeIcon,
  search: SearchIcon,
  shield: ShieldIcon,
}

export function NavList({ items }: { items: NavItem[] }) {
  const { t } = useTranslation()
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const Icon = ICONS[item.icon]
        return (
          <li key={item.key}>
            {item.external ? (
              <a
                href={item.to}
                className={styles.link}
                target="_blank"
                rel="noopener noreferrer"
                title={t('nav.administration_hint')}
              >
                <Icon />
                <span>{t(item.labelKey)}</span>
              </a>
            ) : (
              <NavLink to={item.to} className={styles.link} end>
                <Icon />
                <span>{t(item.labelKey)}</span>
              </NavLink>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** Collapsible Timelines group (spec 1 §2). */
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

const FollowRequestsAndPush = lazy(() => import('../../features/followRequests/MemberNavItems'))
const ListsNavItems = lazy(() => import('../../features/lists/ListsNavItems'))
const AnnouncementsNavItem = lazy(() => import('../../features/announcements/AnnouncementsNavItem'))

/** Members-only entries after the Timelines group; their code comes with the member chunks. */
export function MemberNavItems() {
  return (
    useIsLoggedIn() && (
      <Suspense fallback={null}>
        <ListsNavItems />
        <NotificationsNavItems />
        <FollowRequestsAndPush />
      </Suspense>
    )
  )
}

/** Search, who to follow, about, administration and announcements, each under its rule. */
export function MoreNavItems({ drawer }: { drawer: boolean }) {
  const instance = useSession((s) => s.instance)
  const loggedIn = useIsLoggedIn()
  const isAdmin = useCurrentUser()?.is_admin ?? false
  if (!instance) return null
  return (
    <>
      <NavList items={navMoreItems({ loggedIn, drawer, instance, isAdmin })} />
      {loggedIn && (
        <Suspense fallback={null}>
          <AnnouncementsNavItem />
        </Suspense>
      )}
    </>
  )
}

export function NavPanel() {
  const { t } = useTranslation()
  return (
    <Panel as="nav" label={t('nav.main_navigation')} bodyClassName="">
      <TimelinesGroup />
      <MemberNavItems />
      <MoreNavItems drawer={false} />
    </Panel>
  )
}
