import { useId, useMemo } from 'react'
import { useTranslation } from '../../i18n/react'
import {
  EMPTY_NOTIFICATIONS,
  hiddenSeenCount,
  unseenCount,
  useNotifications,
  offeredVisibilityKeys,
  visibleNotifications,
  type NotificationVisibility,
} from '../../store/notifications'
import { useFeature } from '../../store/serverFeatures'
import { usePref } from '../../store/preferences'
import { Button } from '../../ui/Button'
import { Popover } from '../../ui/Popover'
import { AsyncErrorPanel, Spinner } from '../../ui/Spinner'
import { NotificationItem } from './NotificationItem'
import {
  fetchNewerNotifications,
  loadOlderNotifications,
  markNotificationsSeen,
} from './notificationService'
import { setNotificationVisibility, useNotificationVisibility } from './visibility'
import { groupNotifications, type NotificationRow } from './grouping/groups'
import { NotificationGroupItem } from './grouping/NotificationGroupItem'
import { useServerGroups } from './grouping/serverGroups'
import styles from './Notifications.module.css'
import { LineIcon } from '../../ui/icons'

/** Re-renders only when what the panel shows changes. */
function usePanelState(visibility: NotificationVisibility) {
  const byId = useNotifications((s) => s.byId)
  const ids = useNotifications((s) => s.ids)
  const seenShown = useNotifications((s) => s.seenShown)
  const bottomedOut = useNotifications((s) => s.bottomedOut)
  return useMemo(() => {
    const state = { ...EMPTY_NOTIFICATIONS, byId, ids, seenShown }
    return {
      shown: visibleNotifications(state, visibility),
      unseen: unseenCount(state, visibility),
      more: hiddenSeenCount(state, visibility) > 0 || !bottomedOut,
    }
  }, [byId, ids, seenShown, bottomedOut, visibility])
}

export function NotificationFilter({ visibility }: { visibility: NotificationVisibility }) {
  const { t } = useTranslation()
  const reactions = useFeature('emojiReactions')
  const moves = useFeature('moveNotifications')
  return (
    <Popover
      label={<FilterIcon />}
      ariaLabel={t('notifications.filter')}
      buttonProps={{ variant: 'ghost', size: 'icon', title: t('notifications.filter') }}
      panelLabel={t('notifications.filter_label')}
    >
      {() => (
        <ul className={styles.filterList}>
          {offeredVisibilityKeys(reactions, moves).map((key) => (
            <li key={key}>
              <label className={styles.filterOption}>
                <input
                  type="checkbox"
                  checked={visibility[key]}
                  onChange={(e) =>
                    setNotificationVisibility({ ...visibility, [key]: e.currentTarget.checked })
                  }
                />
                {t(`notifications.visibility.${key}`)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  )
}

const ReadIcon = () => (
  <LineIcon size={18} cap join>
    <path d="M2 12l5 5L18 6M12 16l1 1L22 8" />
  </LineIcon>
)

const FilterIcon = () => (
  <LineIcon size={18} join>
    <path d="M3 5h18l-7 8v6l-4-2v-4z" />
  </LineIcon>
)

export interface NotificationsPanelProps {
  /** Where it sits: its own scroll box (third column, drawer) or the page. */
  placement: 'column' | 'page' | 'drawer'
  /** Extra controls in the heading (the drawer's close button). */
  headerEnd?: React.ReactNode
}

/** The notifications panel: sticky heading, badge, read, filter, list, load older. */
export function NotificationsPanel({ placement, headerEnd }: NotificationsPanelProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const visibility = useNotificationVisibility()
  const { shown, unseen, more } = usePanelState(visibility)
  const grouping = usePref('groupNotifications')
  const serverGroups = useServerGroups((s) => s.byNewest)
  const rows = useMemo<NotificationRow[]>(
    () =>
      grouping
        ? groupNotifications(shown, serverGroups)
        : shown.map((entry) => ({ kind: 'single', entry })),
    [shown, grouping, serverGroups],
  )
  const load = useNotifications((s) => s.load)
  const loaded = useNotifications((s) => s.maxId !== null || s.bottomedOut)

  // Loading, or not asked yet: a member's services start once the page's first screen is there.
  const waiting = load === 'loading' || (load === 'idle' && !loaded && shown.length === 0)
  return (
    <section className={[styles.panel, styles[placement]].join(' ')} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('notifications.title')}
        </h2>
        {unseen > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{unseen}</span>
            <span className="visually-hidden">{t('notifications.unseen', { count: unseen })}</span>
          </span>
        )}
        <span className={styles.spacer} />
        <Button
          variant="ghost"
          size="small"
          className={styles.readButton}
          onClick={markNotificationsSeen}
          disabled={unseen === 0}
          title={t('notifications.read')}
        >
          <ReadIcon />
          <span className={styles.readLabel}>{t('notifications.read')}</span>
        </Button>
        <NotificationFilter visibility={visibility} />
        {headerEnd}
      </div>
      {load === 'error' && !loaded ? (
        <AsyncErrorPanel
          message={t('notifications.error')}
          onRetry={() => void fetchNewerNotifications()}
        />
      ) : (
        <>
          {shown.length === 0 && load !== 'loading' && loaded && (
            <p className={styles.empty}>{t('notifications.empty')}</p>
          )}
          {/* A feed holds articles: nothing yet, or nothing to show, is no feed. */}
          <div
            className={styles.list}
            role={shown.length > 0 ? 'feed' : undefined}
            aria-label={shown.length > 0 ? t('notifications.list') : undefined}
            aria-busy={waiting}
          >
            {rows.map((row) =>
              row.kind === 'single' ? (
                <NotificationItem key={row.entry.id} entry={row.entry} />
              ) : (
                <NotificationGroupItem key={row.key} group={row} />
              ),
            )}
          </div>
          <div className={styles.footer}>
            {waiting ? (
              <Spinner label={t('notifications.loading')} />
            ) : more ? (
              <Button variant="link" onClick={() => void loadOlderNotifications()}>
                {t('notifications.load_older')}
              </Button>
            ) : (
              shown.length > 0 && <span className={styles.muted}>{t('notifications.no_more')}</span>
            )}
          </div>
        </>
      )}
    </section>
  )
}
