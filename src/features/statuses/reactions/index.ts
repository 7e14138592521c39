/** Emoji reactions (spec 2 §2, §4, §5, §9). */
export { AddReactionButton, EmojiReactions, type EmojiReactionsProps } from './EmojiReactions'
export { toggleReaction } from './toggleReaction'
export { useReactionFailures } from './reactionFailures'
