import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/react'
import styles from './MembersOnlyNotice.module.css'
import { loginPathReturningTo } from './returnPath'
import './messages'

/**
 * What a guest reads where the server shows a post, profile or tag only to
 * its members, with a way in that comes back to this very page.
 */
export function MembersOnlyNotice({ heading }: { heading?: string }) {
  const { t } = useTranslation()
  const location = useLocation()
  const here = `${location.pathname}${location.search}${location.hash}`
  return (
    <div className={styles.notice} role="status">
      {heading && <h1 className="visually-hidden">{heading}</h1>}
      <p>{t('members_only.text')}</p>
      <Link className={styles.signIn} to={loginPathReturningTo(here)}>
        {t('members_only.sign_in')}
      </Link>
    </div>
  )
}
