/**
 * Relationships beyond following: blocks, mutes, domain blocks, Pleroma's
 * subscribe and unsubscribe, and suggestions. Follow, unfollow, remove from
 * followers, lookup and the relationships query live in accounts.ts.
 *
 * As in Akkoma: blocking ends the follows both ways and hides each side's
 * posts from the other's timelines; mutes have no expiry here and leave the
 * muted account's posts out of timelines unless `with_muted=true`.
 */

import { Hono } from 'hono'
import { unfollow } from '../model/actions.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, queryParams, readParams, unauthorized, viewContext } from '../http/plumbing.ts'
import { pageQuery, paginate, setLinkHeader } from '../http/paging.ts'
import type { AccountBlockRecord, AccountRecord } from '../model/records.ts'
import { acctOf } from '../model/records.ts'
import { serializeAccount, serializeRelationship } from '../render/serializers.ts'
import type { Store } from '../model/store.ts'
import { findAccount } from './accounts.ts'

/** Mastodon's default and Akkoma's cap for suggestions. */
const SUGGESTIONS_DEFAULT_LIMIT = 40
const SUGGESTIONS_MAX_LIMIT = 80
/** Mastodon's page size and cap for the domain blocks list. */
const DOMAIN_BLOCKS_DEFAULT_LIMIT = 100
const DOMAIN_BLOCKS_MAX_LIMIT = 200
/** A host name: dot-separated labels of letters, digits and hyphens (any script). */
const VALID_DOMAIN = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)(\.(?!-)[\p{L}\p{N}-]{1,63}(?<!-))+$/u

/**
 * Accounts the viewer might follow: not themselves, not already followed or
 * requested, no block either way, not muted, discoverable and active.
 * Local accounts first, then remote ones, each by handle, so the answer is
 * the same on every reset.
 */
export function suggestionsFor(store: Store, viewer: AccountRecord): AccountRecord[] {
  return store
    .accounts()
    .filter(
      (a) =>
        a.id !== viewer.id &&
        !a.deactivated &&
        a.discoverable &&
        !store.follow(viewer.id, a.id) &&
        !store.isBlocking(viewer.id, a.id) &&
        !store.isBlocking(a.id, viewer.id) &&
        !store.isMuting(viewer.id, a.id) &&
        !store.isDomainBlocked(viewer.id, a.domain),
    )
    .sort((a, b) => {
      if ((a.domain === null) !== (b.domain === null)) return a.domain === null ? -1 : 1
      return acctOf(a).localeCompare(acctOf(b))
    })
}

