import '../../i18n/areas/push'
import {
  createPushSubscription,
  deletePushSubscription,
} from '../../api/endpoints/pushSubscription'
import { api } from '../../api/client'
import { pushNotice } from '../../store/notices'
import { useSession } from '../../store/session'
import { usePreferences } from '../../store/preferences'
import {
  buildSubscriptionBody,
  checkSubscriptionReply,
  PushError,
  pushErrorKind,
  pushErrorMessageKey,
  sameKey,
  urlBase64ToUint8Array,
  type PushErrorKind,
} from './pushRules'
import { activeRegistration, pushSupported } from './serviceWorker'

/**
 * Subscribes this browser and registers the subscription with the server
 *, when the preference is on. Throws a PushError.
 */
export async function syncWebPush(): Promise<void> {
  if (!usePreferences.getState().prefs.webPushNotifications) throw new PushError('disabled')
  if (!pushSupported()) throw new PushError('unsupported')
  const vapidKey = useSession.getState().instance?.vapidPublicKey
  if (!vapidKey) throw new PushError('no_vapid_key')
  if (Notification.permission === 'default') await Notification.requestPermission()
  if (Notification.permission !== 'granted') throw new PushError('permission_denied')

  const registration = await activeRegistration()
  const key = urlBase64ToUint8Array(vapidKey)
  let subscription = await registration.pushManager.getSubscription()
  // A subscription made for another server key (the instance rotated it) is useless.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  })
  const body = buildSubscriptionBody(subscription.toJSON())
  if (!body) throw new PushError('failed')
  checkSubscriptionReply(await createPushSubscription(api(), body))
}

/** Drops the browser's subscription and, while signed in, the server's. */
async function unsubscribe(): Promise<void> {
  if (pushSupported()) {
    const registration = await navigator.serviceWorker.getRegistration('/')
    const subscription = await registration?.pushManager.getSubscription()
    await subscription?.unsubscribe()
  }
  if (useSession.getState().currentUserId === null) return
  try {
    await deletePushSubscription(api())
  } catch (e) {
    // Nothing to delete is what we wanted (an ApiError with status 404).
    if ((e as { status?: unknown }).status !== 404) throw e
  }
}

export type WebPushResult = { ok: true } | { ok: false; kind: PushErrorKind }

/**
 * Turns web push on for this user (the settings switch): sets the
 * preference and subscribes. A failure is shown as a notice and turns the
 * preference off again.
 */
export async function enableWebPush(): Promise<WebPushResult> {
  const prefs = usePreferences.getState()
  prefs.set('webPushNotifications', true)
  try {
    await syncWebPush()
    return { ok: true }
  } catch (e) {
    const kind = pushErrorKind(e)
    console.warn('Web push could not be set up', e)
    prefs.set('webPushNotifications', false)
    pushNotice(pushErrorMessageKey(kind), { level: 'error' })
    return { ok: false, kind }
  }
}

/** Turns web push off: the preference, the browser's subscription and the server's. */
export async function disableWebPush(): Promise<WebPushResult> {
  usePreferences.getState().set('webPushNotifications', false)
  try {
    await unsubscribe()
    return { ok: true }
  } catch (e) {
    console.warn('Web push could not be turned off', e)
    pushNotice(pushErrorMessageKey('failed'), { level: 'error' })
    return { ok: false, kind: 'failed' }
  }
}

/**
 * After sign-in (and at start-up with a stored session), renews the
 * subscription when the preference is on. Failures are only logged
 *, since nobody asked for anything just now.
 */
export async function resumeWebPush(): Promise<void> {
  if (!usePreferences.getState().prefs.webPushNotifications) return
  try {
    await syncWebPush()
  } catch (e) {
    console.warn(`Failed to set up web push notifications: ${(e as Error).message}`)
  }
}

/** On sign-out the browser's subscription goes too; the server drops it with the token. */
export async function forgetBrowserSubscription(): Promise<void> {
  if (!pushSupported()) return
  try {
    const registration = await navigator.serviceWorker.getRegistration('/')
    await (await registration?.pushManager.getSubscription())?.unsubscribe()
  } catch (e) {
    console.warn('Could not drop the push subscription', e)
  }
}
