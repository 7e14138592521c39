// Sign-up words load with the sign-up screens, not on a first visit.
import messages from '../../i18n/locales/en/registration.lazy.json'
import { registerMessages } from '../../i18n/i18n'

registerMessages(messages, 'registration')
