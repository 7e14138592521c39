import { useTranslation } from '../../../i18n/react'
import type { StoredStatus } from '../../../store/entities'
import { useFeature } from '../../../store/serverFeatures'
import { formatAbsolute } from '../../../ui/relativeTime'
import { openStatusHistory } from '../history/historyStore'
import styles from './Content.module.css'

/**
 * "Edited", with the edit time in its title; opens the edit history.
 * Where the server keeps no history (Hollo) it is plain text: readers
 * still learn the post changed, and nothing offers a history that isn't there.
 */
export function EditedMarker({ status }: { status: Pick<StoredStatus, 'id' | 'edited_at'> }) {
  const { t, i18n } = useTranslation()
  const editing = useFeature('editing')
  const history = useFeature('editHistory')
  if (!status.edited_at || !editing) return null
  const date = new Date(status.edited_at)
  if (Number.isNaN(date.getTime())) return null
  const time = formatAbsolute(date, i18n.locale)
  const words = (
    <>
      {t('status_content.edited')}
      <span className="visually-hidden"> ({t('status_content.edited_at', { time })})</span>
    </>
  )
  if (!history) {
    return (
      <span className={styles.editedText} title={t('status_content.edited_at', { time })}>
        {words}
      </span>
    )
  }
  return (
    <button
      type="button"
      className={styles.edited}
      title={t('status_content.edited_at_history', { time })}
      onClick={() => openStatusHistory(status.id)}
    >
      {words}
    </button>
  )
}
