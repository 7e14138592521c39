import { useTranslation } from '../../i18n/react'
import { StatusView } from '../statuses'
import styles from './ConversationPage.module.css'

/** Ancestors, the focused status and the replies, in order (the linear view). */
export function LinearConversation({
  ids,
  focusedId,
}: {
  ids: readonly string[]
  focusedId: string
}) {
  const { t } = useTranslation()
  return (
    <ol className={styles.list} aria-label={t('conversation.list_label')}>
      {ids.map((id) => (
        <li key={id} className={styles.item} data-conversation-item={id}>
          <StatusView id={id} focused={id === focusedId} context="conversation" />
        </li>
      ))}
    </ol>
  )
}
