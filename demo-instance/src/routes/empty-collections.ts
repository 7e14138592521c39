/**
 * Collections for features the demo instance does not model yet (mutes,
 * blocks, filters, ...). Nobody can create such
 * records here, so an empty list is the true answer; the routes exist so
 * the client's start-up calls succeed. Replace each one when the feature
 * gets a real implementation.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { unauthorized } from '../http/plumbing.ts'

const EMPTY_AUTHENTICATED = ['/api/v1/filters', '/api/v2/filters']

export function emptyCollectionRoutes(_deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  for (const path of EMPTY_AUTHENTICATED) {
    app.get(path, (c) => {
      if (!c.get('viewer')) return unauthorized(c)
      return c.json([])
    })
  }
  return app
}
