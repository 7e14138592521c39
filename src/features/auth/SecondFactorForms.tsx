import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { Button } from '../../ui/Button'
import { LoginErrorBanner, useAfterLogin } from './loginFormShared'
import styles from './LoginForm.module.css'
import './messages'

// The login flows load when someone submits the form, not on a first visit.
const loginService = () => import('./loginService')

export function SecondFactorForm({ type }: { type: 'totp' | 'recovery' }) {
  const { t } = useTranslation()
  const pending = useSession((s) => s.loginPending)
  const dispatch = useSession((s) => s.dispatchAuth)
  const error = useSession((s) => s.loginError)
  const setError = useSession((s) => s.setLoginError)
  const [code, setCode] = useState('')
  const after = useAfterLogin()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    inputRef.current?.focus()
  }, [type])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const outcome = await (await loginService()).submitSecondFactor(code.trim(), type)
    // On failure the code is cleared for a fresh attempt.
    if (outcome === 'failed') {
      setCode('')
      inputRef.current?.focus()
    }
    after(outcome)
  }

  const switchTo = (next: 'totp' | 'recovery') => {
    setError(null)
    setCode('')
    dispatch({ type: next === 'recovery' ? 'USE_RECOVERY' : 'USE_TOTP' })
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={t(type === 'totp' ? 'login.heading_totp' : 'login.heading_recovery')}
    >
      <div className="form-field">
        <label htmlFor={id}>
          {t(type === 'totp' ? 'login.authentication_code' : 'login.recovery_code')}
        </label>
        <input
          id={id}
          ref={inputRef}
          className="form-input"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode={type === 'totp' ? 'numeric' : 'text'}
          spellCheck={false}
          required
          disabled={pending}
        />
        <p className={styles.hint}>
          {t(type === 'totp' ? 'login.enter_two_factor_code' : 'login.enter_recovery_code')}
        </p>
      </div>
      {error && <LoginErrorBanner error={error} onDismiss={() => setError(null)} />}
      <div className={styles.actions}>
        <div className={styles.links}>
          <Button variant="link" onClick={() => switchTo(type === 'totp' ? 'recovery' : 'totp')}>
            {t(
              type === 'totp'
                ? 'login.enter_recovery_code_link'
                : 'login.enter_two_factor_code_link',
            )}
          </Button>
          <Button
            variant="link"
            onClick={() => {
              setError(null)
              dispatch({ type: 'CANCEL' })
            }}
          >
            {t('general.cancel')}
          </Button>
        </div>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? t('login.verifying') : t('login.verify')}
        </Button>
      </div>
    </form>
  )
}

export function TokenForm() {
  const { t } = useTranslation()
  const pending = useSession((s) => s.loginPending)
  const error = useSession((s) => s.loginError)
  const setError = useSession((s) => s.setLoginError)
  return (
    <div className={styles.form}>
      <p>{t('login.token_description')}</p>
      {error && <LoginErrorBanner error={error} onDismiss={() => setError(null)} />}
      <Button
        variant="primary"
        disabled={pending}
        onClick={() => void loginService().then((m) => m.redirectToAuthorize())}
      >
        {t('login.token_button')}
      </Button>
    </div>
  )
}
