// The password reset words travel with its lazy chunk, not the first visit.
import messages from '../../i18n/locales/en/password_reset.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'password_reset')
