/**
 * Web push as Akkoma answers it: one subscription per access token
 * (GET/POST/PUT/DELETE /api/v1/push/subscription, `push` scope), and the
 * web app manifest Akkoma generates at /manifest.json.
 *
 * Nothing is really sent: a notification for a subscribed user is logged
 * to the console (unless the server runs with --quiet). Subscriptions live
 * in memory and belong to their token, so a reset or a revoked token drops
 * them.
 */

import { DEFAULT_IDENTITY, identityOf } from '../model/instance-identity.ts'
import type { InstanceIdentityRecord } from '../model/records.ts'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { INSTANCE } from '../config.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson, readParams, unauthorized, type Params } from '../http/plumbing.ts'
import type { NotificationRecord } from '../model/records.ts'
import { notificationSettingsOf } from '../model/records.ts'

export const PUSH_ALERT_TYPES = [
  'mention',
  'status',
  'reblog',
  'follow',
  'follow_request',
  'favourite',
  'poll',
  'update',
  'move',
  'pleroma:emoji_reaction',
] as const

type Alerts = Record<(typeof PUSH_ALERT_TYPES)[number], boolean>

export interface PushSubscriptionEntry {
  id: number
  token: string
  accountId: string
  endpoint: string
  keys: { p256dh: string; auth: string }
  alerts: Alerts
  policy: string
}

/** Notification type (as stored) → the alert that covers it. */
const ALERT_OF: Record<string, keyof Alerts> = {
  mention: 'mention',
  reblog: 'reblog',
  follow: 'follow',
  follow_request: 'follow_request',
  favourite: 'favourite',
  poll: 'poll',
  update: 'update',
  move: 'move',
  'pleroma:emoji_reaction': 'pleroma:emoji_reaction',
}

function readAlerts(params: Params, previous?: Alerts): Alerts {
  const alerts = {} as Alerts
  for (const type of PUSH_ALERT_TYPES)
    alerts[type] = params.bool(`data[alerts][${type}]`) ?? previous?.[type] ?? false
  return alerts
}

function serialize(entry: PushSubscriptionEntry) {
  return {
    id: entry.id,
    endpoint: entry.endpoint,
    alerts: entry.alerts,
    server_key: INSTANCE.vapidPublicKey,
    policy: entry.policy,
  }
}

const logDeliveries = !process.argv.includes('--quiet')

export function pushRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps
  /** By token value; an entry whose token is gone (revoked, reset) no longer counts. */
  const subscriptions = new Map<string, PushSubscriptionEntry>()
  let nextId = 1

  const live = (entry: PushSubscriptionEntry) => {
    const token = store.token(entry.token)
    if (token && token.accountId === entry.accountId) return true
    subscriptions.delete(entry.token)
    return false
  }

  /** The token's own subscription, or a reply explaining why there is none. */
  const tokenOf = (c: Context<AppEnv>) => {
    const token = c.get('token')
    const viewer = c.get('viewer')
    if (!token || !viewer) return { error: unauthorized(c) }
    if (!token.scopes.includes('push'))
      return { error: errorJson(c, 403, 'Insufficient permissions: push.') }
    return { token: token.token, accountId: viewer.id }
  }

  app.get('/api/v1/push/subscription', (c) => {
    const auth = tokenOf(c)
    if (auth.error) return auth.error
    const entry = subscriptions.get(auth.token)
    if (!entry || !live(entry)) return errorJson(c, 404, 'Record not found')
    return c.json(serialize(entry))
  })

  app.post('/api/v1/push/subscription', async (c) => {
    const auth = tokenOf(c)
    if (auth.error) return auth.error
    const params = await readParams(c)
    const endpoint = params.get('subscription[endpoint]') ?? ''
    const p256dh = params.get('subscription[keys][p256dh]') ?? ''
    const authKey = params.get('subscription[keys][auth]') ?? ''
    if (!/^https?:\/\//.test(endpoint) || p256dh === '' || authKey === '')
      return errorJson(c, 422, 'Validation failed: endpoint and keys are required')
    // A new subscription replaces the token's old one, as Akkoma does.
    const entry: PushSubscriptionEntry = {
      id: nextId++,
      token: auth.token,
      accountId: auth.accountId,
      endpoint,
      keys: { p256dh, auth: authKey },
      alerts: readAlerts(params),
      policy: params.get('policy') ?? 'all',
    }
    subscriptions.set(auth.token, entry)
    return c.json(serialize(entry))
  })

  app.put('/api/v1/push/subscription', async (c) => {
    const auth = tokenOf(c)
    if (auth.error) return auth.error
    const entry = subscriptions.get(auth.token)
    if (!entry || !live(entry)) return errorJson(c, 404, 'Record not found')
    const params = await readParams(c)
    entry.alerts = readAlerts(params, entry.alerts)
    entry.policy = params.get('policy') ?? entry.policy
    return c.json(serialize(entry))
  })

  app.delete('/api/v1/push/subscription', (c) => {
    const auth = tokenOf(c)
    if (auth.error) return auth.error
    const entry = subscriptions.get(auth.token)
    if (!entry || !live(entry)) return errorJson(c, 404, 'Record not found')
    subscriptions.delete(auth.token)
    return c.json({})
  })

  app.get('/manifest.json', (c) => {
    c.header('Content-Type', 'application/manifest+json; charset=utf-8')
    return c.body(JSON.stringify(webAppManifest(identityOf(deps.store))))
  })

  /*
   * Every notification passes through the streaming hub; delivery hooks in
   * there rather than into the shared store. "Delivery" is a log line.
   */
  const publish = deps.hub.publish.bind(deps.hub)
  deps.hub.publish = (event) => {
    publish(event)
    if (event.type === 'notification') deliver(event.notification)
  }

  function deliver(notification: NotificationRecord): void {
    for (const entry of [...subscriptions.values()]) {
      if (entry.accountId !== notification.accountId || !live(entry)) continue
      const alert = ALERT_OF[notification.type]
      if (!alert || !entry.alerts[alert]) continue
      if (!logDeliveries) continue
      // hide_notification_contents: Akkoma's payload then carries no post text.
      const recipient = store.account(notification.accountId)
      const hidden = recipient && notificationSettingsOf(recipient).hideNotificationContents
      console.info(
        `[demo-instance] web push (not sent): ${notification.type} notification ${notification.id} to ${entry.endpoint}${hidden ? ' (contents hidden)' : ''}`,
      )
    }
  }

  return app
}

/** What Akkoma's ManifestController answers, with this instance's name and the client's icons. */
export function webAppManifest(identity: Readonly<InstanceIdentityRecord> = DEFAULT_IDENTITY) {
  return {
    name: identity.name,
    short_name: identity.name,
    description: identity.shortDescription,
    icons: [
      { src: '/static/pwa/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/static/pwa/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/static/pwa/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    theme_color: '#593196',
    background_color: '#1b1b22',
    display: 'standalone',
    scope: '/',
    start_url: '/',
    categories: ['social'],
    serviceworker: { src: '/sw.js' },
  }
}
