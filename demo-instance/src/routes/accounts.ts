/**
 * Accounts: credentials, profiles (by id or nickname, as Akkoma accepts),
 * account statuses, relationships, lookup, follow/unfollow, followers and
 * following lists, and follow requests.
 */

import { Hono } from 'hono'
import { authorizeFollowRequest, follow, unfollow } from '../model/actions.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson, queryParams, readParams, unauthorized, viewContext } from '../http/plumbing.ts'
import { pageQuery, paginate, setLinkHeader } from '../http/paging.ts'
import type { AccountRecord, FollowRecord, StatusRecord } from '../model/records.ts'
import {
  serializeAccount,
  serializeRelationship,
  serializeStatuses,
} from '../render/serializers.ts'
import type { Store } from '../model/store.ts'
import { canView, inMutedThread } from '../model/visibility.ts'

export function findAccount(store: Store, idOrAcct: string): AccountRecord | undefined {
  const account = store.account(idOrAcct) ?? store.accountByAcct(decodeURIComponent(idOrAcct))
  return account && !account.deactivated ? account : undefined
}

function accountNotFound(c: Parameters<typeof errorJson>[0]): Response {
  return errorJson(c, 404, "Can't find user")
}

export function accountRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.get('/api/v1/accounts/verify_credentials', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    return c.json(serializeAccount(viewContext(c, store), viewer, { withSettingsStore: true }))
  })

  app.get('/api/v1/accounts/relationships', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const ctx = viewContext(c, store)
    const ids = queryParams(c).all('id')
    const result = ids
      .map((id) => findAccount(store, id))
      .filter((a): a is AccountRecord => a !== undefined)
      .map((a) => serializeRelationship(ctx, a))
    return c.json(result)
  })

  app.get('/api/v1/accounts/lookup', async (c) => {
    const acct = c.req.query('acct') ?? ''
    // An account of the peer demo instance is fetched from it (federation/peer.ts), as Akkoma does.
    if (!store.accountByAcct(acct.replace(/^@/, ''))) await deps.federation?.resolve(acct)
    const account = store.accountByAcct(acct.replace(/^@/, ''))
    if (!account || account.deactivated) return accountNotFound(c)
    return c.json(serializeAccount(viewContext(c, store), account))
  })

  app.get('/api/v1/follow_requests', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const requests = [...store.followRequestsFor(viewer.id)].reverse()
    const page = paginate(requests, pageQuery(c), (f) => f.id)
    setLinkHeader(c, page)
    const ctx = viewContext(c, store)
    const accounts = page
      .map((f) => store.account(f.followerId))
      .filter((a): a is AccountRecord => a !== undefined)
    return c.json(accounts.map((a) => serializeAccount(ctx, a)))
  })

  for (const action of ['authorize', 'reject'] as const) {
    app.post(`/api/v1/follow_requests/:id/${action}`, (c) => {
      const viewer = c.get('viewer')
      if (!viewer) return unauthorized(c)
      const requester = findAccount(store, c.req.param('id'))
      if (!requester) return accountNotFound(c)
      if (action === 'authorize') authorizeFollowRequest(deps, viewer, requester)
      else unfollow(deps, requester, viewer)
      return c.json(serializeRelationship(viewContext(c, store), requester))
    })
  }

  app.get('/api/v1/accounts/:id', (c) => {
    const account = findAccount(store, c.req.param('id'))
    if (!account) return accountNotFound(c)
    const withRelationship = queryParams(c).bool('with_relationships') ?? false
    return c.json(serializeAccount(viewContext(c, store), account, { withRelationship }))
  })

  app.get('/api/v1/accounts/:id/statuses', (c) => {
    const account = findAccount(store, c.req.param('id'))
    if (!account) return accountNotFound(c)
    const viewer = c.get('viewer')
    const q = queryParams(c)
    const pinned = q.bool('pinned') ?? false
    const onlyMedia = q.bool('only_media') ?? false
    const excludeReplies = q.bool('exclude_replies') ?? false
    const excludeReblogs = q.bool('exclude_reblogs') ?? false
    const withMuted = q.bool('with_muted') ?? false
    const tagged = q.get('tagged')?.toLowerCase()
    const own = store.statusesOf(account.id)
    const candidates = function* (): Generator<StatusRecord> {
      const list = pinned
        ? own
            .filter((s) => s.pinnedAt !== null)
            .sort((a, b) => (a.pinnedAt ?? '').localeCompare(b.pinnedAt ?? ''))
            .reverse()
        : [...own].reverse()
      for (const status of list) {
        if (status.visibility === 'direct' && viewer?.id !== account.id) continue
        if (!canView(store, status, viewer)) continue
        if (excludeReblogs && status.reblogOfId) continue
        // Akkoma: exclude_replies drops every reply; only_media lists own posts only.
        if (excludeReplies && status.inReplyToId) continue
        if (onlyMedia && (status.reblogOfId || status.mediaIds.length === 0)) continue
        if (!withMuted && inMutedThread(store, status, viewer)) continue
        if (viewer && store.isBlocking(account.id, viewer.id)) continue
        const content = status.reblogOfId ? store.status(status.reblogOfId) : status
        if (tagged && (!content || !content.tags.includes(tagged))) continue
        yield status
      }
    }
    const page = pinned ? [...candidates()] : paginate(candidates(), pageQuery(c), (s) => s.id)
    if (!pinned) setLinkHeader(c, page)
    return c.json(serializeStatuses(viewContext(c, store), page))
  })

  const followList = (kind: 'followers' | 'following') =>
    app.get(`/api/v1/accounts/:id/${kind}`, (c) => {
      const account = findAccount(store, c.req.param('id'))
      if (!account) return accountNotFound(c)
      const viewer = c.get('viewer')
      const hidden = kind === 'followers' ? account.hideFollowers : account.hideFollows
      if (hidden && viewer?.id !== account.id) return c.json([])
      const follows: FollowRecord[] =
        kind === 'followers' ? store.followersOf(account.id) : store.followingOf(account.id)
      const sorted = [...follows].sort((a, b) => (a.id < b.id ? 1 : -1))
      const page = paginate(sorted, pageQuery(c), (f) => f.id)
      setLinkHeader(c, page)
      const ctx = viewContext(c, store)
      const accounts = page
        .map((f) => store.account(kind === 'followers' ? f.followerId : f.followingId))
        .filter((a): a is AccountRecord => a !== undefined && !a.deactivated)
      return c.json(accounts.map((a) => serializeAccount(ctx, a)))
    })
  followList('followers')
  followList('following')

  app.post('/api/v1/accounts/:id/follow', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const target = findAccount(store, c.req.param('id'))
    if (!target) return accountNotFound(c)
    if (target.id === viewer.id) return errorJson(c, 400, 'Can not follow yourself')
    if (store.isBlocking(target.id, viewer.id) || store.isBlocking(viewer.id, target.id))
      return errorJson(c, 400, 'Could not follow user: blocked')
    const params = await readParams(c)
    // Options left out keep their value on an existing follow (Mastodon's re-follow).
    const current = store.follow(viewer.id, target.id)
    const reblogs = params.bool('reblogs') ?? current?.showingReblogs ?? true
    const record = follow(deps, viewer, target, reblogs)
    const notifyParam = params.bool('notify')
    if (notifyParam !== undefined && record.notify !== notifyParam) {
      record.notify = notifyParam
      store.changed()
    }
    return c.json(serializeRelationship(viewContext(c, store), target))
  })

  app.post('/api/v1/accounts/:id/unfollow', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const target = findAccount(store, c.req.param('id'))
    if (!target) return accountNotFound(c)
    unfollow(deps, viewer, target)
    return c.json(serializeRelationship(viewContext(c, store), target))
  })

  app.post('/api/v1/accounts/:id/remove_from_followers', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const target = findAccount(store, c.req.param('id'))
    if (!target) return accountNotFound(c)
    unfollow(deps, target, viewer)
    return c.json(serializeRelationship(viewContext(c, store), target))
  })

  return app
}
