import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setApiToken } from '../../api/client'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { normalizeAccount } from '../../api/normalize'
import { initI18n } from '../../i18n/i18n'
import { initialAnnouncements, useAnnouncements } from '../../store/announcements'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import AnnouncementsNavItem from './AnnouncementsNavItem'
import AnnouncementsPage from './AnnouncementsPage'
import { startAnnouncementPolling, stopAnnouncementPolling } from './service'
import { resetSessionForTests } from '../../test/session'
import { stubModalDialogs } from '../../test/dialog'

const USER_PATH = '/api/v1/announcements'
const ADMIN_PATH = '/api/v1/pleroma/admin/announcements?limit=50&offset=0'

const wireAnnouncement = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  content: `<p>Announcement ${id} :cofe:</p>`,
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: `2030-01-0${id.length}T10:00:00Z`,
  updated_at: null,
  emojis: [{ shortcode: 'cofe', url: 'https://akkoma.example/cofe.png', static_url: '' }],
  ...extra,
})

let requests: { key: string; body: unknown }[]
let replies: Record<string, () => Response>

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function signIn(id: string | null, isAdmin = false) {
  useEntities.getState().clear()
  if (id)
    useEntities
      .getState()
      .ingestAccounts([
        normalizeAccount({ id, username: id, acct: id, pleroma: { is_admin: isAdmin } }),
      ])
  useSession.setState({ currentUserId: id })
  useAnnouncements.setState(initialAnnouncements(id))
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/announcements']}>
      <AnnouncementsNavItem />
      <AnnouncementsPage />
    </MemoryRouter>,
  )
}

beforeAll(async () => {
  await initI18n('en')
  stubModalDialogs()
})

const allDayDates = {
  all_day: true,
  starts_at: '2030-05-01T00:00:00Z',
  ends_at: '2030-05-03T23:59:59Z',
}

