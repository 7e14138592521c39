import { useState } from 'react'
import { useTranslation } from '../../../i18n/react'
import { Link } from 'react-router'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { Avatar } from '../../../ui/Avatar'
import { Button } from '../../../ui/Button'
import { RelativeTime } from '../../../ui/RelativeTime'
import { profileLink } from '../../../ui/profileLink'
import { InlineText, postContent, RichContent } from '../../../ui/richContent/RichContent'
import styles from './QuotedStatus.module.css'

/**
 * A quoted status, nested in the quoting one (one level: a quote inside a
 * quote is a link, so a chain of quotes cannot nest without end).
 */
export function QuotedStatus({ quoteId, depth = 0 }: { quoteId: string; depth?: number }) {
  const { t } = useTranslation()
  const quote = useEntities((s) => s.statuses[quoteId])
  const author = useEntities((s) => (quote ? s.accounts[quote.account_id] : undefined))
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const [revealed, setRevealed] = useState(false)
  if (!quote || !author || quote.deleted) {
    return <div className={styles.unavailable}>{t('status.quote_unavailable')}</div>
  }
  const name = author.display_name || author.username
  const hasCw = quote.spoiler_text.trim() !== ''
  return (
    <blockquote
      className={styles.quote}
      aria-label={t('status.quote_label', { name })}
      cite={quote.url || undefined}
    >
      <div className={styles.header}>
        <Avatar src={author.avatar} size={20} />
        <Link to={profileLink(author, restricted)} className={styles.name}>
          <InlineText text={name} emojis={author.emojis} />
        </Link>
        <span className={styles.acct} dir="ltr">
          @{author.acct}
        </span>
        <Link to={`/notice/${encodeURIComponent(quote.id)}`} className={styles.time}>
          <RelativeTime date={quote.created_at} />
        </Link>
      </div>
      {hasCw && (
        <div>
          <span className={styles.subject}>
            <InlineText text={quote.spoiler_text} emojis={quote.emojis} />
          </span>{' '}
          <Button size="small" aria-expanded={revealed} onClick={() => setRevealed((r) => !r)}>
            {revealed ? t('timeline.hide_content') : t('timeline.show_content')}
          </Button>
        </div>
      )}
      {(!hasCw || revealed) && (
        <RichContent {...postContent(quote)} restrictedNicknames={restricted} />
      )}
      {quote.quote_id &&
        (depth === 0 ? (
          <Link to={`/notice/${encodeURIComponent(quote.quote_id)}`}>
            {t('status.quote_nested')}
          </Link>
        ) : null)}
    </blockquote>
  )
}
