import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { LOGGED_IN_LANDING_PATH } from '../../config/constants'
import { useSession } from '../../store/session'
import { Panel } from '../../ui/Panel'
import { loginErrorText } from './loginFormShared'
import { handleAuthorizeRefusal, loginWithCode } from './loginService'
import { takeReturnPath } from './returnPath'
import './messages'

/**
 * /oauth-callback?code=…: shows "…" while the code becomes a token, then
 * opens friends. /oauth-callback?error=…: the server's page refused; a
 * refusal over the admin scopes asks again with fewer, anything else is
 * shown in the server's words.
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const error = useSession((s) => s.loginError)
  const started = useRef(false)
  const code = params.get('code')
  const refusal = params.get('error')

  useEffect(() => {
    if (started.current) return
    if (code) {
      started.current = true
      void loginWithCode(code, params.get('state')).then((outcome) => {
        if (outcome === 'logged-in')
          navigate(takeReturnPath() ?? LOGGED_IN_LANDING_PATH, { replace: true })
      })
    } else if (refusal) {
      started.current = true
      void handleAuthorizeRefusal(refusal, params.get('error_description'), params.get('state'))
    }
  }, [code, refusal, navigate, params])

  if (!code && !refusal) {
    return (
      <Panel title={t('login.callback_failed')}>
        <p role="alert">{t('login.callback_failed')}</p>
        <Link to="/login">{t('login.login')}</Link>
      </Panel>
    )
  }
  if (error) {
    return (
      <Panel title={t('login.callback_failed')}>
        <p role="alert">{loginErrorText(t, error)}</p>
        <Link to="/login">{t('login.login')}</Link>
      </Panel>
    )
  }
  return (
    <Panel title={t('login.exchanging_code_label')}>
      <p role="status" aria-label={t('login.exchanging_code_label')}>
        {t('login.exchanging_code')}
      </p>
    </Panel>
  )
}
