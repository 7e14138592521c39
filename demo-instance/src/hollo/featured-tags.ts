/**
 * Featured hashtags (`/api/v1/featured_tags`), which Hollo has and Akkoma
 * does not: list, add (JSON `{name}`, a leading `#` dropped), remove. Kept
 * beside the store's state, not in it, so a data reset (a new state)
 * forgets them and the state file keeps Akkoma's shape.
 */

import { Hono } from 'hono'
import type { Context } from 'hono'
import type { Deps } from '../deps.ts'
import { originOf, type AppEnv } from '../http/plumbing.ts'
import type { AccountRecord } from '../model/records.ts'
import { readBody } from './request-body.ts'
import { unauthorizedBody } from './entities.ts'
import { issue, validatorRefusal } from './validation-errors.ts'

interface FeaturedTag {
  id: string
  accountId: string
  name: string
}

const byState = new WeakMap<object, FeaturedTag[]>()

function featuredOf(deps: Deps): FeaturedTag[] {
  let list = byState.get(deps.store.state)
  if (!list) {
    list = []
    byState.set(deps.store.state, list)
  }
  return list
}

function tagJson(c: Context<AppEnv>, deps: Deps, tag: FeaturedTag, owner: AccountRecord) {
  const lower = tag.name.toLowerCase()
  const posts = deps.store.state.statuses.filter(
    (s) => s.accountId === owner.id && s.tags.some((t) => t.toLowerCase() === lower),
  )
  const last = posts.reduce<string | null>(
    (newest, s) => (newest === null || s.createdAt > newest ? s.createdAt : newest),
    null,
  )
  return {
    id: tag.id,
    name: tag.name,
    url: `${originOf(c)}/tags/${encodeURIComponent(tag.name)}`,
    statuses_count: posts.length,
    last_status_at: last ? last.slice(0, 10) : null,
  }
}

export function featuredTagRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.get('/api/v1/featured_tags', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return c.json(unauthorizedBody(c.get('tokenInvalid')), 401)
    return c.json(
      featuredOf(deps)
        .filter((t) => t.accountId === viewer.id)
        .map((t) => tagJson(c, deps, t, viewer)),
    )
  })

  app.post('/api/v1/featured_tags', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return c.json(unauthorizedBody(c.get('tokenInvalid')), 401)
    const { encoding, fields } = await readBody(c)
    // Read from JSON only: any other body is an empty one.
    const raw = encoding === 'json' ? fields.name : undefined
    const name = typeof raw === 'string' ? raw.trim() : undefined
    if (name === undefined) return validatorRefusal(c, [issue.wrongType(['name'], 'string', raw)])
    if (name.length < 1) return validatorRefusal(c, [issue.tooShort(['name'], 1)])
    const tag: FeaturedTag = {
      id: deps.store.ids.misc.next(),
      accountId: viewer.id,
      name: name.replace(/^#/, ''),
    }
    featuredOf(deps).push(tag)
    return c.json(tagJson(c, deps, tag, viewer), 201)
  })

  app.delete('/api/v1/featured_tags/:id', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return c.json(unauthorizedBody(c.get('tokenInvalid')), 401)
    const list = featuredOf(deps)
    const index = list.findIndex((t) => t.id === c.req.param('id') && t.accountId === viewer.id)
    if (index < 0) return c.json({ error: 'Record not found' }, 404)
    list.splice(index, 1)
    return c.json({})
  })

  return app
}
