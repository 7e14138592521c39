import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { normalizeAccount } from '../../api/normalize'
import { initI18n } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { EMPTY_NOTIFICATIONS, useNotifications } from '../../store/notifications'
import { useSession } from '../../store/session'
import { DEFAULT_PREFERENCES, usePreferences } from '../../store/preferences'
import FollowRequestActions from './FollowRequestActions'
import FollowRequestsNavItem from './FollowRequestsNavItem'
import FollowRequestsPage from './FollowRequestsPage'
import { refreshFollowRequests, useFollowRequests } from './store'
import { initialState } from './transitions'
import { resetSessionForTests, startSessionForTests } from '../../test/session'
import { stubModalDialogs } from '../../test/dialog'
import { renderRouted } from '../../test/routed'

const dana = { id: 'dana', username: 'dana', acct: 'dana@remote.example', display_name: 'Dana' }
const erin = { id: 'erin', username: 'erin', acct: 'erin', display_name: 'Erin' }
// A full first page (20), so the page offers more; a short page would be the last.
const others = Array.from({ length: 18 }, (_, i) => ({
  id: `r${i}`,
  username: `r${i}`,
  acct: `r${i}`,
  display_name: `Requester ${i}`,
}))

let requests: string[]
let replies: Record<string, () => Response>

beforeAll(async () => {
  await initI18n('en')
  stubModalDialogs()
})

