// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { stickerType } from './stickerFile'
import { insertText } from './insertText'

describe('insertText', () => {
  it('inserts at the caret, replacing a selection', () => {
    expect(insertText('hello world', 5, 5, '😀')).toEqual({ value: 'hello😀 world', caret: 7 })
    expect(insertText('hello world', 6, 11, '😀')).toEqual({ value: 'hello 😀', caret: 8 })
  })

  it('pads a shortcode with spaces where it would touch text', () => {
    expect(insertText('hi', 2, 2, ':blobcat:')).toEqual({ value: 'hi :blobcat: ', caret: 13 })
    expect(insertText('hi  there', 3, 3, ':cofe:')).toEqual({ value: 'hi :cofe: there', caret: 9 })
    expect(insertText('', 0, 0, ':cofe:')).toEqual({ value: ':cofe: ', caret: 7 })
  })
})

describe('stickerType', () => {
  it('guesses from the extension', () => {
    expect(stickerType('happy.PNG')).toBe('image/png')
    expect(stickerType('a/b.webp')).toBe('image/webp')
    expect(stickerType('noext')).toBe('application/octet-stream')
  })

  it('pads any emoji with padAll (the padEmoji preference)', () => {
    expect(insertText('hello world', 5, 5, '😀', true)).toEqual({
      value: 'hello 😀 world',
      caret: 8,
    })
    expect(insertText('hi ', 3, 3, '😀', true)).toEqual({ value: 'hi 😀 ', caret: 6 })
  })
})
