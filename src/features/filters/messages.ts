// The filters' words travel with their chunk (members on servers that keep filters), not the first visit.
import messages from '../../i18n/locales/en/filters.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'filters')
