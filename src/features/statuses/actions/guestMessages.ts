// The guests' action bar and dialog: their words travel with their lazy chunks, not the first page.
import messages from '../../../i18n/locales/en/status_actions_guest.lazy.json'
import { registerMessages } from '../../../i18n/i18n'

registerMessages(messages, 'status_actions_guest')
