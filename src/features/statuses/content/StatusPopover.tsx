import { useMemo } from 'react'
import { useTranslation } from '../../../i18n/react'
import { useEntities } from '../../../store/entities'
import { Avatar } from '../../../ui/Avatar'
import { RelativeTime } from '../../../ui/RelativeTime'
import { Spinner } from '../../../ui/Spinner'
import { InlineText } from '../../../ui/richContent/RichContent'
import { textWithLines } from './bodyRules'
import { useCachedStatus } from './parentStatus'
import styles from './Content.module.css'

/**
 * A compact preview of a status (author and text), not a full status view:
 * a preview inside a status must not nest statuses without end.
 */
export function StatusPopover({ statusId, popoverId }: { statusId: string; popoverId: string }) {
  const { t } = useTranslation()
  const state = useCachedStatus(statusId)
  const status = useEntities((s) => s.statuses[statusId])
  const author = useEntities((s) => (status ? s.accounts[status.account_id] : undefined))
  const text = useMemo(() => (status ? textWithLines(status.content) : ''), [status])

  let body
  if (state === 'loading') {
    body = (
      <p className={styles.popoverNote}>
        <Spinner /> {t('status_content.loading_status')}
      </p>
    )
  } else if (state === 'unavailable' || !status || !author) {
    body = <p className={styles.popoverNote}>{t('status.status_unavailable')}</p>
  } else {
    body = (
      <>
        <div className={styles.popoverHeader}>
          <Avatar src={author.avatar} size={32} />
          <div className={styles.popoverNames}>
            <span className={styles.popoverName}>
              <InlineText text={author.display_name || author.username} emojis={author.emojis} />
            </span>
            <span className={styles.popoverAcct} dir="ltr">
              @{author.acct}
            </span>
          </div>
          <span className={styles.popoverTime}>
            <RelativeTime date={status.created_at} />
          </span>
        </div>
        {status.spoiler_text ? (
          <p className={styles.popoverSubject}>
            <span className="visually-hidden">{t('status_content.content_warning')} </span>
            <InlineText text={status.spoiler_text} emojis={status.emojis} />
          </p>
        ) : (
          <p className={styles.popoverText} lang={status.language ?? undefined}>
            <InlineText text={text} emojis={status.emojis} />
          </p>
        )}
      </>
    )
  }
  return (
    <div id={popoverId} role="tooltip" className={styles.popover}>
      <span className="visually-hidden">{t('status_content.preview_of')}: </span>
      {body}
    </div>
  )
}
