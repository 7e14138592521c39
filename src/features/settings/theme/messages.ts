// Theme editor words travel with the theme tab's chunk, not the first visit.
import messages from '../../../i18n/locales/en/settings_theme.lazy.json'
import { registerMessages } from '../../../i18n/i18n'

registerMessages(messages, 'settings_theme')
