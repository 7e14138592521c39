/**
 * Lists: CRUD, members, and the lists an account is on. The list timeline
 * lives with the other timelines. Akkoma renders a list as `{id, title}`
 * and lets any account (not only followed ones) be added.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http.ts'
import { errorJson, readParams, unauthorized, viewContext } from '../http.ts'
import type { AccountRecord, ListRecord } from '../records.ts'
import { serializeAccount } from '../serializers.ts'

const serializeList = (list: ListRecord) => ({ id: list.id, title: list.title })

export function listRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  const notFoundList = (c: AppContext) => errorJson(c, 404, 'List not found')

  /** The viewer's list from the `:id` parameter, or the error response. */
  const ownList = (c: AppContext): ListRecord | Response => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    return store.list(viewer.id, c.req.param('id') ?? '') ?? notFoundList(c)
  }

  app.get('/api/v1/lists', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    return c.json(store.listsOf(viewer.id).map(serializeList))
  })

  app.post('/api/v1/lists', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const title = (await readParams(c)).get('title')?.trim() ?? ''
    if (title === '') return errorJson(c, 422, "Validation failed: Title can't be blank")
    return c.json(serializeList(store.addList(viewer.id, title)))
  })

  app.get('/api/v1/lists/:id', (c) => {
    const list = ownList(c)
    return list instanceof Response ? list : c.json(serializeList(list))
  })

  app.put('/api/v1/lists/:id', async (c) => {
    const list = ownList(c)
    if (list instanceof Response) return list
    const title = (await readParams(c)).get('title')?.trim() ?? ''
    if (title === '') return errorJson(c, 422, "Validation failed: Title can't be blank")
    list.title = title
    store.changed()
    return c.json(serializeList(list))
  })

  app.delete('/api/v1/lists/:id', (c) => {
    const list = ownList(c)
    if (list instanceof Response) return list
    store.removeList(list)
    return c.json({})
  })

  app.get('/api/v1/lists/:id/accounts', (c) => {
    const list = ownList(c)
    if (list instanceof Response) return list
    const ctx = viewContext(c, store)
    const accounts = list.memberIds
      .map((id) => store.account(id))
      .filter((a): a is AccountRecord => a !== undefined && !a.deactivated)
    return c.json(accounts.map((a) => serializeAccount(ctx, a)))
  })

  app.post('/api/v1/lists/:id/accounts', async (c) => {
    const list = ownList(c)
    if (list instanceof Response) return list
    for (const id of (await readParams(c)).all('account_ids')) {
      if (store.account(id) && !list.memberIds.includes(id)) list.memberIds.push(id)
    }
    store.changed()
    return c.json({})
  })

  app.delete('/api/v1/lists/:id/accounts', async (c) => {
    const list = ownList(c)
    if (list instanceof Response) return list
    const remove = new Set((await readParams(c)).all('account_ids'))
    list.memberIds = list.memberIds.filter((id) => !remove.has(id))
    store.changed()
    return c.json({})
  })

  app.get('/api/v1/accounts/:id/lists', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const id = c.req.param('id')
    return c.json(
      store
        .listsOf(viewer.id)
        .filter((l) => l.memberIds.includes(id))
        .map(serializeList),
    )
  })

  return app
}
