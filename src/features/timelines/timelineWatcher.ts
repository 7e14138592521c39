import type { TimelineSpec } from './timelineKinds'

/**
 * Who keeps a timeline on screen up to date (live updates: features/realtime,
 * which stands above this feature and imports it). The shell sets it when
 * start-up begins; until then a timeline on screen is only shown.
 * `watch` returns what ends the watching.
 */
let watch: (spec: TimelineSpec) => () => void = () => () => undefined

export function setTimelineWatcher(watcher: (spec: TimelineSpec) => () => void): void {
  watch = watcher
}

/** A timeline screen is on view: kept live until the returned cleanup runs. */
export const watchTimeline = (spec: TimelineSpec): (() => void) => watch(spec)
