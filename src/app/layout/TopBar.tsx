import { useTranslation } from '../../i18n/react'
import { Link } from 'react-router'
import { LogoutButton } from '../../features/auth/LogoutButton'
import { useSession } from '../../store/session'
import { useCurrentUser } from '../../store/currentUser'
import { Button } from '../../ui/Button'
import { MenuIcon } from '../../ui/icons'
import { NotificationsTopBarButton } from '../../features/notifications/lazyParts'
import styles from './TopBar.module.css'

export function TopBar({ mobile, onOpenMenu }: { mobile: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const user = useCurrentUser()
  const loggedIn = useSession((s) => s.currentUserId !== null)
  const adminPanel = useSession((s) => s.instance?.features.adminPanelPath ?? null)
  const name = instance?.name || t('general.app_name')
  return (
    <header className={styles.topBar}>
      <div className={styles.inner}>
        {mobile && (
          <Button variant="ghost" size="icon" onClick={onOpenMenu} aria-label={t('nav.open_menu')}>
            <MenuIcon />
          </Button>
        )}
        <Link to="/" className={styles.brand}>
          {instance?.logo && <img src={instance.logo} alt="" width={32} height={32} />}
          {!instance?.hideSitename && <span className={styles.brandName}>{name}</span>}
          {instance?.hideSitename && <span className="visually-hidden">{name}</span>}
        </Link>
        <span className={styles.spacer} />
        {mobile && loggedIn && <NotificationsTopBarButton />}
        {!mobile && (
          <div className={styles.actions}>
            {user?.is_admin && adminPanel !== null && (
              <a
                href={adminPanel}
                target="_blank"
                rel="noopener noreferrer"
                title={t('nav.administration_hint')}
              >
                {t('nav.administration')}
              </a>
            )}
            {loggedIn && <LogoutButton variant="ghost" />}
          </div>
        )}
      </div>
    </header>
  )
}
