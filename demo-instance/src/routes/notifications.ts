/**
 * Notifications: list (paging, types / exclude_types filters, muted threads
 * left out unless `with_muted=true`), show, dismiss, clear, Pleroma's
 * mark-as-read, the notifications marker, and (with --faults) the activity
 * controls POST /__demo/act and POST /__demo/activity.
 */

import { Hono } from 'hono'
import { activityFor, act, parseActInput } from '../controls/activity.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson, queryParams, readParams, unauthorized, viewContext } from '../http/plumbing.ts'
import { pageQuery, paginate, setLinkHeader } from '../http/paging.ts'
import type { AccountRecord, NotificationRecord } from '../model/records.ts'
import type { Json } from '../render/view.ts'
import { serializeNotification } from '../render/serializers.ts'
import type { Store } from '../model/store.ts'
import { compareIds } from '../model/ids.ts'
import { markerOf, saveMarker } from '../model/markers.ts'
import { canView } from '../model/visibility.ts'

function inMutedThread(store: Store, n: NotificationRecord, viewer: AccountRecord): boolean {
  const status = n.statusId ? store.status(n.statusId) : undefined
  return status !== undefined && store.isThreadMuted(viewer.id, status.context)
}

/**
 * Notifications whose status (if any) still exists and is visible, from an
 * account the viewer has not blocked since, nor whose domain it muted
 * (Akkoma filters these when it reads the list).
 */
function usable(store: Store, n: NotificationRecord, viewer: AccountRecord): boolean {
  const sender = store.account(n.fromAccountId)
  if (!sender) return false
  if (store.isBlocking(viewer.id, sender.id) || store.isDomainBlocked(viewer.id, sender.domain))
    return false
  if (n.statusId === null) return true
  const status = store.status(n.statusId)
  return status !== undefined && canView(store, status, viewer)
}

export interface NotificationFilter {
  /** Only these types (all when empty). */
  types: readonly string[]
  exclude: readonly string[]
  fromAccount?: string
  withMuted: boolean
}

/** The viewer's notifications a list shows, newest first, read lazily. */
export function* notificationsNewestFirst(
  store: Store,
  viewer: AccountRecord,
  filter: NotificationFilter,
): Generator<NotificationRecord> {
  const list = store.notificationsFor(viewer.id)
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const n = list[i]
    if (!n) continue
    if (filter.types.length > 0 && !filter.types.includes(n.type)) continue
    if (filter.exclude.includes(n.type)) continue
    if (filter.fromAccount && n.fromAccountId !== filter.fromAccount) continue
    if (!filter.withMuted && inMutedThread(store, n, viewer)) continue
    if (usable(store, n, viewer)) yield n
  }
}

/**
 * Akkoma keeps the notifications marker in step with the seen flags: saving
 * it marks everything up to it read, so reading it back is the newest seen id.
 */
function notificationsMarker(store: Store, viewer: AccountRecord): Json | null {
  let last: NotificationRecord | null = null
  for (const n of store.notificationsFor(viewer.id)) {
    if (n.seen && (last === null || compareIds(n.id, last.id) > 0)) last = n
  }
  if (!last) return null
  const unread = store.notificationsFor(viewer.id).filter((n) => !n.seen).length
  const saved = markerOf(store, viewer.id, 'notifications')
  return {
    last_read_id: last.id,
    version: saved?.version ?? 1,
    updated_at: saved?.updatedAt ?? store.state.seededAt,
    pleroma: { unread_count: unread },
  }
}

function homeMarker(store: Store, viewer: AccountRecord): Json | null {
  const saved = markerOf(store, viewer.id, 'home')
  return saved
    ? { last_read_id: saved.lastReadId, version: saved.version, updated_at: saved.updatedAt }
    : null
}

/** The viewer's markers of these timelines (all when none are named), as GET /api/v1/markers answers. */
export function markersJson(
  store: Store,
  viewer: AccountRecord,
  timelines: readonly string[] = [],
): Record<string, Json> {
  const out: Record<string, Json> = {}
  if (timelines.length === 0 || timelines.includes('notifications')) {
    const marker = notificationsMarker(store, viewer)
    if (marker) out.notifications = marker
  }
  if (timelines.length === 0 || timelines.includes('home')) {
    const marker = homeMarker(store, viewer)
    if (marker) out.home = marker
  }
  return out
}

