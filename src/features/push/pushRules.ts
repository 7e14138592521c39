import type { PushAlerts, PushSubscriptionBody } from '../../api/endpoints/pushSubscription'

/** Every alert the client asks for (follow, favourite, mention, reblog, move). */
export const PUSH_ALERTS: PushAlerts = {
  follow: true,
  favourite: true,
  mention: true,
  reblog: true,
  move: true,
}

/** Why web push could not be turned on. */
export type PushErrorKind =
  /** The preference is off ("Web Push is disabled in config"). */
  | 'disabled'
  /** The instance has no server key ("VAPID public key is not found"). */
  | 'no_vapid_key'
  /** The server's reply had no id ("Bad response from server."). */
  | 'bad_response'
  /** The browser has no service workers or push messaging. */
  | 'unsupported'
  /** The user (or the browser) refused notifications. */
  | 'permission_denied'
  | 'failed'

export class PushError extends Error {
  constructor(
    readonly kind: PushErrorKind,
    options?: { cause?: unknown },
  ) {
    super(PUSH_ERROR_TEXTS[kind], options)
    this.name = 'PushError'
  }
}

/** Fixed texts, used for the console (web push failures are logged). */
const PUSH_ERROR_TEXTS: Record<PushErrorKind, string> = {
  disabled: 'Web Push is disabled in config',
  no_vapid_key: 'VAPID public key is not found',
  bad_response: 'Bad response from server.',
  unsupported: 'Push messaging is not supported by this browser',
  permission_denied: 'Notification permission was denied',
  failed: 'Web push could not be set up',
}

/** Any failure of the subscription steps → one of the kinds the user is told about. */
export function pushErrorKind(error: unknown): PushErrorKind {
  if (error instanceof PushError) return error.kind
  if (error instanceof DOMException || (error instanceof Error && 'name' in error)) {
    // What PushManager.subscribe and requestPermission reject with.
    if (error.name === 'NotAllowedError') return 'permission_denied'
    if (error.name === 'NotSupportedError') return 'unsupported'
  }
  return 'failed'
}

/** The notice shown when the user turned web push on and it failed. */
export const pushErrorMessageKey = (kind: PushErrorKind): string => `push.errors.${kind}`

/**
 * The subscription body from the browser's `PushSubscription.toJSON()`;
 * null when the browser gave no endpoint or keys.
 */
export function buildSubscriptionBody(
  json: PushSubscriptionJSON,
  alerts: PushAlerts = PUSH_ALERTS,
): PushSubscriptionBody | null {
  const { endpoint, keys } = json
  const p256dh = keys?.p256dh
  const auth = keys?.auth
  if (!endpoint || !p256dh || !auth) return null
  return { subscription: { endpoint, keys: { p256dh, auth } }, data: { alerts: { ...alerts } } }
}

/** The server's reply must carry an id. */
export function checkSubscriptionReply(reply: unknown): string {
  const id =
    typeof reply === 'object' && reply !== null ? (reply as { id?: unknown }).id : undefined
  if ((typeof id === 'string' && id !== '') || typeof id === 'number') return String(id)
  throw new PushError('bad_response')
}

/** A VAPID key in base64url (as Akkoma and Mastodon report it) → the bytes PushManager wants. */
export function urlBase64ToUint8Array(base64Url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64Url.length % 4)) % 4)
  const base64 = (base64Url + padding).replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64)
  const out = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i)
  return out
}

/** Whether an existing subscription was made for this server key. */
export function sameKey(existing: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!existing) return false
  const bytes = new Uint8Array(existing)
  return bytes.length === key.length && bytes.every((b, i) => b === key[i])
}
