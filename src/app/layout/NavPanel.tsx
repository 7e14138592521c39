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
  UsersIcon,
} from '../../ui/icons'
import { Panel } from '../../ui/Panel'
import { navTimelineItems, type NavItem } from '../../features/timelines/navItems'
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
}

export function NavList({ items }: { items: NavItem[] }) {
  const { t } = useTranslation()
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const Icon = ICONS[item.icon]
        return (
          <li key={item.key}>
            <NavLink to={item.to} className={styles.link} end>
              <Icon />
              <span>{t(item.labelKey)}</span>
            </NavLink>
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

/** Members-only entries after the Timelines group; their code comes with the member chunks. */
export function MemberNavItems() {
  return (
    useIsLoggedIn() && (
      <Suspense fallback={null}>
        <NotificationsNavItems />
        <FollowRequestsAndPush />
      </Suspense>
    )
  )
}

export function NavPanel() {
  const { t } = useTranslation()
  return (
    <Panel as="nav" label={t('nav.main_navigation')} bodyClassName="">
      <TimelinesGroup />
      <MemberNavItems />
    </Panel>
  )
}
