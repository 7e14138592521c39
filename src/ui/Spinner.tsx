import { useTranslation } from '../i18n/react'
import { Button } from './Button'
import styles from './Spinner.module.css'

export function Spinner({ label }: { label?: string }) {
  return (
    <span
      className={styles.spinner}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  )
}

/** Loading panel with spinner and text. */
export function LoadingPanel({ text }: { text?: string }) {
  const { t } = useTranslation()
  return (
    <div className={styles.loadingPanel} role="status">
      <Spinner />
      <span>{text ?? t('general.loading')}</span>
    </div>
  )
}

/** Generic async-load error panel with a retry button. */
export function AsyncErrorPanel({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.errorPanel} role="alert">
      <p>{message ?? t('general.async_error')}</p>
      <Button onClick={onRetry}>{t('general.retry')}</Button>
    </div>
  )
}
