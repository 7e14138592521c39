/**
 * Statuses: posting (with preview and Idempotency-Key), fetching, deleting,
 * thread context, source, and the simple interactions (favourite, reblog,
 * bookmark) with their "who did it" lists.
 */

import { Hono } from 'hono'
import type { NewStatus } from '../model/actions.ts'
import {
  buildStatus,
  deleteStatus,
  notify,
  publishStatus,
  reblog,
  validateNewStatus,
} from '../model/actions.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv, AppContext } from '../http/plumbing.ts'
import {
  errorJson,
  notFound,
  queryParams,
  readParams,
  unauthorized,
  viewContext,
} from '../http/plumbing.ts'
import type { AccountRecord, StatusRecord, Visibility } from '../model/records.ts'
import { VISIBILITIES } from '../model/records.ts'
import { readPollInput } from '../model/polls.ts'
import { serializeAccount, serializeStatus, serializeStatuses } from '../render/serializers.ts'
import { applyTagPolicy } from '../model/tag-policy.ts'
import { canView } from '../model/visibility.ts'

const IDEMPOTENCY_LIMIT = 1000

export function statusRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps
  const idempotency = new Map<string, string>()

  /** The visible status with this id (or the one a reblog wraps when `unwrap`). */
  const visibleStatus = (c: AppContext, unwrap = false): StatusRecord | undefined => {
    const status = store.status(c.req.param('id') ?? '')
    if (!status || !canView(store, status, c.get('viewer'))) return undefined
    if (unwrap && status.reblogOfId) return store.status(status.reblogOfId)
    return status
  }

  const respond = (c: AppContext, status: StatusRecord) => {
    const json = serializeStatus(viewContext(c, store), status)
    return json ? c.json(json) : notFound(c)
  }

  app.get('/api/v1/statuses', (c) => {
    const ctx = viewContext(c, store)
    const statuses = queryParams(c)
      .all('id')
      .map((id) => store.status(id))
      .filter((s): s is StatusRecord => s !== undefined)
    return c.json(serializeStatuses(ctx, statuses))
  })

  app.post('/api/v1/statuses', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const params = await readParams(c)
    const key = c.req.header('idempotency-key')
    const previous = key ? store.status(idempotency.get(`${viewer.id}:${key}`) ?? '') : undefined
    if (previous) return respond(c, previous)
    const poll = readPollInput(params)
    if (typeof poll === 'string') return errorJson(c, 422, poll)
    const visibility = (params.get('visibility') ?? viewer.defaultScope) as Visibility
    if (!VISIBILITIES.includes(visibility)) return errorJson(c, 422, 'Invalid visibility')
    const token = c.get('token')
    const client = token ? store.app(token.appId) : undefined
    const input: NewStatus = {
      source: params.get('status') ?? '',
      visibility,
      spoilerText: params.get('spoiler_text') ?? '',
      sensitive: params.bool('sensitive') ?? false,
      contentType: params.get('content_type') || 'text/plain',
      language: params.get('language') || null,
      inReplyToId: params.get('in_reply_to_id') || null,
      mediaIds: params.all('media_ids'),
      application: client ? { name: client.name, website: client.website } : null,
      poll: poll ?? null,
      quoteId: params.get('quote_id') || null,
    }
    // Handles of the peer instance's accounts are looked up there first, so they are mentioned.
    await deps.federation?.resolveMentions(input.source)
    const invalid = validateNewStatus(deps, viewer, input)
    if (invalid) return errorJson(c, invalid.status, invalid.error)
    // The MRF tags an admin gave the author change the post (model/tag-policy.ts).
    const status = buildStatus(deps, viewer, applyTagPolicy(viewer, input))
    if (params.bool('preview')) {
      // Rendered like a real post but never stored or streamed.
      const json = serializeStatus(viewContext(c, store), status)
      return c.json(json)
    }
    publishStatus(deps, status)
    if (key) {
      if (idempotency.size >= IDEMPOTENCY_LIMIT) idempotency.clear()
      idempotency.set(`${viewer.id}:${key}`, status.id)
    }
    return respond(c, status)
  })

  app.get('/api/v1/statuses/:id', (c) => {
    const status = visibleStatus(c)
    return status ? respond(c, status) : notFound(c)
  })

  app.delete('/api/v1/statuses/:id', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c)
    if (!status || status.reblogOfId) return notFound(c)
    if (status.accountId !== viewer.id && !viewer.isAdmin && !viewer.isModerator) {
      return errorJson(c, 403, 'Forbidden')
    }
    const json = serializeStatus(viewContext(c, store), status, { withSource: true })
    deleteStatus(deps, status)
    return c.json(json)
  })

  app.get('/api/v1/statuses/:id/source', (c) => {
    const status = visibleStatus(c)
    if (!status || status.reblogOfId) return notFound(c)
    return c.json({
      id: status.id,
      text: status.source,
      spoiler_text: status.spoilerText,
      content_type: status.contentType,
    })
  })

  // Akkoma's context: every visible status of the same conversation, split
  // into older (ancestors) and newer (descendants), oldest first.
  app.get('/api/v1/statuses/:id/context', (c) => {
    const status = visibleStatus(c)
    if (!status) return notFound(c)
    const viewer = c.get('viewer')
    const thread = store.state.statuses.filter(
      (s) =>
        s.context === status.context &&
        s.reblogOfId === null &&
        s.id !== status.id &&
        canView(store, s, viewer),
    )
    const ctx = viewContext(c, store)
    return c.json({
      ancestors: serializeStatuses(
        ctx,
        thread.filter((s) => s.id < status.id),
      ),
      descendants: serializeStatuses(
        ctx,
        thread.filter((s) => s.id > status.id),
      ),
    })
  })

  app.post('/api/v1/statuses/:id/favourite', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c, true)
    if (!status) return notFound(c)
    if (!status.favouritedBy.includes(viewer.id)) {
      status.favouritedBy.push(viewer.id)
      store.changed()
      notify(deps, {
        accountId: status.accountId,
        type: 'favourite',
        fromAccountId: viewer.id,
        statusId: status.id,
      })
    }
    return respond(c, status)
  })

  app.post('/api/v1/statuses/:id/unfavourite', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c, true)
    if (!status) return notFound(c)
    status.favouritedBy = status.favouritedBy.filter((id) => id !== viewer.id)
    store.changed()
    return respond(c, status)
  })

  app.post('/api/v1/statuses/:id/reblog', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c, true)
    if (!status) return notFound(c)
    const ownPrivate = status.visibility === 'private' && status.accountId === viewer.id
    if (status.visibility === 'direct' || (status.visibility === 'private' && !ownPrivate)) {
      return errorJson(c, 422, 'Cannot repeat this status')
    }
    const params = await readParams(c)
    const requested = params.get('visibility') as Visibility | undefined
    const visibility: Visibility = ownPrivate
      ? 'private'
      : requested && VISIBILITIES.includes(requested) && requested !== 'direct'
        ? requested
        : status.visibility === 'local'
          ? 'local'
          : 'public'
    return respond(c, reblog(deps, viewer, status, visibility))
  })

  app.post('/api/v1/statuses/:id/unreblog', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = visibleStatus(c, true)
    if (!status) return notFound(c)
    const wrapper = store.reblogsOf(status.id).find((r) => r.accountId === viewer.id)
    if (wrapper) deleteStatus(deps, wrapper)
    return respond(c, status)
  })

  for (const [path, add] of [
    ['bookmark', true],
    ['unbookmark', false],
  ] as const) {
    app.post(`/api/v1/statuses/:id/${path}`, (c) => {
      const viewer = c.get('viewer')
      if (!viewer) return unauthorized(c)
      const status = visibleStatus(c, true)
      if (!status) return notFound(c)
      status.bookmarkedBy = status.bookmarkedBy.filter((id) => id !== viewer.id)
      if (add) status.bookmarkedBy.push(viewer.id)
      store.changed()
      return respond(c, status)
    })
  }

  app.get('/api/v1/statuses/:id/favourited_by', (c) => {
    const status = visibleStatus(c, true)
    if (!status) return notFound(c)
    const ctx = viewContext(c, store)
    const accounts = status.favouritedBy
      .map((id) => store.account(id))
      .filter((a): a is AccountRecord => a !== undefined)
    return c.json(accounts.map((a) => serializeAccount(ctx, a)))
  })

  app.get('/api/v1/statuses/:id/reblogged_by', (c) => {
    const status = visibleStatus(c, true)
    if (!status) return notFound(c)
    const ctx = viewContext(c, store)
    const accounts = store
      .reblogsOf(status.id)
      .map((r) => store.account(r.accountId))
      .filter((a): a is AccountRecord => a !== undefined)
    return c.json(accounts.map((a) => serializeAccount(ctx, a)))
  })

  return app
}
