import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import type { ApiClient } from '../../api/http'
import { initI18n } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { fakeServer } from '../../api/testServer'
import { SearchBar } from './SearchBar'
import SearchPage from './SearchPage'
import { clearSearch } from './searchStore'
import { resetSessionForTests } from '../../test/session'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../../api/client', () => ({ api: () => holder.client }))

const account = (name: string) => ({
  id: `acct-${name}`,
  username: name,
  acct: name,
  display_name: name.toUpperCase(),
  pleroma: { relationship: { id: `acct-${name}`, following: false } },
})
const status = (id: string) => ({
  id,
  uri: `https://demo.example/objects/${id}`,
  url: `https://demo.example/notice/${id}`,
  account: account('bob'),
  content: `<p>cofe post ${id}</p>`,
  created_at: '2024-03-01T12:00:00.000Z',
  visibility: 'public',
})
const DAY = 86_400

interface Reply {
  accounts?: unknown[]
  statuses?: unknown[]
  hashtags?: unknown[]
}

let reply: (params: URLSearchParams) => Reply | Response
let server: ReturnType<typeof fakeServer>
const searches = () =>
  server.calls
    .filter((c) => c.includes('/api/v2/search'))
    .map((c) => new URL(c.split(' ')[1] ?? '', 'http://x').searchParams)

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  resetSessionForTests()
  reply = () => ({ accounts: [], statuses: [], hashtags: [] })
  server = fakeServer((_m, url) => {
    if (url.startsWith('/api/v2/search')) return reply(new URL(url, 'http://x').searchParams)
    if (url.startsWith('/api/v1/accounts/relationships')) return []
    return {}
  })
  holder.client = server.client
  useSession.setState({ currentUserId: 'me', instance: mergeInstanceConfig({}, '') })
  clearSearch()
})

function Where() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <output aria-label="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Go back
      </button>
    </>
  )
}

function renderAt(path: string, withBar = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {withBar && <SearchBar />}
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  )
}

const tab = (name: RegExp | string) => screen.getByRole('tab', { name })
const location = () => screen.getByRole('status', { name: 'location' }).textContent

