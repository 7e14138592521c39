// The Notifications tab's words travel with its lazy chunk, with the names
// of the notification types (the notifications column's) and the push words.
import messages from '../../../i18n/locales/en/settings_notifications.lazy.json'
import { registerMessages } from '../../../i18n/i18n'
import '../../../i18n/areas/notifications'
import '../../../i18n/areas/push'

registerMessages(messages, 'settings_notifications')
