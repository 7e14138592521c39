/**
 * Notifications in the Hollo mode, by Hollo's type names (`emoji_reaction`,
 * not `pleroma:emoji_reaction`) and without the types it does not have:
 * the list (`/api/v1/notifications`), and grouped notifications
 * (`/api/v2/notifications`), as the Mastodon API v2 defines them:
 *
 * - favourites and reblogs of one post, and follows, fall into one group
 *   while they keep coming within 12 hours of the group's first (the types
 *   grouped are `grouped_types[]`, by default those three); every other
 *   notification is a group of its own, `ungrouped-<id>`;
 * - a page holds up to `limit` groups (40, at most 80), paged by the ids of
 *   the notifications in it (`max_id`, `since_id`, `min_id`, `Link`);
 * - each group tells its size, its newest notification, the range of its
 *   notifications on this page, up to 8 sample accounts and its post; the
 *   accounts and posts come once each beside the groups.
 *
 * Also a group alone, its accounts, dismissing it, and the number of
 * groups with unread notifications.
 */

import { Hono } from 'hono'
import type { Context } from 'hono'
import type { Deps } from '../deps.ts'
import { queryParams, viewContext, type AppEnv } from '../http/plumbing.ts'
import { pageQuery, paginate, setLinkHeader } from '../http/paging.ts'
import type { AccountRecord, NotificationRecord } from '../model/records.ts'
import { notificationsNewestFirst } from '../routes/notifications.ts'
import type { Json } from '../render/view.ts'
import { serializeAccount, serializeNotification, serializeStatus } from '../render/serializers.ts'
import { withoutExtensions } from '../controls/server-mode.ts'
import { toHolloId } from './ids.ts'

const HOUR_MS = 3600 * 1000
const GROUP_SPAN_HOURS = 12
const DEFAULT_GROUPED = ['favourite', 'follow', 'reblog']
const SAMPLE_ACCOUNTS = 8

/** Notification types as Hollo names them; the demo's others Hollo does not have. */
const HOLLO_TYPE: Readonly<Record<string, string>> = {
  mention: 'mention',
  status: 'status',
  reblog: 'reblog',
  follow: 'follow',
  follow_request: 'follow_request',
  favourite: 'favourite',
  poll: 'poll',
  update: 'update',
  'pleroma:emoji_reaction': 'emoji_reaction',
  'pleroma:report': 'admin.report',
}

export const holloNotificationType = (type: string): string | undefined => HOLLO_TYPE[type]

/** The demo's type for a type a client names. */
function demoTypes(types: readonly string[]): string[] {
  return Object.entries(HOLLO_TYPE)
    .filter(([, hollo]) => types.includes(hollo))
    .map(([demo]) => demo)
}

/** The group key of every notification of the viewer's, computed oldest first. */
function groupKeys(
  all: readonly NotificationRecord[],
  grouped: ReadonlySet<string>,
): Map<string, string> {
  const keys = new Map<string, string>()
  const firstHour = new Map<string, number>()
  const oldestFirst = [...all].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  for (const n of oldestFirst) {
    const type = holloNotificationType(n.type)
    if (!type || !grouped.has(type) || (type !== 'follow' && !n.statusId)) {
      keys.set(n.id, `ungrouped-${toHolloId(n.id)}`)
      continue
    }
    const prefix = type === 'follow' ? type : `${type}-${toHolloId(n.statusId ?? '')}`
    const hour = Math.floor(Date.parse(n.createdAt) / HOUR_MS)
    let start = firstHour.get(prefix)
    if (start === undefined || hour >= start + GROUP_SPAN_HOURS) {
      start = hour
      firstHour.set(prefix, start)
    }
    keys.set(n.id, `${prefix}-${start}`)
  }
  return keys
}

interface Grouping {
  keys: Map<string, string>
  /** Every notification of each group the viewer may see, newest first. */
  members: Map<string, NotificationRecord[]>
}

function grouping(deps: Deps, viewer: AccountRecord, grouped: readonly string[]): Grouping {
  const keys = groupKeys(deps.store.notificationsFor(viewer.id), new Set(grouped))
  const members = new Map<string, NotificationRecord[]>()
  for (const n of notificationsNewestFirst(deps.store, viewer, {
    types: [],
    exclude: [],
    withMuted: false,
  })) {
    if (!holloNotificationType(n.type)) continue
    const key = keys.get(n.id)
    if (!key) continue
    const list = members.get(key)
    if (list) list.push(n)
    else members.set(key, [n])
  }
  return { keys, members }
}

