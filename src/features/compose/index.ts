// The compose area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { LazyPostForm } from './LazyPostForm'
export { EmojiInsertButton, insertText, useAutocomplete } from './autocomplete/index'
export { contentTypeKey } from './contentTypes'
export { languageName, languageOptions } from './languages'
export { defaultContentType, defaultPostLanguage } from './postFormRules'
export { openPostModal, usePostModal } from './postModalStore'
export {
  earliestPickerValue,
  fromPickerValue,
  readerTimeZone,
  scheduleProblem,
  toPickerValue,
} from './schedule/scheduleTime'
export type { PostFormInitial } from './postFormChoices'
