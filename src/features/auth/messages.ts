// The login forms' words travel with their lazy chunks, not the first visit.
import messages from '../../i18n/locales/en/auth.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'auth')
