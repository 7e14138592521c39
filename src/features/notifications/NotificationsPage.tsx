import { useRef } from 'react'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { useTranslation } from '../../i18n/react'
import '../../i18n/areas/notifications'
import { NotificationsPanel } from './NotificationsPanel'
import { usePlaceKeeper } from '../timelines'

/** The notifications route (`/:username/notifications`): the panel as a screen. */
export default function NotificationsPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('notifications.title'))
  // Back and Forward land on the notification that was being read.
  const root = useRef<HTMLDivElement>(null)
  usePlaceKeeper(root, 'data-notification-id')
  return (
    <div ref={root}>
      <NotificationsPanel placement="page" />
    </div>
  )
}
