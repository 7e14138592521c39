// The start page's and the account switcher's words travel with their lazy chunks.
// In i18n/ rather than in its feature's folder: other areas show these words too.
import messages from '../locales/en/accounts.lazy.json'
import { registerMessages } from '../i18n'

registerMessages(messages, 'accounts')
