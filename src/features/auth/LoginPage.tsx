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
  return (
    <>
      {/* The page's one h1; the form's panel titles it visibly. */}
      <h1 className="visually-hidden">{t('login.heading')}</h1>
      <LoginForm />
    </>
  )
}
