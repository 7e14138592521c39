import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { LOGGED_IN_LANDING_PATH } from '../../config/constants'
import { useSession } from '../../store/session'
import { Panel } from '../../ui/Panel'
import { loginWithCode } from './loginService'
import { takeReturnPath } from './returnPath'
import './messages'

/** /oauth-callback?code=…: shows "…" while the code becomes a token, then opens friends. */
export default function OAuthCallbackPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const error = useSession((s) => s.loginError)
  const started = useRef(false)
  const code = params.get('code')

  useEffect(() => {
    if (started.current || !code) return
    started.current = true
    void loginWithCode(code, params.get('state')).then((outcome) => {
      if (outcome === 'logged-in')
        navigate(takeReturnPath() ?? LOGGED_IN_LANDING_PATH, { replace: true })
    })
  }, [code, navigate, params])

  if (!code || error) {
    return (
      <Panel title={t('login.callback_failed')}>
        <p role="alert">
          {error ? ('key' in error ? t(error.key) : error.text) : t('login.callback_failed')}
        </p>
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
