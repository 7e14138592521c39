/**
 * Emoji reactions: Akkoma's PUT/DELETE /api/v1/pleroma/statuses/:id/reactions/:emoji,
 * the Fedibird-style PUT/DELETE /api/v1/statuses/:id/emoji_reactions/:emoji,
 * the POST react/unreact pair, and the lists of who reacted with what.
 */

import { Hono } from 'hono'
import { notify } from '../model/actions.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, notFound, unauthorized, viewContext } from '../http/plumbing.ts'
import {
  addReaction,
  normalizeReactionEmoji,
  reactionContent,
  removeReaction,
} from '../model/reactions.ts'
import type { StatusRecord } from '../model/records.ts'
import { serializeReactionList, serializeStatus } from '../render/serializers.ts'
import { canView } from '../model/visibility.ts'

export function reactionRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  const visibleStatus = (c: AppContext): StatusRecord | undefined => {
    const status = store.status(c.req.param('id') ?? '')
    if (!status || !canView(store, status, c.get('viewer'))) return undefined
    return status.reblogOfId ? store.status(status.reblogOfId) : status
  }

  const react = (c: AppContext) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c)
    if (!status) return notFound(c)
    const emoji = normalizeReactionEmoji(c.req.param('emoji') ?? '')
    if (!emoji) return errorJson(c, 400, 'Could not add reaction emoji')
    if (addReaction(status, viewer.id, emoji)) {
      store.changed()
      notify(deps, {
        accountId: status.accountId,
        type: 'pleroma:emoji_reaction',
        fromAccountId: viewer.id,
        statusId: status.id,
        emoji: reactionContent(emoji),
      })
    }
    return c.json(serializeStatus(viewContext(c, store), status))
  }

  const unreact = (c: AppContext) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c)
    if (!status) return notFound(c)
    const emoji = normalizeReactionEmoji(c.req.param('emoji') ?? '')
    if (!emoji || !removeReaction(status, viewer.id, emoji))
      return errorJson(c, 400, 'Could not remove reaction emoji')
    store.changed()
    const content = reactionContent(emoji)
    store.removeNotifications(
      (n) =>
        n.type === 'pleroma:emoji_reaction' &&
        n.statusId === status.id &&
        n.fromAccountId === viewer.id &&
        n.emoji === content,
    )
    return c.json(serializeStatus(viewContext(c, store), status))
  }

  for (const base of [
    '/api/v1/pleroma/statuses/:id/reactions',
    '/api/v1/statuses/:id/emoji_reactions',
  ]) {
    app.put(`${base}/:emoji`, react)
    app.delete(`${base}/:emoji`, unreact)
  }
  app.post('/api/v1/statuses/:id/react/:emoji', react)
  app.post('/api/v1/statuses/:id/unreact/:emoji', unreact)

  const list = (c: AppContext) => {
    const status = visibleStatus(c)
    if (!status) return notFound(c)
    const raw = c.req.param('emoji')
    const only = raw === undefined ? null : normalizeReactionEmoji(raw)
    if (raw !== undefined && only === null) return c.json([])
    return c.json(serializeReactionList(viewContext(c, store), status, only))
  }
  for (const path of [
    '/api/v1/pleroma/statuses/:id/reactions',
    '/api/v1/pleroma/statuses/:id/reactions/:emoji',
    '/api/v1/statuses/:id/reactions',
  ]) {
    app.get(path, list)
  }

  return app
}
