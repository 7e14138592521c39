import { useTranslation } from '../i18n/react'
import { useNotices } from '../store/notices'
import { Button } from './Button'
import styles from './Notices.module.css'

/** Global notices (spec 1 §2): level, message and a close button each. */
export function Notices() {
  const notices = useNotices((s) => s.notices)
  const dismiss = useNotices((s) => s.dismiss)
  const { t } = useTranslation()
  return (
    <section aria-label={t('general.notices')}>
      <ul className={styles.list}>
        {notices.map((n) => (
          <li key={n.id} className={`${styles.notice} ${styles[n.level]}`}>
            <p
              className={styles.message}
              role={n.level === 'error' || n.level === 'warning' ? 'alert' : 'status'}
            >
              {t(n.messageKey, n.messageArgs)}
            </p>
            {n.action && (
              <Button
                size="small"
                onClick={() => {
                  n.action?.run()
                  dismiss(n.id)
                }}
              >
                {t(n.action.labelKey)}
              </Button>
            )}
            <Button
              variant="ghost"
              size="small"
              onClick={() => dismiss(n.id)}
              aria-label={t('general.dismiss')}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