beforeEach(() => {
  requests = []
  replies = {
    'GET /api/v1/follow_requests?limit=20': () =>
      new Response(JSON.stringify([dana, erin]), {
        headers: { Link: '</api/v1/follow_requests?max_id=erin>; rel="next"' },
      }),
    'GET /api/v1/follow_requests?limit=20&max_id=r17': () => new Response('[]'),
  }
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`
    requests.push(key)
    return replies[key]?.() ?? new Response(JSON.stringify({ id: 'dana', followed_by: true }))
  })
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  resetSessionForTests()
  useEntities
    .getState()
    .ingestAccounts([normalizeAccount({ id: 'me', username: 'bob', acct: 'bob', locked: true })])
  useSession.setState({
    currentUserId: 'me',
    extras: { default_scope: 'public', follow_requests_count: 2 },
    instance: mergeInstanceConfig({}, ''),
  })
  useFollowRequests.setState({ ...initialState('me'), count: 2 })
  const entry = (id: string, account_id: string) => ({
    id,
    type: 'follow_request' as const,
    created_at: '2024-03-01T12:00:00.000Z',
    seen: false,
    account_id,
    status_id: null,
    target_id: null,
    emoji: null,
    emoji_url: null,
  })
  useNotifications.setState({
    ...EMPTY_NOTIFICATIONS,
    byId: { n1: entry('n1', 'dana'), n2: entry('n2', 'erin') },
    ids: ['n2', 'n1'],
  })
})

/** The actions on Dana's follow request notification; answers their onResolved. */
function renderDanasRequest() {
  const onResolved = vi.fn()
  renderRouted(
    <FollowRequestActions
      notification={{ id: 'n1', account: normalizeAccount(dana) }}
      onResolved={onResolved}
    />,
  )
  return onResolved
}

describe('FollowRequestActions in a notification', () => {
  it('approves at once by default and reports it', async () => {
    const onResolved = renderDanasRequest()
    await userEvent.click(
      screen.getByRole('button', { name: 'Approve the follow request from @dana@remote.example' }),
    )
    await waitFor(() => expect(onResolved).toHaveBeenCalledWith('approved'))
    expect(requests).toContain('POST /api/v1/follow_requests/dana/authorize')
    expect(useFollowRequests.getState().count).toBe(1)
    expect(useEntities.getState().accounts.dana?.relationship?.followed_by).toBe(true)
    // The notification is a follow notification now.
    await waitFor(() => expect(useNotifications.getState().byId.n1?.type).toBe('follow'))
    expect(useNotifications.getState().byId.n2?.type).toBe('follow_request')
  })

  it('asks first when the preference says so, and can be cancelled', async () => {
    usePreferences.getState().set('modalOnDenyFollow', true)
    const onResolved = renderDanasRequest()
    const deny = screen.getByRole('button', {
      name: 'Deny the follow request from @dana@remote.example',
    })
    await userEvent.click(deny)
    let dialog = screen.getByRole('dialog', { name: 'Deny this follow request?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(requests).toEqual([])
    await userEvent.click(deny)
    dialog = screen.getByRole('dialog', { name: 'Deny this follow request?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny' }))
    await waitFor(() => expect(onResolved).toHaveBeenCalledWith('denied'))
    // Denied: the notification is dismissed, on the server too.
    await waitFor(() => expect(useNotifications.getState().ids).toEqual(['n2']))
    await waitFor(() =>
      expect(requests).toEqual([
        'POST /api/v1/follow_requests/dana/reject',
        'POST /api/v1/notifications/n1/dismiss',
      ]),
    )
  })

  it('keeps the buttons when the server refuses', async () => {
    replies['POST /api/v1/follow_requests/dana/authorize'] = () =>
      new Response('{"error":"nope"}', { status: 500 })
    const onResolved = renderDanasRequest()
    const approve = screen.getByRole('button', { name: /Approve the follow request/ })
    await userEvent.click(approve)
    await waitFor(() => expect((approve as HTMLButtonElement).disabled).toBe(false))
    expect(onResolved).not.toHaveBeenCalled()
    expect(useFollowRequests.getState().count).toBe(2)
  })
})

describe('the follow requests page', () => {
  it('lists requests, pages, and removes answered ones', async () => {
    renderRouted(<FollowRequestsPage />)
    expect(await screen.findByRole('link', { name: 'Dana' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Follow requests' })).toBeTruthy()
    // A short page is the last one, whatever the Link header says.
    expect(screen.queryByRole('button', { name: 'Load more requests' })).toBeNull()
    await userEvent.click(
      screen.getByRole('button', { name: 'Approve the follow request from @erin' }),
    )
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Erin' })).toBeNull())
    await userEvent.click(
      screen.getByRole('button', { name: 'Deny the follow request from @dana@remote.example' }),
    )
    expect(await screen.findByText('Nobody is waiting for your approval right now.')).toBeTruthy()
    expect(useFollowRequests.getState().count).toBe(0)
    // Answered on the page, the notifications follow too.
    await waitFor(() => expect(useNotifications.getState().ids).toEqual(['n2']))
    expect(useNotifications.getState().byId.n2?.type).toBe('follow')
  })

  it('offers more after a full page, until a page comes back empty', async () => {
    replies['GET /api/v1/follow_requests?limit=20'] = () =>
      new Response(JSON.stringify([dana, erin, ...others]), {
        headers: { Link: '</api/v1/follow_requests?max_id=r17>; rel="next"' },
      })
    replies['GET /api/v1/follow_requests?limit=20&max_id=r17'] = () => new Response('[]')
    renderRouted(<FollowRequestsPage />)
    expect(await screen.findByRole('link', { name: 'Requester 17' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Load more requests' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more requests' })).toBeNull(),
    )
    expect(requests).toContain('GET /api/v1/follow_requests?limit=20&max_id=r17')
  })

  it('offers a retry when the list does not load', async () => {
    replies['GET /api/v1/follow_requests?limit=20'] = () => new Response('', { status: 502 })
    renderRouted(<FollowRequestsPage />)
    expect(await screen.findByText('Your follow requests could not be loaded.')).toBeTruthy()
    replies['GET /api/v1/follow_requests?limit=20'] = () => new Response('[]')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Nobody is waiting for your approval right now.')).toBeTruthy()
  })
})

describe('the navigation item', () => {
  it('shows for locked accounts with the count', async () => {
    renderRouted(<FollowRequestsNavItem />)
    const link = screen.getByRole('link', { name: 'Follow requests (2 waiting)' })
    expect(link.getAttribute('href')).toBe('/friend-requests')
    act(() => useFollowRequests.setState({ count: 0 }))
    expect(screen.getByRole('link', { name: 'Follow requests' })).toBeTruthy()
  })

  it('is absent for open accounts', () => {
    useEntities
      .getState()
      .ingestAccounts([normalizeAccount({ id: 'me', username: 'bob', acct: 'bob', locked: false })])
    const { container } = renderRouted(<FollowRequestsNavItem />)
    expect(container.innerHTML).toBe('')
  })

  it('forgets the count when another user signs in, taking theirs from the login reply', () => {
    useFollowRequests.setState({ count: 7 })
    startSessionForTests(
      normalizeAccount({
        id: 'other',
        username: 'o',
        acct: 'o',
        source: { follow_requests_count: 0 },
      }),
    )
    expect(useFollowRequests.getState()).toMatchObject({ ownerId: 'other', count: 0 })
  })

  it('counts from one source across a re-login: the new login reply, not an old count', async () => {
    renderRouted(<FollowRequestsNavItem />)
    expect(screen.getByRole('link', { name: 'Follow requests (2 waiting)' })).toBeTruthy()
    // One request was answered elsewhere; signing out and in again brings a reply counting one.
    act(() => resetSessionForTests())
    act(() =>
      startSessionForTests(
        normalizeAccount({
          id: 'me',
          username: 'bob',
          acct: 'bob',
          locked: true,
          source: { follow_requests_count: 1 },
        }),
      ),
    )
    expect(await screen.findByRole('link', { name: 'Follow requests (1 waiting)' })).toBeTruthy()
  })

  it('asks the server again when a new request arrives, and counts the list', async () => {
    replies['GET /api/v1/follow_requests?limit=20'] = () =>
      new Response(
        JSON.stringify([
          { id: 'dana', username: 'dana', acct: 'dana@mastodon.example' },
          { id: 'erin', username: 'erin', acct: 'erin@social.bubble.example' },
          { id: 'gwen', username: 'gwen', acct: 'gwen@social.bubble.example' },
        ]),
      )
    renderRouted(<FollowRequestsNavItem />)
    await act(() => refreshFollowRequests())
    expect(screen.getByRole('link', { name: 'Follow requests (3 waiting)' })).toBeTruthy()
  })
})
