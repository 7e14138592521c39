// Announcement words travel with the announcements chunks, not the first visit.
import messages from '../../i18n/locales/en/announcements.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'announcements')
