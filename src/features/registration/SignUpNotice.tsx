import './messages'
import { Link } from 'react-router'
import { LOGGED_OUT_LANDING_PATH } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { Panel } from '../../ui/Panel'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import styles from './RegistrationPage.module.css'

/** What a sign-up that cannot log in yet says, and the ways on. */
export function SignUpNotice({ area }: { area: 'request_sent' | 'awaiting_email' }) {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const home = instance?.redirectRootNoLogin || LOGGED_OUT_LANDING_PATH
  const title = t(`registration.${area}.title`)
  useDocumentTitle(title)
  return (
    <>
      <h1 className="visually-hidden">{title}</h1>
      <Panel title={title}>
        <div className={styles.form}>
          <p role="status">
            {t(`registration.${area}.text`, { instance: instance?.name || window.location.host })}
          </p>
          <ul className={styles.links}>
            <li>
              <Link to={home}>{t(`registration.${area}.home`)}</Link>
            </li>
            <li>
              <Link to="/login">{t(`registration.${area}.login`)}</Link>
            </li>
          </ul>
        </div>
      </Panel>
    </>
  )
}
