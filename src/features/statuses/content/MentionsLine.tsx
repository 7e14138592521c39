import { memo, useId, useMemo, useState } from 'react'
import { useTranslation } from '../../../i18n/react'
import { Link } from 'react-router'
import type { StoredStatus } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { profileLink } from '../../../ui/profileLink'
import { mentionsForLine, visibleMentions } from './mentionRules'
import styles from './Content.module.css'

/** "@a @b @c @d @e +N more": collapsed or expanded. */
export const MentionsLine = memo(function MentionsLine({
  status,
}: {
  status: Pick<StoredStatus, 'mentions' | 'in_reply_to_account_id'>
}) {
  const { t } = useTranslation()
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const mentions = useMemo(
    () => mentionsForLine(status.mentions, status.in_reply_to_account_id),
    [status.mentions, status.in_reply_to_account_id],
  )
  if (mentions.length === 0) return null
  const { shown, hiddenCount } = visibleMentions(mentions, expanded)
  const expandable = hiddenCount > 0 || expanded
  return (
    <div className={styles.mentions}>
      <ul id={listId} className={styles.mentionList} aria-label={t('status_content.mentions')}>
        {shown.map((m) => (
          <li key={m.id}>
            <Link
              to={profileLink(m, restricted)}
              className={styles.mentionLink}
              title={`@${m.acct}`}
            >
              @{m.acct}
            </Link>
          </li>
        ))}
      </ul>
      {expandable && (
        <button
          type="button"
          className={styles.mentionsToggle}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={
            expanded ? undefined : t('status_content.more_mentions_label', { count: hiddenCount })
          }
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded
            ? t('status_content.fewer_mentions')
            : t('status_content.more_mentions', { count: hiddenCount })}
        </button>
      )}
    </div>
  )
})