describe('search page', () => {
  it('searches the route query as a member, resolving, with relationships', async () => {
    reply = () => ({ accounts: [account('carol')], statuses: [status('1'), status('2')] })
    renderAt('/search?query=cofe')
    expect(await screen.findByRole('list', { name: 'Posts found' })).toBeTruthy()
    const [params] = searches()
    expect(params?.get('q')).toBe('cofe')
    expect(params?.get('resolve')).toBe('true')
    expect(params?.get('limit')).toBe('20')
    expect(params?.get('with_relationships')).toBe('true')
    expect(params?.has('type')).toBe(false)
    expect(tab('Posts (2)').getAttribute('aria-selected')).toBe('true')
    expect(tab('People (1)').getAttribute('aria-selected')).toBe('false')
    // No count in brackets when there is nothing.
    expect(tab('Hashtags')).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(document.title).toContain('Search: cofe')
  })

  it('searches as a guest without resolving', async () => {
    useSession.setState({ currentUserId: null })
    renderAt('/search?query=cofe')
    await screen.findByRole('heading', { name: 'No results' })
    const [params] = searches()
    expect(params?.get('resolve')).toBe('false')
    expect(params?.has('with_relationships')).toBe(false)
  })

  it('chooses the first tab with results, and a click on a tab sticks', async () => {
    const user = userEvent.setup()
    reply = () => ({ accounts: [account('carol')], hashtags: ['cofe'] })
    renderAt('/search?query=c')
    await waitFor(() => expect(tab('People (1)').getAttribute('aria-selected')).toBe('true'))
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'CAROL' })).toBeTruthy()
    await user.click(tab('Posts'))
    expect(tab('Posts').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('heading', { name: 'No results' })).toBeTruthy()
    // Arrow keys move along the tablist, focus following.
    await user.keyboard('{ArrowRight}')
    expect(tab('People (1)').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tab('People (1)'))
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(tab('Hashtags (1)').getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Home}')
    expect(tab('Posts').getAttribute('aria-selected')).toBe('true')
  })

  it('shows no_results in every empty tab', async () => {
    const user = userEvent.setup()
    renderAt('/search?query=nothing')
    for (const name of ['Posts', 'People', 'Hashtags']) {
      await user.click(await screen.findByRole('tab', { name }))
      const panel = screen.getByRole('tabpanel', { name })
      expect(within(panel).getByRole('heading', { name: 'No results' })).toBeTruthy()
    }
  })

  it('submits with Enter, pushing the route; a blank query never searches', async () => {
    const user = userEvent.setup()
    renderAt('/search')
    expect(screen.getByText(/Type what you are looking for/)).toBeTruthy()
    const input = screen.getByRole('searchbox', { name: 'Search posts, people and hashtags' })
    const button = screen.getByRole('button', { name: 'Search' })
    expect(button).toHaveProperty('disabled', true)
    await user.type(input, '   {Enter}')
    expect(searches()).toHaveLength(0)
    expect(location()).toBe('/search')
    await user.clear(input)
    await user.type(input, ' #art & tea {Enter}')
    await waitFor(() => expect(location()).toBe('/search?query=%23art%20%26%20tea'))
    await screen.findByRole('heading', { name: 'No results' })
    expect(searches().map((p) => p.get('q'))).toEqual(['#art & tea'])
  })

  it('tells a guest refused by a members-only search how to sign in, not to try again', async () => {
    useSession.setState({ currentUserId: null })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    reply = () => new Response('{"error":"unauthorized"}', { status: 401 })
    renderAt('/search?query=cofe')
    const signIn = await screen.findByRole('link', { name: 'Sign in to see it' })
    expect(signIn.getAttribute('href')).toBe(
      `/login?return=${encodeURIComponent('/search?query=cofe')}`,
    )
    expect(screen.getByText('This server shows this only to its signed-in members.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('keeps what the user typed through a failure, and Retry recovers', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let fail = true
    reply = () =>
      fail
        ? new Response(JSON.stringify({ error: 'Something broke' }), { status: 500 })
        : { statuses: [status('1')] }
    renderAt('/search?query=cofe')
    expect((await screen.findByRole('alert')).textContent).toContain('Something broke')
    const input = screen.getByRole('searchbox', { name: 'Search posts, people and hashtags' })
    await user.clear(input)
    await user.type(input, 'half typed')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('tab', { name: 'Posts (1)' })).toBeTruthy()
    expect(input).toHaveProperty('value', 'half typed')
    expect(searches().map((p) => p.get('q'))).toEqual(['cofe', 'cofe'])
  })

  it('loads more per tab with type and offset, cutting pages to the limit', async () => {
    const user = userEvent.setup()
    const ids = Array.from({ length: 26 }, (_, i) => String(100 + i))
    reply = (p) => {
      const offset = Number(p.get('offset') ?? 0)
      // 21 statuses for a limit of 20: the server gave one too many.
      const count = offset === 0 ? 21 : 20
      return { statuses: ids.slice(offset, offset + count).map(status) }
    }
    renderAt('/search?query=cofe')
    expect(await screen.findByRole('tab', { name: 'Posts (20)' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Load more posts' }))
    expect(await screen.findByRole('tab', { name: 'Posts (26)' })).toBeTruthy()
    const more = searches()[1]
    expect(more?.get('type')).toBe('statuses')
    expect(more?.get('offset')).toBe('20')
    expect(more?.get('resolve')).toBe('false')
    // That page was short: the end.
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull()
  })

  it('a failed page keeps the results and can be asked again', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const people = Array.from({ length: 22 }, (_, i) => account(`p${i}`))
    let failMore = true
    reply = (p) => {
      const offset = Number(p.get('offset') ?? 0)
      if (offset > 0 && failMore) {
        failMore = false
        return new Response(JSON.stringify({ error: 'Busy' }), { status: 503 })
      }
      return { accounts: people.slice(offset, offset + 20) }
    }
    renderAt('/search?query=p')
    expect(await screen.findByRole('tab', { name: 'People (20)', selected: true })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Load more people' }))
    expect((await screen.findByRole('alert')).textContent).toBe('More results could not be loaded.')
    expect(screen.getByRole('tab', { name: 'People (20)' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('tab', { name: 'People (22)' })).toBeTruthy()
    expect(searches().map((q) => [q.get('type'), q.get('offset')])).toEqual([
      [null, null],
      ['accounts', '20'],
      ['accounts', '20'],
    ])
  })

  it('hides deleted statuses and counts only what is shown', async () => {
    reply = () => ({ statuses: [status('1'), status('2'), status('3')] })
    renderAt('/search?query=cofe')
    await screen.findByRole('tab', { name: 'Posts (3)' })
    act(() => useEntities.getState().markStatusDeleted('2'))
    expect(await screen.findByRole('tab', { name: 'Posts (2)' })).toBeTruthy()
    const texts = screen.getAllByRole('article').map((a) => a.textContent ?? '')
    expect(texts.some((t) => t.includes('cofe post 2'))).toBe(false)
    expect(screen.queryByText('This post was deleted')).toBeNull()
  })

  it('links hashtags to their timeline with the newest day of use', async () => {
    reply = () => ({
      hashtags: [
        {
          name: 'cofe',
          url: 'https://demo.example/tags/cofe',
          history: [
            { day: String(10 * DAY), uses: '5', accounts: '3' },
            { day: String(9 * DAY), uses: '9', accounts: '9' },
          ],
        },
        { name: 'tea', url: '', history: [{ day: String(10 * DAY), uses: '1', accounts: '1' }] },
        { name: 'quiet', url: '', history: [] },
        // An older server's bare name.
        'old',
      ],
    })
    renderAt('/search?query=c')
    const list = await screen.findByRole('list', { name: 'Hashtags found' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      '#cofe3 people talking5 uses',
      '#tea1 person talking1 use',
      '#quiet',
      '#old',
    ])
    expect(within(list).getByRole('link', { name: '#cofe' }).getAttribute('href')).toBe('/tag/cofe')
  })

  it('comes Back to the same results without asking again', async () => {
    const user = userEvent.setup()
    reply = () => ({ accounts: [account('carol')], statuses: [status('1')] })
    renderAt('/search?query=cofe')
    await screen.findByRole('tab', { name: 'Posts (1)' })
    await user.click(tab('People (1)'))
    await user.click(screen.getByRole('link', { name: 'CAROL' }))
    expect(await screen.findByText('elsewhere')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Go back' }))
    expect(await screen.findByRole('tab', { name: 'People (1)', selected: true })).toBeTruthy()
    expect(searches()).toHaveLength(1)
    // Submitting the same query again searches again, without a second history entry.
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(searches()).toHaveLength(2))
    await screen.findByRole('tab', { name: 'Posts (1)', selected: true })
  })

  it('asks again on coming Back when the cache has dropped the posts meanwhile', async () => {
    const user = userEvent.setup()
    reply = () => ({ statuses: [status('1')] })
    renderAt('/search?query=cofe')
    await screen.findByRole('tab', { name: 'Posts (1)' })
    await user.click(screen.getByRole('link', { name: 'BOB' }))
    await screen.findByText('elsewhere')
    act(() => useEntities.getState().clear())
    await user.click(screen.getByRole('button', { name: 'Go back' }))
    expect(await screen.findByRole('tab', { name: 'Posts (1)' })).toBeTruthy()
    expect(searches()).toHaveLength(2)
  })
})

describe('top bar search field', () => {
  it('submits to the search page and shows the current query there', async () => {
    const user = userEvent.setup()
    renderAt('/main/public', true)
    const field = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search' })
    await user.type(field, '   {Enter}')
    expect(location()).toBe('/main/public')
    await user.type(field, 'cofe{Enter}')
    await waitFor(() => expect(location()).toBe('/search?query=cofe'))
    expect(field).toHaveProperty('value', 'cofe')
    await screen.findByRole('heading', { name: 'No results' })
    // A search from the page's own form shows up in the top bar too.
    const input = screen.getByRole('searchbox', { name: 'Search posts, people and hashtags' })
    await user.clear(input)
    await user.type(input, 'tea{Enter}')
    await waitFor(() => expect(field).toHaveProperty('value', 'tea'))
  })
})
