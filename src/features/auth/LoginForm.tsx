import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { lazy } from '../../ui/lazy'
import { useTranslation } from '../../i18n/react'
import { Link } from 'react-router'
import { useSession } from '../../store/session'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import { LoadingPanel } from '../../ui/Spinner'
import { LoginErrorBanner, useAfterLogin } from './loginFormShared'
import styles from './LoginForm.module.css'
import { loadLastLoginName } from './oauthStorage'
import './messages'

// The login flows load when someone submits the form, not on a first visit.
const loginService = () => import('./loginService')

// Two-factor and OAuth-page logins are rare: their forms load when needed.
const SecondFactorForm = lazy(() =>
  import('./SecondFactorForms').then((m) => ({ default: m.SecondFactorForm })),
)
const TokenForm = lazy(() => import('./SecondFactorForms').then((m) => ({ default: m.TokenForm })))

function PasswordForm() {
  const { t } = useTranslation()
  const pending = useSession((s) => s.loginPending)
  const registrationOpen = useSession((s) => s.instance?.registrationOpen)
  // A site of its own offers the server's own page too (the code flow with PKCE).
  const standalone = useSession((s) => s.standalone)
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
    after(await (await loginService()).loginWithPassword(username.trim(), password))
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('login.heading')}>
      <div className="form-field">
        <label htmlFor={ids.user}>{t('login.username')}</label>
        <input
          id={ids.user}
          className="form-input"
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
      <div className="form-field">
        <label htmlFor={ids.pass}>{t('login.password')}</label>
        <input
          id={ids.pass}
          ref={passwordRef}
          className="form-input"
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
      {standalone && (
        <Button
          disabled={pending}
          onClick={() => void loginService().then((m) => m.redirectToAuthorize())}
        >
          {t('login.token_button')}
        </Button>
      )}
    </form>
  )
}

/** The auth form of the user panel and the login page. */
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
      <Suspense fallback={<LoadingPanel />}>
        {strategy === 'token' && <TokenForm />}
        {(strategy === 'totp' || strategy === 'recovery') && <SecondFactorForm type={strategy} />}
      </Suspense>
    </Panel>
  )
}
