/** What the picker hands to its caller (and what the recent list keeps). */
export interface PickedEmoji {
  /** The Unicode character, or a custom emoji's shortcode without colons. */
  name: string
  /** Image of a custom emoji; absent for standard ones. */
  imageUrl?: string
  /** What a text field inserts: the character itself, or `:shortcode:`. */
  replacement: string
}

/** One emoji as the picker shows and searches it. */
export interface PickerEmoji extends PickedEmoji {
  /** The shortcode search ranks by (without colons). */
  displayText: string
  /** Further lower-case search terms: other shortcodes, the CLDR name, tags. */
  keywords: readonly string[]
  /** Tooltip: the CLDR name for standard emoji, `:shortcode:` for custom ones. */
  title: string
}

/** A titled block of the grid: recent, one Unicode group, one custom pack, or search results. */
export interface EmojiSection {
  id: string
  /** Message key of a built-in group, or a pack name shown as it is. */
  title: { key: string } | { text: string }
  /** What the group's jump button shows: a character or an image. */
  icon: { text: string } | { imageUrl: string }
  emoji: readonly PickerEmoji[]
}
