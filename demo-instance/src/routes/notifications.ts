/**
 * Notifications: list (paging, types / exclude_types filters, muted threads
 * left out unless `with_muted=true`), show, dismiss, clear, and Pleroma's
 * mark-as-read.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http.ts'
import { errorJson, queryParams, readParams, unauthorized, viewContext } from '../http.ts'
import { pageQuery, paginate, setLinkHeader } from '../paging.ts'
import type { AccountRecord, NotificationRecord } from '../records.ts'
import type { Json } from '../serializers.ts'
import { serializeNotification } from '../serializers.ts'
import type { Store } from '../store.ts'
import { canView } from '../visibility.ts'

function inMutedThread(store: Store, n: NotificationRecord, viewer: AccountRecord): boolean {
  const status = n.statusId ? store.status(n.statusId) : undefined
  return status !== undefined && store.isThreadMuted(viewer.id, status.context)
}

/** Notifications whose status (if any) still exists and is visible. */
function usable(store: Store, n: NotificationRecord, viewer: AccountRecord): boolean {
  if (!store.account(n.fromAccountId)) return false
  if (n.statusId === null) return true
  const status = store.status(n.statusId)
  return status !== undefined && canView(store, status, viewer)
}

export function notificationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.get('/api/v1/notifications', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const q = queryParams(c)
    const types = [...q.all('types'), ...q.all('include_types')]
    const exclude = q.all('exclude_types')
    const fromAccount = q.get('account_id')
    // Akkoma leaves out notifications about threads the viewer muted.
    const withMuted = q.bool('with_muted') ?? false
    const list = store.notificationsFor(viewer.id)
    const candidates = function* () {
      for (let i = list.length - 1; i >= 0; i -= 1) {
        const n = list[i]
        if (!n) continue
        if (types.length > 0 && !types.includes(n.type)) continue
        if (exclude.includes(n.type)) continue
        if (fromAccount && n.fromAccountId !== fromAccount) continue
        if (!withMuted && inMutedThread(store, n, viewer)) continue
        if (usable(store, n, viewer)) yield n
      }
    }
    const page = paginate(candidates(), pageQuery(c), (n) => n.id)
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

  return app
}
