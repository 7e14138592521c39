import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import type { ApiClient } from '../../../api/http'
import { normalizeAccount, normalizeStatus } from '../../../api/normalize'
import { akkomaInstance, akkomaStatusJson } from '../../../api/testFixtures'
import { initI18n } from '../../../i18n/i18n'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { emptyTimeline } from '../../../store/timelineState'
import { useTimelines } from '../../../store/timelines'
import { useRelationships } from '../../../store/relationships'
import { fakeServer, relationship } from '../../../api/testServer'
import { DEFAULT_PREFERENCES, usePreferences } from '../../../store/preferences'
import { useSaveNotice } from '../saveNotice'
import MutesBlocksTab from '../tabs/MutesBlocksTab'
import { resetSessionForTests, startSessionForTests } from '../../../test/session'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../../../api/client', () => ({ api: () => holder.client }))

const wireAccount = (n: number, domain = 'noisy.example') => ({
  id: `m${n}`,
  username: `user${n}`,
  acct: `user${n}@${domain}`,
  display_name: `User ${n}`,
})

const link = (path: string, maxId: string) =>
  new Response(JSON.stringify(Array.from({ length: 20 }, (_, i) => wireAccount(i + 1))), {
    headers: { Link: `<https://akkoma.example${path}?limit=20&max_id=${maxId}>; rel="next"` },
  })

let server: ReturnType<typeof fakeServer>
let gate: Promise<void>
let open: () => void
let failUnmuteOf: string | null
let domains: string[]

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  resetSessionForTests()
  gate = new Promise((resolve) => (open = resolve))
  failUnmuteOf = null
  domains = ['spam.example']
  server = fakeServer(async (method, url, body) => {
    if (url === '/api/v1/mutes?limit=20') return link('/api/v1/mutes', 'r20')
    if (url === '/api/v1/mutes?limit=20&max_id=r20') return [wireAccount(21)]
    if (url.startsWith('/api/v1/blocks')) return [wireAccount(99, 'spam.example')]
    const unmute = /\/api\/v1\/accounts\/(\w+)\/unmute/.exec(url)
    if (unmute?.[1]) {
      await gate
      if (unmute[1] === failUnmuteOf) return new Response('{"error":"Nope"}', { status: 500 })
      return relationship(unmute[1], { muting: false })
    }
    if (url.startsWith('/api/v1/domain_blocks')) {
      const domain = body ? ((JSON.parse(body) as { domain?: string }).domain ?? '') : ''
      if (method === 'POST') domains = [domain, ...domains]
      if (method === 'DELETE') domains = domains.filter((d) => d !== domain)
      return method === 'GET' ? domains : {}
    }
    return new Response('{"error":"Not found"}', { status: 404 })
  })
  holder.client = server.client
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  startSessionForTests('me')
  useSession.setState({ instance: akkomaInstance() })
})

afterEach(() => {
  vi.restoreAllMocks()
})

const renderTab = () =>
  render(
    <MemoryRouter>
      <MutesBlocksTab />
    </MemoryRouter>,
  )

const mutedList = () => screen.getByRole('list', { name: 'Muted users' })

