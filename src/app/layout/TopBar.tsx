import { Suspense } from 'react'
import { lazyAfterStart } from '../../ui/lazy'
import { useTranslation } from '../../i18n/react'
import { Link } from 'react-router'
import { useSession } from '../../store/session'
import { useHasAccounts } from '../../store/accounts'
import { useCurrentUser } from '../../store/currentUser'
import { Button } from '../../ui/Button'
import { GearIcon, MenuIcon } from '../../ui/icons'
import { openSettings } from '../../store/settingsModal'
import { NotificationsTopBarButton } from '../../features/notifications'
import { usePref } from '../../store/preferences'
import { SearchBar } from '../../features/search'
import styles from './TopBar.module.css'

// Members only (with its confirmation dialog): guests never download it.
const LogoutButton = lazyAfterStart(() =>
  import('../../features/auth/LogoutButton').then((m) => ({ default: m.LogoutButton })),
)
// Only where accounts are signed in on this browser.
const AccountSwitcher = lazyAfterStart(() => import('../../features/accounts/AccountSwitcher'))
// Staff only: a guest's first visit never downloads it.
const ModerationTopBarButton = lazyAfterStart(() =>
  import('../../features/moderation/ModerationEntry').then((m) => ({
    default: m.ModerationTopBarButton,
  })),
)
// Only for those who turn the shortcuts on.
const TimelineShortcuts = lazyAfterStart(
  () => import('../../features/navigation/TimelineShortcuts'),
)

export function TopBar({ mobile, onOpenMenu }: { mobile: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const user = useCurrentUser()
  const loggedIn = useSession((s) => s.currentUserId !== null)
  const accountsHere = useHasAccounts()
  // Akkoma's admin pages; other servers' own are not linked from here.
  // On the instance's own origin: a site of its own links to the chosen server's.
  const server = useSession((s) => s.server)
  const adminPanel = useSession((s) => s.instance?.features.adminApi)
    ? `${server}/pleroma/admin/`
    : null
  const searchOffered = useSession((s) => !s.instance?.private) || loggedIn
  const name = instance?.name || t('general.app_name')
  const hideName = usePref('hideSiteName') || instance?.hideSitename
  const hideLogo = usePref('hideSiteFavicon')
  const shortcuts = usePref('showNavShortcuts') && !mobile
  // A masked logo takes the theme's text colour (its image is in the theme sheet).
  const logo =
    instance?.logo && !hideLogo ? (
      instance.logoMask ? (
        <span className={styles.logoMask} />
      ) : (
        <img className={styles.logo} src={instance.logo} alt="" width={32} height={32} />
      )
    ) : null
  // Centred unless logoLeft; where the bar is too narrow for that it stays by the name.
  // With the name hidden the logo is all the home link shows, so it stays in the link.
  const centred = logo !== null && !instance?.logoLeft && !hideName
  return (
    <header className={styles.topBar}>
      <div className={styles.inner}>
        {mobile && (
          <Button variant="ghost" size="icon" onClick={onOpenMenu} aria-label={t('nav.open_menu')}>
            <MenuIcon />
          </Button>
        )}
        <Link to="/" className={styles.brand}>
          {logo && <span className={centred ? styles.logoNarrowOnly : undefined}>{logo}</span>}
          <span className={hideName ? 'visually-hidden' : styles.brandName}>{name}</span>
        </Link>
        {shortcuts && (
          <Suspense fallback={null}>
            <TimelineShortcuts place="topBar" />
          </Suspense>
        )}
        {/* Centred in the room the bar has left, between two equal spacers:
            a staff member's longer row of buttons can never run over it. */}
        {centred && <span className={`${styles.spacer} ${styles.logoSpacer}`} />}
        {centred && <span className={styles.logoCentre}>{logo}</span>}
        <span className={styles.spacer} />
        {mobile && loggedIn && <NotificationsTopBarButton />}
        {!mobile && searchOffered && <SearchBar />}
        {!mobile && (
          <div className={styles.actions}>
            {loggedIn && (
              <Suspense fallback={null}>
                <ModerationTopBarButton />
              </Suspense>
            )}
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
            {(loggedIn || accountsHere) && (
              <Suspense fallback={null}>
                <AccountSwitcher />
              </Suspense>
            )}
            {loggedIn && (
              <Suspense fallback={null}>
                <LogoutButton variant="ghost" />
              </Suspense>
            )}
            {/* Last: the lazy controls mount to its start side, so the gear never moves under a pointer. */}
            <Button
              variant="ghost"
              size="icon"
              onClick={() => openSettings()}
              aria-label={t('nav.settings')}
              title={t('nav.settings')}
            >
              <GearIcon />
            </Button>
          </div>
        )}
      </div>
    </header>
  )
}
