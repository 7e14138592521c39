// Backup, restore and sync words travel with the settings modal and the sync service.
import messages from '../../../i18n/locales/en/settings_sync.lazy.json'
import { registerMessages } from '../../../i18n/i18n'

registerMessages(messages, 'settings_sync')
