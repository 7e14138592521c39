// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from './helpers.ts'
import { call, json, login, post, startTestServer } from './helpers.ts'

interface Posted {
  id: string
  content: string
  language: string | null
  spoiler_text: string
  sensitive: boolean
  media_attachments: { id: string; description: string | null }[]
  poll: { options: { title: string }[]; multiple: boolean; expires_at: string } | null
}

let server: TestServer
let alice: string
let bob: string

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
  bob = await login(server.base, 'bob')
})
afterAll(() => server.stop())

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function upload(token: string, description = ''): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'dot.png')
  if (description) form.append('description', description)
  const response = await fetch(`${server.base}/api/v1/media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  expect(response.status).toBe(200)
  return (await json<{ id: string }>(response)).id
}

const send = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call(server.base, '/api/v1/statuses', { token, json: body, headers })

describe('posting content types', () => {
  it('renders markdown: emphasis, code, links, lists, headings and quotes', async () => {
    const status = await post(
      server.base,
      alice,
      '# Title\n\n**bold** and *em* and `code` [site](https://example.com)\n\n- one\n- two\n\n> quoted',
      { content_type: 'text/markdown' },
    )
    expect(status.content).toContain('<strong>bold</strong>')
    expect(status.content).toContain('<em>em</em>')
    expect(status.content).toContain('<code>code</code>')
    expect(status.content).toMatch(/<a href="https:\/\/example\.com"[^>]*>site<\/a>/)
    expect(status.content).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/)
    expect(status.content).toContain('<blockquote>')
    // Akkoma's scrubber keeps no heading tags: a heading comes out as a bold paragraph.
    expect(status.content).toContain('<p><strong>Title</strong></p>')
  })

  it('escapes markup in plain text and markdown', async () => {
    const plain = await post(server.base, alice, '<script>alert(1)</script> <b>x</b>')
    expect(plain.content).not.toContain('<script')
    expect(plain.content).toContain('&lt;b&gt;')
    const md = await post(server.base, alice, '<img src=x onerror=alert(1)> **ok**', {
      content_type: 'text/markdown',
    })
    expect(md.content).not.toContain('<img')
    expect(md.content).toContain('<strong>ok</strong>')
  })

  it('keeps a small tag set from HTML and drops scripts and handlers', async () => {
    const status = await post(
      server.base,
      alice,
      '<p onclick="x()">Hi <b>bold</b> <i>it</i><script>alert(1)</script></p>',
      { content_type: 'text/html' },
    )
    expect(status.content).not.toMatch(/script|onclick/)
    expect(status.content).toContain('<b>bold</b>')
    expect(status.content).toContain('<i>it</i>')
  })

  it('renders BBCode', async () => {
    const status = await post(server.base, alice, '[b]loud[/b] [i]soft[/i]', {
      content_type: 'text/bbcode',
    })
    expect(status.content).toMatch(/<(b|strong)>loud<\/(b|strong)>/)
  })

  it('refuses a content type the instance does not offer', async () => {
    const response = await send(alice, { status: 'x', content_type: 'text/x-unknown' })
    expect(response.status).toBe(422)
  })

  it('stores the language', async () => {
    const response = await send(alice, { status: 'Bonjour', language: 'fr' })
    expect((await json<Posted>(response)).language).toBe('fr')
  })
})

describe('preview and idempotency', () => {
  it('renders a preview without storing it', async () => {
    const response = await send(alice, {
      status: '**preview only**',
      content_type: 'text/markdown',
      preview: true,
    })
    expect(response.status).toBe(200)
    const preview = await json<Posted>(response)
    expect(preview.content).toContain('<strong>preview only</strong>')
    const stored = await call(server.base, `/api/v1/statuses/${preview.id}`, { token: alice })
    expect(stored.status).toBe(404)
  })

  it('answers a repeated Idempotency-Key with the same status, per account', async () => {
    const headers = { 'Idempotency-Key': 'compose-test-1' }
    const first = await json<Posted>(await send(alice, { status: 'once' }, headers))
    const again = await json<Posted>(await send(alice, { status: 'once' }, headers))
    expect(again.id).toBe(first.id)
    const other = await json<Posted>(await send(bob, { status: 'once' }, headers))
    expect(other.id).not.toBe(first.id)
  })
})

describe('media and polls', () => {
  it("attaches the poster's uploads in order, with their descriptions", async () => {
    const a = await upload(alice, 'first')
    const b = await upload(alice, 'second')
    const status = await json<Posted>(
      await send(alice, { status: 'two pictures', media_ids: [b, a], sensitive: true }),
    )
    expect(status.media_attachments.map((m) => m.id)).toEqual([b, a])
    expect(status.media_attachments.map((m) => m.description)).toEqual(['second', 'first'])
    expect(status.sensitive).toBe(true)
  })

  it("refuses someone else's upload and unknown ids", async () => {
    const bobs = await upload(bob)
    expect((await send(alice, { status: 'x', media_ids: [bobs] })).status).toBe(404)
    expect((await send(alice, { status: 'x', media_ids: ['nope'] })).status).toBe(404)
  })

  it('posts media without text', async () => {
    const id = await upload(alice)
    expect((await send(alice, { status: '', media_ids: [id] })).status).toBe(200)
  })

  it('refuses more attachments than the instance allows', async () => {
    const info = await json<{ configuration: { statuses: { max_media_attachments: number } } }>(
      await call(server.base, '/api/v2/instance'),
    )
    const max = info.configuration.statuses.max_media_attachments
    const ids: string[] = []
    for (let i = 0; i <= max; i++) ids.push(await upload(alice))
    expect((await send(alice, { status: 'many', media_ids: ids })).status).toBe(422)
  })

  it('creates polls and refuses fewer than two options like Akkoma', async () => {
    const created = await json<Posted>(
      await send(alice, {
        status: 'Tea or coffee?',
        poll: { options: ['tea', 'coffee'], expires_in: 3600, multiple: true },
      }),
    )
    expect(created.poll?.options.map((o) => o.title)).toEqual(['tea', 'coffee'])
    expect(created.poll?.multiple).toBe(true)
    const one = await send(alice, { status: 'x', poll: { options: ['only'], expires_in: 3600 } })
    expect(one.status).toBe(422)
    expect((await json<{ error: string }>(one)).error).toMatch(/at least 2 options/)
  })

  it('takes poll fields as form parameters too', async () => {
    const body = new URLSearchParams()
    body.append('status', 'form poll')
    body.append('poll[options][]', 'a')
    body.append('poll[options][]', 'b')
    body.append('poll[expires_in]', '600')
    const response = await fetch(`${server.base}/api/v1/statuses`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${alice}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body,
    })
    expect((await json<Posted>(response)).poll?.options).toHaveLength(2)
  })
})

describe('edits', () => {
  it('replace the media with the given ids and keep them otherwise', async () => {
    const a = await upload(alice)
    const b = await upload(alice)
    const status = await json<Posted>(await send(alice, { status: 'edit me', media_ids: [a] }))
    const edit = (body: Record<string, unknown>) =>
      call(server.base, `/api/v1/statuses/${status.id}`, {
        method: 'PUT',
        token: alice,
        json: body,
      })
    const swapped = await json<Posted>(await edit({ status: 'edited', media_ids: [b, a] }))
    expect(swapped.media_attachments.map((m) => m.id)).toEqual([b, a])
    const kept = await json<Posted>(await edit({ status: 'edited again' }))
    expect(kept.media_attachments.map((m) => m.id)).toEqual([b, a])
    const source = await json<{ text: string; content_type: string }>(
      await call(server.base, `/api/v1/statuses/${status.id}/source`, { token: alice }),
    )
    expect(source).toMatchObject({ text: 'edited again', content_type: 'text/plain' })
  })
})