describe('muted and blocked users', () => {
  it('pages with Load more, filters what is loaded and selects all shown', async () => {
    const user = userEvent.setup()
    renderTab()
    expect(await screen.findByRole('heading', { name: 'Muted users' })).toBeTruthy()
    await waitFor(() => expect(within(mutedList()).getAllByRole('listitem')).toHaveLength(20))
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(mutedList()).getAllByRole('listitem')).toHaveLength(21))
    // The last page was short: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()

    await user.type(screen.getByRole('searchbox', { name: 'Search muted users' }), 'user2')
    // user2, user20 and user21.
    expect(within(mutedList()).getAllByRole('listitem')).toHaveLength(3)
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }))
    expect(screen.getByText('3 selected')).toBeTruthy()
    await user.clear(screen.getByRole('searchbox', { name: 'Search muted users' }))
    const selectAll = screen.getByRole('checkbox', { name: 'Select all shown' })
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true)
    await user.type(screen.getByRole('searchbox', { name: 'Search muted users' }), 'nobody')
    expect(screen.getByText('Nobody loaded so far matches “nobody”.')).toBeTruthy()
  })

  it('unmutes the selected with the progress label; timelines and the cache follow', async () => {
    const user = userEvent.setup()
    // A muted author in the cache, a loaded timeline, and a post the server flagged muted.
    useEntities
      .getState()
      .ingestAccounts([
        { ...normalizeAccount(wireAccount(1)), relationship: relationship('m1', { muting: true }) },
      ])
    const raw = akkomaStatusJson()
    const status = normalizeStatus({
      ...raw,
      id: 's1',
      account: wireAccount(1),
      muted: true,
      pleroma: { ...(raw.pleroma as object), thread_muted: false },
    })
    useEntities.getState().ingestStatuses([status])
    useTimelines.setState({
      timelines: { friends: { ...emptyTimeline(), loaded: true, statusIds: ['s1'] } },
    })

    renderTab()
    await waitFor(() => expect(within(mutedList()).getAllByRole('listitem')).toHaveLength(20))
    await user.click(screen.getByRole('checkbox', { name: 'Select @user1@noisy.example' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select @user2@noisy.example' }))
    expect(screen.getByText('2 selected')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Unmute selected' }))

    // Both rows and the bulk button say what is going on until the server answers.
    const rows = within(mutedList()).getAllByRole('button', { name: 'Unmuting…' })
    expect(rows).toHaveLength(2)
    expect(screen.getAllByRole('button', { name: /Unmuting…/ })).toHaveLength(3)
    await act(async () => open())

    await waitFor(() => expect(within(mutedList()).getAllByRole('listitem')).toHaveLength(18))
    expect(server.calls).toContain('POST /api/v1/accounts/m1/unmute')
    expect(server.calls).toContain('POST /api/v1/accounts/m2/unmute')
    expect(useEntities.getState().accounts.m1?.relationship?.muting).toBe(false)
    expect(useEntities.getState().statuses.s1?.muted).toBe(false)
    // The server left their posts out before: the timeline starts over.
    expect(useTimelines.getState().timelines.friends?.loaded).toBe(false)
    expect(useSaveNotice.getState().notice).toBe('ok')
    expect(screen.getByText('0 selected')).toBeTruthy()
  })

  it('keeps a failed one selected and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const user = userEvent.setup()
    failUnmuteOf = 'm3'
    open()
    renderTab()
    await waitFor(() => expect(within(mutedList()).getAllByRole('listitem')).toHaveLength(20))
    await user.click(screen.getByRole('checkbox', { name: 'Select @user3@noisy.example' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select @user4@noisy.example' }))
    await user.click(screen.getByRole('button', { name: 'Unmute selected' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      '1 account could not be unmuted. It is still selected: try again.',
    )
    const kept = screen.getByRole('checkbox', { name: 'Select @user3@noisy.example' })
    expect((kept as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByRole('checkbox', { name: 'Select @user4@noisy.example' })).toBeNull()
    expect(useSaveNotice.getState().notice).toBe('error')
  })

  it('follows mutes undone and made elsewhere (a user card)', async () => {
    renderTab()
    await waitFor(() => expect(within(mutedList()).getAllByRole('listitem')).toHaveLength(20))
    const { setRelationships } = useRelationships.getState()
    act(() => setRelationships([relationship('m5', { muting: true })]))
    act(() => setRelationships([relationship('m5', { muting: false })]))
    expect(within(mutedList()).getAllByRole('listitem')).toHaveLength(19)
    expect(screen.queryByRole('checkbox', { name: 'Select @user5@noisy.example' })).toBeNull()
    const calls = server.calls.length
    act(() => setRelationships([relationship('m5', { muting: true })]))
    // A new mute: the list loads again, newest first.
    await waitFor(() => expect(server.calls.length).toBe(calls + 1))
    expect(server.calls.at(-1)).toBe('GET /api/v1/mutes?limit=20')
  })

  it('shows the blocked users behind their own tab', async () => {
    const user = userEvent.setup()
    renderTab()
    await user.click(screen.getByRole('tab', { name: 'Blocked users' }))
    const list = await screen.findByRole('list', { name: 'Blocked users' })
    expect(within(list).getByText('@user99@spam.example')).toBeTruthy()
    const unblock = screen.getByRole('button', { name: 'Unblock @user99@spam.example' })
    expect((unblock as HTMLButtonElement).disabled).toBe(false)
  })
})

describe('muted domains', () => {
  it('are not offered where the server has no domain blocks (Hollo)', () => {
    useSession.setState({
      instance: mergeInstanceConfig(
        { nodeinfo: { software: { name: 'hollo' }, metadata: {} } },
        '',
      ),
    })
    renderTab()
    expect(screen.getByRole('tab', { name: 'Muted users' })).toBeTruthy()
    expect(screen.queryByRole('tab', { name: 'Muted domains' })).toBeNull()
  })

  it('checks what is typed, mutes the domain and takes its posts out of the timelines', async () => {
    const user = userEvent.setup()
    const raw = akkomaStatusJson()
    const status = normalizeStatus({
      ...raw,
      id: 'd1',
      account: { ...wireAccount(5, 'loud.example') },
    })
    useEntities.getState().ingestStatuses([status])
    useTimelines.setState({
      timelines: { publicAndExternal: { ...emptyTimeline(), loaded: true, statusIds: ['d1'] } },
    })
    renderTab()
    await user.click(screen.getByRole('tab', { name: 'Muted domains' }))
    const list = await screen.findByRole('list', { name: 'Muted domains' })
    expect(within(list).getByText('spam.example')).toBeTruthy()

    const field = screen.getByRole('textbox', { name: 'Domain to mute' })
    await user.type(field, 'not a domain{Enter}')
    expect(screen.getByRole('alert').textContent).toContain('That is not a domain.')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await user.clear(field)
    await user.type(field, 'SPAM.example{Enter}')
    expect(screen.getByRole('alert').textContent).toContain('That domain is already muted.')

    await user.clear(field)
    await user.type(field, 'https://loud.example/@someone')
    await user.click(screen.getByRole('button', { name: 'Mute domain' }))
    await waitFor(() => expect(within(list).getByText('loud.example')).toBeTruthy())
    expect(server.calls).toContain('POST /api/v1/domain_blocks {"domain":"loud.example"}')
    expect((field as HTMLInputElement).value).toBe('')
    expect(useTimelines.getState().timelines.publicAndExternal?.statusIds).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Unmute spam.example' }))
    await waitFor(() => expect(within(list).queryByText('spam.example')).toBeNull())
    expect(server.calls).toContain('DELETE /api/v1/domain_blocks {"domain":"spam.example"}')
  })
})

describe('filters', () => {
  it('adds and removes mute words and sets the muted-post options', async () => {
    const user = userEvent.setup()
    renderTab()
    await user.click(screen.getByRole('tab', { name: 'Muted words' }))
    const field = screen.getByRole('textbox', { name: 'Word or phrase to mute' })
    await user.type(field, '  Crypto {Enter}')
    expect(usePreferences.getState().prefs.muteWords).toEqual(['Crypto'])
    await user.type(field, 'crypto{Enter}')
    expect(screen.getByRole('alert').textContent).toContain('That word is already muted.')
    await user.click(screen.getByRole('button', { name: 'Unmute “Crypto”' }))
    expect(usePreferences.getState().prefs.muteWords).toEqual([])

    await user.click(screen.getByRole('checkbox', { name: 'Mute posts from bot accounts' }))
    expect(usePreferences.getState().prefs.muteBotStatuses).toBe(true)
    const threads = screen.getByRole('checkbox', {
      name: 'Remove posts of muted threads instead of showing a notice',
    })
    expect((threads as HTMLInputElement).checked).toBe(true)
    await user.click(threads)
    expect(usePreferences.getState().prefs.hideMutedThreads).toBe(false)
  })
})
