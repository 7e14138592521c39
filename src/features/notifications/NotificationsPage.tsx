import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { useTranslation } from '../../i18n/react'
import './messages'
import { NotificationsPanel } from './NotificationsPanel'

/** The notifications route (`/:username/notifications`): the panel as a screen. */
export default function NotificationsPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('notifications.title'))
  return <NotificationsPanel placement="page" />
}
