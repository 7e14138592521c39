// The shortcut help's words load with the shortcuts' chunk, not the first visit.
import messages from '../../i18n/locales/en/keyboard.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'keyboard')
