// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canonicalEmoji, loadStandardEmoji, toStandardSections } from './standardEmoji'

describe('canonicalEmoji', () => {
  it('drops the variation selector where emoji presentation is the default', () => {
    expect(canonicalEmoji('👍\uFE0F')).toBe('👍')
    expect(canonicalEmoji('☕\uFE0F')).toBe('☕')
  })

  it('keeps it where it is part of the fully-qualified form', () => {
    expect(canonicalEmoji('❤\uFE0F')).toBe('❤\uFE0F')
    expect(canonicalEmoji('✌\uFE0F')).toBe('✌\uFE0F')
    expect(canonicalEmoji('#\uFE0F\u20E3')).toBe('#\uFE0F\u20E3')
    expect(canonicalEmoji('🏳\uFE0F\u200D🌈')).toBe('🏳\uFE0F\u200D🌈')
  })
})

describe('toStandardSections', () => {
  it('groups by emojibase group in order, skipping components and ungrouped records', () => {
    const sections = toStandardSections(
      [
        {
          unicode: '😃',
          label: 'grinning face with big eyes',
          hexcode: '1F603',
          group: 0,
          order: 2,
        },
        { unicode: '😀', label: 'grinning face', hexcode: '1F600', group: 0, order: 1 },
        { unicode: '🏻', label: 'light skin tone', hexcode: '1F3FB', group: 2, order: 5 },
        { unicode: '🇦', label: 'regional indicator A', hexcode: '1F1E6' },
        { unicode: '👍️', label: 'thumbs up', hexcode: '1F44D', group: 1, order: 3, tags: ['yes'] },
      ],
      { '1F600': 'grinning', '1F44D': ['+1', 'thumbsup'] },
    )
    expect(sections.map((s) => s.id)).toEqual(['standard:smileys', 'standard:people'])
    expect(sections[0]?.emoji.map((e) => e.name)).toEqual(['😀', '😃'])
    expect(sections[0]?.emoji[1]?.displayText).toBe('grinning_face_with_big_eyes')
    expect(sections[1]?.emoji[0]).toEqual({
      name: '👍',
      replacement: '👍',
      displayText: '+1',
      keywords: ['thumbsup', 'thumbs up', 'thumbs', 'up', 'yes'],
      title: 'thumbs up',
    })
  })
})

describe('loadStandardEmoji', () => {
  it('loads the nine groups from emojibase with the default skin tone only', async () => {
    const sections = await loadStandardEmoji()
    expect(sections.map((s) => s.id)).toEqual([
      'standard:smileys',
      'standard:people',
      'standard:animals',
      'standard:food',
      'standard:travel',
      'standard:activities',
      'standard:objects',
      'standard:symbols',
      'standard:flags',
    ])
    const all = sections.flatMap((s) => s.emoji)
    expect(all.length).toBeGreaterThan(1500)
    expect(all.some((e) => /[\u{1F3FB}-\u{1F3FF}]/u.test(e.name))).toBe(false)
    const thumbsUp = all.find((e) => e.displayText === '+1')
    expect(thumbsUp?.name).toBe('👍')
    expect(new Set(all.map((e) => e.name)).size).toBe(all.length)
    expect(await loadStandardEmoji()).toBe(sections)
  })
})
