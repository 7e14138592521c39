import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { normalizeNotification } from '../../../api/normalize'
import { akkomaNotificationJson } from '../../../api/testFixtures'
import type { Notification, NotificationType } from '../../../api/types'
import { initI18n } from '../../../i18n/i18n'
import { useNotifications } from '../../../store/notifications'
import { useEntities } from '../../../store/entities'
import { DEFAULT_PREFERENCES, usePreferences } from '../../../store/preferences'
import { NotificationsPanel } from '../NotificationsPanel'
import { resetServerGroups, useServerGroups } from './serverGroups'

/** A notification about post `status` from account `who`. */
function make(id: string, type: NotificationType, who: string, status = 's1'): Notification {
  const base = normalizeNotification(akkomaNotificationJson())
  return {
    ...base,
    id,
    type,
    seen: false,
    status: type === 'follow' ? null : { ...base.status!, id: status },
    account: { ...base.account, id: `a${who}`, display_name: `Person ${who}`, acct: `p${who}` },
    emoji: type === 'pleroma:emoji_reaction' ? '🔥' : null,
  }
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  useNotifications.getState().reset()
  resetServerGroups()
  vi.stubGlobal('fetch', async () => new Response('[]', { status: 200 }))
  useNotifications
    .getState()
    .receive([
      make('24', 'follow', '4'),
      make('23', 'mention', '9', 's9'),
      make('22', 'favourite', '3'),
      make('21', 'favourite', '2'),
      make('20', 'favourite', '1'),
      make('19', 'follow', '5'),
    ])
})

const rows = () =>
  screen
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'))
    .filter((n) => !n?.startsWith('Post by'))

const renderPanel = () =>
  render(
    <MemoryRouter>
      <NotificationsPanel placement="page" />
    </MemoryRouter>,
  )

describe('grouped notifications in the panel', () => {
  it('shows likes of one post and follows as one row each, where their newest stood', () => {
    renderPanel()
    expect(rows()).toEqual([
      'Person 4 and 1 other followed you',
      'Person 9 mentioned you',
      'Person 3 and 2 others liked your post',
    ])
    // Counts are of notifications, not rows.
    expect(screen.getByText('6 unread notifications')).toBeTruthy()
  })

  it('lists everyone in a group, with the time, on demand; the same button shows fewer again', async () => {
    const user = userEvent.setup()
    renderPanel()
    const group = screen.getByRole('article', { name: 'Person 3 and 2 others liked your post' })
    expect(within(group).queryByRole('listitem')).toBeNull()
    const button = within(group).getByRole('button', { name: 'Show everyone (3)' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(within(group).getByRole('button', { name: 'Show fewer' })).toBe(button)
    const people = within(group).getAllByRole('listitem')
    expect(people.map((p) => within(p).getByRole('link').textContent)).toEqual([
      'Person 3',
      'Person 2',
      'Person 1',
    ])
    for (const person of people) expect(person.querySelector('time')).not.toBeNull()
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(within(group).getByRole('button', { name: 'Show everyone (3)' })).toBe(button)
    expect(within(group).queryByRole('listitem')).toBeNull()
  })

  it('shows every notification as its own row when grouping is off', () => {
    usePreferences.getState().set('groupNotifications', false)
    renderPanel()
    expect(rows()).toEqual([
      'Person 4 followed you',
      'Person 9 mentioned you',
      'Person 3 liked your post',
      'Person 2 liked your post',
      'Person 1 liked your post',
      'Person 5 followed you',
    ])
  })

  it('counts and lists the server’s group where the server groups them', async () => {
    const user = userEvent.setup()
    const person = (n: string) => ({
      ...normalizeNotification(akkomaNotificationJson()).account,
      id: `a${n}`,
      display_name: `Person ${n}`,
      acct: `p${n}`,
    })
    useEntities.getState().ingestAccounts([person('7')])
    // The server's group of the newest like: five likes, two of them on pages not loaded.
    useServerGroups.setState({
      byNewest: {
        22: {
          key: 'favourite-s1-1',
          type: 'favourite',
          count: 5,
          mostRecentId: '22',
          pageMinId: '20',
          pageMaxId: '22',
          latestAt: '2026-11-29T20:00:00.000Z',
          sampleAccountIds: ['a3', 'a7', 'a2', 'a1'],
          statusId: 's1',
        },
      },
    })
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      const body = url.includes('/accounts') ? ['3', '7', '8', '2', '1'].map(person) : []
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
    })
    renderPanel()
    const group = screen.getByRole('article', { name: 'Person 3 and 4 others liked your post' })
    await user.click(within(group).getByRole('button', { name: 'Show everyone (5)' }))
    await vi.waitFor(() => expect(within(group).getAllByRole('listitem')).toHaveLength(5))
    expect(asked.some((u) => u.endsWith('/api/v2/notifications/favourite-s1-1/accounts'))).toBe(
      true,
    )
    const people = within(group).getAllByRole('listitem')
    // Times for those whose like is loaded here, none for the others.
    expect(people.map((p) => p.querySelector('time') !== null)).toEqual([
      true,
      false,
      false,
      true,
      true,
    ])
    // Unread counts still count the notifications loaded, not the server's groups.
    expect(screen.getByText('6 unread notifications')).toBeTruthy()
  })
})
