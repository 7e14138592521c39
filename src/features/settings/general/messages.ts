// The General tab's words travel with its lazy chunk.
import messages from '../../../i18n/locales/en/settings_general.lazy.json'
import { registerMessages } from '../../../i18n/i18n'

registerMessages(messages, 'settings_general')
