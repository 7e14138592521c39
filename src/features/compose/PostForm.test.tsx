import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { normalizeAccount, normalizeStatus } from '../../api/normalize'
import { initI18n } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { readJson, resetStorageProbe } from '../../store/localStore'
import { useNotices } from '../../store/notices'
import { useSession } from '../../store/session'
import { DEFAULT_PREFERENCES, usePreferences } from '../../store/preferences'
import { PostForm } from './PostForm'

const me = { id: 'me', username: 'alice', acct: 'alice' }
const bob = { id: 'bob', username: 'bob', acct: 'bob' }

const wire = (id: string, patch: Record<string, unknown> = {}) => ({
  id,
  account: bob,
  content: '<p>hello</p>',
  created_at: '2024-03-01T12:00:00.000Z',
  visibility: 'private',
  replies_count: 1,
  ...patch,
})

let replies: Record<string, () => Response>
const requests: { key: string; body: string }[] = []
/** A request's JSON body. */
const sent = (body: string) => JSON.parse(body) as Record<string, unknown>

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  useNotices.getState().clear()
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  window.localStorage.clear()
  resetStorageProbe()
  requests.length = 0
  replies = {}
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`
    requests.push({ key, body: String(init.body ?? '') })
    const reply = replies[key]
    return reply ? reply() : new Response('{}', { status: 404 })
  })
  useEntities.getState().clear()
  useSession.setState({
    currentUserId: 'me',
    extras: { default_scope: 'public', follow_requests_count: 0 },
    instance: { ...mergeInstanceConfig({}, ''), softwareName: 'akkoma', textlimit: 20 },
  })
  useEntities.getState().ingestAccounts([normalizeAccount(me)])
  useEntities
    .getState()
    .ingestStatuses([
      normalizeStatus(wire('p1', { mentions: [{ id: 'me', username: 'alice', acct: 'alice' }] })),
      normalizeStatus(wire('mine', { account: me, visibility: 'public', spoiler_text: 'cw' })),
    ])
})

const stored = (id: string) => useEntities.getState().statuses[id]!

/** Sets preferences by name, including those the shared list does not declare yet. */
function setPrefs(prefs: Record<string, unknown>) {
  usePreferences.setState((s) => ({ prefs: { ...s.prefs, ...prefs } }))
}

describe('PostForm', () => {
  it('replies within the original’s scope, saves a reply draft and bumps the reply count', async () => {
    const user = userEvent.setup()
    replies['POST /api/v1/statuses'] = () =>
      new Response(JSON.stringify(wire('new', { account: me, in_reply_to_id: 'p1' })))
    render(<PostForm replyTo={stored('p1')} />)
    const form = screen.getByRole('form', { name: 'Reply to @bob' })
    const text = within(form).getByRole('textbox', { name: 'Reply to @bob' })
    expect(text).toHaveProperty('value', '@bob ')
    const scope = within(form).getByRole('combobox', { name: 'Visibility' })
    expect(
      within(scope)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['private', 'direct'])
    expect(scope).toHaveProperty('value', 'private')
    await user.type(text, 'hi')
    expect(readJson('drafts:reply:p1', null)).toMatchObject({ status: '@bob hi' })
    await user.click(within(form).getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(stored('p1').replies_count).toBe(2))
    expect(sent(requests[0]!.body)).toMatchObject({
      in_reply_to_id: 'p1',
      visibility: 'private',
      status: '@bob hi',
    })
    expect(readJson('drafts:reply:p1', null)).toBeNull()
    expect(stored('new').in_reply_to_id).toBe('p1')
  })

  it('counts the content warning against the limit', async () => {
    const user = userEvent.setup()
    setPrefs({ alwaysShowSubjectInput: false })
    render(<PostForm />)
    const form = screen.getByRole('form', { name: 'Write a post' })
    await user.type(within(form).getByRole('textbox', { name: 'Write a post' }), '0123456789')
    const toggle = within(form).getByRole('button', { name: 'Content warning' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    await user.type(
      within(form).getByRole('textbox', { name: 'Content warning (optional)' }),
      'x'.repeat(11),
    )
    expect(within(form).getByRole('button', { name: 'Post' })).toHaveProperty('disabled', true)
  })

  it('quotes with quote_id under its own draft key', async () => {
    const user = userEvent.setup()
    replies['POST /api/v1/statuses'] = () =>
      new Response(JSON.stringify(wire('q', { account: me, visibility: 'public' })))
    render(<PostForm quoteOf={stored('mine')} />)
    const form = screen.getByRole('form', { name: 'Quote post by @alice' })
    await user.type(within(form).getByRole('textbox', { name: 'Quote post by @alice' }), 'look')
    expect(readJson('drafts:quote:mine', null)).toMatchObject({ status: 'look' })
    await user.click(within(form).getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(sent(requests[0]!.body).quote_id).toBe('mine')
  })

  it('edits from the source with the scope fixed and updates the cache', async () => {
    const user = userEvent.setup()
    replies['GET /api/v1/statuses/mine/source'] = () =>
      new Response(JSON.stringify({ id: 'mine', text: 'old text', spoiler_text: 'cw' }))
    replies['PUT /api/v1/statuses/mine'] = () =>
      new Response(
        JSON.stringify(
          wire('mine', {
            account: me,
            visibility: 'public',
            content: '<p>new text</p>',
            edited_at: '2024-03-02T00:00:00.000Z',
          }),
        ),
      )
    const posted = vi.fn()
    render(<PostForm editOf={stored('mine')} onPosted={posted} />)
    const form = screen.getByRole('form', { name: 'Edit post' })
    const text = within(form).getByRole('textbox', { name: 'Edit post' })
    await waitFor(() => expect(text).toHaveProperty('value', 'old text'))
    expect(within(form).getByRole('combobox', { name: 'Visibility' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(
      within(form).getByRole('textbox', { name: 'Content warning (optional)' }),
    ).toHaveProperty('value', 'cw')
    await user.clear(text)
    await user.type(text, 'new text')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(posted).toHaveBeenCalled())
    // An edit stays where it is, on screen: no "Posted" notice for it.
    expect(useNotices.getState().notices).toEqual([])
    const put = requests.find((r) => r.key === 'PUT /api/v1/statuses/mine')!
    const body = sent(put.body)
    expect(body).toMatchObject({ status: 'new text', spoiler_text: 'cw' })
    expect(body).not.toHaveProperty('visibility')
    expect(stored('mine').content).toBe('<p>new text</p>')
    expect(stored('mine').edited_at).not.toBeNull()
  })
})

describe('PostForm fields, preview, warnings and drafts', () => {
  const form = () => screen.getByRole('form', { name: 'Write a post' })
  const text = () => within(form()).getByRole('textbox', { name: 'Write a post' })

  it('shows the subject by default and marks the post sensitive once a subject is typed', async () => {
    const user = userEvent.setup()
    render(<PostForm />)
    expect(within(form()).queryByRole('button', { name: 'Content warning' })).toBeNull()
    const sensitive = within(form()).getByRole('checkbox', { name: 'Mark media as sensitive' })
    expect(sensitive).toHaveProperty('checked', false)
    await user.type(
      within(form()).getByRole('textbox', { name: 'Content warning (optional)' }),
      'spoilers',
    )
    expect(sensitive).toHaveProperty('checked', true)
  })

  it('offers the content types and languages with the preferred defaults', async () => {
    setPrefs({ postContentType: 'text/markdown', postLanguage: 'de' })
    useSession.setState((s) => ({
      instance: { ...s.instance!, postFormats: ['text/plain', 'text/markdown', 'text/html'] },
    }))
    render(<PostForm />)
    const type = within(form()).getByRole('combobox', { name: 'Text format' })
    expect(type).toHaveProperty('value', 'text/markdown')
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Plain text', 'Markdown', 'HTML'])
    const language = within(form()).getByRole('combobox', { name: 'Language' })
    expect(language).toHaveProperty('value', 'de')
    expect(within(language).getByRole('option', { name: 'German' })).toBeTruthy()
  })

  it('hides the content type with one format and sends the interface language', async () => {
    const user = userEvent.setup()
    useSession.setState((s) => ({ instance: { ...s.instance!, postFormats: ['text/plain'] } }))
    replies['POST /api/v1/statuses'] = () =>
      new Response(JSON.stringify(wire('n', { account: me })))
    render(<PostForm />)
    expect(within(form()).queryByRole('combobox', { name: 'Text format' })).toBeNull()
    await user.type(text(), 'hello')
    await user.click(within(form()).getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(sent(requests[0]!.body)).toMatchObject({ language: 'en', content_type: 'text/plain' })
  })

  it('shows the server preview after the debounce, and says when there is nothing to show', async () => {
    const user = userEvent.setup()
    replies['POST /api/v1/statuses'] = () =>
      new Response(JSON.stringify({ ...wire('x', { account: me }), content: '<p><b>bold</b></p>' }))
    render(<PostForm />)
    const toggle = within(form()).getByRole('button', { name: 'Preview' })
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const region = within(form()).getByRole('region', { name: 'Preview' })
    expect(region.textContent).toContain('There is nothing to preview yet')
    await user.type(text(), '**bold**')
    await waitFor(() => expect(within(region).getByText('bold').tagName).toBe('B'))
    expect(sent(requests.at(-1)!.body)).toMatchObject({ preview: true, status: '**bold**' })
    // One request for the whole typed word, not one per key.
    expect(requests.filter((r) => r.key === 'POST /api/v1/statuses')).toHaveLength(1)
  })

  it('shows the scope warnings as notes', async () => {
    const user = userEvent.setup()
    render(<PostForm />)
    const scope = within(form()).getByRole('combobox', { name: 'Visibility' })
    await user.selectOptions(scope, 'private')
    expect(within(form()).getByRole('note').textContent).toContain('not locked')
    await user.selectOptions(scope, 'direct')
    expect(within(form()).getByRole('note').textContent).toContain('beginning of the message')
  })

  it('keeps every field as a draft, restores it, and keeps it after a failed post', async () => {
    const user = userEvent.setup()
    useSession.setState((s) => ({
      instance: { ...s.instance!, postFormats: ['text/plain', 'text/markdown'] },
    }))
    replies['POST /api/v1/statuses'] = () =>
      new Response(JSON.stringify({ error: 'Database on fire' }), { status: 500 })
    const { unmount } = render(<PostForm />)
    await user.type(text(), 'draft me')
    await user.type(
      within(form()).getByRole('textbox', { name: 'Content warning (optional)' }),
      'cw',
    )
    await user.selectOptions(
      within(form()).getByRole('combobox', { name: 'Visibility' }),
      'unlisted',
    )
    await user.selectOptions(
      within(form()).getByRole('combobox', { name: 'Text format' }),
      'text/markdown',
    )
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Language' }), 'fr')
    await user.click(within(form()).getByRole('button', { name: 'Poll' }))
    const options = within(form()).getAllByRole('textbox', { name: /^Option \d/ })
    await user.type(options[0]!, 'tea')
    await user.type(options[1]!, 'coffee')
    expect(readJson('drafts:status', null)).toMatchObject({
      status: 'draft me',
      spoiler_text: 'cw',
      visibility: 'unlisted',
      content_type: 'text/markdown',
      language: 'fr',
      sensitive: true,
      poll: { options: ['tea', 'coffee'] },
    })
    await user.click(within(form()).getByRole('button', { name: 'Post' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Database on fire')
    const first = requests.at(-1)!
    expect(sent(first.body)).toMatchObject({ poll: { options: ['tea', 'coffee'] } })
    expect(readJson('drafts:status', null)).toMatchObject({ status: 'draft me' })
    unmount()

    render(<PostForm />)
    expect(text()).toHaveProperty('value', 'draft me')
    expect(within(form()).getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'fr')
    expect(within(form()).getAllByRole('textbox', { name: /^Option \d/ })[1]).toHaveProperty(
      'value',
      'coffee',
    )
  })

  it('reuses the idempotency key when a failed post is retried unchanged', async () => {
    const user = userEvent.setup()
    const keys: (string | null)[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'))
      return new Response('{"error":"busy"}', { status: 503 })
    })
    render(<PostForm />)
    await user.type(text(), 'again')
    await user.click(within(form()).getByRole('button', { name: 'Post' }))
    await screen.findByRole('alert')
    await user.click(within(form()).getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
    await user.type(text(), '!')
    await user.click(within(form()).getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(keys).toHaveLength(3))
    expect(keys[2]).not.toBe(keys[0])
  })

  it('refuses a poll with fewer than two distinct options', async () => {
    const user = userEvent.setup()
    render(<PostForm />)
    await user.type(text(), 'vote')
    await user.click(within(form()).getByRole('button', { name: 'Poll' }))
    const options = within(form()).getAllByRole('textbox', { name: /^Option \d/ })
    await user.type(options[0]!, 'same')
    await user.type(options[1]!, 'same')
    await user.click(within(form()).getByRole('button', { name: 'Post' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A poll needs at least two different options.',
    )
    expect(requests).toHaveLength(0)
  })

  it("shows a refused post's error text after “Error:”, dismisses it, and posts with Ctrl+Enter", async () => {
    const user = userEvent.setup()
    let answer = () => new Response(JSON.stringify({ error: 'Text is too long' }), { status: 422 })
    replies['POST /api/v1/statuses'] = () => answer()
    render(<PostForm />)
    await user.type(text(), 'Hello')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Text is too long')
    expect(text()).toHaveProperty('value', 'Hello')
    await user.click(within(form()).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()

    answer = () => new Response(JSON.stringify(wire('new', { account: me })), { status: 200 })
    await user.click(text())
    await user.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() => expect(text()).toHaveProperty('value', ''))
    // Said once, by the global notice, with the way to the new post.
    expect(within(form()).getByRole('status').textContent).toBe('')
    expect(useNotices.getState().notices).toMatchObject([
      {
        messageKey: 'post_status.posted',
        level: 'success',
        link: { labelKey: 'post_status.view_posted', to: '/notice/new' },
      },
    ])
  })

  it('does not post when the media descriptions cannot be saved', async () => {
    const user = userEvent.setup()
    const media = normalizeStatus(
      wire('m', {
        media_attachments: [
          { id: 'att1', type: 'image', url: 'https://x.example/media/cat.png', description: '' },
        ],
      }),
    ).media_attachments
    replies['PUT /api/v1/media/att1'] = () =>
      new Response(JSON.stringify({ error: 'nope' }), { status: 500 })
    render(<PostForm initial={{ media }} />)
    await user.type(
      within(form()).getByRole('textbox', { name: 'Description for cat.png' }),
      'A cat',
    )
    await user.click(within(form()).getByRole('button', { name: 'Post' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not update the media descriptions. Please try again.',
    )
    expect(requests.map((r) => r.key)).toEqual(['PUT /api/v1/media/att1'])
  })

  it('says the post is empty without sending it', async () => {
    const user = userEvent.setup()
    render(<PostForm />)
    await user.click(within(form()).getByRole('button', { name: 'Post' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You can't post an empty status with no files",
    )
    expect(requests).toHaveLength(0)
  })
})
