// Push words travel with the members-only chunks, not the first visit.
// In i18n/ rather than in its feature's folder: other areas show these words too.
import messages from '../locales/en/push.lazy.json'
import { registerMessages } from '../i18n'

registerMessages(messages, 'push')
