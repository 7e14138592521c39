// The settings modal's own words travel with its lazy chunk.
import messages from '../../i18n/locales/en/settings.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'settings')
