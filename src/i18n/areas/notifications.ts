// Notification words travel with the member-only chunks, not a guest's first visit.
// In i18n/ rather than in its feature's folder: other areas show these words too.
import messages from '../locales/en/notifications.lazy.json'
import { registerMessages } from '../i18n'

registerMessages(messages, 'notifications')
