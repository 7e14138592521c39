// The offline area's words travel with its member-only chunks, never a guest's first visit.
import messages from '../../i18n/locales/en/offline.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'offline')
