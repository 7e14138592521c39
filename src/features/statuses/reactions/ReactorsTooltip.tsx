import { useTranslation } from '../../../i18n/react'
import { USER_LIST_POPOVER_LIMIT } from '../../../config/constants'
import { InlineText } from '../../../ui/richContent/RichContent'
import { useReactors } from './reactorsStore'
import styles from './EmojiReactions.module.css'

export function ReactorsTooltip({
  id,
  statusId,
  name,
  count,
}: {
  id: string
  statusId: string
  name: string
  count: number
}) {
  const { t } = useTranslation()
  const entry = useReactors((s) => s.byStatus[statusId])
  let body
  if (!entry || entry.kind === 'loading') {
    body = <span className={styles.tooltipMuted}>{t('status_extras.reactions.loading_who')}</span>
  } else if (entry.kind === 'failed') {
    body = <span className={styles.tooltipMuted}>{t('status_extras.reactions.who_error')}</span>
  } else {
    const accounts = entry.byName[name] ?? []
    const shown = accounts.slice(0, USER_LIST_POPOVER_LIMIT)
    const more = Math.max(count, accounts.length) - shown.length
    body =
      shown.length === 0 ? (
        <span className={styles.tooltipMuted}>
          {t('status_extras.reactions.count_only', { count })}
        </span>
      ) : (
        <>
          <ul className={styles.tooltipList}>
            {shown.map((a) => (
              <li key={a.id}>
                <InlineText text={a.display_name || a.username} emojis={a.emojis} />{' '}
                <span className={styles.tooltipMuted} dir="ltr">
                  @{a.acct}
                </span>
              </li>
            ))}
          </ul>
          {more > 0 && (
            <span className={styles.tooltipMuted}>
              {t('status_extras.reactions.and_more', { count: more })}
            </span>
          )}
        </>
      )
  }
  return (
    <div id={id} role="tooltip" className={styles.tooltip}>
      {body}
    </div>
  )
}
