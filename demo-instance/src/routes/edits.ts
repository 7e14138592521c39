/**
 * Editing: PUT /api/v1/statuses/:id (the author only) and the edit
 * history. The source endpoint lives with the other status routes.
 */

import { Hono } from 'hono'
import type { EditInput } from '../model/edits.ts'
import { editStatus, serializeHistory } from '../model/edits.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson, notFound, readParams, unauthorized, viewContext } from '../http/plumbing.ts'
import { readPollInput } from '../model/polls.ts'
import { serializeStatus } from '../render/serializers.ts'
import { canView } from '../model/visibility.ts'

export function editRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.put('/api/v1/statuses/:id', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = store.status(c.req.param('id'))
    if (!status || status.reblogOfId || !canView(store, status, viewer)) return notFound(c)
    if (status.accountId !== viewer.id) return errorJson(c, 403, 'Forbidden')
    const params = await readParams(c)
    const poll = readPollInput(params)
    if (typeof poll === 'string') return errorJson(c, 422, poll)
    const input: EditInput = {
      source: params.get('status'),
      spoilerText: params.get('spoiler_text'),
      sensitive: params.bool('sensitive'),
      contentType: params.get('content_type'),
      mediaIds: params.has('media_ids') ? params.all('media_ids') : undefined,
      poll,
    }
    const error = editStatus(deps, status, viewer, input)
    if (error) return errorJson(c, error.status, error.error)
    return c.json(serializeStatus(viewContext(c, store), status))
  })

  app.get('/api/v1/statuses/:id/history', (c) => {
    const status = store.status(c.req.param('id'))
    if (!status || status.reblogOfId || !canView(store, status, c.get('viewer'))) return notFound(c)
    return c.json(serializeHistory(viewContext(c, store), status))
  })

  return app
}
