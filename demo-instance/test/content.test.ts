// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  FLAKE_ID_LENGTH,
  FlakeIdGenerator,
  decodeFlakeTimestamp,
  encodeFlake,
} from '../src/model/ids.ts'
import type { AccountRecord } from '../src/model/records.ts'
import type { RenderContext } from '../src/render/content.ts'
import { htmlToText, renderContent } from '../src/render/content.ts'
import { buildSeedState } from '../src/seeds/default.ts'

const alice = { id: 'A1', username: 'alice', domain: null } as AccountRecord
const dana = { id: 'D1', username: 'dana', domain: 'mastodon.example' } as AccountRecord
const ctx: RenderContext = {
  origin: 'http://demo.test',
  lookup: {
    findAccount: (username, domain) =>
      [alice, dana].find((a) => a.username === username && a.domain === domain) ?? null,
    accountUrl: (a) =>
      a.domain ? `https://${a.domain}/@${a.username}` : `http://demo.test/users/${a.username}`,
    emojiExists: (s) => s === 'blobcat',
  },
}

describe('content rendering', () => {
  it('escapes HTML, links URLs, mentions, hashtags and newlines', () => {
    const result = renderContent(
      '<b>hi</b> @alice & @dana@mastodon.example see https://x.example/a?b=1. #Cofe :blobcat: :nope:\nbye',
      'text/plain',
      ctx,
    )
    expect(result.html).toBe(
      '&lt;b&gt;hi&lt;/b&gt; ' +
        '<span class="h-card"><a class="u-url mention" data-user="A1" href="http://demo.test/users/alice" rel="ugc">@<span>alice</span></a></span> &amp; ' +
        '<span class="h-card"><a class="u-url mention" data-user="D1" href="https://mastodon.example/@dana" rel="ugc">@<span>dana</span></a></span> ' +
        'see <a href="https://x.example/a?b=1" rel="ugc">https://x.example/a?b=1</a>. ' +
        '<a class="hashtag" data-tag="cofe" href="http://demo.test/tag/cofe" rel="tag ugc">#Cofe</a> :blobcat: :nope:<br/>bye',
    )
    expect(result.mentionIds).toEqual(['A1', 'D1'])
    expect(result.tags).toEqual(['cofe'])
    expect(result.emojis).toEqual(['blobcat'])
  })

  it('leaves e-mail addresses, unknown users and numeric tags alone', () => {
    const result = renderContent(
      'mail me@alice.example, ping @nobody, issue #12',
      'text/plain',
      ctx,
    )
    expect(result.mentionIds).toEqual([])
    expect(result.tags).toEqual([])
    expect(result.html).not.toContain('<a')
  })

  it('renders markdown, sanitizes HTML and converts BBCode', () => {
    expect(renderContent('**bold** and *em*\n\n- one\n- `two`', 'text/markdown', ctx).html).toBe(
      '<p><strong>bold</strong> and <em>em</em></p><ul><li>one</li><li><code>two</code></li></ul>',
    )
    expect(
      renderContent(
        '<p onclick="x()">hi <script>alert(1)</script><a href="javascript:x">y</a></p>',
        'text/html',
        ctx,
      ).html,
    ).toBe('<p>hi <a rel="ugc">y</a></p>')
    expect(
      renderContent('[b]bold[/b] [url=https://a.example]link[/url]', 'text/bbcode', ctx).html,
    ).toBe('<strong>bold</strong> <a href="https://a.example" rel="ugc">link</a>')
  })

  it('turns HTML back into plain text', () => {
    expect(htmlToText('a &amp; b<br/>c<p>x</p><p>y</p>')).toBe('a & b\ncx\n\ny')
  })
})

describe('flake ids', () => {
  it('are 18 base62 characters that sort like their timestamps', () => {
    const gen = new FlakeIdGenerator(2)
    const a = gen.next(1_700_000_000_000)
    const b = gen.next(1_700_000_000_000)
    const c = gen.next(1_700_000_060_000)
    expect(a).toHaveLength(FLAKE_ID_LENGTH)
    expect(a).toMatch(/^[0-9A-Za-z]+$/)
    expect(a < b && b < c).toBe(true)
    expect(decodeFlakeTimestamp(c)).toBe(1_700_000_060_000)
    expect(encodeFlake(1_600_000_000_000, 1, 0) < a).toBe(true)
  })
})

describe('seed', () => {
  it('is deterministic, large enough and uses every visibility', () => {
    const now = Date.now()
    const first = buildSeedState(now)
    const second = buildSeedState(now + 3 * 3600 * 1000)
    expect(first.statuses.map((s) => s.source)).toEqual(second.statuses.map((s) => s.source))
    expect(first.statuses.length).toBeGreaterThanOrEqual(300)
    const visibilities = new Set(first.statuses.map((s) => s.visibility))
    for (const v of ['public', 'unlisted', 'private', 'direct', 'local'])
      expect(visibilities.has(v as never)).toBe(true)
    expect(first.statuses.some((s) => s.reblogOfId)).toBe(true)
    expect(first.statuses.some((s) => s.spoilerText)).toBe(true)
    expect(first.statuses.some((s) => s.sensitive)).toBe(true)
    expect(first.statuses.some((s) => s.emojis.length > 0)).toBe(true)
    const ids = first.statuses.map((s) => s.id)
    expect([...ids].sort()).toEqual(ids)
    const tenDays = 10 * 24 * 3600 * 1000
    for (const s of first.statuses) {
      const t = Date.parse(s.createdAt)
      expect(t).toBeLessThanOrEqual(now)
      expect(t).toBeGreaterThan(now - tenDays - 60_000)
    }
  })

  it('builds threads a few levels deep', () => {
    const state = buildSeedState(Date.now())
    const byId = new Map(state.statuses.map((s) => [s.id, s]))
    const depth = (id: string | null): number =>
      id ? 1 + depth(byId.get(id)?.inReplyToId ?? null) : 0
    const deepest = Math.max(...state.statuses.map((s) => depth(s.inReplyToId)))
    expect(deepest).toBeGreaterThanOrEqual(3)
  })
})
