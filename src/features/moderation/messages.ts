// The moderation tools' words travel with their lazy chunks.
import messages from '../../i18n/locales/en/moderation.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'moderation')