interface PageGroup {
  key: string
  /** This group's notifications on the page, newest first. */
  onPage: NotificationRecord[]
}

function groupJson(group: PageGroup, all: readonly NotificationRecord[]): Json {
  const newest = all[0] ?? group.onPage[0]
  const pageNewest = group.onPage[0]
  const pageOldest = group.onPage[group.onPage.length - 1]
  const samples: string[] = []
  for (const n of all) {
    if (samples.length >= SAMPLE_ACCOUNTS) break
    if (!samples.includes(n.fromAccountId)) samples.push(n.fromAccountId)
  }
  return {
    group_key: group.key,
    notifications_count: all.length,
    type: holloNotificationType(newest?.type ?? '') ?? newest?.type,
    most_recent_notification_id: newest?.id ?? null,
    page_min_id: pageOldest?.id ?? null,
    page_max_id: pageNewest?.id ?? null,
    latest_page_notification_at: pageNewest ? new Date(pageNewest.createdAt).toISOString() : null,
    sample_account_ids: samples,
    status_id: newest?.statusId ?? null,
  }
}

/** The groups with the accounts and posts they name, once each. */
function resultsJson(
  c: Context<AppEnv>,
  deps: Deps,
  groups: readonly PageGroup[],
  { members }: Grouping,
): Json {
  const ctx = viewContext(c, deps.store)
  const groupsJson = groups.map((g) => groupJson(g, members.get(g.key) ?? g.onPage))
  const accountIds = new Set(groupsJson.flatMap((g) => g.sample_account_ids as string[]))
  const statusIds = new Set(groupsJson.flatMap((g) => (g.status_id ? [g.status_id as string] : [])))
  const accounts = [...accountIds].flatMap((id) => {
    const account = deps.store.account(id)
    return account ? [serializeAccount(ctx, account)] : []
  })
  const statuses = [...statusIds].flatMap((id) => {
    const status = deps.store.status(id)
    const json = status ? serializeStatus(ctx, status) : null
    return json ? [json] : []
  })
  return { accounts, statuses, notification_groups: groupsJson }
}

function limitOf(value: string | undefined, fallback: number, max: number): number {
  const n = Number.parseInt(value ?? '', 10)
  return Number.isFinite(n) && n > 0 ? Math.min(n, max) : fallback
}

function unauthorized(c: Context<AppEnv>): Response {
  return c.json({ error: c.get('tokenInvalid') ? 'invalid_token' : 'unauthorized' }, 401)
}

