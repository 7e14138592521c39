import { useTranslation } from '../i18n/react'
import { Button } from './Button'
import styles from './ErrorBanner.module.css'

/** A dismissible error above or inside a form; only the message is the alert. */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.banner}>
      <p role="alert">{message}</p>
      <Button variant="ghost" size="small" onClick={onDismiss} aria-label={t('general.dismiss')}>
        <span aria-hidden="true">✕</span>
      </Button>
    </div>
  )
}
