import './messages'
import { NavLink } from 'react-router'
import navStyles from '../../ui/NavPanel.module.css'
import { useTranslation } from '../../i18n/react'
import { useCurrentUser } from '../../store/currentUser'
import { useFollowRequestCount } from './store'
import { UserPlusIcon } from '../../ui/navIcons'

/**
 * "Follow requests" in the navigation: locked accounts only,
 * with a badge of the pending count when above 0. Members-only code, so it
 * is loaded lazily by the navigation panel.
 */
export default function FollowRequestsNavItem() {
  const { t } = useTranslation()
  const locked = useCurrentUser()?.locked ?? false
  const count = useFollowRequestCount()
  if (!locked) return null
  return (
    <ul className={navStyles.list}>
      <li>
        <NavLink to="/friend-requests" className={navStyles.link} end>
          <UserPlusIcon />
          <span>{t('follow_requests.nav')}</span>{' '}
          {count > 0 && (
            <span className={navStyles.badge}>
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{t('follow_requests.nav_count', { count })}</span>
            </span>
          )}
        </NavLink>
      </li>
    </ul>
  )
}