export function holloNotificationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.get('/api/v1/notifications', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const q = queryParams(c)
    const types = q.all('types')
    const candidates = function* () {
      // Types asked for that Hollo does not have match nothing.
      if (types.length > 0 && demoTypes(types).length === 0) return
      for (const n of notificationsNewestFirst(store, viewer, {
        types: demoTypes(types),
        exclude: demoTypes(q.all('exclude_types')),
        fromAccount: q.get('account_id'),
        withMuted: false,
      })) {
        if (holloNotificationType(n.type)) yield n
      }
    }
    const page = paginate(candidates(), pageQuery(c, 40), (n) => n.id)
    setLinkHeader(c, page)
    const ctx = viewContext(c, store)
    return c.json(
      page.flatMap((n) => {
        const json = serializeNotification(ctx, n)
        if (!json) return []
        return [{ ...(withoutExtensions(json) as Json), type: holloNotificationType(n.type) }]
      }),
    )
  })

  app.get('/api/v2/notifications', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const q = queryParams(c)
    const limit = limitOf(q.get('limit'), 40, 80)
    const askedGrouped = q.all('grouped_types')
    const grouping_ = grouping(
      deps,
      viewer,
      askedGrouped.length > 0 ? askedGrouped : DEFAULT_GROUPED,
    )
    const types = q.all('types')
    const candidates = [
      ...notificationsNewestFirst(store, viewer, {
        types: types.length > 0 ? demoTypes(types) : [],
        exclude: demoTypes(q.all('exclude_types')),
        fromAccount: q.get('account_id'),
        withMuted: false,
      }),
    ].filter((n) => holloNotificationType(n.type) !== undefined)
    if (types.length > 0 && demoTypes(types).length === 0) candidates.length = 0
    const maxId = q.get('max_id')
    const sinceId = q.get('since_id')
    const minId = q.get('min_id')

    const inRange = candidates.filter(
      (n) =>
        (maxId === undefined || n.id < maxId) &&
        (sinceId === undefined || n.id > sinceId) &&
        (minId === undefined || n.id > minId),
    )
    // min_id asks for the page just newer than it: fill the groups from the oldest side.
    const order = minId !== undefined ? [...inRange].reverse() : inRange
    const groups = new Map<string, NotificationRecord[]>()
    for (const n of order) {
      const key = grouping_.keys.get(n.id) ?? `ungrouped-${toHolloId(n.id)}`
      const list = groups.get(key)
      if (list) list.push(n)
      else if (groups.size >= limit) break
      else groups.set(key, [n])
    }
    const page: PageGroup[] = [...groups.entries()]
      .map(([key, list]) => ({
        key,
        onPage: [...list].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)),
      }))
      .sort((a, b) => {
        const x = a.onPage[0]?.id ?? ''
        const y = b.onPage[0]?.id ?? ''
        return x < y ? 1 : x > y ? -1 : 0
      })

    const links: string[] = []
    const url = new URL(c.req.url)
    const link = (name: 'max_id' | 'min_id', id: string) => {
      const params = new URLSearchParams(url.search)
      for (const drop of ['max_id', 'min_id', 'since_id']) params.delete(drop)
      params.set(name, id)
      return `${url.origin}${url.pathname}?${params.toString()}`
    }
    if (page.length >= limit) {
      const oldest = page
        .map((g) => g.onPage[g.onPage.length - 1]?.id ?? '')
        .reduce((a, b) => (b < a ? b : a))
      links.push(`<${link('max_id', oldest)}>; rel="next"`)
    }
    const newest = page[0]?.onPage[0]?.id
    if (newest) links.push(`<${link('min_id', newest)}>; rel="prev"`)
    if (links.length > 0) c.header('Link', links.join(', '))
    return c.json(resultsJson(c, deps, page, grouping_))
  })

  app.get('/api/v2/notifications/unread_count', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const q = queryParams(c)
    const limit = limitOf(q.get('limit'), 100, 1000)
    const { keys } = grouping(deps, viewer, DEFAULT_GROUPED)
    const types = q.all('types')
    const unread = new Set<string>()
    for (const n of notificationsNewestFirst(store, viewer, {
      types: types.length > 0 ? demoTypes(types) : [],
      exclude: demoTypes(q.all('exclude_types')),
      fromAccount: q.get('account_id'),
      withMuted: false,
    })) {
      if (n.seen || !holloNotificationType(n.type)) continue
      unread.add(keys.get(n.id) ?? n.id)
    }
    return c.json({ count: Math.min(unread.size, limit) })
  })

  app.get('/api/v2/notifications/:key', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const grouped = grouping(deps, viewer, DEFAULT_GROUPED)
    const key = c.req.param('key')
    const members = grouped.members.get(key)
    if (!members) return c.json({ error: 'Record not found' }, 404)
    return c.json(resultsJson(c, deps, [{ key, onPage: members }], grouped))
  })

  app.get('/api/v2/notifications/:key/accounts', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const members = grouping(deps, viewer, DEFAULT_GROUPED).members.get(c.req.param('key'))
    if (!members) return c.json({ error: 'Record not found' }, 404)
    const ctx = viewContext(c, store)
    const ids = [...new Set(members.map((n) => n.fromAccountId))]
    return c.json(
      ids.flatMap((id) => {
        const account = store.account(id)
        return account ? [serializeAccount(ctx, account)] : []
      }),
    )
  })

  app.post('/api/v2/notifications/:key/dismiss', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const key = c.req.param('key')
    const { keys } = grouping(deps, viewer, DEFAULT_GROUPED)
    store.removeNotifications((n) => n.accountId === viewer.id && keys.get(n.id) === key)
    return c.json({})
  })

  return app
}
