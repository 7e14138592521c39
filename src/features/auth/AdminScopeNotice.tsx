import { useId, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../../i18n/react'
import type { LoginError } from '../../store/session'
import { Button } from '../../ui/Button'
import styles from './AdminScopeNotice.module.css'
import { LoginErrorBanner } from './loginFormShared'
import './messages'

/**
 * Where a screen needs the admin scopes the account's token lacks: what is
 * missing, and a button that authorizes this account again on the server's
 * page with the admin scopes, coming back here.
 */
export function AdminScopeNotice({ level = 3 }: { level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const { t } = useTranslation()
  const headingId = useId()
  const location = useLocation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<LoginError | null>(null)

  const grant = async () => {
    setBusy(true)
    setError(null)
    const { reauthorizeForAdmin } = await import('./loginService')
    const failed = await reauthorizeForAdmin(`${location.pathname}${location.search}`)
    // On success the browser is on its way to the server's page.
    if (failed) {
      setError(failed)
      setBusy(false)
    }
  }

  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {t('admin_scope.title')}
      </Heading>
      <p>{t('admin_scope.text')}</p>
      {error && <LoginErrorBanner error={error} onDismiss={() => setError(null)} />}
      <Button variant="primary" disabled={busy} onClick={() => void grant()}>
        {busy ? t('admin_scope.opening') : t('admin_scope.button')}
      </Button>
    </section>
  )
}
