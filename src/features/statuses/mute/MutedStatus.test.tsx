import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { normalizeStatus } from '../../../api/normalize'
import { relationship } from '../../../api/testServer'
import { initI18n } from '../../../i18n/i18n'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { DEFAULT_PREFERENCES, usePreferences, type Preferences } from '../../../store/preferences'
import { StatusView, type StatusViewProps } from '../StatusView'
import { MuteScope } from './muteScope'
import { muteDecisionForStatus } from './useMuteDecision'
import { useRevealedMutes } from './revealedMutes'
import { disclosureButton } from '../../../test/disclosure'

const wire = (id: string, acct: string, content: string, patch: Record<string, unknown> = {}) => ({
  id,
  account: { id: `acct-${acct}`, username: acct, acct, display_name: acct },
  content,
  created_at: '2024-03-01T12:00:00.000Z',
  visibility: 'public',
  ...patch,
})

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  useRevealedMutes.setState({ revealed: {} })
  useEntities.getState().clear()
  useSession.setState({ currentUserId: 'acct-me' })
  useEntities
    .getState()
    .ingestStatuses([
      normalizeStatus(wire('z1', 'bob', '<p>I saw a Zebra today</p>')),
      normalizeStatus(wire('own', 'me', '<p>my zebra</p>')),
      normalizeStatus(
        wire('t1', 'bob', '<p>in a muted thread</p>', { pleroma: { thread_muted: true } }),
      ),
    ])
})

const setPrefs = (patch: Partial<Preferences>) =>
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, ...patch } })

const show = (props: StatusViewProps, ownerId?: string) =>
  render(
    <MemoryRouter>
      <MuteScope.Provider value={{ profileOwnerId: ownerId }}>
        <StatusView {...props} />
      </MuteScope.Provider>
    </MemoryRouter>,
  )

describe('muted display in StatusView', () => {
  it('shows a compact notice with a reveal toggle for a mute-word post', async () => {
    const user = userEvent.setup()
    setPrefs({ muteWords: ['zebra'] })
    show({ id: 'z1' })
    expect(screen.getByText('Muted: @bob · muted word “zebra”')).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
    const toggle = disclosureButton('Show', false)
    await user.click(toggle)
    expect(screen.getByRole('article')).toBeTruthy()
    const hide = disclosureButton('Hide', true)
    await user.click(hide)
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('keeps a revealed post revealed when the list mounts it anew', async () => {
    const user = userEvent.setup()
    setPrefs({ muteWords: ['zebra'] })
    const first = show({ id: 'z1' })
    await user.click(screen.getByRole('button', { name: 'Show' }))
    first.unmount()
    show({ id: 'z1' })
    expect(screen.getByRole('article')).toBeTruthy()
    disclosureButton('Hide', true)
  })

  it('removes the post when the matching hide option is on', () => {
    setPrefs({ muteWords: ['zebra'], hideWordFilteredPosts: true })
    const { container } = show({ id: 'z1' })
    expect(container.textContent).toBe('')
  })

  it("never mutes the viewer's own post", () => {
    setPrefs({ muteWords: ['zebra'] })
    show({ id: 'own' })
    expect(screen.getByRole('article')).toBeTruthy()
  })

  it('removes a thread-muted post from timelines but shows it in its conversation', () => {
    setPrefs({})
    const { container, unmount } = show({ id: 't1' })
    expect(container.textContent).toBe('')
    unmount()
    show({ id: 't1', context: 'conversation' })
    expect(screen.getByRole('article')).toBeTruthy()
  })

  it("shows the profile owner's own post on their profile", () => {
    setPrefs({ muteWords: ['zebra'] })
    show({ id: 'z1', context: 'profile' }, 'acct-bob')
    expect(screen.getByRole('article')).toBeTruthy()
  })

  it('follows the relationship in the cache: muting the author mutes the post', () => {
    setPrefs({})
    const bob = useEntities.getState().accounts['acct-bob']
    if (!bob) throw new Error('no bob')
    useEntities.getState().ingestAccounts([
      {
        ...bob,
        relationship: relationship(bob.id, { muting: true, muting_notifications: true }),
      },
    ])
    show({ id: 'z1' })
    expect(screen.getByText('Muted: @bob · muted user')).toBeTruthy()
  })
})

describe('muteDecisionForStatus', () => {
  it('decides from the stores, for lists that leave hidden posts out', () => {
    setPrefs({ muteWords: ['zebra'], hideWordFilteredPosts: true })
    expect(muteDecisionForStatus('z1')?.hide).toBe(true)
    expect(muteDecisionForStatus('own')).toBeNull()
    expect(muteDecisionForStatus('unknown')).toBeNull()
  })
})
