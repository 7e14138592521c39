// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { stickerFiles, stickerLabel, stickerUrl } from './stickers'

const pack = (meta: Record<string, unknown>) => ({
  pack: 'cats',
  path: '/static/stickers/cats/',
  meta: { title: 'Cats', ...meta },
})

describe('stickers', () => {
  it('reads the files of a Pleroma-FE pack.json', () => {
    expect(stickerFiles(pack({ stickers: ['a.png', '', 3, 'b.gif'] }))).toEqual(['a.png', 'b.gif'])
    expect(stickerFiles(pack({}))).toEqual([])
  })

  it('resolves files against the pack path unless they are absolute', () => {
    expect(stickerUrl(pack({}), 'a.png')).toBe('/static/stickers/cats/a.png')
    expect(stickerUrl(pack({}), '/static/other.png')).toBe('/static/other.png')
    expect(stickerUrl(pack({}), 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png')
  })

  it('names a sticker after its file', () => {
    expect(stickerLabel('happy_cat.png')).toBe('happy cat')
    expect(stickerLabel('dir/sad-cat.webp')).toBe('sad cat')
  })
})
