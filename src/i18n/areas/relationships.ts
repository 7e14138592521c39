// The words of relationships, remote users and who to follow travel with their lazy chunks.
// In i18n/ rather than in its feature's folder: other areas show these words too.
import messages from '../locales/en/relationships.lazy.json'
import { registerMessages } from '../i18n'

registerMessages(messages, 'relationships')
