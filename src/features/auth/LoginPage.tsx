import { useTranslation } from '../../i18n/react'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { LoginForm } from './LoginForm'
import './messages'

/** /login: the auth form in the main column (the sidebar holds it too on desktop). */
export default function LoginPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('login.heading'))
  return <LoginForm />
}
