import { BASELINE_FEATURES } from '../../../api/testFixtures'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import { normalizeAccount, normalizeStatus } from '../../../api/normalize'
import { initI18n } from '../../../i18n/i18n'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { DEFAULT_PREFERENCES, usePreferences } from '../../../store/preferences'
import { useActionErrors } from './actionErrors'
import { InlineComposer } from './InlineComposer'
import { useInlineComposers } from './inlineComposerState'
import { StatusActions } from './StatusActions'
import { stubModalDialogs } from '../../../test/dialog'

const me = { id: 'me', username: 'alice', acct: 'alice' }
const bob = { id: 'bob', username: 'bob', acct: 'bob' }

const wire = (id: string, patch: Record<string, unknown> = {}) => ({
  id,
  uri: `https://example.social/objects/${id}`,
  url: `https://example.social/notice/${id}`,
  account: bob,
  content: '<p>hello</p>',
  created_at: '2024-03-01T12:00:00.000Z',
  visibility: 'public',
  favourites_count: 2,
  mentions: [{ id: 'carol', username: 'carol', acct: 'carol' }, { ...me }],
  pleroma: { local: true },
  ...patch,
})

let replies: Record<string, () => Response>
const requests: string[] = []

beforeAll(async () => {
  await initI18n('en')
  stubModalDialogs()
})

