export { useAutocomplete } from './useAutocomplete'
export type {
  Autocomplete,
  AutocompleteInputProps,
  AutocompleteKeyEvent,
  UseAutocompleteOptions,
} from './useAutocomplete'
export { EmojiInsertButton } from './EmojiInsertButton'
export type { EmojiInsertButtonProps } from './EmojiInsertButton'
export { insertText } from './insertText'
