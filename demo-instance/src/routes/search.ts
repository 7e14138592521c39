/**
 * Search: GET /api/v1/accounts/search (the post form's `@` autocomplete)
 * and GET /api/v2/search (accounts, hashtags with their history, and, for
 * signed-in users, statuses by their text). `resolve` (members only, first
 * page only, as in Akkoma) fetches what names a peer demo instance (--peer,
 * federation/peer.ts); otherwise it "fetches" only what the demo already holds: a status by its `url` or `uri`, an account
 * by its profile URL, ActivityPub id or `user@host` handle. Registered
 * before the account routes, whose `/api/v1/accounts/:id` would otherwise
 * take `search` for an id.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, hostOf, originOf, unauthorized, viewContext } from '../http/plumbing.ts'
import { MAX_LIMIT } from '../http/paging.ts'
import type { AccountRecord, StatusRecord } from '../model/records.ts'
import type { Json } from '../render/view.ts'
import { serializeAccount, serializeStatuses, statusUri, statusUrl } from '../render/serializers.ts'
import type { ViewContext } from '../render/view.ts'
import type { Store } from '../model/store.ts'
import { canView } from '../model/visibility.ts'
import { normalizeTagName, serializeTag } from './tags.ts'

const ACCOUNTS_DEFAULT_LIMIT = 40
const SEARCH_DEFAULT_LIMIT = 20

function acctOf(account: AccountRecord): string {
  return account.domain ? `${account.username}@${account.domain}` : account.username
}

/** How well an account matches: 0 exact handle, 1 handle prefix, 2 name word prefix, 3 contains; null no match. */
function accountRank(account: AccountRecord, q: string): number | null {
  const acct = acctOf(account).toLowerCase()
  const username = account.username.toLowerCase()
  const name = account.displayName.toLowerCase()
  if (acct === q || username === q) return 0
  if (acct.startsWith(q) || username.startsWith(q)) return 1
  if (name.startsWith(q) || name.split(/\s+/).some((word) => word.startsWith(q))) return 2
  if (acct.includes(q) || name.includes(q)) return 3
  return null
}

/** Accounts matching `q`: local accounts first, then by match quality and handle. */
export function searchAccountRecords(
  store: Store,
  rawQuery: string,
  options: { followingOf?: string } = {},
): AccountRecord[] {
  const q = rawQuery.trim().replace(/^@/, '').toLowerCase()
  if (q === '') return []
  const scored: { account: AccountRecord; rank: number }[] = []
  for (const account of store.accounts()) {
    if (account.deactivated) continue
    if (options.followingOf && !store.isFollowing(options.followingOf, account.id)) continue
    const rank = accountRank(account, q)
    if (rank !== null) scored.push({ account, rank })
  }
  scored.sort(
    (a, b) =>
      Number(a.account.domain !== null) - Number(b.account.domain !== null) ||
      a.rank - b.rank ||
      acctOf(a.account).localeCompare(acctOf(b.account)),
  )
  return scored.map((s) => s.account)
}

