import type * as Emoji from '../features/emoji'

/**
 * What the tests of emoji entry put in place of features/emoji/standardEmoji:
 * one emoji instead of the whole emojibase chunk. `preloaded` says whether it
 * counts as loaded already, as after the picker's first opening.
 */
export function oneStandardEmoji<Module extends Pick<typeof Emoji, 'toStandardSections'>>(
  actual: Module,
  preloaded: boolean,
) {
  const sections = actual.toStandardSections(
    [{ unicode: '😀', label: 'grinning face', hexcode: '1F600', group: 0, order: 1 }],
    { '1F600': 'grinning' },
  )
  return {
    ...actual,
    loadStandardEmoji: () => Promise.resolve(sections),
    loadedStandardEmoji: () => (preloaded ? sections : null),
  }
}
