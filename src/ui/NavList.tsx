import type { ReactElement } from 'react'
import { NavLink } from 'react-router'
import { useTranslation } from '../i18n/react'
import {
  BookmarkIcon,
  BubbleIcon,
  EnvelopeIcon,
  GlobeIcon,
  HomeIcon,
  InfoIcon,
  LoginIcon,
  UsersIcon,
} from './icons'
import styles from './NavPanel.module.css'

export type NavIconName =
  'home' | 'users' | 'globe' | 'bubble' | 'info' | 'login' | 'bookmark' | 'envelope'

export interface NavItem {
  key: string
  to: string
  labelKey: string
  /** One of the shared icons by name, or an icon component of a feature's own. */
  icon: NavIconName | (() => ReactElement)
  /** A page outside the app (the admin dashboard), opened in a new tab. */
  external?: boolean
  /** Its title (tooltip), e.g. saying that it opens a new tab. */
  hintKey?: string
  /** An entry that opens something in place (the settings modal) rather than a page. */
  action?: () => void
}

/** The shared icons by name (the timeline shortcuts show them alone). */
export const ICONS: Record<NavIconName, () => ReactElement> = {
  home: HomeIcon,
  users: UsersIcon,
  globe: GlobeIcon,
  bubble: BubbleIcon,
  info: InfoIcon,
  login: LoginIcon,
  bookmark: BookmarkIcon,
  envelope: EnvelopeIcon,
}

/** Entries of the navigation panel and the mobile drawer. */
export function NavList({ items }: { items: NavItem[] }) {
  const { t } = useTranslation()
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const Icon = typeof item.icon === 'string' ? ICONS[item.icon] : item.icon
        const title = item.hintKey ? t(item.hintKey) : undefined
        return (
          <li key={item.key}>
            {item.action ? (
              <button type="button" className={styles.link} onClick={item.action} title={title}>
                <Icon />
                <span>{t(item.labelKey)}</span>
              </button>
            ) : item.external ? (
              <a
                href={item.to}
                className={styles.link}
                target="_blank"
                rel="noopener noreferrer"
                title={title}
              >
                <Icon />
                <span>{t(item.labelKey)}</span>
              </a>
            ) : (
              <NavLink to={item.to} className={styles.link} title={title} end>
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
