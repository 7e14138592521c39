// The post form's words travel with its lazy chunk, not the first visit.
// In i18n/ rather than in its feature's folder: other areas show these words too.
import messages from '../locales/en/compose.lazy.json'
import { registerMessages } from '../i18n'

registerMessages(messages, 'compose')
