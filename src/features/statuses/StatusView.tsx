import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Account } from '../../api/types'
import { useEntities, type StoredStatus } from '../../store/entities'
import { useSession } from '../../store/session'
import { Avatar } from '../../ui/Avatar'
import { RelativeTime } from '../../ui/RelativeTime'
import { profileLink } from '../users/profileLink'
import { InlineText, RichContent } from './richContent/RichContent'
import { VisibilityIcon } from './VisibilityIcon'
import styles from './StatusView.module.css'

/*
 * The status as timelines and conversations show it. Each part lives in its
 * own module under src/features/statuses/<part>/ (or src/features/media/)
 * and is mounted at one of the `slot:` markers below.
 */

export const accountName = (a: Account) => a.display_name || a.username

export interface StatusViewProps {
  id: string
  /** The conversation's focused status: highlighted, never collapsed. */
  focused?: boolean
  /** Where the status is shown; some preferences apply to one context only. */
  context?: 'timeline' | 'conversation' | 'profile' | 'quote'
}

function StatusHeader({ status, author }: { status: StoredStatus; author: Account }) {
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  return (
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
  )
}

/** Text, subject and everything a content warning hides (media, poll, card). */
function StatusBody({ status }: { status: StoredStatus; author: Account; props: StatusViewProps }) {
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  return (
    <>
      {/* slot:content-start */}
      <RichContent
        html={status.content}
        lang={status.language}
        mentions={status.mentions}
        emojis={status.emojis}
        restrictedNicknames={restricted}
      />
      {/* slot:gallery */}
      {/* slot:poll */}
      {/* slot:card */}
      {/* slot:content-end */}
    </>
  )
}

export const StatusView = memo(function StatusView(props: StatusViewProps) {
  const { id } = props
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
      className={[styles.status, props.focused ? styles.focused : ''].filter(Boolean).join(' ')}
      aria-label={t('timeline.status_by', { name: accountName(author) })}
      aria-current={props.focused ? 'true' : undefined}
      lang={inner.language ?? undefined}
      data-status-id={inner.id}
    >
      {repeater && (
        <div className={styles.repeatLine}>
          <Link to={profileLink(repeater, restricted)}>
            <InlineText text={accountName(repeater)} emojis={repeater.emojis} />
          </Link>
          <span>{t('timeline.repeated')}</span>
        </div>
      )}
      <Link to={profileLink(author, restricted)} className={styles.avatarLink} tabIndex={-1} aria-hidden="true">
        <Avatar src={author.avatar} size={48} />
      </Link>
      <div className={styles.body}>
        <StatusHeader status={inner} author={author} />
        {/* slot:before-body */}
        <StatusBody status={inner} author={author} props={props} />
        {/* slot:quote */}
        {/* slot:reactions */}
        {/* slot:stats */}
        {/* slot:actions */}
        {/* slot:after-actions */}
      </div>
    </article>
  )
})