export function relationshipRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  /** The signed-in viewer and the target of `/:id/...`, or the error reply. */
  const viewerAndTarget = (
    c: AppContext,
  ): { viewer: AccountRecord; target: AccountRecord } | Response => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const target = findAccount(store, c.req.param('id') ?? '')
    if (!target) return errorJson(c, 404, "Can't find user")
    return { viewer, target }
  }

  const reply = (c: AppContext, target: AccountRecord) =>
    c.json(serializeRelationship(viewContext(c, store), target))

  const record = (accountId: string, targetId: string): AccountBlockRecord => {
    const now = Date.now()
    return {
      id: store.ids.misc.next(now),
      accountId,
      targetId,
      createdAt: new Date(now).toISOString(),
    }
  }

  app.post('/api/v1/accounts/:id/block', (c) => {
    const found = viewerAndTarget(c)
    if (found instanceof Response) return found
    const { viewer, target } = found
    if (viewer.id === target.id) return errorJson(c, 400, 'Can not block yourself')
    unfollow(deps, viewer, target)
    unfollow(deps, target, viewer)
    store.addBlock(record(viewer.id, target.id))
    return reply(c, target)
  })

  app.post('/api/v1/accounts/:id/unblock', (c) => {
    const found = viewerAndTarget(c)
    if (found instanceof Response) return found
    store.removeBlock(found.viewer.id, found.target.id)
    return reply(c, found.target)
  })

  app.post('/api/v1/accounts/:id/mute', async (c) => {
    const found = viewerAndTarget(c)
    if (found instanceof Response) return found
    const { viewer, target } = found
    if (viewer.id === target.id) return errorJson(c, 400, 'Can not mute yourself')
    const params = await readParams(c)
    store.addMute({
      ...record(viewer.id, target.id),
      notifications: params.bool('notifications') ?? true,
    })
    return reply(c, target)
  })

  app.post('/api/v1/accounts/:id/unmute', (c) => {
    const found = viewerAndTarget(c)
    if (found instanceof Response) return found
    store.removeMute(found.viewer.id, found.target.id)
    return reply(c, found.target)
  })

  // Pleroma's subscriptions: here the `notify` flag of the follow.
  for (const action of ['subscribe', 'unsubscribe'] as const) {
    app.post(`/api/v1/pleroma/accounts/:id/${action}`, (c) => {
      const found = viewerAndTarget(c)
      if (found instanceof Response) return found
      const { viewer, target } = found
      const follow = store.follow(viewer.id, target.id)
      if (!follow || follow.state !== 'accepted') {
        if (action === 'unsubscribe') return reply(c, target)
        return errorJson(c, 422, 'You need to follow this account to subscribe')
      }
      follow.notify = action === 'subscribe'
      store.changed()
      return reply(c, target)
    })
  }

  const accountList = (path: string, list: (viewer: AccountRecord) => AccountBlockRecord[]) =>
    app.get(path, (c) => {
      const viewer = c.get('viewer')
      if (!viewer) return unauthorized(c)
      const records = [...list(viewer)].sort((a, b) => (a.id < b.id ? 1 : -1))
      const page = paginate(records, pageQuery(c), (r) => r.id)
      setLinkHeader(c, page)
      const ctx = viewContext(c, store)
      const accounts = page
        .map((r) => store.account(r.targetId))
        .filter((a): a is AccountRecord => a !== undefined)
      return c.json(accounts.map((a) => serializeAccount(ctx, a)))
    })
  accountList('/api/v1/mutes', (viewer) => store.mutesOf(viewer.id))
  accountList('/api/v1/blocks', (viewer) => store.blocksOf(viewer.id))

  // Paged as Mastodon pages it (Akkoma answers the whole list): `limit` 100 by
  // default, at most 200, `max_id`/`min_id` cursors, and a next link only
  // after a full page, since only then can more follow.
  app.get('/api/v1/domain_blocks', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const q = queryParams(c)
    const asked = q.int('limit') ?? DOMAIN_BLOCKS_DEFAULT_LIMIT
    const query = {
      ...pageQuery(c),
      limit: Math.min(Math.max(asked, 1), DOMAIN_BLOCKS_MAX_LIMIT),
    }
    const page = paginate(store.domainBlockRecordsOf(viewer.id), query, (d) => d.id)
    if (page.length === query.limit) setLinkHeader(c, page)
    return c.json(page.map((d) => d.domain))
  })

  for (const method of ['post', 'delete'] as const) {
    app[method]('/api/v1/domain_blocks', async (c) => {
      const viewer = c.get('viewer')
      if (!viewer) return unauthorized(c)
      const domain = ((await readParams(c)).get('domain') ?? '').trim().toLowerCase()
      if (domain === '') return errorJson(c, 422, 'Missing field: domain')
      if (method === 'post' && !VALID_DOMAIN.test(domain))
        return errorJson(c, 422, 'Validation failed: Domain is not a valid domain')
      if (method === 'post') store.addDomainBlock(viewer.id, domain)
      else store.removeDomainBlock(viewer.id, domain)
      return c.json({})
    })
  }

  const suggestions = (c: AppContext, viewer: AccountRecord): AccountRecord[] => {
    const asked = queryParams(c).int('limit') ?? SUGGESTIONS_DEFAULT_LIMIT
    const limit = Math.min(Math.max(asked, 1), SUGGESTIONS_MAX_LIMIT)
    return suggestionsFor(store, viewer).slice(0, limit)
  }

  app.get('/api/v2/suggestions', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const ctx = viewContext(c, store)
    return c.json(
      suggestions(c, viewer).map((a) => ({
        source: a.isAdmin || a.isModerator ? 'staff' : 'global',
        account: serializeAccount(ctx, a),
      })),
    )
  })

  for (const path of ['/api/v1/suggestions', '/api/v1/accounts/suggestions']) {
    app.get(path, (c) => {
      const viewer = c.get('viewer')
      if (!viewer) return unauthorized(c)
      const ctx = viewContext(c, store)
      return c.json(suggestions(c, viewer).map((a) => serializeAccount(ctx, a)))
    })
  }

  return app
}
