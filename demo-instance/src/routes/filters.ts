/**
 * Keyword filters: `/api/v1/filters` as Akkoma serves them (one phrase per
 * filter; `irreversible` ones the server drops from timelines itself), and
 * in the `gotosocial` mode also `/api/v2/filters` (titled filters with
 * keywords and an action, edited through `keywords_attributes`). Akkoma has
 * no v2: 404 there. Per account, persisted, expired ones listed until
 * deleted but no longer applied. Errors as the servers give them: 422 for a
 * filter without a phrase or title or without a context, 404 for another
 * account's filter. Every change is announced on the account's user stream
 * (`filters_changed`), as Mastodon does, so its other clients apply it.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, readParams, unauthorized } from '../http/plumbing.ts'
import {
  allFiltersOf,
  FILTER_CONTEXTS,
  nextFilterId,
  serializeFilterV2,
  serializeFiltersV1,
} from '../model/filters.ts'
import type { FilterRecord } from '../model/records.ts'

const contextsOf = (values: unknown): string[] =>
  (Array.isArray(values) ? values : []).filter(
    (c): c is string => typeof c === 'string' && (FILTER_CONTEXTS as readonly string[]).includes(c),
  )

/** `expires_in` seconds from now; null or '' for never; absent: unchanged (undefined). */
function expiryOf(body: Record<string, unknown>, now = Date.now()): string | null | undefined {
  if (!('expires_in' in body)) return undefined
  const seconds = Number(body.expires_in)
  if (body.expires_in === null || body.expires_in === '' || !Number.isFinite(seconds)) return null
  return new Date(now + seconds * 1000).toISOString()
}

/** The body as JSON where it is; a form's fields otherwise (v1 clients may send forms). */
async function bodyOf(c: AppContext): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.includes('application/json')) {
    const parsed = (await c.req.json().catch(() => ({}))) as unknown
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  }
  const params = await readParams(c)
  const out: Record<string, unknown> = {}
  for (const [key, values] of params.entries()) {
    const name = key.replace(/\[\]$/, '')
    out[name] = key.endsWith('[]') ? values : values[0]
  }
  return out
}

const truthy = (v: unknown) => v === true || v === 'true' || v === '1' || v === 'on'

