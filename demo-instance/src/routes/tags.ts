/**
 * Hashtags: GET /api/v1/tags/:name, follow/unfollow, and the viewer's
 * followed tags (paged by follow, newest first). Followed tags feed the
 * home timeline (model/visibility.ts).
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, originOf, unauthorized } from '../http/plumbing.ts'
import { pageQuery, paginate, setLinkHeader } from '../http/paging.ts'
import type { Json } from '../render/view.ts'
import type { Store } from '../model/store.ts'

const DAY_MS = 24 * 3600 * 1000
const HISTORY_DAYS = 7

export function normalizeTagName(raw: string): string | null {
  const name = raw.replace(/^#/, '').trim().toLowerCase()
  return /^[\p{L}\p{N}_]+$/u.test(name) ? name : null
}

/**
 * Mastodon's daily usage (`day` as a Unix timestamp string, newest first)
 * over public posts. Akkoma itself answers an empty list here.
 */
function tagHistory(store: Store, name: string, nowMs = Date.now()) {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) => ({
    start: today - i * DAY_MS,
    uses: 0,
    accounts: new Set<string>(),
  }))
  for (const status of store.state.statuses) {
    if (status.reblogOfId || status.visibility !== 'public' || !status.tags.includes(name)) continue
    const at = Date.parse(status.createdAt)
    const day = days.find((d) => at >= d.start && at < d.start + DAY_MS)
    if (!day) continue
    day.uses += 1
    day.accounts.add(status.accountId)
  }
  return days.map((d) => ({
    day: String(d.start / 1000),
    uses: String(d.uses),
    accounts: String(d.accounts.size),
  }))
}

export function serializeTag(store: Store, origin: string, name: string, viewerId?: string): Json {
  return {
    name,
    url: `${origin}/tags/${encodeURIComponent(name)}`,
    history: tagHistory(store, name),
    following: viewerId ? store.followedTagNames(viewerId).has(name) : false,
  }
}

export function tagRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  const tagName = (c: AppContext) => normalizeTagName(c.req.param('name') ?? '')

  app.get('/api/v1/tags/:name', (c) => {
    const name = tagName(c)
    if (!name) return errorJson(c, 404, 'Hashtag not found')
    return c.json(serializeTag(store, originOf(c), name, c.get('viewer')?.id))
  })

  for (const action of ['follow', 'unfollow'] as const) {
    app.post(`/api/v1/tags/:name/${action}`, (c) => {
      const viewer = c.get('viewer')
      if (!viewer) return unauthorized(c)
      const name = tagName(c)
      if (!name) return errorJson(c, 404, 'Hashtag not found')
      if (action === 'follow') {
        const now = Date.now()
        store.addFollowedTag({
          id: store.ids.misc.next(now),
          accountId: viewer.id,
          name,
          createdAt: new Date(now).toISOString(),
        })
      } else {
        store.removeFollowedTag(viewer.id, name)
      }
      return c.json(serializeTag(store, originOf(c), name, viewer.id))
    })
  }

  app.get('/api/v1/followed_tags', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const follows = store.followedTagsOf(viewer.id).sort((a, b) => (a.id < b.id ? 1 : -1))
    const page = paginate(follows, pageQuery(c), (t) => t.id)
    setLinkHeader(c, page)
    const origin = originOf(c)
    return c.json(page.map((t) => serializeTag(store, origin, t.name, viewer.id)))
  })

  return app
}
