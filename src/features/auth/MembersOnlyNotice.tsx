import { useEffect, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { useSignInPrompt } from '../../store/signInPrompt'
import styles from './MembersOnlyNotice.module.css'
import { loginPathReturningTo } from './returnPath'
import './messages'

/**
 * What a guest reads where the server shows a post, profile or tag only to
 * its members, with a way in that comes back to this very page: the one
 * sign-in prompt of the screen (the shell's step aside while it shows).
 * `children` go between the two, e.g. where else the guest may read it.
 */
export function MembersOnlyNotice({
  heading,
  children,
}: {
  heading?: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const location = useLocation()
  useEffect(() => {
    const claim = (by: number) => useSignInPrompt.setState((s) => ({ inPlace: s.inPlace + by }))
    claim(1)
    return () => claim(-1)
  }, [])
  const here = `${location.pathname}${location.search}${location.hash}`
  return (
    <div className={styles.notice} role="status">
      {heading && <h1 className="visually-hidden">{heading}</h1>}
      <p>{t('members_only.text')}</p>
      {children}
      <Link className={styles.signIn} to={loginPathReturningTo(here)}>
        {t('members_only.sign_in')}
      </Link>
    </div>
  )
}
