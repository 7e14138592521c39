import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { normalizeNotification } from '../../../api/normalize'
import { akkomaNotificationJson } from '../../../api/testFixtures'
import type { Notification, NotificationType } from '../../../api/types'
import { initI18n } from '../../../i18n/i18n'
import { useNotifications } from '../../../store/notifications'
import { DEFAULT_PREFERENCES, usePreferences } from '../../../store/preferences'
import { NotificationsPanel } from '../NotificationsPanel'

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

  it('lists everyone in a group, with the time, on demand', async () => {
    const user = userEvent.setup()
    renderPanel()
    const group = screen.getByRole('article', { name: 'Person 3 and 2 others liked your post' })
    expect(within(group).queryByRole('listitem')).toBeNull()
    const button = within(group).getByRole('button', { name: 'Show everyone (3)' })
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const people = within(group).getAllByRole('listitem')
    expect(people.map((p) => within(p).getByRole('link').textContent)).toEqual([
      'Person 3',
      'Person 2',
      'Person 1',
    ])
    for (const person of people) expect(person.querySelector('time')).not.toBeNull()
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
})
