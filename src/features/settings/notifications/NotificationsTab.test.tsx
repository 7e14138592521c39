import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import type { ApiClient } from '../../../api/http'
import { akkomaAccountJson } from '../../../api/testFixtures'
import { initI18n } from '../../../i18n/i18n'
import { useSession } from '../../../store/session'
import { fakeServer } from '../../../api/testServer'
import { DEFAULT_PREFERENCES, usePreferences } from '../../../store/preferences'
import { useSaveNotice } from '../saveNotice'
import NotificationsTab from '../tabs/NotificationsTab'
import { useServerNotificationSettings } from './serverSettings'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../../../api/client', () => ({ api: () => holder.client }))

let server: ReturnType<typeof fakeServer>
let settings: { block_from_strangers: boolean; hide_notification_contents: boolean }
let refuse: boolean
let gate: Promise<void>
let open: () => void

/**
 * Signed in on an Akkoma-like server (Pleroma API and reactions) or a plainer
 * one; either publishes a web push key unless `webPush` is false (Hollo).
 */
function signIn(pleromaApi: boolean, webPush = true) {
  const base = mergeInstanceConfig({}, 'https://akkoma.example')
  useSession.setState({
    currentUserId: 'me',
    instance: {
      ...base,
      vapidPublicKey: webPush ? 'BEzh-key' : '',
      features: { ...base.features, pleromaApi, emojiReactions: pleromaApi },
    },
  })
}

/** A Notification global with the given permission; requestPermission answers `answer`. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission) {
  const stub = {
    permission,
    requestPermission: vi.fn(async () => {
      stub.permission = answer
      return answer
    }),
  }
  vi.stubGlobal('Notification', stub)
  return stub
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  settings = { block_from_strangers: false, hide_notification_contents: true }
  refuse = false
  gate = Promise.resolve()
  server = fakeServer(async (method, url) => {
    if (url === '/api/v1/accounts/verify_credentials')
      return { ...akkomaAccountJson(), pleroma: { notification_settings: { ...settings } } }
    if (url.startsWith('/api/pleroma/notification_settings') && method === 'PUT') {
      await gate
      if (refuse) return new Response('{"error":"Internal server error"}', { status: 500 })
      return { status: 'success' }
    }
    return new Response('{"error":"Not found"}', { status: 404 })
  })
  holder.client = server.client
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  useServerNotificationSettings.setState({ phase: 'idle', values: null, saving: new Set() })
  useSaveNotice.setState({ notice: null })
  signIn(true)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('notification types', () => {
  it('turns a type off and on in the preference the column reads', async () => {
    stubNotification('granted', 'granted')
    const user = userEvent.setup()
    render(<NotificationsTab />)
    const list = screen.getByRole('list', { name: 'Show these notifications' })
    expect(list.querySelectorAll('input[type=checkbox]')).toHaveLength(8)
    expect(checkbox('Emoji reactions').checked).toBe(true)
    expect(checkbox('Mentions').checked).toBe(true)
    await user.click(checkbox('Mentions'))
    expect(usePreferences.getState().prefs.notificationVisibility).toMatchObject({
      mentions: false,
      likes: true,
    })
    await user.click(checkbox('Mentions'))
    expect(usePreferences.getState().prefs.notificationVisibility.mentions).toBe(true)
  })
})

describe('desktop notifications', () => {
  it('asks the browser while it has not been asked, and says what it answered', async () => {
    const stub = stubNotification('default', 'denied')
    const user = userEvent.setup()
    render(<NotificationsTab />)
    expect(screen.getByText('Your browser has not been asked yet.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Allow desktop notifications' }))
    expect(stub.requestPermission).toHaveBeenCalledOnce()
    expect(await screen.findByText(/Blocked in your browser/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Allow desktop notifications' })).toBeNull()
  })

  it('says so when they are allowed, or when the browser has none', () => {
    stubNotification('granted', 'granted')
    signIn(false)
    const { unmount } = render(<NotificationsTab />)
    expect(screen.getByText(/^Allowed: new notifications pop up/)).toBeTruthy()
    unmount()
    vi.unstubAllGlobals()
    // jsdom has no Notification of its own.
    render(<NotificationsTab />)
    expect(screen.getByText('This browser cannot show desktop notifications.')).toBeTruthy()
  })
})

describe('push', () => {
  it('explains a browser without push, and keeps the content-warning option', async () => {
    stubNotification('granted', 'granted')
    const user = userEvent.setup()
    render(<NotificationsTab />)
    expect(screen.getByText(/cannot receive push notifications/)).toBeTruthy()
    expect(screen.queryByRole('switch')).toBeNull()
    const hide = checkbox('Leave out the text of posts with a content warning')
    expect(hide.checked).toBe(true)
    await user.click(hide)
    expect(usePreferences.getState().prefs.webPushHideIfCW).toBe(false)
  })

  it('is not offered where the server publishes no push key', () => {
    stubNotification('granted', 'granted')
    signIn(false, false)
    render(<NotificationsTab />)
    expect(screen.queryByRole('heading', { name: 'Push notifications' })).toBeNull()
    expect(screen.queryByText(/cannot receive push notifications/)).toBeNull()
    expect(screen.queryByRole('checkbox', { name: /content warning/ })).toBeNull()
  })
})

describe('server options', () => {
  it('are read from the account and saved one at a time', async () => {
    stubNotification('granted', 'granted')
    const user = userEvent.setup()
    render(<NotificationsTab />)
    const strangers = await screen.findByRole('checkbox', {
      name: "Block notifications from accounts you don't follow",
    })
    expect((strangers as HTMLInputElement).checked).toBe(false)
    expect(checkbox('Leave the contents out of push notifications').checked).toBe(true)

    await user.click(strangers)
    await waitFor(() => expect(useSaveNotice.getState().notice).toBe('ok'))
    expect((strangers as HTMLInputElement).checked).toBe(true)
    expect(server.calls).toContain(
      'PUT /api/pleroma/notification_settings?block_from_strangers=true {"block_from_strangers":true}',
    )
  })

  it('put the old value back when the server refuses, and the save notice says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    stubNotification('granted', 'granted')
    refuse = true
    gate = new Promise((resolve) => (open = resolve))
    const user = userEvent.setup()
    render(<NotificationsTab />)
    const hide = await screen.findByRole('checkbox', {
      name: 'Leave the contents out of push notifications',
    })
    await user.click(hide)
    // Shown at once, busy while the server answers.
    expect((hide as HTMLInputElement).checked).toBe(false)
    expect(hide.getAttribute('aria-busy')).toBe('true')
    await act(async () => open())
    await waitFor(() => expect(useSaveNotice.getState().notice).toBe('error'))
    expect((hide as HTMLInputElement).checked).toBe(true)
    expect(hide.getAttribute('aria-busy')).toBeNull()
  })

  it('are not offered without the Pleroma API', () => {
    stubNotification('granted', 'granted')
    signIn(false)
    render(<NotificationsTab />)
    expect(screen.queryByRole('heading', { name: 'On the server' })).toBeNull()
    expect(server.calls).toEqual([])
  })

  it('say when they cannot be loaded, and try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    stubNotification('granted', 'granted')
    let fail = true
    server = fakeServer(async () =>
      fail
        ? new Response('{"error":"Down"}', { status: 503 })
        : { ...akkomaAccountJson(), pleroma: { notification_settings: settings } },
    )
    holder.client = server.client
    const user = userEvent.setup()
    render(<NotificationsTab />)
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Your account's options could not be loaded.",
    )
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('checkbox', {
        name: "Block notifications from accounts you don't follow",
      }),
    ).toBeTruthy()
  })
})
