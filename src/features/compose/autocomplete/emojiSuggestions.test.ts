// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normalizeEmojiList } from '../../../api/normalize'
import { toStandardSections } from '../../emoji'
import { customCandidates, matchEmoji, standardCandidates } from './emojiSuggestions'
import { matchMfmEffects, MFM_EFFECTS } from './mfmEffects'

const custom = customCandidates(
  normalizeEmojiList([
    { shortcode: 'blobcat', url: '/e/blobcat.png', category: 'pack:blobs' },
    { shortcode: 'cat', url: '/e/cat.png', category: 'pack:cats' },
    { shortcode: 'blobcathidden', url: '/e/h.png', visible_in_picker: false },
  ]),
)
const standard = standardCandidates(
  toStandardSections(
    [
      { unicode: '🐱', label: 'cat face', hexcode: '1F431', group: 3, order: 1 },
      { unicode: '😹', label: 'cat with tears of joy', hexcode: '1F639', group: 0, order: 2 },
    ],
    { '1F431': 'cat', '1F639': 'joy_cat' },
  ),
)

describe('matchEmoji', () => {
  it('ranks exact 200, image 100, prefix 10, shorter first', () => {
    const names = matchEmoji([...custom, ...standard], 'cat', 20).map(
      (e) => `${e.imageUrl ? 'custom' : 'standard'}:${e.displayText}`,
    )
    // Exact custom (200+100+10), exact standard (200+10), other custom (100), then the rest.
    expect(names).toEqual(['custom:cat', 'standard:cat', 'custom:blobcat', 'standard:joy_cat'])
  })

  it('leaves out emoji hidden from the picker and caps the list', () => {
    expect(custom.map((e) => e.name)).toEqual(['blobcat', 'cat'])
    expect(matchEmoji([...custom, ...standard], 'cat', 2)).toHaveLength(2)
  })

  it('inserts the character or the shortcode', () => {
    expect(matchEmoji(standard, 'cat', 1)[0]?.replacement).toBe('🐱')
    expect(matchEmoji(custom, 'blob', 1)[0]?.replacement).toBe(':blobcat:')
  })
})

describe('matchMfmEffects', () => {
  it('offers every effect for a bare $ and filters by prefix', () => {
    expect(matchMfmEffects('')).toEqual([...MFM_EFFECTS])
    expect(matchMfmEffects('SP')).toEqual(['sparkle', 'spin'])
    expect(matchMfmEffects('x')).toEqual(['x2', 'x3', 'x4'])
  })
})
