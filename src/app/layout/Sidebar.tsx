import { useTranslation } from '../../i18n/react'
import { useLocation } from 'react-router'
import { LoginForm } from '../../features/auth/LoginForm'
import { LazyPostForm as PostForm } from '../../features/compose/LazyPostForm'
import { UserCardCompact } from '../../features/users/UserCardCompact'
import { useCurrentUser } from '../../store/currentUser'
import { Panel } from '../../ui/Panel'
import { FeaturesPanel } from './FeaturesPanel'
import { InstancePanel } from './InstancePanel'
import { NavPanel } from './NavPanel'
import styles from './Sidebar.module.css'

/** User panel (spec 1 §2): signed in, the user card and the post form; otherwise the auth form. */
export function UserPanel() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const { pathname } = useLocation()
  // The login page shows the form in the main column; one form is enough.
  if (!user) return pathname === '/login' ? null : <LoginForm />
  return (
    <Panel label={t('nav.user_panel')} bodyClassName={styles.userPanelBody}>
      <UserCardCompact account={user} />
      <PostForm />
    </Panel>
  )
}

export function Sidebar({ showSecondary }: { showSecondary: boolean }) {
  return (
    <>
      <UserPanel />
      <NavPanel />
      {showSecondary && <InstancePanel />}
      {showSecondary && <FeaturesPanel />}
    </>
  )
}

/** Wide layout's third column; notifications join it when they exist. */
export function ThirdColumn() {
  return (
    <>
      <InstancePanel />
      <FeaturesPanel />
    </>
  )
}
