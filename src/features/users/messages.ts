// The words of the full user card and the profile travel with their lazy chunks.
import messages from '../../i18n/locales/en/profile.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'profile')
