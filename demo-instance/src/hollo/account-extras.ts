/**
 * Two account reads Hollo has and Akkoma lacks: the posting and reading
 * preferences, and familiar followers (who of the accounts the viewer
 * follows also follows each account asked about).
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import { queryParams, viewContext, type AppEnv } from '../http/plumbing.ts'
import { serializeAccount } from '../render/serializers.ts'
import { withoutExtensions } from '../controls/server-mode.ts'
import { unauthorizedBody } from './entities.ts'

export function accountExtraRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.get('/api/v1/preferences', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return c.json(unauthorizedBody(c.get('tokenInvalid')), 401)
    return c.json({
      'posting:default:visibility': viewer.defaultScope,
      'posting:default:sensitive': false,
      'posting:default:language': null,
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
    })
  })

  app.get('/api/v1/accounts/familiar_followers', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return c.json(unauthorizedBody(c.get('tokenInvalid')), 401)
    const ctx = viewContext(c, store)
    const followed = new Set(store.followingOf(viewer.id).map((f) => f.followingId))
    return c.json(
      queryParams(c)
        .all('id')
        .map((id) => ({
          id,
          accounts: store
            .followersOf(id)
            .filter((f) => followed.has(f.followerId))
            .flatMap((f) => {
              const account = store.account(f.followerId)
              return account ? [withoutExtensions(serializeAccount(ctx, account))] : []
            }),
        })),
    )
  })

  return app
}
