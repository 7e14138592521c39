// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { replaceWord, triggerOf, wordAtCaret } from './wordAtCaret'

describe('wordAtCaret', () => {
  it('finds the whole word around the character before the caret', () => {
    expect(wordAtCaret('hi @bo', 6)).toEqual({ start: 3, end: 6, text: '@bo' })
    expect(wordAtCaret('hi @bob there', 5)).toEqual({ start: 3, end: 7, text: '@bob' })
    expect(wordAtCaret('line\n:blob', 10)).toEqual({ start: 5, end: 10, text: ':blob' })
  })

  it('is null after whitespace, at the start, and for an empty text', () => {
    expect(wordAtCaret('hi @bob ', 8)).toBeNull()
    expect(wordAtCaret('@bob', 0)).toBeNull()
    expect(wordAtCaret('', 0)).toBeNull()
  })

  it('clamps a caret outside the text', () => {
    expect(wordAtCaret('#tag', 99)).toEqual({ start: 0, end: 4, text: '#tag' })
  })
})

describe('triggerOf', () => {
  it('reads the trigger character and the query', () => {
    expect(triggerOf('@bo')).toEqual({ kind: 'account', query: 'bo' })
    expect(triggerOf('@bob@social.example')).toEqual({
      kind: 'account',
      query: 'bob@social.example',
    })
    expect(triggerOf(':blob')).toEqual({ kind: 'emoji', query: 'blob' })
    expect(triggerOf('#co')).toEqual({ kind: 'hashtag', query: 'co' })
    expect(triggerOf('$sp')).toEqual({ kind: 'mfm', query: 'sp' })
    expect(triggerOf('$[sp')).toEqual({ kind: 'mfm', query: 'sp' })
  })

  it('suggests nothing for a lone trigger character other than $', () => {
    expect(triggerOf('@')).toBeNull()
    expect(triggerOf(':')).toBeNull()
    expect(triggerOf('#')).toBeNull()
    expect(triggerOf('$')).toEqual({ kind: 'mfm', query: '' })
  })

  it('ignores words that only contain a trigger, and finished MFM', () => {
    expect(triggerOf('mail@example.com')).toBeNull()
    expect(triggerOf('10:30')).toBeNull()
    expect(triggerOf('hello')).toBeNull()
    expect(triggerOf('$[spin]')).toBeNull()
    expect(triggerOf('$5.00')).toBeNull()
  })
})

describe('replaceWord', () => {
  it('replaces the word and puts the caret after the replacement', () => {
    const text = 'hi @bo'
    expect(replaceWord(text, { start: 3, end: 6, text: '@bo' }, '@bob ')).toEqual({
      value: 'hi @bob ',
      caret: 8,
    })
  })

  it('reuses a space that already follows the word', () => {
    const text = 'hi :blo world'
    expect(replaceWord(text, { start: 3, end: 7, text: ':blo' }, ':blobcat: ')).toEqual({
      value: 'hi :blobcat: world',
      caret: 13,
    })
  })

  it('puts the caret inside an MFM effect', () => {
    expect(replaceWord('$sp', { start: 0, end: 3, text: '$sp' }, '$[spin ]', 7)).toEqual({
      value: '$[spin ]',
      caret: 7,
    })
  })
})
