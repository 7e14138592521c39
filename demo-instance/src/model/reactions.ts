/**
 * Emoji reactions (Akkoma): a status can be reacted to with any unicode
 * emoji or a custom emoji of this instance (by shortcode, colons optional).
 * Reactions keep the order of the first reaction with each emoji. Their
 * entities are rendered by render/serializers.ts.
 */

import { customEmoji } from '../media/art.ts'
import type { AccountRecord, ReactionRecord, StatusRecord } from './records.ts'
import type { Store } from './store.ts'

const EMOJI_ONLY =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Presentation}|\u200d|\ufe0f|\u20e3)+$/u
const NEEDS_VARIATION = /^\p{Extended_Pictographic}$/u
const PRESENTED = /^\p{Emoji_Presentation}$/u

/**
 * The stored form of an emoji parameter: a custom shortcode without colons,
 * or the unicode emoji (fully qualified: "❤" becomes "❤️"); `null` when it
 * is neither.
 */
export function normalizeReactionEmoji(raw: string): string | null {
  let value = raw.trim()
  try {
    value = decodeURIComponent(value)
  } catch {
    // Already decoded (a literal % sign is never an emoji anyway).
  }
  const shortcode = /^:?([a-zA-Z0-9_]+):?$/.exec(value)?.[1]
  if (shortcode) return customEmoji(shortcode) ? shortcode : null
  if (value === '' || [...value].length > 16 || !EMOJI_ONLY.test(value)) return null
  if (/\d|#|\*/.test(value) && !value.includes('\u20e3')) return null
  if (NEEDS_VARIATION.test(value) && !PRESENTED.test(value)) return `${value}\ufe0f`
  return value
}

export function isCustomReaction(emoji: string): boolean {
  return customEmoji(emoji) !== undefined
}

/** What Akkoma puts in the notification's `emoji`: `:shortcode:` for custom emoji. */
export function reactionContent(emoji: string): string {
  return isCustomReaction(emoji) ? `:${emoji}:` : emoji
}

/** Returns false when `accountId` had already reacted with `emoji`. */
export function addReaction(status: StatusRecord, accountId: string, emoji: string): boolean {
  let reaction = status.reactions.find((r) => r.emoji === emoji)
  if (!reaction) {
    reaction = { emoji, accountIds: [] }
    status.reactions.push(reaction)
  }
  if (reaction.accountIds.includes(accountId)) return false
  reaction.accountIds.push(accountId)
  return true
}

/** Returns false when there was no such reaction. */
export function removeReaction(status: StatusRecord, accountId: string, emoji: string): boolean {
  const reaction = status.reactions.find((r) => r.emoji === emoji)
  if (!reaction?.accountIds.includes(accountId)) return false
  reaction.accountIds = reaction.accountIds.filter((id) => id !== accountId)
  if (reaction.accountIds.length === 0)
    status.reactions = status.reactions.filter((r) => r !== reaction)
  return true
}

/** The accounts behind a reaction, leaving out deactivated ones. */
export function reactorsOf(store: Store, reaction: ReactionRecord): AccountRecord[] {
  return reaction.accountIds
    .map((id) => store.account(id))
    .filter((a): a is AccountRecord => a !== undefined && !a.deactivated)
}
