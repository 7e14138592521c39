import { useNavigate } from 'react-router'
import { LOGGED_IN_LANDING_PATH } from '../../config/constants'
import { useTranslation, type TFunction } from '../../i18n/react'
import { useSession, type LoginError } from '../../store/session'
import { ErrorBanner } from '../../ui/ErrorBanner'
import type { LoginOutcome } from './loginService'
import { takeReturnPath } from './returnPath'
import './messages'

/** What a login error reads as. */
export function loginErrorText(t: TFunction, error: LoginError): string {
  return 'key' in error ? t(error.key, error.args) : error.text
}

export function LoginErrorBanner({
  error,
  onDismiss,
}: {
  error: LoginError
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  return <ErrorBanner message={loginErrorText(t, error)} onDismiss={onDismiss} />
}

export function useAfterLogin() {
  const navigate = useNavigate()
  const landing = useSession((s) => s.instance?.redirectRootLogin) || LOGGED_IN_LANDING_PATH
  return (outcome: LoginOutcome) => {
    if (outcome === 'logged-in') navigate(takeReturnPath() ?? landing)
    if (outcome === 'password-reset')
      navigate('/password-reset', { state: { passwordResetRequested: true } })
  }
}
