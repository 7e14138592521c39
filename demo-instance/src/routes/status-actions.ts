/**
 * Pins and thread mutes: pin/unpin (own public or unlisted statuses, up to
 * the instance's limit) and mute/unmute of a whole conversation for the
 * viewer, with Akkoma's error replies.
 */

import { Hono } from 'hono'
import { INSTANCE } from '../config.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, notFound, unauthorized, viewContext } from '../http/plumbing.ts'
import type { StatusRecord } from '../model/records.ts'
import { serializeStatus } from '../render/serializers.ts'
import { canView } from '../model/visibility.ts'

export function statusActionRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  const visibleStatus = (c: AppContext): StatusRecord | undefined => {
    const status = store.status(c.req.param('id') ?? '')
    return status && canView(store, status, c.get('viewer')) ? status : undefined
  }

  const respond = (c: AppContext, status: StatusRecord) => {
    const json = serializeStatus(viewContext(c, store), status)
    return json ? c.json(json) : notFound(c)
  }

  app.post('/api/v1/statuses/:id/pin', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c)
    if (!status || status.reblogOfId) return notFound(c)
    if (status.accountId !== viewer.id)
      return errorJson(c, 422, "Someone else's status cannot be pinned")
    if (status.visibility !== 'public' && status.visibility !== 'unlisted')
      return errorJson(c, 422, 'Non-public status cannot be pinned')
    if (status.pinnedAt === null) {
      const pinned = store.statusesOf(viewer.id).filter((s) => s.pinnedAt !== null).length
      if (pinned >= INSTANCE.maxPinnedStatuses)
        return errorJson(c, 400, 'You have already pinned the maximum number of statuses')
      status.pinnedAt = new Date().toISOString()
      store.changed()
    }
    return respond(c, status)
  })

  app.post('/api/v1/statuses/:id/unpin', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c)
    if (!status || status.reblogOfId) return notFound(c)
    if (status.accountId !== viewer.id)
      return errorJson(c, 422, "Someone else's status cannot be unpinned")
    if (status.pinnedAt !== null) {
      status.pinnedAt = null
      store.changed()
    }
    return respond(c, status)
  })

  app.post('/api/v1/statuses/:id/mute', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c)
    if (!status) return notFound(c)
    if (!store.muteThread(viewer.id, status.context))
      return errorJson(c, 400, 'conversation is already muted')
    // Akkoma marks the thread's notifications as read when muting it.
    for (const n of store.notificationsFor(viewer.id)) {
      const about = n.statusId ? store.status(n.statusId) : undefined
      if (about?.context === status.context) n.seen = true
    }
    return respond(c, status)
  })

  app.post('/api/v1/statuses/:id/unmute', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c)
    if (!status) return notFound(c)
    store.unmuteThread(viewer.id, status.context)
    return respond(c, status)
  })

  return app
}
