/** Emoji reactions. */
export { AddReactionButton, EmojiReactions, type EmojiReactionsProps } from './EmojiReactions'
export { toggleReaction } from './toggleReaction'
export { useReactionFailures } from './reactionFailures'
