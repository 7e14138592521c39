import type { Mention } from '../../../api/types'
import { MENTIONS_SHOWN } from '../../../config/constants'

/*
 * The mentions line: the accounts a status mentions, five
 * at a time until expanded. The account replied to is left out: the reply-to
 * line right above already names it.
 */

export function mentionsForLine(
  mentions: readonly Mention[],
  replyToAccountId: string | null,
): readonly Mention[] {
  if (!replyToAccountId) return mentions
  return mentions.filter((m) => m.id !== replyToAccountId)
}

/** The first MENTIONS_SHOWN unless expanded, and how many more there are. */
export function visibleMentions<T>(
  mentions: readonly T[],
  expanded: boolean,
  limit: number = MENTIONS_SHOWN,
): { shown: readonly T[]; hiddenCount: number } {
  if (expanded || mentions.length <= limit) return { shown: mentions, hiddenCount: 0 }
  return { shown: mentions.slice(0, limit), hiddenCount: mentions.length - limit }
}
