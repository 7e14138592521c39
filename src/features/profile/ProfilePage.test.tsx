import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOTE_SAVE_DEBOUNCE } from '../../config/constants'
import { usePreferences } from '../../store/preferences'
import ProfilePage from './ProfilePage'
import { accountJson, fakeServer, resetStores, setupI18n, signIn } from '../../test/profileKit'
import { useNoteEditor } from './useNoteEditor'

beforeAll(setupI18n)
beforeEach(() => {
  resetStores()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function HashSpy() {
  return <span data-testid="hash">{useLocation().hash}</span>
}
const hash = () => screen.getByTestId('hash').textContent

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HashSpy />
      <Routes>
        <Route path="/users/:id" element={<ProfilePage />} />
        <Route path="/:name" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  )
}

const bob = () =>
  accountJson({
    id: 'b1',
    username: 'bob',
    acct: 'bob',
    display_name: 'Bob',
    pleroma: { hide_followers: false, hide_follows: false, relationship: {} },
  })

function server(
  overrides: (url: string) => { status?: number; body: unknown } | null = () => null,
) {
  return fakeServer((req) => {
    const special = overrides(req.url)
    if (special) return special
    if (
      req.url.includes('/api/v1/accounts/lookup') ||
      /\/api\/v1\/accounts\/(b1|bob)\?/.test(req.url)
    )
      return { body: bob() }
    return { body: [] }
  })
}

describe('ProfilePage', () => {
  it('loads by id and shows the card and the tabs with the post count', async () => {
    const calls = server()
    renderAt('/users/b1')
    expect(screen.getByRole('status').textContent).toContain('Loading the profile')
    expect(await screen.findByRole('region', { name: 'Profile of Bob' })).toBeTruthy()
    expect(calls[0]?.url).toBe('/api/v1/accounts/b1?with_relationships=true')
    const statuses = screen.getByRole('tab', { name: 'Posts (1,234)' })
    expect(statuses.getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByRole('tab', { name: 'Favorites' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Private note' })).toBeNull()
  })

  it('looks names up and switches tabs through the hash', async () => {
    const calls = server()
    renderAt('/bob#media')
    await screen.findByRole('region', { name: 'Profile of Bob' })
    expect(calls[0]?.url).toBe('/api/v1/accounts/lookup?acct=bob')
    expect(screen.getByRole('tab', { name: 'Media' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: 'Followers' }))
    expect(hash()).toBe('#followers')
    expect(screen.getByRole('tab', { name: 'Followers' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Followers' }), { key: 'ArrowLeft' })
    expect(hash()).toBe('#followees')
  })

  it('opens on the default tab preference', async () => {
    server()
    usePreferences.setState((s) => ({ prefs: { ...s.prefs, userProfileDefaultTab: 'replies' } }))
    renderAt('/users/b1')
    await screen.findByRole('region', { name: 'Profile of Bob' })
    expect(screen.getByRole('tab', { name: 'With replies' }).getAttribute('aria-selected')).toBe(
      'true',
    )
  })

  it('says when the profile does not exist, and retries', async () => {
    let missing = true
    server((url) =>
      url.startsWith('/api/v1/accounts/') && missing
        ? { status: 404, body: { error: "Can't find user" } }
        : null,
    )
    renderAt('/users/b1')
    expect(await screen.findByText('Sorry, this profile does not exist.')).toBeTruthy()
    missing = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Profile of Bob' })).toBeTruthy()
  })

  it("shows the server's message for other errors", async () => {
    server((url) =>
      url.startsWith('/api/v1/accounts/b1')
        ? { status: 500, body: { error: 'Database on fire' } }
        : null,
    )
    renderAt('/users/b1')
    expect(await screen.findByText('Database on fire')).toBeTruthy()
  })

  it('gives a signed-in viewer the note field and hides hidden lists', async () => {
    signIn()
    server((url) =>
      url.startsWith('/api/v1/accounts/b1')
        ? {
            body: accountJson({
              id: 'b1',
              acct: 'bob',
              username: 'bob',
              display_name: 'Bob',
              pleroma: {
                hide_followers: true,
                hide_follows: true,
                relationship: { id: 'b1', note: 'old note', followed_by: true },
              },
            }),
          }
        : null,
    )
    renderAt('/users/b1')
    const note = (await screen.findByRole('textbox', {
      name: 'Private note',
    })) as HTMLTextAreaElement
    await waitFor(() => expect(note.value).toBe('old note'))
    expect(screen.queryByRole('tab', { name: 'Followers' })).toBeNull()
    expect(screen.queryByRole('tab', { name: 'Following' })).toBeNull()
    expect(screen.getByText('Follows you')).toBeTruthy()
  })
})

describe('useNoteEditor', () => {
  it('saves once after the debounce and reports saved', async () => {
    vi.useFakeTimers()
    const calls = fakeServer(() => ({ body: { id: 'b1', note: 'hello' } }))
    const { result } = renderHook(() => useNoteEditor('b1', ''))
    act(() => result.current[1]('hel'))
    act(() => result.current[1]('hello'))
    expect(result.current[0].status).toBe('pending')
    act(() => void vi.advanceTimersByTime(NOTE_SAVE_DEBOUNCE - 1))
    expect(calls).toHaveLength(0)
    await act(async () => {
      vi.advanceTimersByTime(1)
      await vi.runAllTimersAsync()
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/accounts/b1/note',
      body: '{"comment":"hello"}',
    })
    await vi.waitFor(() => expect(result.current[0].status).toBe('saved'))
  })

  it('reports a failed save', async () => {
    vi.useFakeTimers()
    fakeServer(() => ({ status: 500, body: { error: 'nope' } }))
    const { result } = renderHook(() => useNoteEditor('b1', ''))
    act(() => result.current[1]('x'))
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    await vi.waitFor(() => expect(result.current[0].status).toBe('error'))
  })
})
