/**
 * Lists: CRUD, members, and the lists an account is on. The list timeline
 * lives with the other timelines. Akkoma renders a list as `{id, title}`
 * and lets any account (not only followed ones) be added; like GoToSocial
 * (the `gotosocial` mode), the demo then refuses accounts the owner does
 * not follow. Members are paged like Mastodon pages them: `limit` 40 by
 * default, `0` for all of them, cursors in a Link header.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, originOf, readParams, unauthorized, viewContext } from '../http/plumbing.ts'
import type { AccountRecord, ListRecord } from '../model/records.ts'
import { serializeAccount } from '../render/serializers.ts'

const serializeList = (list: ListRecord) => ({ id: list.id, title: list.title })

/** Mastodon's page of list members: 40 by default, 80 at most, 0 for all. */
export const LIST_ACCOUNTS_DEFAULT_LIMIT = 40
export const LIST_ACCOUNTS_MAX_LIMIT = 80

export interface MemberPage {
  ids: string[]
  /** Members come after this page (a next link). */
  more: boolean
  /** Members come before this page (a prev link). */
  fewer: boolean
}

/**
 * One page of a list's members, in the order they were added: `max_id`
 * starts after that member, `since_id`/`min_id` end before it. `limit` 0
 * (or below) returns every member.
 */
export function pageOfMembers(
  memberIds: readonly string[],
  query: { limit?: string; maxId?: string; sinceId?: string; minId?: string },
): MemberPage {
  const parsed = Number.parseInt(query.limit ?? '', 10)
  const limit = Number.isFinite(parsed)
    ? Math.min(parsed, LIST_ACCOUNTS_MAX_LIMIT)
    : LIST_ACCOUNTS_DEFAULT_LIMIT
  if (limit <= 0) return { ids: [...memberIds], more: false, fewer: false }
  const position = (id: string | undefined) => (id === undefined ? -1 : memberIds.indexOf(id))
  const after = position(query.maxId)
  const beforeId = query.minId ?? query.sinceId
  const before = beforeId === undefined ? memberIds.length : position(beforeId)
  // A cursor that is no member (any more) ends the walk.
  if (before < 0 || (query.maxId !== undefined && after < 0))
    return { ids: [], more: false, fewer: false }
  if (query.maxId === undefined) {
    // Only a newer-than cursor: the page right before it.
    const start = beforeId === undefined ? 0 : Math.max(0, before - limit)
    const end = Math.min(before, start + limit)
    return { ids: memberIds.slice(start, end), more: end < memberIds.length, fewer: start > 0 }
  }
  const start = after + 1
  const end = Math.min(before, start + limit)
  const ids = start < end ? memberIds.slice(start, end) : []
  return { ids, more: end < memberIds.length, fewer: start > 0 }
}

/** `<…?max_id=LAST>; rel="next", <…?min_id=FIRST>; rel="prev"` where there is more that way. */
function setMemberLinks(c: AppContext, page: MemberPage): void {
  const first = page.ids[0]
  const last = page.ids[page.ids.length - 1]
  if (first === undefined || last === undefined) return
  const url = new URL(c.req.url)
  const link = (name: 'max_id' | 'min_id', value: string) => {
    const params = new URLSearchParams(url.search)
    for (const drop of ['max_id', 'min_id', 'since_id']) params.delete(drop)
    params.set(name, value)
    return `${originOf(c)}${url.pathname}?${params.toString()}`
  }
  const links = [
    page.more ? `<${link('max_id', last)}>; rel="next"` : null,
    page.fewer ? `<${link('min_id', first)}>; rel="prev"` : null,
  ].filter((l): l is string => l !== null)
  if (links.length > 0) c.header('Link', links.join(', '))
}

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
    const visible = list.memberIds.filter((id) => {
      const account = store.account(id)
      return account !== undefined && !account.deactivated
    })
    const page = pageOfMembers(visible, {
      limit: c.req.query('limit'),
      maxId: c.req.query('max_id') || undefined,
      sinceId: c.req.query('since_id') || undefined,
      minId: c.req.query('min_id') || undefined,
    })
    setMemberLinks(c, page)
    const accounts = page.ids.map((id) => store.account(id) as AccountRecord)
    return c.json(accounts.map((a) => serializeAccount(ctx, a)))
  })

  app.post('/api/v1/lists/:id/accounts', async (c) => {
    const list = ownList(c)
    if (list instanceof Response) return list
    const viewer = c.get('viewer')
    const ids = (await readParams(c)).all('account_ids')
    if (deps.mode.like === 'gotosocial' && viewer) {
      // GoToSocial takes only followed accounts, and refuses the whole request for one.
      const stranger = ids.find((id) => store.account(id) && !store.isFollowing(viewer.id, id))
      if (stranger) return errorJson(c, 404, `account ${stranger} not currently followed`)
    }
    for (const id of ids) {
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
