import { EMOJI_RANK_EXACT, EMOJI_RANK_HAS_IMAGE, EMOJI_RANK_PREFIX } from '../../config/constants'

/** What ranking needs from an emoji; the post form's autocomplete passes the same shape. */
export interface RankableEmoji {
  displayText: string
  imageUrl?: string | null
  keywords?: readonly string[]
}

/** Lower-case, without the colons people type around shortcodes. */
export function normalizeEmojiQuery(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .replace(/^:+|:+$/g, '')
}

/**
 * How well `emoji` matches `query` (the autocomplete ranking):
 * exact shortcode 200, has an image (custom) 100, shortcode prefix 10, and
 * shorter shortcodes first. Null when it does not match at all. A match on a
 * keyword only (another shortcode, the CLDR name, a tag) ranks below every
 * shortcode match of the same kind of emoji.
 */
export function rankEmoji(query: string, emoji: RankableEmoji): number | null {
  const q = normalizeEmojiQuery(query)
  if (q === '') return null
  const text = emoji.displayText.toLowerCase()
  const image = emoji.imageUrl ? EMOJI_RANK_HAS_IMAGE : 0
  if (text.includes(q)) {
    return (
      (text === q ? EMOJI_RANK_EXACT : 0) +
      image +
      (text.startsWith(q) ? EMOJI_RANK_PREFIX : 0) -
      text.length
    )
  }
  let keywordMatch: 'none' | 'prefix' | 'exact' = 'none'
  for (const keyword of emoji.keywords ?? []) {
    if (keyword === q) {
      keywordMatch = 'exact'
      break
    }
    if (keyword.startsWith(q)) keywordMatch = 'prefix'
  }
  if (keywordMatch === 'none') return null
  return image + (keywordMatch === 'exact' ? EMOJI_RANK_PREFIX : 0) - text.length - EMOJI_RANK_EXACT
}

/** Every match of `query`, best first; ties go alphabetically by shortcode. */
export function searchEmoji<T extends RankableEmoji>(list: readonly T[], query: string): T[] {
  const scored: { emoji: T; score: number }[] = []
  for (const emoji of list) {
    const score = rankEmoji(query, emoji)
    if (score !== null) scored.push({ emoji, score })
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (a.emoji.displayText < b.emoji.displayText
        ? -1
        : a.emoji.displayText > b.emoji.displayText
          ? 1
          : 0),
  )
  return scored.map((s) => s.emoji)
}
