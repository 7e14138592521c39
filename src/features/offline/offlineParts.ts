// What the entry loads, as one chunk: once the strip is on screen, the post
// form's hint and the outbox's keeping are there too, network or not.
import type { AccountRef } from '../../store/sessionLifecycle'
// An online session keeps its start for a later one without a network (the
// module's session piece), and a leaving account's start is deleted.
import { forgetStart } from './offlineStart'
import { forgetReading } from './readingService'

export { default as OfflineBar } from './OfflineBar'
export { default as OfflineHint } from './OfflineHint'
export { queuePost } from './queue'

/** Deletes what this browser kept of an account for its use offline: its start and its reading. */
export function forgetKept(who: AccountRef): void {
  forgetStart(who)
  forgetReading(who)
}
