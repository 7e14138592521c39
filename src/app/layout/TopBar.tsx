import { lazy, Suspense } from 'react'
import { useTranslation } from '../../i18n/react'
import { Link } from 'react-router'
import { useSession } from '../../store/session'
import { useCurrentUser } from '../../store/currentUser'
import { Button } from '../../ui/Button'
import { GearIcon, MenuIcon } from '../../ui/icons'
import { openSettings } from '../../store/settingsModal'
import { NotificationsTopBarButton } from '../../features/notifications/lazyParts'
import { SearchBar } from '../../features/search/SearchBar'
import styles from './TopBar.module.css'

// Members only (with its confirmation dialog): guests never download it.
const LogoutButton = lazy(() =>
  import('../../features/auth/LogoutButton').then((m) => ({ default: m.LogoutButton })),
)

export function TopBar({ mobile, onOpenMenu }: { mobile: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const user = useCurrentUser()
  const loggedIn = useSession((s) => s.currentUserId !== null)
  // Akkoma's admin pages; other servers' own are not linked from here.
  const adminPanel = useSession((s) => s.instance?.features.adminApi) ? '/pleroma/admin/' : null
  const searchOffered = useSession((s) => !s.instance?.private) || loggedIn
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
        {!mobile && searchOffered && <SearchBar />}
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
            <Button
              variant="ghost"
              size="icon"
              onClick={() => openSettings()}
              aria-label={t('nav.settings')}
              title={t('nav.settings')}
            >
              <GearIcon />
            </Button>
            {loggedIn && (
              <Suspense fallback={null}>
                <LogoutButton variant="ghost" />
              </Suspense>
            )}
          </div>
        )}
      </div>
    </header>
  )
}
