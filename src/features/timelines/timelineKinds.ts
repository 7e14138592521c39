import type { InstanceConfig } from '../../api/types'

/** The timeline kinds this screen serves now (spec 2 §2); more arrive with later issues. */
export type TimelineKind = 'friends' | 'public' | 'publicAndExternal' | 'bubble'

export interface TimelineDefinition {
  kind: TimelineKind
  path: string
  titleKey: string
  /** Streaming stream whose `update` events belong to this timeline (null: polled only). */
  stream: string | null
  loginRequired: boolean
}

export const TIMELINES: Record<TimelineKind, TimelineDefinition> = {
  friends: {
    kind: 'friends',
    path: '/main/friends',
    titleKey: 'nav.home_timeline',
    stream: 'user',
    loginRequired: true,
  },
  public: {
    kind: 'public',
    path: '/main/public',
    titleKey: 'nav.public_tl',
    stream: 'public:local',
    loginRequired: false,
  },
  publicAndExternal: {
    kind: 'publicAndExternal',
    path: '/main/all',
    titleKey: 'nav.twkn',
    stream: 'public',
    loginRequired: false,
  },
  bubble: {
    kind: 'bubble',
    path: '/main/bubble',
    titleKey: 'nav.bubble',
    stream: null,
    loginRequired: false,
  },
}

/**
 * Timeline visibility (spec 1 §2): home needs a user; public, federated and
 * bubble show to users, or to guests when publicTimelineVisibility allows;
 * federated also needs the federated-timeline flag, bubble at least one
 * bubble instance.
 */
export function timelineVisible(
  kind: TimelineKind,
  loggedIn: boolean,
  instance: Pick<
    InstanceConfig,
    'publicTimelineVisibility' | 'federatedTimelineAvailable' | 'localBubbleInstances' | 'private'
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
        instance.localBubbleInstances.length > 0 && (loggedIn || (!instance.private && v.bubble))
      )
  }
}
