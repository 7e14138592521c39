import '../../i18n/areas/push'
import messages from '../../i18n/locales/en/push.lazy.json'
import { translator } from '../../i18n/i18n'

/**
 * The notification titles by type in the interface language, for the
 * service worker (its built-in ones are English): every type English has.
 */
export function pushTitles(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(messages.push.titles).map((type) => [type, translator.t(`push.titles.${type}`)]),
  )
}
