// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normalizeEmojiQuery, rankEmoji, searchEmoji } from './emojiRank'

const custom = (displayText: string) => ({ displayText, imageUrl: `/emoji/${displayText}.png` })
const standard = (displayText: string, keywords: string[] = []) => ({ displayText, keywords })

describe('normalizeEmojiQuery', () => {
  it('lower-cases and drops the colons people type', () => {
    expect(normalizeEmojiQuery('  :BlobCat: ')).toBe('blobcat')
    expect(normalizeEmojiQuery(':')).toBe('')
  })
})

describe('rankEmoji', () => {
  it('scores exact 200, has image 100, prefix 10, minus the length', () => {
    expect(rankEmoji('cat', standard('cat'))).toBe(200 + 10 - 3)
    expect(rankEmoji('cat', custom('cat'))).toBe(200 + 100 + 10 - 3)
    expect(rankEmoji('cat', custom('catjam'))).toBe(100 + 10 - 6)
    expect(rankEmoji('cat', standard('blobcat'))).toBe(-7)
  })

  it('does not match what does not contain the query', () => {
    expect(rankEmoji('dog', custom('blobcat'))).toBeNull()
    expect(rankEmoji('', custom('blobcat'))).toBeNull()
  })

  it('matches keywords by prefix, below any shortcode match', () => {
    const heart = standard('heart', ['red heart', 'red', 'love'])
    const loveLetter = standard('love_letter')
    const byKeyword = rankEmoji('love', heart)
    const byName = rankEmoji('love', loveLetter)
    expect(byKeyword).not.toBeNull()
    expect(byName).not.toBeNull()
    expect(byName as number).toBeGreaterThan(byKeyword as number)
    expect(rankEmoji('lov', heart)).toBe((byKeyword as number) - 10)
    expect(rankEmoji('ove', heart)).toBeNull()
  })
})

describe('searchEmoji', () => {
  it('puts exact matches first, then custom emoji, then prefixes, then shorter names', () => {
    const list = [
      standard('blobcat_sad'),
      custom('catgirl'),
      standard('cat'),
      custom('blobcat'),
      custom('neocat'),
      standard('dog'),
    ]
    expect(searchEmoji(list, 'cat').map((e) => e.displayText)).toEqual([
      'cat',
      'catgirl',
      'neocat',
      'blobcat',
      'blobcat_sad',
    ])
  })

  it('breaks ties alphabetically', () => {
    const list = [custom('cofe_b'), custom('cofe_a')]
    expect(searchEmoji(list, 'cofe').map((e) => e.displayText)).toEqual(['cofe_a', 'cofe_b'])
  })
})
