// The start page's and the account switcher's words travel with their lazy chunks.
import messages from '../../i18n/locales/en/accounts.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'accounts')
