/** Machine translation of statuses (spec 2 §4, §6, §7). */
export { StatusTranslation } from './StatusTranslation'
export {
  hideTranslation,
  translateStatus,
  translationAvailable,
  useTranslationAvailable,
  useTranslations,
  type TranslationEntry,
} from './translationStore'
