// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { EmojiReaction } from '../../../api/types'
import { EMOJI_REACTIONS_SHOWN } from '../../../config/constants'
import { applyReactionToggle, splitReactions } from './reactionLogic'

const r = (name: string, count: number, me = false, ids: string[] = []): EmojiReaction => ({
  name,
  count,
  me,
  url: null,
  account_ids: ids,
})

describe('splitReactions', () => {
  const many = Array.from({ length: 15 }, (_, i) => i)
  it('shows the first 12 and counts the rest behind +N', () => {
    const { shown, hidden } = splitReactions(many, false)
    expect(shown).toHaveLength(EMOJI_REACTIONS_SHOWN)
    expect(hidden).toBe(3)
  })
  it('shows everything when expanded or when there are no more than 12', () => {
    expect(splitReactions(many, true)).toEqual({ shown: many, hidden: 0 })
    expect(splitReactions(many.slice(0, 12), false).hidden).toBe(0)
  })
})

describe('applyReactionToggle', () => {
  it('adds to an existing reaction or appends a new one', () => {
    const list = [r('👍', 2, false, ['a', 'b'])]
    expect(applyReactionToggle(list, { name: '👍' }, true, 'me')).toEqual([
      r('👍', 3, true, ['a', 'b', 'me']),
    ])
    const custom = applyReactionToggle(list, { name: ':blobcat:', imageUrl: 'u' }, true, 'me')
    expect(custom[1]).toEqual({
      name: 'blobcat',
      count: 1,
      me: true,
      url: 'u',
      account_ids: ['me'],
    })
  })

  it('removes the own reaction, dropping it when nobody else reacted so', () => {
    const list = [r('👍', 2, true, ['a', 'me']), r('🎉', 1, true, ['me'])]
    expect(applyReactionToggle(list, { name: '👍' }, false, 'me')[0]).toEqual(
      r('👍', 1, false, ['a']),
    )
    expect(applyReactionToggle(list, { name: '🎉' }, false, 'me')).toHaveLength(1)
  })

  it('undoes itself with the opposite toggle', () => {
    const list = [r('👍', 2, false, ['a', 'b'])]
    const added = applyReactionToggle(list, { name: '👍' }, true, 'me')
    expect(applyReactionToggle(added, { name: '👍' }, false, 'me')).toEqual(list)
  })

  it('changes nothing when the reaction already is in the wanted state', () => {
    const list = [r('👍', 2, true, ['a', 'me'])]
    expect(applyReactionToggle(list, { name: '👍' }, true, 'me')).toEqual(list)
    expect(applyReactionToggle(list, { name: '🎉' }, false, 'me')).toEqual(list)
  })
})
