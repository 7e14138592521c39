import { Suspense } from 'react'
import { lazyAfterStart } from '../../ui/lazy'
import { useCurrentUser } from '../../store/currentUser'
import { useIsLoggedIn, useSession } from '../../store/session'
import { NavList } from '../../ui/NavList'
import { openSettings } from '../../store/settingsModal'
import { drawerItems } from './drawerItems'
import { ModerationDrawerItem } from '../moderation'

const AnnouncementsNavItem = lazyAfterStart(() => import('../announcements/AnnouncementsNavItem'))

/** The drawer's entries after the members' own, announcements last. */
export default function DrawerNavItems({ onClose }: { onClose: () => void }) {
  const instance = useSession((s) => s.instance)
  const loggedIn = useIsLoggedIn()
  const isAdmin = useCurrentUser()?.is_admin ?? false
  if (!instance) return null
  const items = drawerItems({
    loggedIn,
    instance,
    isAdmin,
    openSettings: () => {
      onClose()
      openSettings()
    },
  })
  const administration = items.find((item) => item.key === 'administration')
  return (
    <>
      <NavList items={items.filter((item) => item !== administration)} />
      {/* Moderation comes before the administration link. */}
      <ModerationDrawerItem onClose={onClose} />
      {administration && <NavList items={[administration]} />}
      {loggedIn && (
        <Suspense fallback={null}>
          <AnnouncementsNavItem />
        </Suspense>
      )}
    </>
  )
}
