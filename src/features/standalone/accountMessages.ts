// The start page lists this browser's accounts in the account switcher's
// words (features/accounts registers the same area for its own screens).
import messages from '../../i18n/locales/en/accounts.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'accounts')
