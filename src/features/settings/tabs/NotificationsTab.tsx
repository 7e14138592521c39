import '../notifications/messages'
import { NotificationSettings } from '../notifications/NotificationSettings'

/** The Notifications tab of the settings modal: types, desktop, push, server options. */
export default function NotificationsTab() {
  return <NotificationSettings />
}
