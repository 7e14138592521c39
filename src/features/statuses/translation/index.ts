/** Machine translation of statuses. */
export { StatusTranslation } from './StatusTranslation'
export {
  hideTranslation,
  translateStatus,
  translationAvailable,
  useTranslationAvailable,
  useTranslations,
  type TranslationEntry,
} from './translationStore'
