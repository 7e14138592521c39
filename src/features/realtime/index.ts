// The realtime area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
//
// Live updates wait for the first statuses: polling starts 20 seconds later
// anyway, and the socket brings nothing the first page has not. So their code
// (the poller, the memory keeper, the event routing) is its own chunk, asked
// for once the start gate opens (the first screen painted), never by a
// guest's first visit. A session's end stops them through the lifecycle
// piece the chunk registers when it loads. The calls below keep their order:
// each runs once the chunk is there.
import { startGateOpened } from '../../store/startGate'
import type { TimelineSpec } from '../timelines'
import type * as RealtimeModule from './realtime'

type Realtime = typeof RealtimeModule

let loading: Promise<Realtime> | null = null

const realtime = (): Promise<Realtime> =>
  (loading ??= startGateOpened().then(() => import('./realtime')))

/** Starts (or restarts) live updates for whoever is signed in now. */
export function startRealtime(): void {
  void realtime().then((m) => m.startRealtime())
}

/** A timeline screen is on view: stream or poll it. Returns the cleanup. */
export function registerActiveTimeline(spec: TimelineSpec): () => void {
  let cleanup: (() => void) | null = null
  let gone = false
  void realtime().then((m) => {
    if (!gone) cleanup = m.registerActiveTimeline(spec)
  })
  return () => {
    gone = true
    cleanup?.()
  }
}
