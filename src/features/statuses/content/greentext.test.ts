// @vitest-environment jsdom
// jsdom, not the default happy-dom: DOMPurify sanitizes only where the DOM has what it checks for.
import { describe, expect, it } from 'vitest'
import { prepareContentFragment } from '../../../ui/richContent/sanitize'
import { applyGreentext, greentextKind } from './greentext'

const classes = { green: 'g', cyan: 'c' }

function transform(html: string): string {
  const box = document.createElement('div')
  box.append(applyGreentext(prepareContentFragment(html), classes))
  return box.innerHTML
}

describe('greentext', () => {
  it('classifies lines by their first character', () => {
    expect(greentextKind('>be me')).toBe('green')
    expect(greentextKind('  > indented')).toBe('green')
    expect(greentextKind('<3 you')).toBe('cyan')
    expect(greentextKind('plain > text')).toBeNull()
  })

  it('marks lines between line breaks inside a paragraph', () => {
    expect(transform('<p>&gt;be me<br>normal line<br>&lt;3 cyan</p>')).toBe(
      '<p><span class="g">&gt;be me</span><br>normal line<br><span class="c">&lt;3 cyan</span></p>',
    )
  })

  it('keeps links and emphasis inside the marked line', () => {
    expect(transform('<p>&gt;look at <a href="https://x.example/">this</a> <b>now</b></p>')).toBe(
      '<p><span class="g">&gt;look at <a href="https://x.example/" target="_blank" rel="noopener noreferrer nofollow ugc">this</a> <b>now</b></span></p>',
    )
  })

  it('works on every paragraph and on text outside paragraphs', () => {
    expect(transform('&gt;top<br>x<p>&gt;para</p>')).toBe(
      '<span class="g">&gt;top</span><br>x<p><span class="g">&gt;para</span></p>',
    )
  })

  it('leaves code blocks and lines starting with other text alone', () => {
    expect(transform('<pre>&gt; not greentext</pre><p>a &gt; b</p>')).toBe(
      '<pre>&gt; not greentext</pre><p>a &gt; b</p>',
    )
  })

  it('marks list items line by line', () => {
    expect(transform('<ul><li>&gt;item</li><li>other</li></ul>')).toBe(
      '<ul><li><span class="g">&gt;item</span></li><li>other</li></ul>',
    )
  })
})
