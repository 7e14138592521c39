import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Account } from '../../api/types'
import { useEntities, type StoredStatus } from '../../store/entities'
import { useSession } from '../../store/session'
import { Avatar } from '../../ui/Avatar'
import { Button } from '../../ui/Button'
import { RelativeTime } from '../../ui/RelativeTime'
import { profileLink } from '../users/profileLink'
import { InlineText, RichContent } from './richContent/RichContent'
import { VisibilityIcon } from './VisibilityIcon'
import styles from './StatusView.module.css'

const accountName = (a: Account) => a.display_name || a.username

function StatusBody({ status, author }: { status: StoredStatus; author: Account }) {
  const { t } = useTranslation()
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const [revealed, setRevealed] = useState(false)
  const hasCw = status.spoiler_text.trim().length > 0
  const replyTo =
    status.in_reply_to_acct ??
    status.mentions.find((m) => m.id === status.in_reply_to_account_id)?.acct
  return (
    <div className={styles.body}>
      <div className={styles.header}>
        <div className={styles.names}>
          <Link to={profileLink(author, restricted)} className={styles.name}>
            <InlineText text={accountName(author)} emojis={author.emojis} />
          </Link>
          <span className={styles.acct}>@{author.acct}</span>
        </div>
        <div className={styles.meta}>
          <VisibilityIcon visibility={status.visibility} />
          <Link to={`/notice/${encodeURIComponent(status.id)}`}>
            <RelativeTime date={status.created_at} />
          </Link>
        </div>
      </div>
      {status.in_reply_to_id && replyTo && (
        <div className={styles.replyTo}>
          {t('timeline.replying_to')}{' '}
          <Link to={`/notice/${encodeURIComponent(status.in_reply_to_id)}`}>@{replyTo}</Link>
        </div>
      )}
      {hasCw && (
        <div className={styles.cw}>
          <span className={styles.cwText}>
            <InlineText text={status.spoiler_text} emojis={status.emojis} />
          </span>
          <Button size="small" aria-expanded={revealed} onClick={() => setRevealed((r) => !r)}>
            {revealed ? t('timeline.hide_content') : t('timeline.show_content')}
          </Button>
        </div>
      )}
      {(!hasCw || revealed) && (
        <>
          <RichContent
            html={status.content}
            lang={status.language}
            mentions={status.mentions}
            emojis={status.emojis}
            restrictedNicknames={restricted}
          />
          {status.media_attachments.length > 0 && (
            <ul
              className={styles.attachments}
              aria-label={t('timeline.attachments', { count: status.media_attachments.length })}
            >
              {status.media_attachments.map((m) => (
                <li key={m.id}>
                  <a href={m.url} target="_blank" rel="noopener noreferrer">
                    {m.description || m.type}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}

/** One status of a timeline: a repeat shows its inner status under "X repeated". */
export const StatusView = memo(function StatusView({ id }: { id: string }) {
  const { t } = useTranslation()
  const outer = useEntities((s) => s.statuses[id])
  const inner = useEntities((s) => (outer?.reblog_id ? s.statuses[outer.reblog_id] : outer))
  const repeater = useEntities((s) => (outer?.reblog_id ? s.accounts[outer.account_id] : undefined))
  const author = useEntities((s) => (inner ? s.accounts[inner.account_id] : undefined))
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  if (!outer || !inner || !author) return null
  if (outer.deleted || inner.deleted) {
    return <div className={styles.gravestone}>{t('timeline.deleted')}</div>
  }
  return (
    <article
      className={styles.status}
      aria-label={t('timeline.status_by', { name: accountName(author) })}
      lang={inner.language ?? undefined}
    >
      {repeater && (
        <div className={styles.repeatLine}>
          <Link to={profileLink(repeater, restricted)}>
            <InlineText text={accountName(repeater)} emojis={repeater.emojis} />
          </Link>
          <span>{t('timeline.repeated')}</span>
        </div>
      )}
      <Link
        to={profileLink(author, restricted)}
        className={styles.avatarLink}
        tabIndex={-1}
        aria-hidden="true"
      >
        <Avatar src={author.avatar} size={48} />
      </Link>
      <StatusBody status={inner} author={author} />
    </article>
  )
})