export function notificationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.get('/api/v1/notifications', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const q = queryParams(c)
    const candidates = notificationsNewestFirst(store, viewer, {
      types: [...q.all('types'), ...q.all('include_types')],
      exclude: q.all('exclude_types'),
      fromAccount: q.get('account_id'),
      // Akkoma leaves out notifications about threads the viewer muted.
      withMuted: q.bool('with_muted') ?? false,
    })
    const page = paginate(candidates, pageQuery(c), (n) => n.id)
    setLinkHeader(c, page)
    const ctx = viewContext(c, store)
    return c.json(
      page.map((n) => serializeNotification(ctx, n)).filter((n): n is Json => n !== null),
    )
  })

  app.post('/api/v1/notifications/clear', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    store.removeNotifications((n) => n.accountId === viewer.id)
    return c.json({})
  })

  app.post('/api/v1/notifications/dismiss', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const id = (await readParams(c)).get('id')
    store.removeNotifications((n) => n.accountId === viewer.id && n.id === id)
    return c.json({})
  })

  app.post('/api/v1/pleroma/notifications/read', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const params = await readParams(c)
    const id = params.get('id')
    const maxId = params.get('max_id')
    if (!id && !maxId) return errorJson(c, 400, 'You must specify an id or max_id')
    const marked = store
      .notificationsFor(viewer.id)
      .filter((n) => (id ? n.id === id : n.id <= (maxId ?? '')))
    for (const n of marked) n.seen = true
    store.changed()
    const ctx = viewContext(c, store)
    const json = marked
      .map((n) => serializeNotification(ctx, n))
      .filter((n): n is Json => n !== null)
    return c.json(id ? (json[0] ?? {}) : json.reverse())
  })

  app.get('/api/v1/notifications/:id', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const n = store.notificationsFor(viewer.id).find((x) => x.id === c.req.param('id'))
    const json =
      n && usable(store, n, viewer) ? serializeNotification(viewContext(c, store), n) : null
    return json ? c.json(json) : errorJson(c, 404, 'Record not found')
  })

  app.post('/api/v1/notifications/:id/dismiss', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const id = c.req.param('id')
    store.removeNotifications((n) => n.accountId === viewer.id && n.id === id)
    return c.json({})
  })

  app.get('/api/v1/markers', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const q = queryParams(c)
    return c.json(markersJson(store, viewer, [...q.all('timeline'), ...q.all('timeline[]')]))
  })

  app.post('/api/v1/markers', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const params = await readParams(c)
    const lastReadId = params.get('notifications[last_read_id]')
    const out: Record<string, Json> = {}
    // Only the markers saved are answered (Mastodon and Akkoma do the same).
    const homeId = params.get('home[last_read_id]')
    if (homeId) {
      const saved = saveMarker(store, viewer.id, 'home', homeId)
      out.home = {
        last_read_id: saved.lastReadId,
        version: saved.version,
        updated_at: saved.updatedAt,
      }
    }
    if (lastReadId) {
      saveMarker(store, viewer.id, 'notifications', lastReadId)
      let changed = false
      for (const n of store.notificationsFor(viewer.id)) {
        if (!n.seen && compareIds(n.id, lastReadId) <= 0) {
          n.seen = true
          changed = true
        }
      }
      if (changed) store.changed()
      const marker = notificationsMarker(store, viewer)
      out.notifications = marker ?? { last_read_id: lastReadId, version: 1 }
    }
    return c.json(out)
  })

  if (deps.faultsEnabled) {
    app.post('/__demo/act', async (c) => {
      let body: unknown
      try {
        body = JSON.parse((await c.req.text()) || '{}') as unknown
      } catch {
        return errorJson(c, 400, 'Invalid JSON body')
      }
      const input = parseActInput(body)
      if (typeof input === 'string') return errorJson(c, 400, input)
      const result = act(deps, input)
      return result.ok ? c.json(result) : errorJson(c, 422, result.error)
    })

    app.post('/__demo/activity', async (c) => {
      let body: unknown
      try {
        body = JSON.parse((await c.req.text()) || '{}') as unknown
      } catch {
        return errorJson(c, 400, 'Invalid JSON body')
      }
      const on = (body as { on?: unknown } | null)?.on
      if (typeof on !== 'boolean') return errorJson(c, 400, 'on must be true or false')
      const activity = activityFor(deps)
      if (on) activity.start()
      else activity.stop()
      return c.json({ running: activity.running })
    })
  }

  return app
}
