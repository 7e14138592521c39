import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { normalizeNotification } from '../../api/normalize'
import { akkomaNotificationJson } from '../../api/testFixtures'
import type { Notification, NotificationType } from '../../api/types'
import { initI18n } from '../../i18n/i18n'
import { useNotifications } from '../../store/notifications'
import { DEFAULT_PREFERENCES, usePreferences } from '../../store/preferences'
import { NotificationsPanel } from './NotificationsPanel'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { useSession } from '../../store/session'

const HOLLO_NODEINFO = { software: { name: 'hollo', version: '0.9.13' }, metadata: {} }

const posts: { url: string; body: string }[] = []

function make(id: string, type: NotificationType, seen = false): Notification {
  const base = normalizeNotification(akkomaNotificationJson())
  return {
    ...base,
    id,
    type,
    seen,
    status: type === 'follow' ? null : { ...base.status!, id: `s${id}` },
    account: { ...base.account, id: `a${id}`, display_name: `Person ${id}` },
    emoji: type === 'pleroma:emoji_reaction' ? '🔥' : null,
  }
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  useSession.setState({ instance: null })
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  window.localStorage.clear()
  useNotifications.getState().reset()
  posts.length = 0
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (init.method === 'POST') posts.push({ url, body: String(init.body) })
    return new Response(init.method === 'POST' ? '{}' : '[]', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  useNotifications
    .getState()
    .receive([
      make('10', 'favourite'),
      make('11', 'follow'),
      make('12', 'pleroma:emoji_reaction'),
      make('5', 'reblog', true),
    ])
})

const renderPanel = () =>
  render(
    <MemoryRouter>
      <NotificationsPanel placement="page" />
    </MemoryRouter>,
  )

describe('NotificationsPanel', () => {
  it('has a heading, an unseen badge, a read button, a filter and one article per notification', () => {
    renderPanel()
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(within(region).getByRole('heading', { level: 2, name: 'Notifications' })).toBeTruthy()
    expect(within(region).getByText('3 unread notifications')).toBeTruthy()
    expect(within(region).getByRole('button', { name: 'Mark all as read' })).toBeTruthy()
    expect(
      within(region).getByRole('button', { name: 'Filter' }).getAttribute('aria-expanded'),
    ).toBe('false')
    const names = within(region)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'))
      .filter((n) => !n?.startsWith('Post by'))
    // Unseen first, newest first; the seen repeat last.
    expect(names).toEqual([
      'Person 12 reacted with 🔥',
      'Person 11 followed you',
      'Person 10 liked your post',
      'Person 5 repeated your post',
    ])
  })

  it('the filter hides likes and the badge follows', async () => {
    const user = userEvent.setup()
    renderPanel()
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    const group = screen.getByRole('group', { name: 'Show these notifications' })
    await user.click(within(group).getByRole('checkbox', { name: 'Likes' }))
    expect(screen.queryByRole('article', { name: 'Person 10 liked your post' })).toBeNull()
    expect(screen.getByText('2 unread notifications')).toBeTruthy()
  })

  it('mark all as read clears the badge and saves the marker', async () => {
    const user = userEvent.setup()
    renderPanel()
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }))
    expect(screen.queryByText(/unread notification/)).toBeNull()
    await waitFor(() =>
      expect(posts.map((p) => new URL(p.url, 'http://x').pathname)).toContain('/api/v1/markers'),
    )
    const marker = posts.find((p) => p.url.includes('/api/v1/markers'))
    expect(JSON.parse(marker?.body ?? '{}')).toEqual({ notifications: { last_read_id: '12' } })
  })

  it('dismiss removes the notification', async () => {
    useSession.setState({ instance: mergeInstanceConfig({}, '') })
    const user = userEvent.setup()
    renderPanel()
    const follow = screen.getByRole('article', { name: 'Person 11 followed you' })
    await user.click(within(follow).getByRole('button', { name: 'Dismiss this notification' }))
    expect(screen.queryByRole('article', { name: 'Person 11 followed you' })).toBeNull()
    await waitFor(() =>
      expect(posts.some((p) => p.url.endsWith('/api/v1/notifications/11/dismiss'))).toBe(true),
    )
  })

  it('offers no dismissal where the server cannot dismiss one notification (Hollo)', () => {
    useSession.setState({ instance: mergeInstanceConfig({ nodeinfo: HOLLO_NODEINFO }, '') })
    renderPanel()
    const follow = screen.getByRole('article', { name: 'Person 11 followed you' })
    expect(within(follow).queryByRole('button', { name: 'Dismiss this notification' })).toBeNull()
  })
})
