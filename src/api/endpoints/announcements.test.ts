// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { gotoSocial } from '../fixtures/gotoSocialFixture'
import { createApiClient } from '../http'
import {
  createAnnouncement,
  deleteAnnouncement,
  dismissAnnouncement,
  fetchAdminAnnouncements,
  fetchAnnouncements,
  htmlToPlainText,
  normalizeAnnouncement,
  normalizeAnnouncements,
  updateAnnouncement,
} from './announcements'

interface Call {
  url: string
  method: string
  body: unknown
}

/** A client answering each request with the next reply (the last one repeats). */
function client(...replies: unknown[]) {
  const calls: Call[] = []
  const api = createApiClient({
    baseUrl: 'https://akkoma.example',
    fetch: (url, init) => {
      calls.push({
        url,
        method: String(init.method),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      })
      const reply = replies[Math.min(calls.length - 1, replies.length - 1)]
      return Promise.resolve(
        new Response(JSON.stringify(reply), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      )
    },
  })
  return { api, calls }
}

/** Akkoma's admin view of an announcement. */
const akkomaAdmin = () => ({
  id: 'AbC123',
  content: 'Maintenance on Sunday <img src=x onerror=alert(1)> :cofe:<br/>Thanks',
  starts_at: '2030-05-01T00:00:00Z',
  ends_at: '2030-05-02T23:59:59Z',
  all_day: true,
  published_at: '2030-04-20T10:00:00Z',
  updated_at: '2030-04-21T10:00:00Z',
  mentions: [],
  statuses: [],
  tags: [],
  emojis: [],
  reactions: [],
  pleroma: { raw_content: 'Maintenance on Sunday :cofe:\nThanks' },
})

/** Mastodon's view: read state, emoji and mentions, no raw text. */
const mastodon = () => ({
  id: '8',
  content:
    '<p>Hello <span class="h-card"><a href="https://m.example/@bob">@bob</a></span> :blob:</p>',
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: '2030-04-22T08:00:00.000Z',
  updated_at: '2030-04-22T08:00:00.000Z',
  read: false,
  mentions: [{ id: '3', username: 'bob', url: 'https://m.example/@bob', acct: 'bob' }],
  emojis: [
    {
      shortcode: 'blob',
      url: 'https://m.example/blob.png',
      static_url: 'https://m.example/blob.png',
    },
  ],
})

describe('normalizeAnnouncement', () => {
  it("reads Akkoma's admin entries with their raw text", () => {
    const a = normalizeAnnouncement(akkomaAdmin())
    expect(a).toMatchObject({
      id: 'AbC123',
      rawContent: 'Maintenance on Sunday :cofe:\nThanks',
      startsAt: '2030-05-01T00:00:00Z',
      endsAt: '2030-05-02T23:59:59Z',
      allDay: true,
      publishedAt: '2030-04-20T10:00:00Z',
      updatedAt: '2030-04-21T10:00:00Z',
      read: null,
      emojis: [],
    })
  })

  it("reads Mastodon's entries: read state, emoji, mentions, text from the HTML", () => {
    const a = normalizeAnnouncement(mastodon())
    expect(a?.read).toBe(false)
    expect(a?.emojis.map((e) => e.shortcode)).toEqual(['blob'])
    expect(a?.mentions).toEqual([
      { id: '3', username: 'bob', acct: 'bob', url: 'https://m.example/@bob' },
    ])
    expect(a?.rawContent).toBe('Hello @bob :blob:')
    expect(a?.startsAt).toBeNull()
  })

  it('defaults whatever is missing or mistyped, and drops entries without an id', () => {
    expect(normalizeAnnouncement({ id: 5 })).toEqual({
      id: '5',
      content: '',
      rawContent: '',
      startsAt: null,
      endsAt: null,
      allDay: false,
      publishedAt: '1970-01-01T00:00:00.000Z',
      updatedAt: null,
      read: null,
      emojis: [],
      mentions: [],
    })
    expect(
      normalizeAnnouncement({ id: 'x', starts_at: 'soon', all_day: 'yes', read: 1, emojis: {} }),
    ).toMatchObject({ startsAt: null, allDay: false, read: null, emojis: [] })
    expect(normalizeAnnouncement({ content: 'no id' })).toBeNull()
    expect(normalizeAnnouncements([{ id: '1' }, null, 'x', { id: '' }]).map((a) => a.id)).toEqual([
      '1',
    ])
    expect(normalizeAnnouncements({ not: 'a list' })).toEqual([])
  })

  it("prefers a `text` field to the HTML's text when there is no raw content", () => {
    expect(normalizeAnnouncement({ id: '1', content: '<p>a</p>', text: 'typed' })?.rawContent).toBe(
      'typed',
    )
  })
})

describe('htmlToPlainText', () => {
  it('keeps line breaks and paragraphs, drops tags and decodes entities', () => {
    expect(htmlToPlainText('<p>One<br>two</p><p>3 &lt; 4 &amp; &#8230; &#x263A;</p>')).toBe(
      'One\ntwo\n\n3 < 4 & … ☺',
    )
    expect(htmlToPlainText('&unknown; &#0;')).toBe('&unknown; &#0;')
  })
})

describe('calls', () => {
  it('reads the user-visible list (GoToSocial answers an empty one)', async () => {
    const { api, calls } = client(gotoSocial('GET_api_v1_announcements').body)
    expect(await fetchAnnouncements(api)).toEqual([])
    expect(calls[0]).toMatchObject({
      url: 'https://akkoma.example/api/v1/announcements',
      method: 'GET',
    })
  })

  it('dismisses one by id', async () => {
    const { api, calls } = client({})
    await dismissAnnouncement(api, 'a/b')
    expect(calls[0]).toMatchObject({
      url: 'https://akkoma.example/api/v1/announcements/a%2Fb/dismiss',
      method: 'POST',
    })
  })

  it('reads the admin list page by page until a short page', async () => {
    const page = Array.from({ length: 50 }, (_, i) => ({ id: `p${i}` }))
    const { api, calls } = client(page, [{ id: 'last' }, { id: 'p3' }])
    const all = await fetchAdminAnnouncements(api)
    expect(calls.map((c) => c.url)).toEqual([
      'https://akkoma.example/api/v1/pleroma/admin/announcements?limit=50&offset=0',
      'https://akkoma.example/api/v1/pleroma/admin/announcements?limit=50&offset=50',
    ])
    expect(all).toHaveLength(51)
    expect(all.at(-1)?.id).toBe('last')
  })

  it('posts, patches and deletes with the content, times and all-day flag', async () => {
    const { api, calls } = client(akkomaAdmin())
    const draft = {
      content: 'Hi',
      startsAt: '2030-05-01T00:00:00.000Z',
      endsAt: null,
      allDay: true,
    }
    expect((await createAnnouncement(api, draft)).id).toBe('AbC123')
    await updateAnnouncement(api, 'AbC123', draft)
    await deleteAnnouncement(api, 'AbC123')
    const body = {
      content: 'Hi',
      starts_at: '2030-05-01T00:00:00.000Z',
      ends_at: null,
      all_day: true,
    }
    expect(calls).toEqual([
      { url: 'https://akkoma.example/api/v1/pleroma/admin/announcements', method: 'POST', body },
      {
        url: 'https://akkoma.example/api/v1/pleroma/admin/announcements/AbC123',
        method: 'PATCH',
        body,
      },
      {
        url: 'https://akkoma.example/api/v1/pleroma/admin/announcements/AbC123',
        method: 'DELETE',
        body: null,
      },
    ])
  })

  it('refuses a reply that is no announcement', async () => {
    const { api } = client({ error: 'odd' })
    await expect(
      createAnnouncement(api, { content: 'x', startsAt: null, endsAt: null, allDay: false }),
    ).rejects.toThrow(TypeError)
  })
})
