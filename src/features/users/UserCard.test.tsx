// @vitest-environment jsdom
// jsdom, not the default happy-dom: DOMPurify sanitizes only where the DOM has what it checks for.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import type { Account } from '../../api/types'
import { useSession } from '../../store/session'
import { useSettingsModal } from '../../store/settingsModal'
import { useMediaViewer } from '../media'
import { account, fakeServer, ME, resetStores, setupI18n, signIn } from '../../test/profileKit'
import { useHighlights } from './highlight'
import { UserCard } from './UserCard'

beforeAll(setupI18n)
beforeEach(() => {
  resetStores()
  window.localStorage.clear()
  fakeServer(() => ({ body: [] }))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const alice = (changes: Record<string, unknown> = {}) =>
  account({ id: 'a1', display_name: 'Alice ✨', ...changes })

function renderCard(a: Account, onSelectTab?: (tab: string) => void) {
  return render(
    <MemoryRouter>
      <UserCard account={a} onSelectTab={onSelectTab} />
    </MemoryRouter>,
  )
}

describe('UserCard', () => {
  it('shows counts of tabs the profile does not show as text, not as dead buttons', () => {
    render(
      <MemoryRouter>
        <UserCard
          account={alice({ pleroma: { hide_follows: true } })}
          onSelectTab={vi.fn()}
          selectableTabs={['statuses', 'followers']}
        />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('button', { name: /^Following/ })).toBeNull()
    expect(screen.getByText('Following').parentElement?.tagName).toBe('DIV')
    expect(screen.getByRole('button', { name: /^Followers/ })).toBeTruthy()
  })

  it('names the card, the user, the role and the verified field', () => {
    renderCard(alice())
    const card = screen.getByRole('region', { name: 'Profile of Alice ✨' })
    expect(within(card).getByRole('heading', { level: 2, name: /Alice/ })).toBeTruthy()
    expect(card.textContent).toContain('@alice')
    expect(within(card).getByText('Admin')).toBeTruthy()
    expect(within(card).getByText('Locked account')).toBeTruthy()
    expect(within(card).getAllByRole('img', { name: /Verified link/ })).toHaveLength(1)
    expect(within(card).getByRole('link', { name: 'alice.example' })).toBeTruthy()
    expect(within(card).getByText('Hello, I am')).toBeTruthy()
  })

  it('shows hidden counts as hidden and switches tabs with the others', () => {
    const onSelect = vi.fn()
    renderCard(alice({ pleroma: { hide_follows_count: true } }), onSelect)
    expect(screen.getByRole('button', { name: /Following\s*Hidden/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /^Followers\s*120/ }))
    expect(onSelect).toHaveBeenCalledWith('followers')
    fireEvent.click(screen.getByRole('button', { name: /^Posts\s*1234/ }))
    expect(onSelect).toHaveBeenCalledWith('statuses')
  })

  it('links counts to the profile tabs outside the profile', () => {
    renderCard(alice())
    expect(screen.getByRole('link', { name: /^Followers/ }).getAttribute('href')).toBe(
      '/users/alice#followers',
    )
  })

  it('opens the avatar in the media viewer', () => {
    renderCard(alice())
    fireEvent.click(screen.getByRole('button', { name: 'View the avatar of Alice ✨ full size' }))
    const viewer = useMediaViewer.getState()
    expect(viewer.phase).toBe('open')
    expect(viewer.attachments[0]?.url).toBe('https://akkoma.example/media/avatar.png')
  })

  it('gives guests on a local user the remote follow form', () => {
    const { container } = renderCard(alice())
    const form = container.querySelector('form')
    expect(form?.getAttribute('action')).toBe('https://akkoma.example/main/ostatus')
    expect(form?.getAttribute('method')).toBe('POST')
    expect((form?.elements.namedItem('nickname') as HTMLInputElement).value).toBe('alice')
    expect((form?.elements.namedItem('profile') as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('button', { name: 'Follow from your server' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Highlight posts' })).toBeNull()
  })

  it('gives the owner an edit button opening the Profile settings, and no external links', () => {
    signIn('a1')
    renderCard(alice())
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }))
    expect(useSettingsModal.getState()).toMatchObject({ visibility: 'visible', tab: 'profile' })
    expect(screen.queryByRole('link', { name: 'RSS feed' })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Highlight posts' })).toBeNull()
  })

  it('links no feed where the server serves none (Hollo)', () => {
    signIn(ME)
    useSession.setState({
      instance: mergeInstanceConfig(
        { nodeinfo: { software: { name: 'hollo' }, metadata: {} } },
        '',
      ),
    })
    renderCard(alice())
    expect(screen.getByRole('link', { name: 'Open on the home server' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'RSS feed' })).toBeNull()
  })

  it('gives others the external, feed and highlight controls', () => {
    signIn(ME)
    renderCard(alice())
    expect(screen.getByRole('link', { name: 'Open on the home server' }).getAttribute('href')).toBe(
      'https://akkoma.example/users/alice',
    )
    expect(screen.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe(
      'https://akkoma.example/users/alice.rss',
    )
    const picker = screen.getByRole('group', { name: 'Highlight posts' })
    const color = within(picker).getByLabelText('Highlight colour') as HTMLInputElement
    expect(color.disabled).toBe(true)
    fireEvent.change(within(picker).getByLabelText('Highlight style'), {
      target: { value: 'striped' },
    })
    expect(useHighlights.getState().a1).toEqual({ color: '#ffffff', type: 'striped' })
    fireEvent.input(color, { target: { value: '#00ff00' } })
    expect(useHighlights.getState().a1).toEqual({ color: '#00ff00', type: 'striped' })
  })

  it('marks bots and remote favicons', () => {
    renderCard(alice({ bot: true, acct: 'alice@akkoma.example' }))
    expect(screen.getByText('Bot')).toBeTruthy()
    expect(document.querySelector('img[src="https://akkoma.example/favicon.png"]')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Follow from your server' })).toBeNull()
  })
})
