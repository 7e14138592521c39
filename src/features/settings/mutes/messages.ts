// The Mutes and blocks tab's words travel with its lazy chunk; the progress
// labels (Unmuting…, Unblocking…) are the user card's.
import messages from '../../../i18n/locales/en/settings_mutes.lazy.json'
import { registerMessages } from '../../../i18n/i18n'
import '../../../i18n/areas/relationships'

registerMessages(messages, 'settings_mutes')