beforeEach(() => {
  requests.length = 0
  replies = {}
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`
    requests.push(key)
    const reply = replies[key]
    return reply ? reply() : new Response('{}', { status: 200 })
  })
  useEntities.getState().clear()
  useActionErrors.setState({ errors: {} })
  useInlineComposers.setState({ open: {} })
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  useSession.setState({
    currentUserId: 'me',
    extras: { default_scope: 'public', follow_requests_count: 0 },
    instance: {
      ...mergeInstanceConfig({}, ''),
      features: { ...BASELINE_FEATURES, family: 'akkoma', quotes: true, editing: true },
    },
  })
  useEntities.getState().ingestAccounts([normalizeAccount(me)])
  useEntities
    .getState()
    .ingestStatuses([
      normalizeStatus(wire('s1')),
      normalizeStatus(wire('priv', { visibility: 'private' })),
      normalizeStatus(wire('own', { account: me, mentions: [] })),
    ])
})

// The members' bar is a lazy chunk: rendering inside an awaited act lets it load.
const bar = async (id: string) => {
  await act(async () => {
    render(
      <>
        <StatusActions statusId={id} />
        <InlineComposer statusId={id} />
      </>,
    )
  })
  // Both bars are lazy chunks: each shows once its module has resolved.
  await screen.findByRole('button', { name: /^Favourite/ })
}

describe('StatusActions', () => {
  // Load the lazy chunk once, so each render only waits a tick for it.
  beforeAll(async () => {
    await import('./MemberActions')
    await import('./GuestActions')
    await import('../../compose/PostForm')
  })

  it('favourites at once, with the count, and keeps the server’s answer', async () => {
    const user = userEvent.setup()
    replies['POST /api/v1/statuses/s1/favourite'] = () =>
      new Response(JSON.stringify(wire('s1', { favourited: true, favourites_count: 3 })))
    await bar('s1')
    const favourite = screen.getByRole('button', { name: /^Favourite/ })
    expect(favourite.getAttribute('aria-pressed')).toBe('false')
    expect(favourite.textContent).toContain('2')
    await user.click(favourite)
    expect(favourite.getAttribute('aria-pressed')).toBe('true')
    expect(favourite.textContent).toContain('3')
    await waitFor(() => expect(requests).toContain('POST /api/v1/statuses/s1/favourite'))
  })

  it('shows a dismissable banner and restores the count when the server fails', async () => {
    const user = userEvent.setup()
    replies['POST /api/v1/statuses/s1/favourite'] = () =>
      new Response(JSON.stringify({ error: 'Internal Server Error' }), { status: 500 })
    await bar('s1')
    await user.click(screen.getByRole('button', { name: /^Favourite/ }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Could not change the favourite: Internal Server Error',
    )
    const favourite = screen.getByRole('button', { name: /^Favourite/ })
    expect(favourite.getAttribute('aria-pressed')).toBe('false')
    expect(favourite.textContent).toContain('2')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('locks repeat of someone else’s followers-only post and offers no quote', async () => {
    await bar('priv')
    const repeat = screen.getByRole('button', { name: /^Repeat/ })
    expect(repeat.getAttribute('aria-disabled')).toBe('true')
    expect(repeat.getAttribute('title')).toMatch(/only be repeated by their author/)
    expect(screen.queryByRole('button', { name: /^Quote/ })).toBeNull()
  })

  it('asks before repeating when the preference says so', async () => {
    const user = userEvent.setup()
    usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, modalOnRepeat: true } })
    await bar('s1')
    await user.click(screen.getByRole('button', { name: /^Repeat/ }))
    const dialog = screen.getByRole('dialog', { name: 'Repeat this post?' })
    expect(requests).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Repeat' }))
    await waitFor(() => expect(requests).toEqual(['POST /api/v1/statuses/s1/reblog']))
  })

  it('opens an inline reply with the mentions prefilled, without the user', async () => {
    const user = userEvent.setup()
    await bar('s1')
    const reply = screen.getByRole('button', { name: /^Reply/ })
    await user.click(reply)
    expect(reply.getAttribute('aria-expanded')).toBe('true')
    const form = await screen.findByRole('form', { name: 'Reply to @bob' })
    expect(within(form).getByRole('textbox', { name: 'Reply to @bob' })).toHaveProperty(
      'value',
      '@bob @carol ',
    )
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form')).toBeNull()
    expect(document.activeElement).toBe(reply)
  })

  it('runs the more menu from the keyboard and returns focus on Escape', async () => {
    const user = userEvent.setup()
    await bar('own')
    const more = screen.getByRole('button', { name: 'More actions' })
    expect(more.getAttribute('aria-haspopup')).toBe('menu')
    more.focus()
    await user.keyboard('{ArrowDown}')
    const menu = await screen.findByRole('menu', { name: 'More actions' })
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((i) => i.textContent)).toEqual([
      'Pin to profile',
      'Mute conversation',
      'Copy link to post',
      'Edit',
      'Delete and redraft',
      'Delete',
    ])
    await waitFor(() => expect(document.activeElement).toBe(items[0]))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(items[items.length - 1])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(more.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(more)
  })

  it('offline, the menu keeps what needs the server greyed and says why; the link and edit still work', async () => {
    const user = userEvent.setup()
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await bar('own')
    await user.click(screen.getByRole('button', { name: 'More actions' }))
    const menu = await screen.findByRole('menu', { name: 'More actions' })
    const unavailable = within(menu)
      .getAllByRole('menuitem')
      .filter((i) => i.getAttribute('aria-disabled') === 'true')
      .map((i) => i.textContent)
    expect(unavailable).toEqual([
      'Pin to profile',
      'Mute conversation',
      'Delete and redraft',
      'Delete',
    ])
    const pin = within(menu).getByRole('menuitem', { name: 'Pin to profile' })
    expect(pin.getAttribute('title')).toBe('Not available offline: this needs the server')
    await user.click(pin)
    // Nothing is sent, and the menu stays open for another choice.
    expect(requests).toEqual([])
    expect(screen.getByRole('menu')).toBeTruthy()
    expect(
      within(menu).getByRole('menuitem', { name: 'Edit' }).getAttribute('aria-disabled'),
    ).toBeNull()
    online.mockRestore()
  })

  it('deletes after confirmation: gone at once', async () => {
    const user = userEvent.setup()
    await bar('own')
    await user.click(screen.getByRole('button', { name: 'More actions' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(useEntities.getState().statuses.own?.deleted).toBe(true))
    await waitFor(() => expect(requests).toEqual(['DELETE /api/v1/statuses/own']))
  })

  it('gives guests reply, repeat and favourite that act from their own instance', async () => {
    const user = userEvent.setup()
    act(() => useSession.setState({ currentUserId: null }))
    await bar('s1')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Reply from your own instance',
      'Repeat from your own instance',
      'Favourite from your own instance2',
    ])
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    await user.click(screen.getByRole('button', { name: /^Favourite from your own instance/ }))
    expect(
      await screen.findByRole('dialog', { name: 'Favourite from your own instance' }),
    ).toBeTruthy()
    // Nothing is asked of this server, and the count stays as it was.
    expect(requests).toEqual([])
    expect(useEntities.getState().statuses.s1?.favourites_count).toBe(2)
  })
})
