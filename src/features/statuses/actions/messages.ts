// These words travel with the lazy chunk that shows them, not the first visit.
import messages from '../../../i18n/locales/en/status_actions.lazy.json'
import { registerMessages } from '../../../i18n/i18n'

registerMessages(messages, 'status_actions')
