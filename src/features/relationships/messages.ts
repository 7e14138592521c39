// The words of relationships, remote users and who to follow travel with their lazy chunks.
import messages from '../../i18n/locales/en/relationships.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'relationships')
