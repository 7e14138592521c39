// The emoji area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { customToPicker } from './customEmojiGroups'
export { searchEmoji } from './emojiRank'
export {
  loadEmojiPicker,
  prepareEmojiPicker,
  readyEmojiPicker,
  warmEmojiPicker,
} from './loadPicker'
export { loadStandardEmoji, loadedStandardEmoji, toStandardSections } from './standardEmoji'
export type { EmojiSection, PickedEmoji, PickerEmoji } from './types'
