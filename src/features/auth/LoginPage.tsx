import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { LoginForm } from './LoginForm'
import { saveReturnPath } from './returnPath'
import './messages'

/** /login: the auth form in the main column (the sidebar holds it too on desktop). */
export default function LoginPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const returnTo = params.get('return')
  useDocumentTitle(t('login.heading'))
  // Kept outside the URL: the server's sign-in page comes back to /oauth-callback.
  useEffect(() => {
    if (returnTo !== null) saveReturnPath(returnTo)
  }, [returnTo])
  return <LoginForm />
}
