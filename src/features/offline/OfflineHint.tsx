import { useTranslation } from '../../i18n/react'
import { useOnline } from '../../ui/useOnline'
import styles from './Offline.module.css'
import './messages'

/** Under the post form while offline: what is sent now waits for the connection. */
export default function OfflineHint() {
  const { t } = useTranslation()
  const online = useOnline()
  if (online) return null
  return <p className={styles.hint}>{t('offline.hint')}</p>
}
