import { useTranslation } from '../../i18n/react'
import type { FormWarning } from './postFormRules'
import styles from './PostForm.module.css'

/** The form's standing notes (spec 2 §5): read with the form, not announced as alerts. */
export function FormWarnings({ warnings }: { warnings: readonly FormWarning[] }) {
  const { t } = useTranslation()
  if (warnings.length === 0) return null
  return (
    <div className={styles.warnings}>
      {warnings.map((warning) => (
        <p key={warning} role="note" className={styles.warning}>
          {t(`post_status.warning.${warning}`)}
        </p>
      ))}
    </div>
  )
}
