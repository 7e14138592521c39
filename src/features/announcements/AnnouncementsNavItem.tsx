import './messages'
import { NavLink } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { useUnreadAnnouncementCount } from '../../store/announcements'
import { useIsLoggedIn } from '../../store/session'
import navStyles from '../../ui/NavPanel.module.css'
import { MegaphoneIcon } from '../../ui/navIcons'
import { useAnnouncementPolling } from './service'

/**
 * "Announcements" in the navigation: members only, with a badge
 * of the unread count. While it is shown it keeps the announcement polling
 * running, so the badge and the page title stay current.
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
            <span className={navStyles.badge}>
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{t('announcements.nav_count', { count })}</span>
            </span>
          )}
        </NavLink>
      </li>
    </ul>
  )
}
