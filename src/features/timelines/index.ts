// The timelines area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { TimelinePage } from './TimelinePage'
export { BookmarksPage, DmsPage, ListTimelinePage, TagTimelinePage } from './TimelineScreens'
export { TimelineView } from './TimelineView'
export { ABOUT_NAV_ITEM, navTimelineItems } from './navItems'
export { passesReplyFilter } from './replyFilter'
export { afterFirstScreen, afterStartPage, prefetchStartPage } from './startPage'
export { TIMELINES, streamKey, timelineSpecs, timelineVisible } from './timelineKinds'
export type { TimelineSpec } from './timelineKinds'
export { fetchNewer, receiveStatus, receiveStreamed } from './timelineService'
export { setTimelineWatcher } from './timelineWatcher'
export { usePlaceKeeper } from './usePlaceKeeper'
