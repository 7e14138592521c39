// The words of the full user card and the profile travel with their lazy chunks.
// In i18n/ rather than in its feature's folder: other areas show these words too.
import messages from '../locales/en/profile.lazy.json'
import { registerMessages } from '../i18n'

registerMessages(messages, 'profile')
