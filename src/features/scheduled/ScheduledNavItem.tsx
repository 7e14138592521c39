import './messages'
import { NavLink } from 'react-router'
import navStyles from '../../ui/NavPanel.module.css'
import { useTranslation } from '../../i18n/react'
import { LineIcon } from '../../ui/icons'
import { useIsLoggedIn } from '../../store/session'
import { useFeature } from '../../store/serverFeatures'

const ClockIcon = () => (
  <LineIcon cap>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </LineIcon>
)

/** "Scheduled posts" in the navigation and the drawer: members, on servers that keep them. */
export default function ScheduledNavItem() {
  const { t } = useTranslation()
  const member = useIsLoggedIn()
  const offered = useFeature('scheduledStatuses')
  if (!member || !offered) return null
  return (
    <ul className={navStyles.list}>
      <li>
        <NavLink to="/scheduled" className={navStyles.link} end>
          <ClockIcon />
          <span>{t('scheduled.title')}</span>
        </NavLink>
      </li>
    </ul>
  )
}
