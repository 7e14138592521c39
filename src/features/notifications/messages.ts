// Notification words travel with the member-only chunks, not a guest's first visit.
import messages from '../../i18n/locales/en/notifications.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'notifications')
