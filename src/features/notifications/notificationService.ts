import {
  dismissNotification,
  fetchNotifications,
  fetchNotificationsMarker,
  markNotificationsRead,
  saveNotificationsMarker,
} from '../../api/endpoints/notifications'
import type { Notification } from '../../api/types'
import { api } from '../../api/client'
import { hasFeature } from '../../store/serverFeatures'
import {
  NOTICE_TIMEOUT,
  NOTIFICATION_GROUP_DESKTOP_INTERVAL,
  NOTIFICATIONS_POLL_INTERVAL,
} from '../../config/constants'
import { translator } from '../../i18n/i18n'
import { pushNotice } from '../../store/notices'
import {
  hiddenSeenCount,
  isVisibleType,
  useNotifications,
  type NotificationEntry,
} from '../../store/notifications'
import { usePreferences } from '../../store/preferences'
import { useSession } from '../../store/session'
import { startAttentionSignals, stopAttentionSignals } from './attentionSignals'
import { desktopContent, showDesktopNotification } from './desktop'
import '../../i18n/areas/notifications'
import { readHideIfCW, readNotificationVisibility } from './visibility'
import { desktopAllowed, groupKey } from './grouping/groups'
import {
  loadOlderServerGroups,
  refreshServerGroups,
  resetServerGroups,
} from './grouping/serverGroups'

/*
 * Fetching notifications for the signed-in user: the first page and the marker at login, streamed ones as they
 * come, a poll every 20 s while the socket is not joined, and a catch-up
 * when the socket reconnects or a sleeping tab wakes.
 */

export interface NotificationsLink {
  /** True while live updates rely on polling (no socket, or the socket is down). */
  polling: () => boolean
  /** True in the first seconds of a stream, when desktop notifications stay quiet. */
  silenced: () => boolean
}

let link: NotificationsLink | null = null
let timer: ReturnType<typeof setInterval> | null = null
let started = false
let hiddenSince: number | null = null
/** When each group last popped up on the desktop: a burst of likes is one pop-up a minute. */
let desktopShown: ReadonlyMap<string, number> = new Map()

function failed(e: unknown): void {
  console.warn('Could not fetch notifications', e)
  pushNotice('notifications.error', { level: 'error', timeout: NOTICE_TIMEOUT })
}

function announce(list: readonly Notification[], added: readonly NotificationEntry[]): void {
  if (!started || link?.silenced()) return
  const visibility = readNotificationVisibility()
  const fresh = new Map(added.filter((e) => !e.seen).map((e) => [e.id, e]))
  const restricted = useSession.getState().instance?.restrictedNicknames
  const grouping = usePreferences.getState().prefs.groupNotifications
  for (const n of list) {
    const entry = fresh.get(n.id)
    if (!entry || !isVisibleType(n.type, visibility)) continue
    const content = desktopContent(n, translator.t, {
      hideIfCW: readHideIfCW(),
      restrictedNicknames: restricted,
    })
    const key = grouping ? groupKey(entry) : null
    if (key !== null) {
      const answer = desktopAllowed(
        desktopShown,
        key,
        Date.now(),
        NOTIFICATION_GROUP_DESKTOP_INTERVAL,
      )
      desktopShown = answer.lastShown
      if (!answer.show) continue
      // The group's next pop-up, a minute on, replaces this one rather than piling up.
      content.tag = `notification-group-${key}`
    }
    showDesktopNotification(content)
  }
}

function receive(list: readonly Notification[], announceNew: boolean): void {
  const added = useNotifications.getState().receive(list)
  if (announceNew) announce(list, added)
  // New notifications join their server's group: its newest page says how.
  if (announceNew && added.length > 0) void refreshServerGroups()
  // A new request changes the follow-request count: it is asked of the server, its one source.
  const fresh = new Set(added.map((e) => e.id))
  if (announceNew && list.some((n) => n.type === 'follow_request' && fresh.has(n.id))) {
    void import('../followRequests/store').then((m) => m.refreshFollowRequests())
  }
}

