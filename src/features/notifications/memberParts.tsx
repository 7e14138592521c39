import { useEffect, useMemo, useRef, useState, type TouchEvent } from 'react'
import { NavLink, useLocation } from 'react-router'
import { useWindowWidth } from '../../ui/layoutType'
import { MOBILE_MAX_WIDTH, NOTIFICATION_SWIPE } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useCurrentUser } from '../../store/currentUser'
import { EMPTY_NOTIFICATIONS, unseenCount, useNotifications } from '../../store/notifications'
import { Button } from '../../ui/Button'
import { detectSwipe } from '../../ui/gestures'
import { useNativeDialog } from '../../ui/useNativeDialog'
import navStyles from '../../ui/NavPanel.module.css'
import { NotificationsPanel } from './NotificationsPanel'
import { markNotificationsSeen } from './notificationService'
import { useNotificationVisibility } from './visibility'
import '../../i18n/areas/notifications'
import styles from './Notifications.module.css'
import { LineIcon } from '../../ui/icons'

/*
 * The member-only pieces the layout mounts (through lazyParts.tsx): the
 * third column's panel, the mobile top bar's button and drawer, and the
 * navigation entries with the unseen badge.
 */

export function useUnseenCount(): number {
  const visibility = useNotificationVisibility()
  const byId = useNotifications((s) => s.byId)
  const ids = useNotifications((s) => s.ids)
  return useMemo(
    () => unseenCount({ ...EMPTY_NOTIFICATIONS, byId, ids }, visibility),
    [byId, ids, visibility],
  )
}

export function NotificationsColumn() {
  const { pathname } = useLocation()
  const user = useCurrentUser()
  // The notifications screen shows the same panel in the main column; once is enough.
  if (user && pathname === `/${encodeURIComponent(user.username)}/notifications`) return null
  return <NotificationsPanel placement="column" />
}

const BellIcon = () => (
  <LineIcon join>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
  </LineIcon>
)

/** Mobile: the top bar's button and the notifications drawer it opens. */
export function NotificationsTopBarButton() {
  const { t } = useTranslation()
  const count = useUnseenCount()
  const { pathname } = useLocation()
  // The drawer belongs to the page it was opened on (as the menu drawer does).
  const [openPath, setOpenPath] = useState<string | null>(null)
  const open = openPath === pathname
  const markedFor = useRef<string | null>(null)

  const close = () => {
    setOpenPath(null)
    markNotificationsSeen()
  }

  // Changing route closes the drawer and, as closing does, marks notifications seen.
  useEffect(() => {
    if (openPath !== null && openPath !== pathname && markedFor.current !== openPath) {
      markedFor.current = openPath
      markNotificationsSeen()
    }
  }, [pathname, openPath])

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={styles.topBarButton}
        aria-label={
          count > 0 ? t('notifications.open_with_count', { count }) : t('notifications.open')
        }
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          markedFor.current = null
          setOpenPath(pathname)
        }}
      >
        <BellIcon />
        {count > 0 && (
          <span className={styles.topBarBadge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Button>
      <NotificationsDrawer open={open} onClose={close} />
    </>
  )
}

/**
 * The drawer comes in from the right edge and goes back there with a swipe
 * to the right of NOTIFICATION_SWIPE px. Its touches stay its own: the
 * page's swipes (the menu drawer's) belong to the page behind the drawer.
 */
function NotificationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const dialog = useNativeDialog(open, onClose)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const onTouchStart = (e: TouchEvent) => {
    e.stopPropagation()
    const touch = e.touches[0]
    swipeStart.current =
      e.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
  }
  const onTouchMove = (e: TouchEvent) => {
    e.stopPropagation()
    const touch = e.touches[0]
    const start = swipeStart.current
    if (!touch || !start) return
    const at = { x: touch.clientX, y: touch.clientY }
    if (detectSwipe(start, at, NOTIFICATION_SWIPE) === 'right') {
      swipeStart.current = null
      onClose()
    }
  }
  return (
    <dialog
      {...dialog}
      className={styles.drawerDialog}
      aria-label={t('notifications.title')}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={(e) => e.stopPropagation()}
      onTouchCancel={(e) => e.stopPropagation()}
    >
      {open && (
        <NotificationsPanel
          placement="drawer"
          headerEnd={
            <Button
              variant="ghost"
              size="icon"
              onClick={onClose}
              aria-label={t('notifications.close')}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          }
        />
      )}
    </dialog>
  )
}

/**
 * Navigation entries for members: notifications with the unseen badge (not
 * on mobile, where the top bar has its button) and interactions.
 */
export function NotificationsNavItems() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const count = useUnseenCount()
  const withNotifications = useWindowWidth() > MOBILE_MAX_WIDTH
  if (!user) return null
  const name = encodeURIComponent(user.username)
  return (
    <ul className={navStyles.list}>
      {withNotifications && (
        <li>
          <NavLink to={`/${name}/notifications`} className={navStyles.link} end>
            <BellIcon />
            <span className={styles.navLabel}>{t('notifications.nav')}</span>
            {count > 0 && (
              <span className={styles.navBadge}>
                <span aria-hidden="true">{count}</span>
                <span className="visually-hidden">{t('notifications.unseen', { count })}</span>
              </span>
            )}
          </NavLink>
        </li>
      )}
      <li>
        <NavLink to={`/users/${name}/interactions`} className={navStyles.link} end>
          <InteractionsIcon />
          <span className={styles.navLabel}>{t('interactions.nav')}</span>
        </NavLink>
      </li>
    </ul>
  )
}

const InteractionsIcon = () => (
  <LineIcon size={20} join>
    <path d="M4 5h16v10H9l-5 4z" />
  </LineIcon>
)
