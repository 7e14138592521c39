import { Link } from 'react-router'
import { useTranslation } from '../i18n/react'
import { useNotices } from '../store/notices'
import { Button, buttonClass } from './Button'
import styles from './Notices.module.css'

/** Global notices: level, message and a close button each. */
export function Notices() {
  const notices = useNotices((s) => s.notices)
  const dismiss = useNotices((s) => s.dismiss)
  const hold = useNotices((s) => s.hold)
  const release = useNotices((s) => s.release)
  const { t } = useTranslation()
  return (
    <section aria-label={t('general.notices')}>
      <ul className={styles.list}>
        {notices.map((n) => (
          <li
            key={n.id}
            className={`${styles.notice} ${styles[n.level]}`}
            onPointerEnter={() => hold(n.id)}
            onPointerLeave={(e) => {
              if (!e.currentTarget.contains(document.activeElement)) release(n.id)
            }}
            // Focus moving between its own controls releases it and holds it again.
            onFocus={() => hold(n.id)}
            onBlur={() => release(n.id)}
          >
            <p
              className={styles.message}
              role={n.level === 'error' || n.level === 'warning' ? 'alert' : 'status'}
            >
              {t(n.messageKey, n.messageArgs)}
            </p>
            {n.link && (
              <Link
                className={buttonClass('default', 'small')}
                to={n.link.to}
                onClick={() => dismiss(n.id)}
              >
                {t(n.link.labelKey)}
              </Link>
            )}
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