/** Notifications newer than the newest known one. */
export async function fetchNewerNotifications(): Promise<void> {
  const since = useNotifications.getState().maxId
  try {
    const page = await fetchNotifications(api(), since ? { since_id: since } : {})
    receive(page.items, since !== null)
    if (since === null && page.items.length === 0) useNotifications.getState().setBottomedOut()
  } catch (e) {
    failed(e)
  }
}

/** Load-older: reveal 20 kept seen ones, or fetch the next page first. */
export async function loadOlderNotifications(): Promise<void> {
  const store = useNotifications.getState()
  if (store.load === 'loading') return
  if (hiddenSeenCount(store, readNotificationVisibility()) > 0 || store.bottomedOut) {
    store.revealOlder()
    return
  }
  store.setLoad('loading')
  try {
    const page = await fetchNotifications(api(), store.minId ? { max_id: store.minId } : {})
    receive(page.items, false)
    void loadOlderServerGroups()
    if (page.items.length === 0) useNotifications.getState().setBottomedOut()
    useNotifications.getState().revealOlder()
    useNotifications.getState().setLoad('idle')
  } catch (e) {
    useNotifications.getState().setLoad('error')
    failed(e)
  }
}

/** The read button, closing the drawer and leaving a route: all seen, marker saved. */
export function markNotificationsSeen(): void {
  const before = useNotifications.getState().lastReadId
  const hadUnseen = useNotifications
    .getState()
    .ids.some((id) => useNotifications.getState().byId[id]?.seen === false)
  useNotifications.getState().markAllSeen()
  const after = useNotifications.getState().lastReadId
  if (after === null || (after === before && !hadUnseen)) return
  const client = api()
  void Promise.all([
    saveNotificationsMarker(client, after),
    // The marker is the Mastodon API's way; Pleroma's read flag also reaches its other clients.
    hasFeature('pleromaNotificationsRead') ? markNotificationsRead(client, after) : null,
  ]).catch((e: unknown) => console.warn('Could not save the notifications marker', e))
}

export async function dismiss(id: string): Promise<void> {
  useNotifications.getState().remove(id)
  try {
    await dismissNotification(api(), id)
  } catch (e) {
    console.warn('Could not dismiss the notification', e)
  }
}

/** A notification from the socket. */
export function receiveStreamed(notification: Notification): void {
  receive([notification], true)
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') {
    hiddenSince = Date.now()
    return
  }
  if (hiddenSince !== null && Date.now() - hiddenSince >= NOTIFICATIONS_POLL_INTERVAL)
    void fetchNewerNotifications()
  hiddenSince = null
}

async function initialLoad(): Promise<void> {
  const client = api()
  useNotifications.getState().setLoad('loading')
  try {
    const [marker, page] = await Promise.all([
      fetchNotificationsMarker(client).catch((e: unknown) => {
        // Servers without markers still have Pleroma's seen flags.
        console.warn('Could not read the notifications marker', e)
        return null
      }),
      fetchNotifications(client),
    ])
    if (!started) return
    useNotifications.getState().setMarker(marker)
    receive(page.items, false)
    void refreshServerGroups()
    // Nothing at all (a new account): there is nothing older to load either.
    if (page.items.length === 0) useNotifications.getState().setBottomedOut()
    useNotifications.getState().setLoad('idle')
  } catch (e) {
    if (!started) return
    useNotifications.getState().setLoad('error')
    failed(e)
  }
}

export function startNotifications(options: NotificationsLink): void {
  stopNotifications()
  link = options
  started = true
  startAttentionSignals()
  void initialLoad()
  timer = setInterval(() => {
    if (link?.polling()) void fetchNewerNotifications()
  }, NOTIFICATIONS_POLL_INTERVAL)
  document.addEventListener('visibilitychange', onVisibility)
}

/** Logout clears notifications with the rest. */
export function stopNotifications(): void {
  started = false
  link = null
  if (timer) clearInterval(timer)
  timer = null
  document.removeEventListener('visibilitychange', onVisibility)
  desktopShown = new Map()
  useNotifications.getState().reset()
  resetServerGroups()
  stopAttentionSignals()
}
