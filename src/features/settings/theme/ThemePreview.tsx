import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import styles from './ThemeEditor.module.css'
import { M } from './messageKey'
import { SettingsSection } from '../SettingsSection'

/** A sample of what the theme looks like: a post, a button, a field, an alert, a link, faint text. */
export function Preview() {
  const { t } = useTranslation()
  const inputId = useId()
  const [liked, setLiked] = useState(false)
  return (
    <SettingsSection title={t(`${M}.preview_title`)}>
      <div className={styles.preview}>
        <article className={styles.previewPost} aria-label={t(`${M}.preview_post_label`)}>
          <span className={styles.previewAvatar} aria-hidden="true">
            A
          </span>
          <div className={styles.previewBody}>
            <p className={styles.previewHeader}>
              <strong>{t(`${M}.preview_name`)}</strong>{' '}
              <span className={styles.faint}>{t(`${M}.preview_handle`)}</span>
            </p>
            <p className={styles.previewText}>
              {t(`${M}.preview_text`)} <Link to="/about">{t(`${M}.preview_link`)}</Link>
            </p>
            <p className={styles.faint}>{t(`${M}.preview_faint`)}</p>
            <div className={styles.previewActions}>
              <Button size="small" aria-pressed={liked} onClick={() => setLiked((v) => !v)}>
                {liked ? t(`${M}.preview_liked`) : t(`${M}.preview_like`)}
              </Button>
              <Button
                size="small"
                variant="primary"
                aria-pressed={liked}
                onClick={() => setLiked((v) => !v)}
              >
                {t(`${M}.preview_primary`)}
              </Button>
            </div>
          </div>
        </article>
        <div className={styles.previewForm}>
          <label htmlFor={inputId}>{t(`${M}.preview_input_label`)}</label>
          <input id={inputId} className={styles.previewInput} type="text" />
        </div>
        <p className={styles.previewAlert}>{t(`${M}.preview_alert`)}</p>
        <p className={styles.previewWarning}>{t(`${M}.preview_warning`)}</p>
      </div>
    </SettingsSection>
  )
}
