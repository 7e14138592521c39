// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  LONG_SUBJECT_THRESHOLD,
  TALL_POST_CHARS_PER_LINE,
  TALL_POST_THRESHOLD,
} from '../../../config/constants'
import {
  isLongSubject,
  isTallContent,
  plainTextOf,
  shortenSubject,
  tallScore,
  textWithLines,
} from './bodyRules'

describe('tallScore', () => {
  it('counts paragraphs and line breaks plus text length over 80', () => {
    expect(tallScore('<p>a</p><p>b<br>c<br/>d</p>')).toBe(4 + 4 / TALL_POST_CHARS_PER_LINE)
  })

  it('measures the visible text, not the markup', () => {
    const html = `<a href="https://very.long.example/${'x'.repeat(400)}">link</a>`
    expect(tallScore(html)).toBe(4 / TALL_POST_CHARS_PER_LINE)
  })

  it('decodes entities before measuring', () => {
    expect(plainTextOf('a &amp; b &lt;3 &#x1F600; &#233;')).toBe('a & b <3 😀 é')
    expect(tallScore('&amp;&amp;')).toBe(2 / TALL_POST_CHARS_PER_LINE)
  })

  it('does not count tags that only start with p or br', () => {
    expect(tallScore('<pre>x</pre><bdi>y</bdi>')).toBe(2 / TALL_POST_CHARS_PER_LINE)
  })

  it('is tall only above the threshold', () => {
    const lines = (n: number) => Array.from({ length: n }, () => '<br>').join('')
    expect(tallScore(lines(TALL_POST_THRESHOLD))).toBe(TALL_POST_THRESHOLD)
    expect(isTallContent(lines(TALL_POST_THRESHOLD))).toBe(false)
    expect(isTallContent(`${lines(TALL_POST_THRESHOLD)}x`)).toBe(true)
    expect(isTallContent(`<p>${'word '.repeat(400)}</p>`)).toBe(true)
    expect(isTallContent('<p>Hello</p>')).toBe(false)
  })
})

describe('long subject', () => {
  it('is long above 240 characters', () => {
    expect(isLongSubject('a'.repeat(LONG_SUBJECT_THRESHOLD))).toBe(false)
    expect(isLongSubject('a'.repeat(LONG_SUBJECT_THRESHOLD + 1))).toBe(true)
  })

  it('counts an emoji as one character', () => {
    expect(isLongSubject('😀'.repeat(LONG_SUBJECT_THRESHOLD))).toBe(false)
  })

  it('shortens long subjects to the threshold and an ellipsis', () => {
    const long = `${'word '.repeat(60)}end`
    const short = shortenSubject(long)
    expect(short.endsWith('…')).toBe(true)
    expect(Array.from(short).length).toBeLessThanOrEqual(LONG_SUBJECT_THRESHOLD + 1)
    expect(shortenSubject('short')).toBe('short')
  })
})

describe('textWithLines', () => {
  it('keeps line breaks and paragraphs', () => {
    expect(textWithLines('<p>one<br/>two</p><p>three &gt; four</p>')).toBe(
      'one\ntwo\n\nthree > four',
    )
  })
})
