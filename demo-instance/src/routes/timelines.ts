/**
 * Timelines: home, public (federated/local/remote), bubble, hashtag,
 * direct and list, plus favourites and bookmarks, all with id paging and a
 * Link header.
 */

import { Hono } from 'hono'
import { INSTANCE } from '../config.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, queryParams, unauthorized, viewContext } from '../http/plumbing.ts'
import { pageQuery, paginate, setLinkHeader } from '../http/paging.ts'
import type { AccountRecord, StatusRecord } from '../model/records.ts'
import { serializeStatuses } from '../render/serializers.ts'
import { droppedByFilter, filterResults } from '../model/filters.ts'
import type { Store } from '../model/store.ts'
import type { PublicTimelineFilter } from '../model/visibility.ts'
import {
  canView,
  fromMutedAccount,
  hiddenByBlock,
  inHomeTimeline,
  inMutedThread,
  inPublicTimeline,
} from '../model/visibility.ts'

/** Akkoma's `reply_visibility` filter: `following` or `self`. */
function replyAllowed(
  store: Store,
  status: StatusRecord,
  viewer: AccountRecord | null,
  mode: string | undefined,
): boolean {
  if (!viewer || !status.inReplyToAccountId || (mode !== 'following' && mode !== 'self'))
    return true
  const to = status.inReplyToAccountId
  if (status.accountId === viewer.id || to === viewer.id || to === status.accountId) return true
  return mode === 'following' && store.isFollowing(viewer.id, to)
}

export function timelineRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps
  const gts = () => deps.mode.like === 'gotosocial'

  /**
   * Page through `accept`ed statuses (newest first) and reply with JSON +
   * Link. Muted threads are left out unless `with_muted=true` (or
   * `withMuted` for the favourites and bookmarks lists).
   */
  const timeline = (
    c: AppContext,
    accept: (status: StatusRecord) => boolean,
    withMuted = false,
    filterContext: 'home' | 'public' | null = null,
  ) => {
    const q = queryParams(c)
    const viewer = c.get('viewer')
    const replyVisibility = q.get('reply_visibility')
    // Akkoma's exclude_replies drops every reply, self-replies included.
    const excludeReplies = q.bool('exclude_replies') ?? false
    const showMuted = withMuted || (q.bool('with_muted') ?? false)
    const candidates = function* () {
      for (const status of store.statusesNewestFirst()) {
        if (!accept(status)) continue
        if (excludeReplies && status.inReplyToId) continue
        if (hiddenByBlock(store, status, viewer)) continue
        if (
          !showMuted &&
          (inMutedThread(store, status, viewer) || fromMutedAccount(store, status, viewer))
        )
          continue
        if (!replyAllowed(store, status, viewer, replyVisibility)) continue
        // Akkoma drops what an irreversible filter of the viewer's matches;
        // the v2 servers send it with its `filtered` results instead.
        if (
          filterContext &&
          !gts() &&
          droppedByFilter(store, status, viewer?.id ?? null, filterContext)
        )
          continue
        yield status
      }
    }
    const page = paginate(candidates(), pageQuery(c), (s) => s.id)
    setLinkHeader(c, page)
    const json = serializeStatuses(viewContext(c, store), page)
    if (filterContext && viewer && gts())
      json.forEach((s, i) => {
        const status = page[i]
        if (status && s !== null && typeof s === 'object' && !Array.isArray(s))
          (s as Record<string, unknown>).filtered = filterResults(
            store,
            status,
            viewer.id,
            filterContext,
          )
      })
    return c.json(json)
  }

  const publicFilter = (
    c: AppContext,
    extra: Partial<PublicTimelineFilter> = {},
  ): PublicTimelineFilter => {
    const q = queryParams(c)
    const viewer = c.get('viewer')
    return {
      local: q.bool('local') ?? false,
      remote: q.bool('remote') ?? false,
      onlyMedia: q.bool('only_media') ?? false,
      includeLocalScope: viewer !== null && viewer.domain === null,
      ...extra,
    }
  }

  app.get('/api/v1/timelines/home', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const q = queryParams(c)
    const localOnly = q.bool('local') ?? false
    const onlyMedia = q.bool('only_media') ?? false
    return timeline(
      c,
      (status) => {
        if (!inHomeTimeline(store, status, viewer)) return false
        if (localOnly && store.account(status.accountId)?.domain !== null) return false
        const content = status.reblogOfId ? store.status(status.reblogOfId) : status
        return !onlyMedia || (content?.mediaIds.length ?? 0) > 0
      },
      false,
      'home',
    )
  })

  app.get('/api/v1/timelines/public', (c) => {
    const viewer = c.get('viewer')
    const filter = publicFilter(c)
    return timeline(c, (status) => inPublicTimeline(store, status, viewer, filter), false, 'public')
  })

  app.get('/api/v1/timelines/bubble', (c) => {
    const viewer = c.get('viewer')
    // Akkoma's bubble: public posts from this instance and the bubble instances.
    const filter = publicFilter(c, { domains: INSTANCE.bubbleInstances, includeLocalScope: false })
    return timeline(c, (status) => inPublicTimeline(store, status, viewer, filter), false, 'public')
  })

  app.get('/api/v1/timelines/tag/:tag', (c) => {
    const viewer = c.get('viewer')
    const tags = [c.req.param('tag'), ...queryParams(c).all('any')].map((t) => t.toLowerCase())
    const all = queryParams(c)
      .all('all')
      .map((t) => t.toLowerCase())
    const none = queryParams(c)
      .all('none')
      .map((t) => t.toLowerCase())
    const filter = publicFilter(c)
    return timeline(c, (status) => {
      if (!inPublicTimeline(store, status, viewer, filter)) return false
      if (!tags.some((t) => status.tags.includes(t))) return false
      if (!all.every((t) => status.tags.includes(t))) return false
      return !none.some((t) => status.tags.includes(t))
    })
  })

  app.get('/api/v1/timelines/direct', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    return timeline(
      c,
      (status) =>
        status.visibility === 'direct' &&
        status.reblogOfId === null &&
        (status.accountId === viewer.id || status.mentionIds.includes(viewer.id)) &&
        canView(store, status, viewer),
    )
  })

  // The viewer's favourites and bookmarks, newest status first.
  for (const [path, list] of [
    ['/api/v1/favourites', 'favouritedBy'],
    ['/api/v1/bookmarks', 'bookmarkedBy'],
  ] as const) {
    app.get(path, (c) => {
      const viewer = c.get('viewer')
      if (!viewer) return unauthorized(c)
      return timeline(
        c,
        (status) => status[list].includes(viewer.id) && canView(store, status, viewer),
        true,
      )
    })
  }

  // Statuses and reblogs by the list's members that the owner may see.
  app.get('/api/v1/timelines/list/:id', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const list = store.list(viewer.id, c.req.param('id'))
    if (!list) return errorJson(c, 403, 'Error.')
    const members = new Set(list.memberIds)
    const q = queryParams(c)
    const localOnly = q.bool('local') ?? false
    const onlyMedia = q.bool('only_media') ?? false
    return timeline(c, (status) => {
      if (!members.has(status.accountId) || !canView(store, status, viewer)) return false
      if (localOnly && store.account(status.accountId)?.domain !== null) return false
      const content = status.reblogOfId ? store.status(status.reblogOfId) : status
      return !onlyMedia || (content?.mediaIds.length ?? 0) > 0
    })
  })

  return app
}
