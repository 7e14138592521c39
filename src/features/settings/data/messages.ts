// The data tab's words travel with its lazy chunk, not the first visit.
import messages from '../../../i18n/locales/en/settings_data.lazy.json'
import { registerMessages } from '../../../i18n/i18n'

registerMessages(messages, 'settings_data')
