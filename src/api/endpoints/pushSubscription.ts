import type { ApiClient } from '../http'

/** Notification types a push subscription asks for. */
export interface PushAlerts {
  follow: boolean
  favourite: boolean
  mention: boolean
  reblog: boolean
  move: boolean
}

/** Body of POST /api/v1/push/subscription. */
export interface PushSubscriptionBody {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  data: { alerts: PushAlerts }
}

/** Registers the browser's push subscription with the server; returns the raw reply. */
export function createPushSubscription(
  client: ApiClient,
  body: PushSubscriptionBody,
): Promise<unknown> {
  return client.post('/api/v1/push/subscription', { json: body })
}

/** Removes the token's push subscription from the server. */
export async function deletePushSubscription(client: ApiClient): Promise<void> {
  await client.delete('/api/v1/push/subscription')
}
