import './messages'
import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { api } from '../../api/client'
import { requestPasswordReset } from '../../api/endpoints/passwordReset'
import { ApiError } from '../../api/errors'
import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { Page } from '../../ui/Page'
import { Button } from '../../ui/Button'
import { ErrorBanner } from '../../ui/ErrorBanner'
import { Spinner } from '../../ui/Spinner'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { loadLastLoginName } from '../auth'
import { formOpen, initialResetState, resetTransition } from './machine'
import styles from './PasswordReset.module.css'

/** The login form's flag: the server refused a login until the password is reset. */
function useResetRequested(): boolean {
  const state: unknown = useLocation().state
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { passwordResetRequested?: unknown }).passwordResetRequested === true
  )
}

/**
 * /password-reset: asks the instance to mail a reset link.
 * Instances that cannot send mail get the "disabled" variant; a login the
 * server refused until the password is reset arrives with a note saying so.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation()
  const resetRequired = useResetRequested()
  const mailerEnabled = useSession((s) => s.instance?.mailerEnabled ?? false)
  // After a refused login the name just typed is the likely answer; the person may change it.
  const [state, dispatch] = useReducer(resetTransition, initialResetState, (initial) =>
    resetRequired ? { ...initial, email: loadLastLoginName() } : initial,
  )
  const headingId = useId()
  const fieldId = useId()
  const doneRef = useRef<HTMLParagraphElement>(null)
  useDocumentTitle(t('password_reset.title'))

  useEffect(() => {
    if (state.phase === 'success') doneRef.current?.focus()
  }, [state.phase])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!formOpen(state)) return
    const email = state.email.trim()
    dispatch({ type: 'submit' })
    try {
      await requestPasswordReset(api(), email)
      dispatch({ type: 'succeeded' })
    } catch (error) {
      if (!(error instanceof ApiError)) console.warn('Password reset request failed', error)
      dispatch({ type: 'failed', error })
    }
  }

  const pending = state.phase === 'pending'

  return (
    <Page titleId={headingId} title={t('password_reset.title')}>
      <div className={styles.body}>
        {!mailerEnabled ? (
          <>
            <p className={styles.notice}>
              {resetRequired
                ? t('password_reset.password_reset_required_but_mailer_is_disabled')
                : t('password_reset.password_reset_disabled')}
            </p>
            <p className={styles.links}>
              <Link to="/about">{t('password_reset.about_link')}</Link>
              <Link to="/">{t('password_reset.return_home')}</Link>
            </p>
          </>
        ) : state.phase === 'success' ? (
          <>
            <p ref={doneRef} tabIndex={-1} role="status" className={styles.success}>
              {t('password_reset.check_email')}
            </p>
            <p className={styles.links}>
              <Link to="/">{t('password_reset.return_home')}</Link>
            </p>
          </>
        ) : (
          <form className={styles.form} onSubmit={submit} aria-labelledby={headingId}>
            {resetRequired && (
              <p className={styles.notice}>{t('password_reset.password_reset_required')}</p>
            )}
            <p className={styles.hint}>{t('password_reset.instruction')}</p>
            <div className="form-field">
              <label htmlFor={fieldId}>{t('password_reset.email_label')}</label>
              <input
                id={fieldId}
                className="form-input"
                value={state.email}
                onChange={(e) => dispatch({ type: 'edit', email: e.target.value })}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                disabled={pending}
              />
            </div>
            {state.phase === 'throttled' && (
              <ErrorBanner
                message={t('password_reset.too_many_requests')}
                onDismiss={() => dispatch({ type: 'dismiss' })}
              />
            )}
            {state.phase === 'error' && (
              <ErrorBanner
                message={t('general.generic_error')}
                onDismiss={() => dispatch({ type: 'dismiss' })}
              />
            )}
            <div className={styles.actions}>
              <Button
                type="submit"
                variant="primary"
                disabled={pending}
                aria-busy={pending || undefined}
              >
                {pending && <Spinner />}
                {pending ? t('password_reset.sending') : t('password_reset.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Page>
  )
}
