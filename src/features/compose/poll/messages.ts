// The upload and poll words travel with the post form's lazy chunk, not the first visit.
import messages from '../../../i18n/locales/en/compose_media.lazy.json'
import { registerMessages } from '../../../i18n/i18n'

registerMessages(messages, 'compose_media')
