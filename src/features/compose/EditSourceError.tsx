import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import styles from './PostForm.module.css'

/** An edited post's source could not be fetched: why, and a retry. */
export function EditSourceError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.sourceError}>
      <p role="alert">{t('post_status.source_error', { message })}</p>
      <Button size="small" onClick={onRetry}>
        {t('general.retry')}
      </Button>
    </div>
  )
}
