import type { CustomEmoji } from '../../../api/types'
import { customToPicker, searchEmoji } from '../../emoji'
import type { EmojiSection, PickerEmoji } from '../../emoji'

/** Custom emoji as the ranking reads them; those hidden from the picker are not offered. */
export function customCandidates(list: readonly CustomEmoji[]): PickerEmoji[] {
  return list.filter((e) => e.visible_in_picker && e.shortcode !== '').map(customToPicker)
}

export function standardCandidates(sections: readonly EmojiSection[]): PickerEmoji[] {
  return sections.flatMap((s) => s.emoji)
}

/**
 * Custom and standard emoji matching `query`, ranked
 * (exact 200, has an image 100, prefix 10, shorter first; the picker's
 * ranking), at most `limit`.
 */
export function matchEmoji(
  candidates: readonly PickerEmoji[],
  query: string,
  limit: number,
): PickerEmoji[] {
  return searchEmoji(candidates, query).slice(0, limit)
}
