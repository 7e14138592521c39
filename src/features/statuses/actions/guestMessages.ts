// The remote interaction dialog's words travel with its lazy chunk, not a guest's first page.
import messages from '../../../i18n/locales/en/status_actions_guest.lazy.json'
import { registerMessages } from '../../../i18n/i18n'

registerMessages(messages, 'status_actions_guest')
