import { memo, Suspense, useEffect, useMemo, type ComponentType } from 'react'
import { lazy } from '../../ui/lazy'
import { Link } from 'react-router'
import type { Account, Notification } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { useEntities } from '../../store/entities'
import { retainStatus } from '../../store/retention'
import { useNotifications, type NotificationEntry } from '../../store/notifications'
import { useFeature } from '../../store/serverFeatures'
import { useSession } from '../../store/session'
import { Avatar } from '../../ui/Avatar'
import { Button } from '../../ui/Button'
import { InlineText } from '../../ui/richContent/RichContent'
import { sanitizeToFragment } from '../../ui/richContent/sanitize'
import { FilterPlace } from '../filters'
import { StatusView } from '../statuses'
import { UserCardCompact } from '../users'
import { profileLink } from '../../ui/profileLink'
import { displayName } from './desktop'
import { dismiss } from './notificationService'
import { RelativeTime } from '../../ui/RelativeTime'
import { NOTIFICATION_TIME_UPDATE_INTERVAL } from '../../config/constants'
import styles from './Notifications.module.css'

/*
 * One notification with its subject: the status for mentions,
 * posts, edits and ended polls; who did what plus a preview for likes,
 * repeats and reactions; a user card for follows, requests and moves.
 */

type FollowRequestActionsType = ComponentType<{ notification: Notification }>

// The follow-request buttons are another feature's module; mount them once it exists.
const followRequestModules = import.meta.glob<{ FollowRequestActions: FollowRequestActionsType }>(
  '../followRequests/FollowRequestActions.tsx',
)
const loadFollowRequestActions = Object.values(followRequestModules)[0]
const FollowRequestActions = loadFollowRequestActions
  ? lazy(() => loadFollowRequestActions().then((m) => ({ default: m.FollowRequestActions })))
  : null

/** The cached account, or the snapshot the store kept in case the cache let it go. */
export function useAccount(id: string | null): Account | undefined {
  const cached = useEntities((s) => (id ? s.accounts[id] : undefined))
  const snapshot = useNotifications((s) => (id ? s.accounts[id] : undefined))
  return cached ?? snapshot
}

