import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useSession, type LoginError } from '../../store/session'
import { Button } from '../../ui/Button'
import { ErrorBanner } from '../../ui/ErrorBanner'
import { Panel } from '../../ui/Panel'
import { LOGGED_IN_LANDING_PATH } from '../../config/constants'
import { loadLastLoginName } from './oauthStorage'
import {
  loginWithPassword,
  redirectToAuthorize,
  submitSecondFactor,
  type LoginOutcome,
} from './loginService'
import styles from './LoginForm.module.css'

function LoginErrorBanner({ error, onDismiss }: { error: LoginError; onDismiss: () => void }) {
  const { t } = useTranslation()
  return <ErrorBanner message={'key' in error ? t(error.key) : error.text} onDismiss={onDismiss} />
}

function useAfterLogin() {
  const navigate = useNavigate()
  const landing = useSession((s) => s.instance?.redirectRootLogin) || LOGGED_IN_LANDING_PATH
  return (outcome: LoginOutcome) => {
    if (outcome === 'logged-in') navigate(landing)
    if (outcome === 'password-reset')
      navigate('/password-reset', { state: { passwordResetRequested: true } })
  }
}

function PasswordForm() {
  const { t } = useTranslation()
  const pending = useSession((s) => s.loginPending)
  const registrationOpen = useSession((s) => s.instance?.registrationOpen)
  const [username, setUsername] = useState(loadLastLoginName)
  const [password, setPassword] = useState('')
  const passwordRef = useRef<HTMLInputElement>(null)
  const error = useSession((s) => s.loginError)
  const setError = useSession((s) => s.setLoginError)
  const after = useAfterLogin()
  const ids = { user: useId(), pass: useId() }

  useEffect(() => {
    if (error) passwordRef.current?.focus()
  }, [error])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    after(await loginWithPassword(username.trim(), password))
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('login.heading')}>
      <div className={styles.field}>
        <label htmlFor={ids.user}>{t('login.username')}</label>
        <input
          id={ids.user}
          className={styles.input}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('login.username_placeholder')}
          required
          disabled={pending}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.pass}>{t('login.password')}</label>
        <input
          id={ids.pass}
          ref={passwordRef}
          className={styles.input}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
          disabled={pending}
        />
      </div>
      {error && <LoginErrorBanner error={error} onDismiss={() => setError(null)} />}
      <div className={styles.actions}>
        <div className={styles.links}>
          <Link to="/password-reset">{t('login.forgot_password')}</Link>
          {registrationOpen && <Link to="/registration">{t('login.register')}</Link>}
        </div>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? t('login.logging_in') : t('login.login')}
        </Button>
      </div>
    </form>
  )
}

function SecondFactorForm({ type }: { type: 'totp' | 'recovery' }) {
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
    const outcome = await submitSecondFactor(code.trim(), type)
    // On failure the code is cleared for a fresh attempt (spec 1 §8).
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
      <div className={styles.field}>
        <label htmlFor={id}>
          {t(type === 'totp' ? 'login.authentication_code' : 'login.recovery_code')}
        </label>
        <input
          id={id}
          ref={inputRef}
          className={styles.input}
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

function TokenForm() {
  const { t } = useTranslation()
  const pending = useSession((s) => s.loginPending)
  const error = useSession((s) => s.loginError)
  const setError = useSession((s) => s.setLoginError)
  return (
    <div className={styles.form}>
      <p>{t('login.token_description')}</p>
      {error && <LoginErrorBanner error={error} onDismiss={() => setError(null)} />}
      <Button variant="primary" disabled={pending} onClick={() => void redirectToAuthorize()}>
        {t('login.token_button')}
      </Button>
    </div>
  )
}

/** The auth form of the user panel and the login page (spec 1 §2). */
export function LoginForm() {
  const { t } = useTranslation()
  const strategy = useSession((s) => s.authFlow.strategy)
  const title =
    strategy === 'totp'
      ? t('login.heading_totp')
      : strategy === 'recovery'
        ? t('login.heading_recovery')
        : t('login.heading')
  return (
    <Panel title={title}>
      {strategy === 'password' && <PasswordForm />}
      {strategy === 'token' && <TokenForm />}
      {(strategy === 'totp' || strategy === 'recovery') && <SecondFactorForm type={strategy} />}
    </Panel>
  )
}
