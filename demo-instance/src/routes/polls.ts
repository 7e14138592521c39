/** Polls: GET /api/v1/polls/:id and voting (POST /api/v1/polls/:id/votes). */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson, notFound, readParams, unauthorized, viewContext } from '../http/plumbing.ts'
import { castVote } from '../model/polls.ts'
import { serializePoll } from '../render/serializers.ts'
import { canView } from '../model/visibility.ts'

export function pollRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.get('/api/v1/polls/:id', (c) => {
    const status = store.statusOfPoll(c.req.param('id'))
    if (!status?.poll || !canView(store, status, c.get('viewer'))) return notFound(c)
    return c.json(serializePoll(viewContext(c, store), status.poll, status.accountId))
  })

  app.post('/api/v1/polls/:id/votes', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const status = store.statusOfPoll(c.req.param('id'))
    if (!status?.poll || !canView(store, status, viewer)) return notFound(c)
    const params = await readParams(c)
    const error = castVote(status.poll, status.accountId, viewer, params.all('choices'))
    if (error) return errorJson(c, 422, error)
    store.changed()
    return c.json(serializePoll(viewContext(c, store), status.poll, status.accountId))
  })

  return app
}
