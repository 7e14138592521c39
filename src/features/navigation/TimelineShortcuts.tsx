import { NavLink } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { useCurrentUser } from '../../store/currentUser'
import { useSession } from '../../store/session'
import { ICONS } from '../../ui/NavList'
import { usePref } from '../../store/preferences'
import { navTimelineItems } from '../timelines'
import styles from './TimelineShortcuts.module.css'

/**
 * The timelines as a row of icons: in the desktop top bar (showNavShortcuts, spaced wider with
 * showWiderShortcuts) or at the top of the navigation panel
 * (showPanelNavShortcuts). Loaded only for those who turn them on.
 */
export default function TimelineShortcuts({ place }: { place: 'topBar' | 'panel' }) {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const loggedIn = useSession((s) => s.currentUserId !== null)
  const username = useCurrentUser()?.username
  const wider = usePref('showWiderShortcuts')
  if (!instance) return null
  const items = navTimelineItems(loggedIn, instance, username)
  if (items.length === 0) return null
  const list = (
    <ul
      className={[styles.list, place === 'topBar' && wider ? styles.wider : '']
        .filter(Boolean)
        .join(' ')}
      // In the panel the row is one more list of the panel's navigation, not a landmark of its own.
      aria-label={place === 'panel' ? t('nav.timelines') : undefined}
    >
      {items.map((item) => {
        const Icon = typeof item.icon === 'string' ? ICONS[item.icon] : item.icon
        const label = t(item.labelKey)
        return (
          <li key={item.key}>
            <NavLink to={item.to} end className={styles.link} aria-label={label} title={label}>
              <Icon />
            </NavLink>
          </li>
        )
      })}
    </ul>
  )
  return place === 'topBar' ? (
    <nav aria-label={t('nav.timelines')} className={styles.topBar}>
      {list}
    </nav>
  ) : (
    <div className={styles.panel}>{list}</div>
  )
}
