import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { useNotices } from '../../store/notices'
import { useSession } from '../../store/session'
import { DEFAULT_PREFERENCES, usePreferences } from '../../store/preferences'
import { disableWebPush, enableWebPush, resumeWebPush } from './webPush'

const VAPID = 'BAEC'
let calls: { key: string; body: unknown }[]
let reply: () => Response
let permission: NotificationPermission
let subscription: { unsubscribe: ReturnType<typeof vi.fn> } | null
const subscribe = vi.fn()

function fakeSubscription() {
  return {
    options: { applicationServerKey: new Uint8Array([4, 1, 2]).buffer },
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'P', auth: 'A' } }),
    unsubscribe: vi.fn(async () => true),
  }
}

beforeEach(() => {
  calls = []
  reply = () => new Response(JSON.stringify({ id: 3 }))
  permission = 'granted'
  subscription = null
  subscribe.mockReset()
  subscribe.mockImplementation(async () => (subscription = fakeSubscription()))
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe },
  }
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', {
    get permission() {
      return permission
    },
    requestPermission: async () => permission,
  })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => registration,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      key: `${init.method} ${url}`,
      body: init.body ? JSON.parse(init.body as string) : null,
    })
    return init.method === 'POST' ? reply() : new Response('{}')
  })
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  useNotices.setState({ notices: [] })
  useSession.setState({
    currentUserId: 'me',
    instance: { ...mergeInstanceConfig({}, ''), vapidPublicKey: VAPID },
  })
})

const noticeKeys = () => useNotices.getState().notices.map((n) => n.messageKey)

describe('web push', () => {
  it('subscribes with the server key and sends the subscription with the alerts', async () => {
    expect(await enableWebPush()).toEqual({ ok: true })
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2]),
    })
    expect(calls).toEqual([
      {
        key: 'POST /api/v1/push/subscription',
        body: {
          subscription: { endpoint: 'https://push.example/1', keys: { p256dh: 'P', auth: 'A' } },
          data: {
            alerts: { follow: true, favourite: true, mention: true, reblog: true, move: true },
          },
        },
      },
    ])
    expect(usePreferences.getState().prefs.webPushNotifications).toBe(true)
    expect(noticeKeys()).toEqual([])
  })

  it('tells the user when notifications are blocked, and turns the preference off', async () => {
    permission = 'denied'
    expect(await enableWebPush()).toEqual({ ok: false, kind: 'permission_denied' })
    expect(noticeKeys()).toEqual(['push.errors.permission_denied'])
    expect(usePreferences.getState().prefs.webPushNotifications).toBe(false)
    expect(calls).toEqual([])
  })

  it('needs a VAPID key and an id in the reply', async () => {
    useSession.setState({ instance: { ...mergeInstanceConfig({}, ''), vapidPublicKey: null } })
    expect(await enableWebPush()).toEqual({ ok: false, kind: 'no_vapid_key' })
    useSession.setState({ instance: { ...mergeInstanceConfig({}, ''), vapidPublicKey: VAPID } })
    reply = () => new Response('{}')
    expect(await enableWebPush()).toEqual({ ok: false, kind: 'bad_response' })
    expect(noticeKeys()).toEqual(['push.errors.no_vapid_key', 'push.errors.bad_response'])
  })

  it('reports browsers without push', async () => {
    vi.stubGlobal('PushManager', undefined)
    // @ts-expect-error -- a browser without push messaging
    delete window.PushManager
    expect(await enableWebPush()).toEqual({ ok: false, kind: 'unsupported' })
  })

  it('only logs failures nobody asked for', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    usePreferences.getState().set('webPushNotifications', true)
    permission = 'denied'
    await resumeWebPush()
    expect(noticeKeys()).toEqual([])
    expect(warn).toHaveBeenCalled()
    // Off: nothing happens at all.
    usePreferences.getState().set('webPushNotifications', false)
    await resumeWebPush()
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('unsubscribes the browser and the server', async () => {
    await enableWebPush()
    const current = subscription
    expect(await disableWebPush()).toEqual({ ok: true })
    expect(current?.unsubscribe).toHaveBeenCalled()
    expect(calls.map((c) => c.key)).toEqual([
      'POST /api/v1/push/subscription',
      'DELETE /api/v1/push/subscription',
    ])
    expect(usePreferences.getState().prefs.webPushNotifications).toBe(false)
  })

  it('renews a subscription made for another server key', async () => {
    const old = { ...fakeSubscription(), options: { applicationServerKey: new ArrayBuffer(2) } }
    subscription = old
    await enableWebPush()
    expect(old.unsubscribe).toHaveBeenCalled()
    expect(subscribe).toHaveBeenCalledTimes(1)
  })
})
