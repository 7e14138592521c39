import { useTranslation } from '../../i18n/react'
import type { Visibility } from '../../api/types'
import { Button } from '../../ui/Button'
import { usePref, usePreferences } from '../../store/preferences'
import type { FormWarning } from './postFormRules'
import styles from './PostForm.module.css'

/** The form's standing notes: read with the form, not announced as alerts. */
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

/**
 * Who will see the post (the hideScopeNotice preference): shown for the scopes
 * whose reach is easy to misjudge, until the user hides it for good. Direct
 * posts and unlocked followers-only posts have their own warnings above.
 */
export function ScopeNotice({ visibility, locked }: { visibility: Visibility; locked: boolean }) {
  const { t } = useTranslation()
  const hidden = usePref('hideScopeNotice')
  const set = usePreferences((s) => s.set)
  const shown =
    visibility === 'public' ||
    visibility === 'unlisted' ||
    visibility === 'local' ||
    (visibility === 'private' && locked)
  if (hidden || !shown) return null
  return (
    <div className={styles.scopeNotice}>
      <p>{t(`post_status.scope_help.${visibility}`)}</p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('post_status.scope_notice_hide')}
        title={t('post_status.scope_notice_hide')}
        onClick={() => set('hideScopeNotice', true)}
      >
        <span aria-hidden="true">✕</span>
      </Button>
    </div>
  )
}
