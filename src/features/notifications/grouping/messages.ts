// The grouped notifications' words travel with the members' notifications chunk.
import messages from '../../../i18n/locales/en/notification_groups.lazy.json'
import { registerMessages } from '../../../i18n/i18n'

registerMessages(messages, 'notification_groups')
