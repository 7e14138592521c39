import { Suspense } from 'react'
import { lazyAfterStart } from '../../ui/lazy'
import { useTranslation } from '../../i18n/react'
import { UserCardCompact } from '../users'
import { useCurrentUser } from '../../store/currentUser'
import { useHasAccounts } from '../../store/accounts'
import { Button } from '../../ui/Button'
import { useNativeDialog } from '../../ui/useNativeDialog'
import { NavList } from '../../ui/NavList'
import DrawerNavItems from './DrawerNavItems'
import { MemberNavItems, TimelinesGroup } from './NavPanel'
import styles from './MobileDrawer.module.css'

const LogoutButton = lazyAfterStart(() =>
  import('../auth/LogoutButton').then((m) => ({ default: m.LogoutButton })),
)

// Several accounts: the switcher with its unread badges.
const AccountSwitcher = lazyAfterStart(() => import('../accounts/AccountSwitcher'))

/**
 * Side drawer of the mobile layout, a modal dialog while open.
 * The layout loads it when it is first opened.
 */
export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const dialog = useNativeDialog(open, onClose)
  const user = useCurrentUser()
  const accountsHere = useHasAccounts()

  return (
    <dialog {...dialog} className={styles.drawer} aria-label={t('nav.menu')}>
      {open && (
        <>
          <div className={styles.header}>
            {user ? (
              <UserCardCompact account={user} />
            ) : (
              <h2 className={styles.title}>{t('nav.menu')}</h2>
            )}
            <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('nav.close_menu')}>
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
          <nav aria-label={t('nav.main_navigation')}>
            {!user && (
              <div className={styles.section}>
                <NavList
                  items={[{ key: 'login', to: '/login', labelKey: 'nav.login', icon: 'login' }]}
                />
              </div>
            )}
            <div className={styles.section}>
              <TimelinesGroup />
              <MemberNavItems />
              <DrawerNavItems onClose={onClose} />
            </div>
          </nav>
          {(user || accountsHere) && (
            <div className={styles.footer}>
              <Suspense fallback={null}>
                <AccountSwitcher variant="default" inline />
              </Suspense>
            </div>
          )}
          {user && (
            <div className={styles.footer}>
              <Suspense fallback={null}>
                <LogoutButton />
              </Suspense>
            </div>
          )}
        </>
      )}
    </dialog>
  )
}
