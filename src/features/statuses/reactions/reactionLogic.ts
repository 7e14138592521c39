/**
 * Reaction rules, pure so they are unit-tested alone.
 */
import { EMOJI_REACTIONS_SHOWN } from '../../../config/constants'
import type { EmojiReaction } from '../../../api/types'
import { reactionName } from '../../../api/endpoints/reactions'

/** The first EMOJI_REACTIONS_SHOWN reactions, unless expanded, and how many wait behind "+N". */
export function splitReactions<T>(
  list: readonly T[],
  expanded: boolean,
): { shown: readonly T[]; hidden: number } {
  if (expanded || list.length <= EMOJI_REACTIONS_SHOWN) return { shown: list, hidden: 0 }
  return {
    shown: list.slice(0, EMOJI_REACTIONS_SHOWN),
    hidden: list.length - EMOJI_REACTIONS_SHOWN,
  }
}

export interface PickedEmoji {
  name: string
  imageUrl?: string
}

/**
 * The reactions after the viewer adds (`add`) or removes their own reaction,
 * as shown before the server confirms. Applying the opposite toggle undoes it.
 */
export function applyReactionToggle(
  list: readonly EmojiReaction[],
  emoji: PickedEmoji,
  add: boolean,
  accountId: string | null,
): EmojiReaction[] {
  const name = reactionName(emoji.name)
  const index = list.findIndex((r) => r.name === name)
  const existing = index >= 0 ? list[index] : undefined
  if (add) {
    if (existing?.me) return [...list]
    const account_ids =
      accountId && !existing?.account_ids.includes(accountId)
        ? [...(existing?.account_ids ?? []), accountId]
        : (existing?.account_ids ?? [])
    const updated: EmojiReaction = existing
      ? { ...existing, count: existing.count + 1, me: true, account_ids }
      : { name, count: 1, me: true, url: emoji.imageUrl ?? null, account_ids }
    return existing ? list.map((r, i) => (i === index ? updated : r)) : [...list, updated]
  }
  if (!existing?.me) return [...list]
  if (existing.count <= 1) return list.filter((_, i) => i !== index)
  const updated: EmojiReaction = {
    ...existing,
    count: existing.count - 1,
    me: false,
    account_ids: existing.account_ids.filter((id) => id !== accountId),
  }
  return list.map((r, i) => (i === index ? updated : r))
}
