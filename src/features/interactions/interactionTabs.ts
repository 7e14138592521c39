import type { NotificationType } from '../../api/types'

/** Interactions tabs, each a server-side filter of notifications. */
export type InteractionTab = 'mentions' | 'likes_repeats' | 'follows' | 'moves'

export const TAB_TYPES: Readonly<Record<InteractionTab, readonly NotificationType[]>> = {
  mentions: ['mention'],
  likes_repeats: ['favourite', 'reblog'],
  follows: ['follow'],
  moves: ['move'],
}

/** The moves tab shows only when the user does not let followers move with them. */
export function interactionTabs(allowFollowingMove: boolean): InteractionTab[] {
  const tabs: InteractionTab[] = ['mentions', 'likes_repeats', 'follows']
  if (!allowFollowingMove) tabs.push('moves')
  return tabs
}
