// @vitest-environment jsdom
// jsdom, not the default happy-dom, whose accessibility tree has no status role for the progress label.
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../api/http'
import { akkomaInstance } from '../../api/testFixtures'
import { normalizeAccount } from '../../api/normalize'
import type { Account, Relationship } from '../../api/types'
import { FOLLOW_RECHECK_DELAY } from '../../config/constants'
import { initI18n } from '../../i18n/i18n'
import { useSession } from '../../store/session'
import { DEFAULT_PREFERENCES, usePreferences } from '../../store/preferences'
import { RelationshipControls } from './RelationshipControls'
import { useRelationships } from '../../store/relationships'
import { fakeServer, relationship } from '../../api/testServer'
import { resetSessionForTests } from '../../test/session'
import { stubModalDialogs } from '../../test/dialog'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../../api/client', () => ({ api: () => holder.client }))

let current: Relationship
let muteGate: Promise<void> = Promise.resolve()
let onFollow: () => Relationship
let server: ReturnType<typeof fakeServer>

const account = (patch: Record<string, unknown> = {}): Account =>
  normalizeAccount({ id: 'bob', username: 'bob', acct: 'bob', display_name: 'Bob', ...patch })

beforeAll(async () => {
  await initI18n('en')
  stubModalDialogs()
})

beforeEach(() => {
  resetSessionForTests()
  current = relationship('bob')
  onFollow = () => relationship('bob', { following: true })
  muteGate = Promise.resolve()
  server = fakeServer(async (_m, url) => {
    if (url.includes('/mute') && !url.includes('/unmute')) await muteGate
    if (url.includes('/relationships')) return [current]
    if (url.includes('/unfollow')) return (current = relationship('bob'))
    if (url.includes('/follow')) return (current = onFollow())
    if (url.includes('/unmute')) return (current = { ...current, muting: false })
    if (url.includes('/mute')) return (current = { ...current, muting: true })
    if (url.includes('/block')) return (current = { ...current, blocking: true })
    return current
  })
  holder.client = server.client
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  useSession.setState({ currentUserId: 'me', instance: akkomaInstance() })
})

const renderControls = (a: Account = account()) =>
  render(
    <MemoryRouter>
      <RelationshipControls account={a} />
    </MemoryRouter>,
  )

describe('RelationshipControls', () => {
  it('shows nothing for guests and on the own account', () => {
    useSession.setState({ currentUserId: null })
    const { container, unmount } = renderControls()
    expect(container.innerHTML).toBe('')
    unmount()
    useSession.setState({ currentUserId: 'bob' })
    expect(renderControls().container.innerHTML).toBe('')
  })

  it('loads the relationship, then follows and unfollows after confirmation', async () => {
    usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, modalOnUnfollow: true } })
    const user = userEvent.setup()
    renderControls()
    const follow = await screen.findByRole('button', { name: 'Follow' })
    await user.click(follow)
    const following = await screen.findByRole('button', { name: 'Following' })
    expect(following.getAttribute('aria-pressed')).toBe('true')
    await user.click(following)
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }))
    const again = await screen.findByRole('button', { name: 'Follow' })
    expect(again.getAttribute('aria-pressed')).toBe('false')
    expect(server.calls.filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/v1/accounts/bob/follow',
      'POST /api/v1/accounts/bob/unfollow',
    ])
  })

  it('a locked account gets a request, which a click cancels', async () => {
    onFollow = () => relationship('bob', { requested: true })
    const user = userEvent.setup()
    renderControls(account({ locked: true }))
    await user.click(await screen.findByRole('button', { name: 'Follow' }))
    await user.click(await screen.findByRole('button', { name: 'Requested' }))
    await screen.findByRole('button', { name: 'Follow' })
    expect(server.calls.filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/v1/accounts/bob/follow',
      'POST /api/v1/accounts/bob/unfollow',
    ])
  })

  it('re-checks an answer that is not final yet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      onFollow = () => relationship('bob', { requested: true })
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      renderControls()
      await user.click(await screen.findByRole('button', { name: 'Follow' }))
      await screen.findByRole('button', { name: 'Following…' })
      current = relationship('bob', { following: true })
      await act(async () => {
        await vi.advanceTimersByTimeAsync(FOLLOW_RECHECK_DELAY)
      })
      await screen.findByRole('button', { name: 'Following' })
      const gets = server.calls.filter((c) => c.includes('/relationships'))
      expect(gets).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('cannot follow someone who blocks you, nor a deactivated account', async () => {
    current = relationship('bob', { blocked_by: true })
    const { unmount } = renderControls()
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Follow' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    )
    unmount()
    useRelationships.getState().reset()
    current = relationship('bob')
    renderControls(account({ pleroma: { deactivated: true } }))
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Follow' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    )
  })

  it('opens the menu with the keyboard and mutes with a progress label', async () => {
    let open = () => {}
    muteGate = new Promise<void>((resolve) => (open = resolve))
    const user = userEvent.setup()
    renderControls()
    const menuButton = await screen.findByRole('button', { name: 'More actions for Bob' })
    await waitFor(() => expect((menuButton as HTMLButtonElement).disabled).toBe(false))
    menuButton.focus()
    await user.keyboard('{ArrowDown}')
    const menu = screen.getByRole('menu')
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mention' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mute' }))
    expect(menu).toBeTruthy()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(menuButton)
    expect(screen.getByRole('status').textContent).toContain('Muting…')
    open()
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Muted'))
    await user.click(menuButton)
    expect(screen.getByRole('menuitem', { name: 'Unmute' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('asks before blocking (the instance default) and then blocks', async () => {
    const user = userEvent.setup()
    renderControls()
    const menuButton = await screen.findByRole('button', { name: 'More actions for Bob' })
    await waitFor(() => expect((menuButton as HTMLButtonElement).disabled).toBe(false))
    await user.click(menuButton)
    await user.click(screen.getByRole('menuitem', { name: 'Block' }))
    expect(server.calls.some((c) => c.includes('/block'))).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Block' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Blocked'))
  })

  it('offers domain muting for remote accounts only', async () => {
    const user = userEvent.setup()
    renderControls(account({ acct: 'bob@remote.example' }))
    const menuButton = await screen.findByRole('button', { name: 'More actions for Bob' })
    await waitFor(() => expect((menuButton as HTMLButtonElement).disabled).toBe(false))
    await user.click(menuButton)
    expect(
      screen.getByRole('menuitem', { name: 'Mute everything from remote.example' }),
    ).toBeTruthy()
  })
})
