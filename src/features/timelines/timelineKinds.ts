import type { TimelineKind as ApiTimelineKind, TimelineParams } from '../../api/endpoints/timelines'
import type { StreamSpec } from '../../api/streaming/socket'
import type { InstanceConfig } from '../../api/types'

/** The four main timelines of the navigation. */
export type TimelineKind = 'friends' | 'public' | 'publicAndExternal' | 'bubble'

/**
 * Everything needed to load, page and stream one timeline: the store key,
 * the API kind with its fixed parameters, and the stream it listens to.
 */
export interface TimelineSpec {
  key: string
  kind: ApiTimelineKind
  params: Pick<TimelineParams, 'tag' | 'list_id' | 'user_id' | 'exclude_replies' | 'only_media'>
  /** Streaming stream of this timeline; null: polled only. */
  stream: StreamSpec | null
  /** Whether the server takes `reply_visibility` for this timeline (Akkoma home and public). */
  replyVisibility: boolean
  /** Pinned statuses shown first (user timelines). */
  pinnedFirst: boolean
}

export interface TimelineDefinition {
  kind: TimelineKind
  path: string
  titleKey: string
  loginRequired: boolean
}

export const TIMELINES: Record<TimelineKind, TimelineDefinition> = {
  friends: {
    kind: 'friends',
    path: '/main/friends',
    titleKey: 'nav.home_timeline',
    loginRequired: true,
  },
  public: { kind: 'public', path: '/main/public', titleKey: 'nav.public_tl', loginRequired: false },
  publicAndExternal: {
    kind: 'publicAndExternal',
    path: '/main/all',
    titleKey: 'nav.twkn',
    loginRequired: false,
  },
  bubble: { kind: 'bubble', path: '/main/bubble', titleKey: 'nav.bubble', loginRequired: false },
}

const base = { params: {}, stream: null, replyVisibility: false, pinnedFirst: false }

export const timelineSpecs = {
  friends: (): TimelineSpec => ({
    ...base,
    key: 'friends',
    kind: 'friends',
    stream: 'user',
    replyVisibility: true,
  }),
  public: (): TimelineSpec => ({
    ...base,
    key: 'public',
    kind: 'public',
    stream: 'public:local',
    replyVisibility: true,
  }),
  publicAndExternal: (): TimelineSpec => ({
    ...base,
    key: 'publicAndExternal',
    kind: 'publicAndExternal',
    stream: 'public',
    replyVisibility: true,
  }),
  bubble: (): TimelineSpec => ({ ...base, key: 'bubble', kind: 'bubble' }),
  dms: (): TimelineSpec => ({ ...base, key: 'dms', kind: 'dms', stream: 'direct' }),
  bookmarks: (): TimelineSpec => ({ ...base, key: 'bookmarks', kind: 'bookmarks' }),
  favorites: (): TimelineSpec => ({ ...base, key: 'favorites', kind: 'favorites' }),
  tag: (tag: string): TimelineSpec => ({
    ...base,
    key: `tag:${tag.toLowerCase()}`,
    kind: 'tag',
    params: { tag },
    stream: { stream: 'hashtag', tag },
  }),
  list: (id: string): TimelineSpec => ({
    ...base,
    key: `list:${id}`,
    kind: 'list',
    params: { list_id: id },
    stream: { stream: 'list', list: id },
  }),
  /** A profile's statuses tab: no replies, pinned first. */
  user: (userId: string): TimelineSpec => ({
    ...base,
    key: `user:${userId}`,
    kind: 'user',
    params: { user_id: userId, exclude_replies: true },
    pinnedFirst: true,
  }),
  replies: (userId: string): TimelineSpec => ({
    ...base,
    key: `replies:${userId}`,
    kind: 'user',
    params: { user_id: userId },
  }),
  media: (userId: string): TimelineSpec => ({
    ...base,
    key: `media:${userId}`,
    kind: 'media',
    params: { user_id: userId },
  }),
}

export const mainTimelineSpec = (kind: TimelineKind): TimelineSpec => timelineSpecs[kind]()

/** The key a stream's events carry, e.g. `user`, `hashtag:cofe`, `list:1` (Mastodon's `stream` array joined). */
export function streamKey(stream: StreamSpec | readonly string[]): string {
  if (typeof stream === 'string') return stream
  if (Array.isArray(stream)) return stream.join(':').toLowerCase()
  const { stream: name, ...rest } = stream as Exclude<StreamSpec, string>
  return [name, ...Object.values(rest)].join(':').toLowerCase()
}

/**
 * Timeline visibility: home needs a user; public, federated and
 * bubble show to users, or to guests when publicTimelineVisibility allows;
 * federated also needs the federated-timeline flag, bubble at least one
 * bubble instance on a server that has the bubble timeline.
 */
export function timelineVisible(
  kind: TimelineKind,
  loggedIn: boolean,
  instance: Pick<
    InstanceConfig,
    | 'publicTimelineVisibility'
    | 'federatedTimelineAvailable'
    | 'localBubbleInstances'
    | 'private'
    | 'features'
  >,
): boolean {
  const v = instance.publicTimelineVisibility
  switch (kind) {
    case 'friends':
      return loggedIn
    case 'public':
      return loggedIn || (!instance.private && v.local)
    case 'publicAndExternal':
      return instance.federatedTimelineAvailable && (loggedIn || (!instance.private && v.federated))
    case 'bubble':
      return (
        instance.features.bubbleTimeline &&
        instance.localBubbleInstances.length > 0 &&
        (loggedIn || (!instance.private && v.bubble))
      )
  }
}
