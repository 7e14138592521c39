// The search page's words load with it, not with the first visit.
import messages from '../../i18n/locales/en/search.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'search')
