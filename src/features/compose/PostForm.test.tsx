import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { normalizeAccount, normalizeStatus } from '../../api/normalize'
import { initI18n } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { readJson, resetStorageProbe } from '../../store/localStore'
import { useSession } from '../../store/session'
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

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
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
    const body = new URLSearchParams(requests[0]!.body)
    expect(body.get('in_reply_to_id')).toBe('p1')
    expect(body.get('visibility')).toBe('private')
    expect(body.get('status')).toBe('@bob hi')
    expect(readJson('drafts:reply:p1', null)).toBeNull()
    expect(stored('new').in_reply_to_id).toBe('p1')
  })

  it('counts the content warning against the limit', async () => {
    const user = userEvent.setup()
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
    expect(new URLSearchParams(requests[0]!.body).get('quote_id')).toBe('mine')
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
    const put = requests.find((r) => r.key === 'PUT /api/v1/statuses/mine')!
    const body = new URLSearchParams(put.body)
    expect(body.get('status')).toBe('new text')
    expect(body.get('spoiler_text')).toBe('cw')
    expect(body.get('visibility')).toBeNull()
    expect(stored('mine').content).toBe('<p>new text</p>')
    expect(stored('mine').edited_at).not.toBeNull()
  })
})
