import type { Account } from '../../../api/types'

/** One row of the autocomplete list. */
export type Suggestion =
  | { kind: 'account'; id: string; account: Account; replacement: string }
  | {
      kind: 'emoji'
      id: string
      /** Shortcode without colons (what the row shows as `:shortcode:`). */
      shortcode: string
      /** The Unicode character of a standard emoji. */
      character?: string
      imageUrl?: string
      replacement: string
    }
  | { kind: 'hashtag'; id: string; name: string; replacement: string }
  | { kind: 'mfm'; id: string; name: string; replacement: string; caretOffset: number }

/**
 * How many rows the list shows at most. Our choice: the
 * 20 local accounts (AUTOCOMPLETE_LOCAL_USER_LIMIT) fill it, and
 * longer lists are no help while typing.
 */
export const SHOWN_SUGGESTIONS = 20
