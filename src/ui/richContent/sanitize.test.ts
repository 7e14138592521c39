// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { hashtagFromLink, prepareContent, prepareInlineText } from './sanitize'

const mention = {
  id: 'A1',
  username: 'dana',
  acct: 'dana@mastodon.example',
  url: 'https://mastodon.example/@dana',
}
const local = {
  id: 'B2',
  username: 'alice',
  acct: 'alice',
  url: 'https://demo.example/users/alice',
}

describe('prepareContent', () => {
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const out = prepareContent(
      '<p onclick="x()" style="color:red">hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://e.example"></iframe></p>',
    )
    expect(out).not.toMatch(/script|onclick|style=|javascript:|iframe/)
    expect(out).toContain('hi')
  })

  it('drops images with non-web sources and makes others lazy', () => {
    const out = prepareContent(
      '<img src="data:image/png;base64,AAAA"><img src="https://e.example/a.png" alt="a">',
    )
    expect(out).not.toContain('data:')
    expect(out).toContain('loading="lazy"')
  })

  it('maps mentions to profile routes by url, remote ones by id', () => {
    const out = prepareContent(
      '<span class="h-card"><a class="u-url mention" href="https://mastodon.example/@dana">@<span>dana</span></a></span> ' +
        '<a class="u-url mention" href="https://demo.example/users/alice">@alice</a>',
      { mentions: [mention, local] },
    )
    expect(out).toContain('data-route="/users/A1"')
    expect(out).toContain('data-route="/users/alice"')
  })

  it('maps hashtags to tag routes and opens other links safely', () => {
    const out = prepareContent(
      '<a class="hashtag" data-tag="Cofe" href="https://x.example/tag/cofe">#cofe</a> <a href="https://example.com/page">site</a>',
    )
    expect(out).toContain('data-route="/tag/cofe"')
    expect(out).toMatch(
      /href="https:\/\/example.com\/page"[^>]*target="_blank"|target="_blank"[^>]*href="https:\/\/example.com\/page"/,
    )
    expect(out).toContain('rel="noopener noreferrer nofollow ugc"')
  })

  it('does not let server HTML forge an in-app route', () => {
    const out = prepareContent('<a data-route="/evil" href="https://e.example">x</a>')
    expect(out).not.toContain('/evil')
  })

  it('replaces known custom emoji outside code only', () => {
    const out = prepareContent('<p>hi :blob: <code>:blob:</code> :unknown:</p>', {
      emojis: [
        {
          shortcode: 'blob',
          url: 'https://e.example/blob.png',
          static_url: '',
          visible_in_picker: true,
          category: null,
        },
      ],
    })
    expect(out).toContain('<img class="emoji" src="https://e.example/blob.png" alt=":blob:"')
    expect(out).toContain('<code>:blob:</code>')
    expect(out).toContain(':unknown:')
  })
})

describe('hashtagFromLink', () => {
  const link = (html: string) => {
    const d = document.createElement('div')
    d.innerHTML = html
    return d.querySelector('a')!
  }
  it('reads the path form /tags/x', () => {
    expect(hashtagFromLink(link('<a href="https://m.example/tags/Art">#Art</a>'))).toBe('art')
  })
  it('returns null for ordinary links', () => {
    expect(hashtagFromLink(link('<a href="https://m.example/about">about</a>'))).toBeNull()
  })
})

describe('prepareInlineText', () => {
  it('escapes markup in names', () => {
    expect(prepareInlineText('<b>bold</b>')).toBe('&lt;b&gt;bold&lt;/b&gt;')
  })
})

describe('leading mentions', () => {
  const ctx = { mentions: [mention, local], stripLeadingMentions: true }
  const hcard = (m: typeof mention) =>
    `<span class="h-card"><a class="u-url mention" href="${m.url}">@<span>${m.username}</span></a></span>`

  it('drops the mentions a reply starts with, keeping later ones', () => {
    const out = prepareContent(
      `<p>${hcard(mention)} ${hcard(local)} thanks, ${hcard(local)}!</p>`,
      ctx,
    )
    expect(out).toMatch(/^<p>thanks, /)
    expect(out.match(/mention/g)).toHaveLength(1)
  })

  it('removes a first paragraph of only mentions and a line break after them', () => {
    expect(prepareContent(`<p>${hcard(mention)}</p><p>second</p>`, ctx)).toBe('<p>second</p>')
    expect(prepareContent(`<p>${hcard(mention)}<br>hello</p>`, ctx)).toBe('<p>hello</p>')
  })

  it('keeps a text that is nothing but mentions, and leaves other links alone', () => {
    expect(prepareContent(`<p>${hcard(mention)}</p>`, ctx)).toContain('mention')
    const link = '<p><a href="https://e.example/">@not-a-mention</a> hi</p>'
    expect(prepareContent(link, ctx)).toContain('@not-a-mention')
  })

  it('strips nothing unless asked', () => {
    const out = prepareContent(`<p>${hcard(mention)} hi</p>`, { mentions: [mention] })
    expect(out).toContain('mention')
  })
})
