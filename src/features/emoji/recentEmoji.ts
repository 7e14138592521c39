import { RECENT_EMOJI_LIMIT } from '../../config/constants'
import { readJson, writeJson } from '../../store/localStore'
import type { PickedEmoji } from './types'

const STORAGE_KEY = 'recent_emoji'

/**
 * Whether an emoji may go into the recent list: remote emoji
 * (`name@host`) cannot be used from here, and an emoji without text to show
 * or insert is no emoji at all.
 */
export function canRemember(emoji: PickedEmoji): boolean {
  return emoji.name.trim() !== '' && emoji.replacement.trim() !== '' && !emoji.name.includes('@')
}

/** The list after using `emoji`: it moves to the front, once, and the list keeps 42 at most. */
export function updateRecentEmoji(
  list: readonly PickedEmoji[],
  emoji: PickedEmoji,
  limit: number = RECENT_EMOJI_LIMIT,
): PickedEmoji[] {
  if (!canRemember(emoji)) return [...list]
  const entry: PickedEmoji = { name: emoji.name, replacement: emoji.replacement }
  if (emoji.imageUrl) entry.imageUrl = emoji.imageUrl
  return [entry, ...list.filter((e) => e.name !== emoji.name)].slice(0, limit)
}

function parseEntry(raw: unknown): PickedEmoji | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { name, replacement, imageUrl } = raw as Record<string, unknown>
  if (typeof name !== 'string' || typeof replacement !== 'string') return null
  const entry: PickedEmoji = { name, replacement }
  if (typeof imageUrl === 'string' && imageUrl !== '') entry.imageUrl = imageUrl
  return canRemember(entry) ? entry : null
}

/** The stored list, with anything malformed (an older format, a hand edit) dropped. */
export function readRecentEmoji(): PickedEmoji[] {
  const raw = readJson<unknown>(STORAGE_KEY, [])
  if (!Array.isArray(raw)) return []
  return raw
    .map(parseEntry)
    .filter((e): e is PickedEmoji => e !== null)
    .slice(0, RECENT_EMOJI_LIMIT)
}

/** Records a use of `emoji` (reactions and the post form both count). */
export function rememberEmoji(emoji: PickedEmoji): void {
  if (!canRemember(emoji)) return
  writeJson(STORAGE_KEY, updateRecentEmoji(readRecentEmoji(), emoji))
}
