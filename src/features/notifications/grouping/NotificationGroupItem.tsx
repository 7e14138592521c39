import { Fragment, memo, useEffect, useId, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useShallow } from 'zustand/react/shallow'
import { api } from '../../../api/client'
import { fetchNotificationGroupAccounts } from '../../../api/endpoints/notifications'
import type { Account } from '../../../api/types'
import {
  NOTIFICATION_GROUP_AVATARS,
  NOTIFICATION_TIME_UPDATE_INTERVAL,
} from '../../../config/constants'
import { useTranslation } from '../../../i18n/react'
import { useEntities } from '../../../store/entities'
import { useNotifications } from '../../../store/notifications'
import { useFeature } from '../../../store/serverFeatures'
import { useSession } from '../../../store/session'
import { Avatar } from '../../../ui/Avatar'
import { Button } from '../../../ui/Button'
import { profileLink } from '../../../ui/profileLink'
import { RelativeTime } from '../../../ui/RelativeTime'
import { InlineText } from '../../../ui/richContent/RichContent'
import { displayName } from '../desktop'
import { actionKey, ReactionEmoji, StatusPreview } from '../NotificationItem'
import { dismiss } from '../notificationService'
import type { NotificationGroup } from './groups'
import './messages'
import base from '../Notifications.module.css'
import styles from './NotificationGroupItem.module.css'

/*
 * A group of notifications as one row: "Alice and 4 others liked your
 * post", the avatars of the newest few, the post, and a button that lists
 * everyone with the time each of them did it.
 */

/** The accounts of a group, cached or from the store's snapshots, in the group's order. */
function useAccounts(ids: readonly string[]): Account[] {
  const cached = useEntities(useShallow((s) => ids.map((id) => s.accounts[id])))
  const snapshots = useNotifications(useShallow((s) => ids.map((id) => s.accounts[id])))
  return ids.flatMap((_, i) => {
    const account = cached[i] ?? snapshots[i]
    return account ? [account] : []
  })
}

/**
 * Everyone in a server's group once it is open: the server lists them
 * (`/api/v2/notifications/:key/accounts`), also those whose notifications
 * are on pages not loaded. Null until then, and where the server does not group.
 */
function useEveryone(group: NotificationGroup, open: boolean): readonly string[] | null {
  const [ids, setIds] = useState<readonly string[] | null>(null)
  const key = group.server?.key
  useEffect(() => {
    if (!open || key === undefined) return
    let live = true
    fetchNotificationGroupAccounts(api(), key)
      .then((accounts) => {
        useEntities.getState().ingestAccounts(accounts)
        // An empty list says nothing (Hollo answers [] for some groups): the members here stay.
        if (live && accounts.length > 0) setIds(accounts.map((a) => a.id))
      })
      .catch((e: unknown) => console.warn('Could not list a group of notifications', e))
    return () => {
      live = false
    }
  }, [open, key])
  return ids
}

// Stand-ins the translated sentence carries where the name and the emoji go.
const NAME = '\uE000'
const EMOJI = '\uE001'

/** The sentence with its stand-ins replaced by the name's link and the emoji. */
function fill(sentence: string, name: ReactNode, emoji: ReactNode): ReactNode[] {
  return sentence
    .split(/([\uE000\uE001])/)
    .map((part, i) => (
      <Fragment key={i}>{part === NAME ? name : part === EMOJI ? emoji : part}</Fragment>
    ))
}

export const NotificationGroupItem = memo(function NotificationGroupItem({
  group,
}: {
  group: NotificationGroup
}) {
  const { t } = useTranslation()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const dismissible = useFeature('notificationDismiss')
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const everyoneIds = useEveryone(group, open)
  const accounts = useAccounts(group.accountIds)
  const everyone = useAccounts(everyoneIds ?? [])
  const newest = group.entries[0]
  const first = accounts[0]
  if (!newest || !first) return null

  const key = `notification_groups.${actionKey(group.type)}`
  const count = group.count - 1
  const label = t(key, { name: displayName(first), count, emoji: newest.emoji ?? '' })
  const sentence = t(key, { name: NAME, count, emoji: EMOJI })
  const byId = new Map([...accounts, ...everyone].map((a) => [a.id, a]))
  // Each account's newest notification loaded here, for its time.
  const latest = new Map<string, (typeof group.entries)[number]>()
  for (const entry of group.entries)
    if (!latest.has(entry.account_id)) latest.set(entry.account_id, entry)
  // The server's list where it has one, else the members loaded here.
  const listed: { id: string; accountId: string; at: string | null }[] = everyoneIds
    ? everyoneIds.map((id) => ({ id, accountId: id, at: latest.get(id)?.created_at ?? null }))
    : group.entries.map((e) => ({ id: e.id, accountId: e.account_id, at: e.created_at }))
  const when = newest.status_id
    ? `/notice/${encodeURIComponent(newest.status_id)}`
    : profileLink(first, restricted)

  return (
    <article
      className={[base.item, group.seen ? '' : base.unseen].filter(Boolean).join(' ')}
      aria-label={label}
      // Focusable for the j / k shortcuts, as single notifications are.
      tabIndex={-1}
      data-notification-id={newest.id}
      data-notification-type={group.type}
      data-notification-group={group.key}
      data-server-group={group.server?.key}
    >
      {!group.seen && <span className="visually-hidden">{t('notifications.unseen_marker')}</span>}
      <div className={base.heading}>
        <span className={styles.avatars}>
          {accounts.slice(0, NOTIFICATION_GROUP_AVATARS).map((a) => (
            <Avatar key={a.id} src={a.avatar} size={32} className={styles.avatar} />
          ))}
        </span>
        <Link to={when} className={base.time}>
          <RelativeTime date={newest.created_at} updateEvery={NOTIFICATION_TIME_UPDATE_INTERVAL} />
        </Link>
        {dismissible && (
          <Button
            variant="ghost"
            size="icon"
            className={base.dismiss}
            aria-label={t('notification_groups.dismiss_label')}
            title={t('notifications.dismiss')}
            onClick={() => {
              for (const entry of group.entries) void dismiss(entry.id)
            }}
          >
            <span aria-hidden="true">✕</span>
          </Button>
        )}
      </div>
      <p className={styles.line}>
        {fill(
          sentence,
          <Link to={profileLink(first, restricted)} className={base.who}>
            <InlineText text={displayName(first)} emojis={first.emojis} />
          </Link>,
          <ReactionEmoji entry={newest} />,
        )}
      </p>
      {newest.status_id && (
        <div className={styles.preview}>
          <StatusPreview statusId={newest.status_id} />
        </div>
      )}
      <Button
        variant="link"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {/* Open, the same button folds the list away again, and says so. */}
        {open
          ? t('notification_groups.show_fewer')
          : t('notification_groups.show_all', { count: group.count })}
      </Button>
      <ul id={listId} className={styles.people} hidden={!open}>
        {open &&
          listed.map((row) => {
            const account = byId.get(row.accountId)
            if (!account) return null
            return (
              <li key={row.id} className={styles.person}>
                <Avatar src={account.avatar} size={24} />
                <Link to={profileLink(account, restricted)} className={base.who}>
                  <InlineText text={displayName(account)} emojis={account.emojis} />
                </Link>
                {/* Isolated, so a right-to-left page keeps the @ in front of the address. */}
                <bdi className={styles.acct}>@{account.acct}</bdi>
                {row.at !== null && (
                  <span className={base.time}>
                    <RelativeTime date={row.at} updateEvery={NOTIFICATION_TIME_UPDATE_INTERVAL} />
                  </span>
                )}
              </li>
            )
          })}
      </ul>
    </article>
  )
})
