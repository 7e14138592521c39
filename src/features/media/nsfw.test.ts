// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isNsfw } from './nsfw'

const base = { sensitive: false, tags: [], content: '<p>A photo of my cat</p>', text: null }

describe('isNsfw', () => {
  it('is false for an ordinary status', () => {
    expect(isNsfw(base)).toBe(false)
  })

  it('is true for a status flagged sensitive', () => {
    expect(isNsfw({ ...base, sensitive: true })).toBe(true)
  })

  it('is true for a status tagged nsfw (old format), in any case', () => {
    expect(isNsfw({ ...base, tags: [{ name: 'NSFW', url: '', following: null }] })).toBe(true)
    expect(isNsfw({ ...base, tags: [{ name: 'nsfwart', url: '', following: null }] })).toBe(false)
  })

  it('is true when the text has the #nsfw hashtag', () => {
    expect(isNsfw({ ...base, content: '<p>beach day #nsfw</p>' })).toBe(true)
    expect(isNsfw({ ...base, content: '<p>#NSFW: beach day</p>' })).toBe(true)
    // As servers render hashtags: a link with the name in a span.
    expect(
      isNsfw({
        ...base,
        content:
          '<p>beach <a class="mention hashtag" href="https://x.example/tag/nsfw" rel="tag">#<span>nsfw</span></a></p>',
      }),
    ).toBe(true)
    expect(isNsfw({ ...base, text: 'plain text source #nsfw' })).toBe(true)
  })

  it('does not match other hashtags or words', () => {
    expect(isNsfw({ ...base, content: '<p>#nsfwart and #not_nsfw and nsfw</p>' })).toBe(false)
    expect(isNsfw({ ...base, content: '<p>mail me at a#nsfw</p>' })).toBe(false)
  })
})