beforeEach(() => {
  requests = []
  replies = {
    [`GET ${USER_PATH}`]: () =>
      json([
        wireAnnouncement('a', { read: true }),
        wireAnnouncement('bb', { read: false, ...allDayDates }),
      ]),
    [`GET ${ADMIN_PATH}`]: () =>
      json([
        { ...wireAnnouncement('a'), pleroma: { raw_content: 'Announcement a :cofe:' } },
        { ...wireAnnouncement('bb', allDayDates), pleroma: { raw_content: 'Announcement bb' } },
        {
          ...wireAnnouncement('ccc'),
          starts_at: '2031-01-01T09:00:00Z',
          pleroma: { raw_content: 'Not yet' },
        },
      ]),
    'POST /api/v1/pleroma/admin/announcements': () => json(wireAnnouncement('dddd')),
  }
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`
    requests.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : null })
    return replies[key]?.() ?? json({})
  })
  setApiToken('token')
  useSession.setState({
    instance: mergeInstanceConfig(
      { nodeinfo: { software: { name: 'akkoma', version: '3.13' } } },
      '',
    ),
  })
})

afterEach(() => {
  resetSessionForTests()
  signIn(null)
})

const item = (text: string) => {
  const content = screen.getByText(text, { exact: false })
  const li = content.closest('li')
  if (!li) throw new Error(`no list item for ${text}`)
  return within(li)
}

describe('AnnouncementsPage for a member', () => {
  it('lists announcements with emoji, dates and read states, and marks one read', async () => {
    signIn('alice')
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy()
    await screen.findByText('Announcement bb', { exact: false })
    const bb = item('Announcement bb')
    expect(bb.getByRole('img', { name: ':cofe:' })).toBeTruthy()
    expect(bb.getByText('May 1, 2030').tagName).toBe('TIME')
    expect(bb.getByText('May 3, 2030').tagName).toBe('TIME')
    expect(item('Announcement a').getByText('Read')).toBeTruthy()
    expect(item('Announcement a').queryByRole('button', { name: 'Mark as read' })).toBeNull()
    // The badge: one unread.
    const link = screen.getByRole('link', { name: /Announcements/ })
    expect(link.textContent).toContain('(1 unread)')

    await user.click(bb.getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(bb.getByText('Read')).toBeTruthy())
    expect(requests.map((r) => r.key)).toContain(`POST ${USER_PATH}/bb/dismiss`)
    expect(screen.getByRole('link', { name: /Announcements/ }).textContent).not.toContain('unread')
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull()
  })

  it('shows the empty state, and an error with a retry', async () => {
    signIn('alice')
    replies[`GET ${USER_PATH}`] = () => json({ error: 'boom' }, 500)
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByText('The announcements could not be loaded.')).toBeTruthy()
    replies[`GET ${USER_PATH}`] = () => json([])
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('There are no announcements right now.')).toBeTruthy()
  })
})

describe('AnnouncementsPage for a guest', () => {
  it('says announcements are for members, with a way to sign in', async () => {
    signIn(null)
    setApiToken(null)
    replies[`GET ${USER_PATH}`] = () => json({ error: 'Invalid credentials.' }, 403)
    renderPage()
    expect(await screen.findByText('Announcements are for members of this server.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign in to read them' }).getAttribute('href')).toBe(
      '/login?return=%2Fannouncements',
    )
    expect(screen.queryByRole('link', { name: /^Announcements/ })).toBeNull()
  })
})

describe('AnnouncementsPage for an admin', () => {
  it('merges the admin list: an entry members do not see is inactive', async () => {
    signIn('admin', true)
    renderPage()
    await screen.findByText('Announcement ccc', { exact: false })
    const ccc = item('Announcement ccc')
    const mark = ccc.getByRole<HTMLButtonElement>('button', { name: 'Mark as read' })
    expect(mark.disabled).toBe(true)
    const description = document.getElementById(mark.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toMatch(/Members do not see this announcement now/)
    expect(ccc.getByText('Not shown to members')).toBeTruthy()
    const bbMark = item('Announcement bb').getByRole<HTMLButtonElement>('button', {
      name: 'Mark as read',
    })
    expect(bbMark.disabled).toBe(false)
  })

  it('edits with a prefilled form; an error shows, closes and keeps the text', async () => {
    signIn('admin', true)
    const user = userEvent.setup()
    renderPage()
    await screen.findByText('Announcement bb', { exact: false })
    await user.click(item('Announcement bb').getByRole('button', { name: 'Edit' }))
    const form = within(screen.getByRole('form', { name: 'Edit announcement' }))
    const text = form.getByLabelText<HTMLTextAreaElement>('Text')
    expect(text.value).toBe('Announcement bb')
    expect(document.activeElement).toBe(text)
    expect(form.getByLabelText<HTMLInputElement>('All day (dates without times)').checked).toBe(
      true,
    )
    expect(form.getByLabelText<HTMLInputElement>('Start').value).toBe('2030-05-01')
    expect(form.getByLabelText<HTMLInputElement>('End').value).toBe('2030-05-03')

    replies['PATCH /api/v1/pleroma/admin/announcements/bb'] = () =>
      json({ error: 'starts_at - Invalid format.' }, 400)
    await user.type(text, ' and more')
    await user.click(form.getByRole('button', { name: 'Save' }))
    expect((await form.findByRole('alert')).textContent).toBe(
      'The announcement could not be saved: starts_at - Invalid format.',
    )
    await user.click(form.getByRole('button', { name: 'Dismiss' }))
    expect(form.queryByRole('alert')).toBeNull()
    expect(text.value).toBe('Announcement bb and more')

    replies['PATCH /api/v1/pleroma/admin/announcements/bb'] = () => json(wireAnnouncement('bb'))
    await user.click(form.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull())
    const patch = requests.filter((r) => r.key.startsWith('PATCH')).at(-1)
    expect(patch?.body).toEqual({
      content: 'Announcement bb and more',
      starts_at: '2030-05-01T00:00:00.000Z',
      ends_at: '2030-05-03T23:59:59.000Z',
      all_day: true,
    })
    await waitFor(() =>
      expect(document.activeElement).toBe(
        item('Announcement bb').getByRole('button', { name: 'Edit' }),
      ),
    )
  })

  it('posts a new one and deletes one after confirming', async () => {
    signIn('admin', true)
    const user = userEvent.setup()
    renderPage()
    await screen.findByText('Announcement a', { exact: false })
    const open = screen.getByRole('button', { name: 'New announcement' })
    await user.click(open)
    expect(open.getAttribute('aria-expanded')).toBe('true')
    const form = within(screen.getByRole('form', { name: 'New announcement' }))
    const publish = form.getByRole<HTMLButtonElement>('button', { name: 'Publish' })
    expect(publish.disabled).toBe(true)
    await user.type(form.getByLabelText('Text'), 'Fresh news')
    await user.click(publish)
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull())
    expect(
      requests.find((r) => r.key === 'POST /api/v1/pleroma/admin/announcements')?.body,
    ).toEqual({ content: 'Fresh news', starts_at: null, ends_at: null, all_day: false })
    expect(document.activeElement).toBe(open)

    await user.click(item('Announcement a').getByRole('button', { name: 'Delete' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this announcement?' }))
    await user.click(dialog.getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(requests.map((r) => r.key)).toContain('DELETE /api/v1/pleroma/admin/announcements/a'),
    )
  })
})

describe('polling', () => {
  it('refetches every 60 s while the navigation entry is shown, and stops when it goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      signIn('alice')
      const view = render(
        <MemoryRouter>
          <AnnouncementsNavItem />
        </MemoryRouter>,
      )
      await waitFor(() =>
        expect(requests.filter((r) => r.key === `GET ${USER_PATH}`)).toHaveLength(1),
      )
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000)
      })
      expect(requests.filter((r) => r.key === `GET ${USER_PATH}`)).toHaveLength(2)
      view.unmount()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(120_000)
      })
      expect(requests.filter((r) => r.key === `GET ${USER_PATH}`)).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('starting after the page failed leaves its error and retry in place until the next tick', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      signIn('alice')
      replies[`GET ${USER_PATH}`] = () => json({ error: 'boom' }, 500)
      render(
        <MemoryRouter initialEntries={['/announcements']}>
          <AnnouncementsPage />
        </MemoryRouter>,
      )
      expect(await screen.findByText('The announcements could not be loaded.')).toBeTruthy()
      replies[`GET ${USER_PATH}`] = () => json([])
      // The login sequence's start comes after the page's own load.
      startAnnouncementPolling()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000)
      })
      expect(requests.filter((r) => r.key === `GET ${USER_PATH}`)).toHaveLength(1)
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000)
      })
      expect(await screen.findByText('There are no announcements right now.')).toBeTruthy()
    } finally {
      stopAnnouncementPolling()
      vi.useRealTimers()
    }
  })
})
