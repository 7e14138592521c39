import { beforeEach, describe, expect, it } from 'vitest'
import { RECENT_EMOJI_LIMIT } from '../../config/constants'
import { readJson, resetStorageProbe, writeJson } from '../../store/localStore'
import { canRemember, readRecentEmoji, rememberEmoji, updateRecentEmoji } from './recentEmoji'

const unicode = (name: string) => ({ name, replacement: name })
const custom = (name: string) => ({
  name,
  replacement: `:${name}:`,
  imageUrl: `/emoji/${name}.png`,
})

describe('updateRecentEmoji', () => {
  it('puts the emoji first', () => {
    expect(updateRecentEmoji([unicode('😀')], custom('blobcat'))).toEqual([
      custom('blobcat'),
      unicode('😀'),
    ])
  })

  it('keeps each emoji once, moving a reused one to the front', () => {
    const list = [unicode('😀'), custom('blobcat'), unicode('👍')]
    expect(updateRecentEmoji(list, custom('blobcat')).map((e) => e.name)).toEqual([
      'blobcat',
      '😀',
      '👍',
    ])
  })

  it('keeps at most 42', () => {
    const list = Array.from({ length: RECENT_EMOJI_LIMIT }, (_, i) => custom(`e${i}`))
    const next = updateRecentEmoji(list, unicode('😀'))
    expect(next).toHaveLength(42)
    expect(next[0]?.name).toBe('😀')
    expect(next.at(-1)?.name).toBe('e40')
  })

  it('never adds remote emoji', () => {
    const list = [unicode('😀')]
    expect(updateRecentEmoji(list, custom('blobcat@remote.example'))).toEqual(list)
    expect(canRemember(custom('blobcat@remote.example'))).toBe(false)
  })

  it('rejects emoji without display text', () => {
    const list = [unicode('😀')]
    expect(updateRecentEmoji(list, unicode(''))).toEqual(list)
    expect(updateRecentEmoji(list, { name: 'x', replacement: '  ' })).toEqual(list)
  })

  it('keeps only the stored fields', () => {
    const picked = { ...custom('blobcat'), displayText: 'blobcat', title: ':blobcat:' }
    expect(updateRecentEmoji([], picked)).toEqual([custom('blobcat')])
  })
})

describe('stored recent emoji', () => {
  beforeEach(() => {
    localStorage.clear()
    resetStorageProbe()
  })

  it('persists under recent_emoji', () => {
    rememberEmoji(unicode('😀'))
    rememberEmoji(custom('blobcat'))
    rememberEmoji(custom('blobcat@remote.example'))
    expect(readJson('recent_emoji', null)).toEqual([custom('blobcat'), unicode('😀')])
    expect(readRecentEmoji()).toEqual([custom('blobcat'), unicode('😀')])
  })

  it('drops malformed entries', () => {
    writeJson('recent_emoji', [unicode('😀'), { name: 3 }, null, 'x', unicode('')])
    expect(readRecentEmoji()).toEqual([unicode('😀')])
    writeJson('recent_emoji', { not: 'a list' })
    expect(readRecentEmoji()).toEqual([])
  })
})
