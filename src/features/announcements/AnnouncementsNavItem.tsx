import './messages'
import { NavLink } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { useUnreadAnnouncementCount } from '../../store/announcements'
import { useIsLoggedIn } from '../../store/session'
import navStyles from '../../ui/NavPanel.module.css'
import { useAnnouncementPolling } from './service'
import styles from './AnnouncementsNavItem.module.css'

const MegaphoneIcon = () => (
  <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zM15 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

/**
 * "Announcements" in the navigation (spec 1 §2): members only, with a badge
 * of the unread count. While it is shown it keeps the announcement polling
 * running (spec 1 §4), so the badge and the page title stay current.
 */
export default function AnnouncementsNavItem() {
  const { t } = useTranslation()
  const member = useIsLoggedIn()
  useAnnouncementPolling(member)
  const count = useUnreadAnnouncementCount()
  if (!member) return null
  return (
    <ul className={navStyles.list}>
      <li>
        <NavLink to="/announcements" className={navStyles.link} end>
          <MegaphoneIcon />
          <span>{t('nav.announcements')}</span>{' '}
          {count > 0 && (
            <span className={styles.badge}>
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{t('announcements.nav_count', { count })}</span>
            </span>
          )}
        </NavLink>
      </li>
    </ul>
  )
}