export function filterRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps
  /** Saves the change and tells the account's other clients, as Mastodon's stream does. */
  const changed = (accountId: string) => {
    store.changed()
    deps.hub.publish({ type: 'filters_changed', accountId })
  }
  const gts = () => deps.mode.like === 'gotosocial'
  const refuse = (c: AppContext, text: string) =>
    errorJson(c, 422, gts() ? text : `Validation failed: ${text}`)

  // ---------------------------------------------------------------- v1
  app.get('/api/v1/filters', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    return c.json(allFiltersOf(store, viewer.id).flatMap(serializeFiltersV1))
  })

  app.post('/api/v1/filters', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const body = await bodyOf(c)
    const phrase = typeof body.phrase === 'string' ? body.phrase.trim() : ''
    const context = contextsOf(body.context)
    if (phrase === '') return refuse(c, "Phrase can't be blank")
    if (context.length === 0) return refuse(c, "Context can't be blank")
    const id = nextFilterId(store)
    const record: FilterRecord = {
      id,
      accountId: viewer.id,
      title: phrase,
      context,
      expiresAt: expiryOf(body) ?? null,
      action: truthy(body.irreversible) ? 'hide' : 'warn',
      keywords: [
        {
          id,
          keyword: phrase,
          wholeWord: body.whole_word === undefined || truthy(body.whole_word),
        },
      ],
    }
    ;(store.state.filters ??= []).push(record)
    changed(record.accountId)
    return c.json(serializeFiltersV1(record)[0])
  })

  /** The filter holding the v1 id (a keyword's), the viewer's own. */
  const v1Filter = (c: AppContext) => {
    const viewer = c.get('viewer')
    const id = c.req.param('id') ?? ''
    if (!viewer) return null
    return allFiltersOf(store, viewer.id).find((f) => f.keywords.some((k) => k.id === id)) ?? null
  }

  app.get('/api/v1/filters/:id', (c) => {
    if (!c.get('viewer')) return unauthorized(c)
    const filter = v1Filter(c)
    const view = filter && serializeFiltersV1(filter).find((f) => f.id === c.req.param('id'))
    return view ? c.json(view) : errorJson(c, 404, 'Record not found')
  })

  app.put('/api/v1/filters/:id', async (c) => {
    if (!c.get('viewer')) return unauthorized(c)
    const filter = v1Filter(c)
    if (!filter) return errorJson(c, 404, 'Record not found')
    const body = await bodyOf(c)
    const keyword = filter.keywords.find((k) => k.id === c.req.param('id'))
    if (!keyword) return errorJson(c, 404, 'Record not found')
    if (typeof body.phrase === 'string') {
      if (body.phrase.trim() === '') return refuse(c, "Phrase can't be blank")
      keyword.keyword = body.phrase.trim()
      if (filter.keywords.length === 1) filter.title = keyword.keyword
    }
    if ('context' in body) {
      const context = contextsOf(body.context)
      if (context.length === 0) return refuse(c, "Context can't be blank")
      filter.context = context
    }
    if ('whole_word' in body) keyword.wholeWord = truthy(body.whole_word)
    if ('irreversible' in body) filter.action = truthy(body.irreversible) ? 'hide' : 'warn'
    const expiry = expiryOf(body)
    if (expiry !== undefined) filter.expiresAt = expiry
    changed(filter.accountId)
    return c.json(serializeFiltersV1(filter).find((f) => f.id === keyword.id))
  })

  app.delete('/api/v1/filters/:id', (c) => {
    if (!c.get('viewer')) return unauthorized(c)
    const filter = v1Filter(c)
    if (!filter) return errorJson(c, 404, 'Record not found')
    filter.keywords = filter.keywords.filter((k) => k.id !== c.req.param('id'))
    if (filter.keywords.length === 0)
      store.state.filters = (store.state.filters ?? []).filter((f) => f !== filter)
    changed(filter.accountId)
    return c.json({})
  })

  // ---------------------------------------------------------------- v2 (not Akkoma's)
  const v2 = (c: AppContext) => {
    if (!gts()) return { refused: errorJson(c, 404, 'Not found') }
    const viewer = c.get('viewer')
    if (!viewer) return { refused: unauthorized(c) }
    return { viewer }
  }
  const own = (c: AppContext, accountId: string) =>
    allFiltersOf(store, accountId).find((f) => f.id === c.req.param('id')) ?? null

  /** Applies keywords_attributes: new ones added, known ids changed, `_destroy` ones removed. */
  const applyKeywords = (filter: FilterRecord, attributes: unknown): void => {
    for (const raw of Array.isArray(attributes) ? attributes : []) {
      if (raw === null || typeof raw !== 'object') continue
      const a = raw as Record<string, unknown>
      const id = a.id === undefined ? null : String(a.id)
      const known = id === null ? undefined : filter.keywords.find((k) => k.id === id)
      if (known && truthy(a._destroy)) {
        filter.keywords = filter.keywords.filter((k) => k !== known)
      } else if (known) {
        if (typeof a.keyword === 'string' && a.keyword.trim() !== '')
          known.keyword = a.keyword.trim()
        if ('whole_word' in a) known.wholeWord = truthy(a.whole_word)
      } else if (id === null && typeof a.keyword === 'string' && a.keyword.trim() !== '') {
        filter.keywords.push({
          id: nextFilterId(store),
          keyword: a.keyword.trim(),
          wholeWord: a.whole_word === undefined || truthy(a.whole_word),
        })
      }
    }
  }

  app.get('/api/v2/filters', (c) => {
    const { refused, viewer } = v2(c)
    if (refused) return refused
    return c.json(allFiltersOf(store, viewer.id).map(serializeFilterV2))
  })

  app.get('/api/v2/filters/:id', (c) => {
    const { refused, viewer } = v2(c)
    if (refused) return refused
    const filter = own(c, viewer.id)
    return filter
      ? c.json(serializeFilterV2(filter))
      : errorJson(c, 404, 'Not Found: filter not found')
  })

  app.post('/api/v2/filters', async (c) => {
    const { refused, viewer } = v2(c)
    if (refused) return refused
    const body = await bodyOf(c)
    const title = typeof body.title === 'string' ? body.title.trim() : ''
    const context = contextsOf(body.context)
    if (title === '' || title.length > 200)
      return refuse(c, 'filter title must be provided, and must be no more than 200 chars')
    if (context.length === 0) return refuse(c, 'at least one filter context is required')
    const record: FilterRecord = {
      id: nextFilterId(store),
      accountId: viewer.id,
      title,
      context,
      expiresAt: expiryOf(body) ?? null,
      action: body.filter_action === 'hide' ? 'hide' : 'warn',
      keywords: [],
    }
    ;(store.state.filters ??= []).push(record)
    applyKeywords(record, body.keywords_attributes)
    changed(record.accountId)
    return c.json(serializeFilterV2(record))
  })

  app.put('/api/v2/filters/:id', async (c) => {
    const { refused, viewer } = v2(c)
    if (refused) return refused
    const filter = own(c, viewer.id)
    if (!filter) return errorJson(c, 404, 'Not Found: filter not found')
    const body = await bodyOf(c)
    if ('title' in body) {
      const title = typeof body.title === 'string' ? body.title.trim() : ''
      if (title === '' || title.length > 200)
        return refuse(c, 'filter title must be provided, and must be no more than 200 chars')
      filter.title = title
    }
    if ('context' in body) {
      const context = contextsOf(body.context)
      if (context.length === 0) return refuse(c, 'at least one filter context is required')
      filter.context = context
    }
    if (body.filter_action === 'hide' || body.filter_action === 'warn')
      filter.action = body.filter_action
    const expiry = expiryOf(body)
    if (expiry !== undefined) filter.expiresAt = expiry
    applyKeywords(filter, body.keywords_attributes)
    changed(filter.accountId)
    return c.json(serializeFilterV2(filter))
  })

  app.delete('/api/v2/filters/:id', (c) => {
    const { refused, viewer } = v2(c)
    if (refused) return refused
    const filter = own(c, viewer.id)
    if (!filter) return errorJson(c, 404, 'Not Found: filter not found')
    store.state.filters = (store.state.filters ?? []).filter((f) => f !== filter)
    changed(filter.accountId)
    return c.json({})
  })

  return app
}