/** Hashtag names of statuses the viewer may see, matching `q`: exact, prefix, contains; busier first. */
export function searchHashtagNames(
  store: Store,
  rawQuery: string,
  viewer: AccountRecord | null,
): string[] {
  const q = rawQuery.trim().replace(/^#/, '').toLowerCase()
  if (q === '') return []
  const uses = new Map<string, number>()
  for (const status of store.state.statuses) {
    if (status.reblogOfId || status.tags.length === 0 || !canView(store, status, viewer)) continue
    for (const tag of status.tags) {
      if (tag.includes(q)) uses.set(tag, (uses.get(tag) ?? 0) + 1)
    }
  }
  const rank = (name: string) => (name === q ? 0 : name.startsWith(q) ? 1 : 2)
  return [...uses.keys()].sort(
    (a, b) => rank(a) - rank(b) || (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || a.localeCompare(b),
  )
}

function plainText(status: StatusRecord): string {
  return `${status.spoilerText}\n${status.source}`.replace(/<[^>]*>/g, ' ').toLowerCase()
}

/** Statuses the viewer may see whose text holds every word of `q`, newest first. */
export function searchStatusRecords(
  store: Store,
  rawQuery: string,
  viewer: AccountRecord,
  accountId?: string,
): StatusRecord[] {
  const terms = rawQuery.toLowerCase().split(/\s+/).filter(Boolean)
  if (terms.length === 0) return []
  const found: StatusRecord[] = []
  for (const status of store.state.statuses) {
    if (status.reblogOfId) continue
    if (accountId && status.accountId !== accountId) continue
    const text = plainText(status)
    if (!terms.every((term) => text.includes(term))) continue
    if (canView(store, status, viewer)) found.push(status)
  }
  return found.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
}

/** What a `resolve` search finds for a URL or handle the demo knows. */
export interface Resolved {
  account: AccountRecord | null
  status: StatusRecord | null
}

const NOTHING: Resolved = { account: null, status: null }

function parseUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null
  try {
    return new URL(text)
  } catch {
    return null
  }
}

/** The active account `username` of `host` (the demo's own host means a local account). */
function accountAt(store: Store, username: string, host: string, ownHost: string) {
  const domain = host.toLowerCase() === ownHost.toLowerCase() ? null : host.toLowerCase()
  const account = store.accountByAcct(domain ? `${username}@${domain}` : username)
  return account && !account.deactivated && account.domain === domain ? account : null
}

/**
 * The account or status a URL or `@user@host` handle names, among what the
 * demo holds (its own and its remote-looking accounts): a status by its
 * `url` (`/notice/:id` here) or `uri` (`/objects/:uuid`), an account by its
 * profile URL (`/users/:name` or `/@name`) or handle. Statuses the viewer may
 * not see stay unknown, as Akkoma checks visibility after fetching.
 */
export function resolveQuery(ctx: ViewContext, rawQuery: string, ownHost: string): Resolved {
  const { store, viewer } = ctx
  const query = rawQuery.trim()
  const url = parseUrl(query)
  if (!url) {
    const handle = /^@?([^@\s/]+)@([^@\s/]+)$/.exec(query)
    if (!handle?.[1] || !handle[2]) return NOTHING
    return { account: accountAt(store, handle[1], handle[2], ownHost), status: null }
  }
  const [first, second, ...rest] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  if (!first || rest.length > 0) return NOTHING
  if (first.startsWith('@') && !second) {
    return { account: accountAt(store, first.slice(1), url.host, ownHost), status: null }
  }
  if (!second) return NOTHING
  if (first === 'users')
    return { account: accountAt(store, second, url.host, ownHost), status: null }
  if (first !== 'notice' && first !== 'objects') return NOTHING
  const href = url.href.replace(/\/$/, '')
  const own = url.host.toLowerCase() === ownHost.toLowerCase()
  // A peer instance's status fetched here (federation/peer.ts) has its own id: found by its url.
  const status =
    first === 'notice'
      ? own
        ? store.status(second)
        : store.state.statuses.find((s) => s.remoteUrl === href)
      : store.state.statuses.find((s) => s.objectUuid === second)
  if (!status || status.reblogOfId) return NOTHING
  const known = statusUrl(ctx, status) === href || statusUri(ctx, status) === href
  return known && canView(store, status, viewer) ? { account: null, status } : NOTHING
}

/** `found` after `first` (when there is one), each once, cut to `limit`. */
function withResolved<T extends { id: string }>(
  first: T | null,
  found: readonly T[],
  limit: number,
) {
  const list = first ? [first, ...found.filter((item) => item.id !== first.id)] : [...found]
  return list.slice(0, limit)
}

function limitOf(c: AppContext, fallback: number): number {
  const value = Number.parseInt(c.req.query('limit') ?? '', 10)
  return Number.isFinite(value) ? Math.min(Math.max(value, 1), MAX_LIMIT) : fallback
}

function offsetOf(c: AppContext): number {
  const value = Number.parseInt(c.req.query('offset') ?? '', 10)
  return Number.isFinite(value) && value > 0 ? value : 0
}

const truthy = (value: string | undefined) => value === 'true' || value === '1'

export function searchRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.get('/api/v1/accounts/search', async (c) => {
    const viewer = c.get('viewer')
    const following = truthy(c.req.query('following'))
    if (following && !viewer) return unauthorized(c)
    if (viewer && truthy(c.req.query('resolve')))
      await deps.federation?.resolve(c.req.query('q') ?? '')
    const found = searchAccountRecords(store, c.req.query('q') ?? '', {
      followingOf: following ? viewer?.id : undefined,
    })
    const offset = offsetOf(c)
    const page = found.slice(offset, offset + limitOf(c, ACCOUNTS_DEFAULT_LIMIT))
    const ctx = viewContext(c, store)
    return c.json(page.map((account) => serializeAccount(ctx, account)))
  })

  app.get('/api/v2/search', async (c) => {
    const viewer = c.get('viewer')
    const q = c.req.query('q') ?? ''
    const type = c.req.query('type')
    if (type !== undefined && type !== 'accounts' && type !== 'hashtags' && type !== 'statuses') {
      return errorJson(c, 400, 'Invalid type')
    }
    const following = truthy(c.req.query('following'))
    if (following && !viewer) return unauthorized(c)
    const wants = (kind: string) => type === undefined || type === kind
    const offset = offsetOf(c)
    const limit = limitOf(c, SEARCH_DEFAULT_LIMIT)
    const page = <T>(list: readonly T[]) => list.slice(offset, offset + limit)
    const ctx = viewContext(c, store)
    const origin = originOf(c)
    // Akkoma resolves for signed-in users only, and only on the first page.
    const resolving = viewer !== null && offset === 0 && truthy(c.req.query('resolve'))
    // What names the peer demo instance is fetched from it first (federation/peer.ts).
    if (resolving) await deps.federation?.resolve(q)
    const resolved = resolving ? resolveQuery(ctx, q, hostOf(c)) : NOTHING
    const withRelationship = truthy(c.req.query('with_relationships'))

    const accounts: Json[] = wants('accounts')
      ? withResolved(
          resolved.account &&
            (!following || (viewer && store.isFollowing(viewer.id, resolved.account.id)))
            ? resolved.account
            : null,
          page(searchAccountRecords(store, q, { followingOf: following ? viewer?.id : undefined })),
          limit,
        ).map((account) => serializeAccount(ctx, account, { withRelationship }))
      : []
    const hashtags: Json[] = wants('hashtags')
      ? page(
          searchHashtagNames(store, q, viewer).filter((name) => normalizeTagName(name) !== null),
        ).map((name) => serializeTag(store, origin, name, viewer?.id))
      : []
    // Mastodon and Akkoma search statuses for signed-in users only.
    const accountId = c.req.query('account_id') || undefined
    const statuses: Json[] =
      wants('statuses') && viewer
        ? serializeStatuses(
            ctx,
            withResolved(
              resolved.status && (!accountId || resolved.status.accountId === accountId)
                ? resolved.status
                : null,
              page(searchStatusRecords(store, q, viewer, accountId)),
              limit,
            ),
          )
        : []
    return c.json({ accounts, statuses, hashtags })
  })

  return app
}