/** The status's text on one line: the preview is a link, so it holds no links of its own. */
function excerpt(html: string): string {
  const fragment = sanitizeToFragment(html)
  for (const br of fragment.querySelectorAll('br')) br.replaceWith(' ')
  for (const p of fragment.querySelectorAll('p')) p.append(' ')
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** The liked, repeated or reacted-to post, as a link that opens it. */
export function StatusPreview({ statusId }: { statusId: string }) {
  const { t } = useTranslation()
  const status = useEntities((s) => s.statuses[statusId])
  useEffect(() => retainStatus(statusId), [statusId])
  const content = status?.content ?? ''
  const text = useMemo(() => excerpt(content), [content])
  if (!status || status.deleted)
    return <p className={styles.muted}>{t('notifications.status_missing')}</p>
  const shown = status.spoiler_text
    ? t('notifications.preview_cw', { subject: status.spoiler_text })
    : text ||
      (status.media_attachments.length > 0
        ? t('notifications.preview_media', { count: status.media_attachments.length })
        : t('notifications.preview_empty'))
  return (
    <Link
      to={`/notice/${encodeURIComponent(status.id)}`}
      className={styles.preview}
      lang={status.spoiler_text || !text ? undefined : (status.language ?? undefined)}
    >
      <InlineText text={shown} emojis={status.emojis} />
    </Link>
  )
}

export function ReactionEmoji({ entry }: { entry: NotificationEntry }) {
  if (entry.emoji_url) {
    return (
      <img
        className={styles.reactionImage}
        src={entry.emoji_url}
        alt={entry.emoji ?? ''}
        title={entry.emoji ?? undefined}
        width={20}
        height={20}
      />
    )
  }
  return <span className={styles.reaction}>{entry.emoji}</span>
}

function asApiNotification(entry: NotificationEntry, account: Account): Notification {
  return {
    id: entry.id,
    type: entry.type,
    created_at: entry.created_at,
    seen: entry.seen,
    account,
    status: null,
    target: null,
    emoji: entry.emoji,
    emoji_url: entry.emoji_url,
  }
}

export const actionKey = (type: NotificationEntry['type']) => type.replace('pleroma:', '')

const WITH_STATUS_VIEW = new Set<NotificationEntry['type']>(['mention', 'status', 'update', 'poll'])

export const NotificationItem = memo(function NotificationItem({
  entry,
  dismissible: wanted = true,
}: {
  entry: NotificationEntry
  /** Lists other than the notifications panel do not dismiss. */
  dismissible?: boolean
}) {
  const { t } = useTranslation()
  // Not on a server that cannot dismiss one notification (Hollo): it would come back.
  const dismissible = useFeature('notificationDismiss') && wanted
  const account = useAccount(entry.account_id)
  const target = useAccount(entry.target_id)
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  if (!account) return null
  const name = displayName(account)
  const key = actionKey(entry.type)
  const label = t(`notifications.item_label.${key}`, { name, emoji: entry.emoji ?? '' })
  const when = entry.status_id
    ? `/notice/${encodeURIComponent(entry.status_id)}`
    : profileLink(account, restricted)
  const bare = entry.type === 'mention' || entry.type === 'status'

  return (
    <article
      className={[styles.item, entry.seen ? '' : styles.unseen].filter(Boolean).join(' ')}
      aria-label={label}
      // Focusable for the j / k shortcuts (features/keyboard), without a tab stop per item.
      tabIndex={-1}
      data-notification-id={entry.id}
      data-notification-type={entry.type}
    >
      {!entry.seen && <span className="visually-hidden">{t('notifications.unseen_marker')}</span>}
      {!bare && (
        <div className={styles.heading}>
          {entry.type !== 'poll' && <Avatar src={account.avatar} size={32} />}
          <p className={styles.line}>
            {entry.type !== 'poll' && (
              <Link to={profileLink(account, restricted)} className={styles.who}>
                <InlineText text={name} emojis={account.emojis} />
              </Link>
            )}{' '}
            {entry.type === 'pleroma:emoji_reaction' ? (
              <>
                {t('notifications.action.emoji_reaction', { emoji: '' }).trim()}{' '}
                <ReactionEmoji entry={entry} />
              </>
            ) : (
              t(`notifications.action.${key}`)
            )}
          </p>
          <Link to={when} className={styles.time}>
            {/* Notification times refresh every 240 s, statuses' every 60 s. */}
            <RelativeTime date={entry.created_at} updateEvery={NOTIFICATION_TIME_UPDATE_INTERVAL} />
          </Link>
          {dismissible && <DismissButton id={entry.id} />}
        </div>
      )}
      {WITH_STATUS_VIEW.has(entry.type) && entry.status_id && (
        <div className={styles.statusWrap}>
          <FilterPlace value="notifications">
            <StatusView id={entry.status_id} context="timeline" />
          </FilterPlace>
          {bare && dismissible && <DismissButton id={entry.id} floating />}
        </div>
      )}
      {(entry.type === 'favourite' ||
        entry.type === 'reblog' ||
        entry.type === 'pleroma:emoji_reaction') &&
        entry.status_id && <StatusPreview statusId={entry.status_id} />}
      {(entry.type === 'follow' || entry.type === 'follow_request') && (
        <div className={styles.card}>
          <UserCardCompact account={account} />
          {entry.type === 'follow_request' && FollowRequestActions && (
            <Suspense fallback={null}>
              <FollowRequestActions notification={asApiNotification(entry, account)} />
            </Suspense>
          )}
        </div>
      )}
      {entry.type === 'move' && target && (
        <div className={styles.card}>
          <UserCardCompact account={target} />
        </div>
      )}
    </article>
  )
})

function DismissButton({ id, floating }: { id: string; floating?: boolean }) {
  const { t } = useTranslation()
  return (
    <Button
      variant="ghost"
      size="icon"
      className={floating ? styles.dismissFloating : styles.dismiss}
      aria-label={t('notifications.dismiss_label')}
      title={t('notifications.dismiss')}
      onClick={() => void dismiss(id)}
    >
      <span aria-hidden="true">✕</span>
    </Button>
  )
}
