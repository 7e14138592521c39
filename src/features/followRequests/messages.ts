// Follow-request words travel with the members-only chunks, not the first visit.
import messages from '../../i18n/locales/en/follow_requests.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'follow_requests')
