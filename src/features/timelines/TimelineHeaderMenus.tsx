import { Suspense } from 'react'
import { useTranslation } from '../../i18n/react'
import { lazy } from '../../ui/lazy'
import { Spinner } from '../../ui/Spinner'
import { NavLink } from 'react-router'
import { navTimelineItems } from './navItems'
import { useCurrentUser } from '../../store/currentUser'
import { useSession } from '../../store/session'
import { ChevronIcon, GearIcon } from '../../ui/icons'
import { Popover } from '../../ui/Popover'
import styles from './TimelineHeaderMenus.module.css'

/** Switch between the timelines this visitor may see (the timeline menu). */
export function TimelineMenu() {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const loggedIn = useSession((s) => s.currentUserId !== null)
  const username = useCurrentUser()?.username
  if (!instance) return null
  const items = navTimelineItems(loggedIn, instance, username)
  return (
    <Popover
      label={<ChevronIcon open={false} />}
      ariaLabel={t('timeline.menu')}
      panelLabel={t('timeline.menu')}
      buttonProps={{ variant: 'ghost', size: 'icon' }}
      align="start"
    >
      {(close) => (
        <ul className={styles.menuList}>
          {items.map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} end className={styles.menuLink} onClick={close}>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  )
}

// The quick settings' options: a chunk of their own, opened far less often than a timeline is shown.
const QuickSettingsPanel = lazy(() => import('./QuickSettingsPanel'))

/** Quick settings of the timeline header. */
export function QuickSettings() {
  const { t } = useTranslation()
  return (
    <Popover
      label={<GearIcon />}
      ariaLabel={t('timeline.quick.title')}
      panelLabel={t('timeline.quick.title')}
      buttonProps={{ variant: 'ghost', size: 'icon' }}
    >
      {() => (
        <Suspense fallback={<Spinner label={t('general.loading')} />}>
          <QuickSettingsPanel />
        </Suspense>
      )}
    </Popover>
  )
}
