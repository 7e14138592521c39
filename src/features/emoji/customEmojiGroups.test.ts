// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CustomEmoji } from '../../api/types'
import { groupCustomEmoji, packName } from './customEmojiGroups'

const emoji = (shortcode: string, category: string | null, visible = true): CustomEmoji => ({
  shortcode,
  url: `/emoji/${shortcode}.png`,
  static_url: `/emoji/${shortcode}.png`,
  visible_in_picker: visible,
  category,
})

describe('packName', () => {
  it('drops Akkoma’s pack: prefix', () => {
    expect(packName('pack:blobs')).toBe('blobs')
    expect(packName('Blobs')).toBe('Blobs')
    expect(packName(null)).toBe('')
  })
})

describe('groupCustomEmoji', () => {
  const list = [
    emoji('cofe', 'pack:cofe'),
    emoji('blobwave', 'pack:blobs'),
    emoji('loose', null),
    emoji('blob10', 'pack:blobs'),
    emoji('blob2', 'pack:blobs'),
    emoji('secret', 'pack:blobs', false),
    emoji('Blobcat', 'pack:blobs'),
    emoji('letter_a', 'Pack:Letters'),
  ]

  it('makes one section per pack, packs sorted by name, uncategorized last', () => {
    const sections = groupCustomEmoji(list)
    expect(sections.map((s) => s.id)).toEqual([
      'custom:blobs',
      'custom:cofe',
      'custom:Pack:Letters',
      'custom:',
    ])
    expect(sections[0]?.title).toEqual({ text: 'blobs' })
    expect(sections[3]?.title).toEqual({ key: 'emoji.group.custom' })
  })

  it('sorts each pack by shortcode, numbers in natural order, and leaves hidden ones out', () => {
    const blobs = groupCustomEmoji(list)[0]
    expect(blobs?.emoji.map((e) => e.name)).toEqual(['blob2', 'blob10', 'Blobcat', 'blobwave'])
    expect(blobs?.icon).toEqual({ imageUrl: '/emoji/blob2.png' })
  })

  it('gives each emoji its :shortcode: replacement and image', () => {
    const cofe = groupCustomEmoji(list)[1]?.emoji[0]
    expect(cofe).toMatchObject({
      name: 'cofe',
      replacement: ':cofe:',
      imageUrl: '/emoji/cofe.png',
      displayText: 'cofe',
      title: ':cofe:',
    })
  })

  it('is empty without custom emoji', () => {
    expect(groupCustomEmoji([])).toEqual([])
  })
})
