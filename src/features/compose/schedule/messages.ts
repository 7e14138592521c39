// The schedule's words travel with the post form's lazy chunk (members only), not the first visit.
import messages from '../../../i18n/locales/en/scheduled.lazy.json'
import { registerMessages } from '../../../i18n/i18n'

registerMessages(messages, 'scheduled')
