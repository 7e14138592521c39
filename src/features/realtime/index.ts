// The realtime area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { registerActiveTimeline, startRealtime, stopRealtime } from './realtime'
