// The report form's words travel with its lazy chunk.
import messages from '../../i18n/locales/en/user_reporting.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'user_reporting')
