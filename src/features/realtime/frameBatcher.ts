/**
 * Collects what arrives between two frames and hands it over once, in the
 * next frame. A large instance's stream brings 100 statuses a second: one
 * store update (and one render of the timeline) per status cost more than a
 * frame, while one per frame keeps the page at 60 fps whatever the rate.
 */

/** Runs `run` once, soon: before the next paint in a visible tab. */
export type FrameScheduler = (run: () => void) => void

/** How long a batch may wait when no frame comes (hidden tab, or no rendering at all). */
export const FRAME_FALLBACK_MS = 100

/**
 * The next animation frame, or a timer when no frame comes (a hidden tab
 * paints nothing, and its statuses must still reach the store and memory
 * bounds), whichever is first.
 */
export const nextFrame: FrameScheduler = (run) => {
  let done = false
  const once = () => {
    if (done) return
    done = true
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame)
    clearTimeout(timer)
    run()
  }
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(once) : 0
  const timer = setTimeout(once, FRAME_FALLBACK_MS)
}

export interface FrameBatcher<T> {
  /** Queues an item; the first of a frame schedules the flush. */
  push(item: T): void
  /** Hands over what is queued now (e.g. before an event that must come after them). */
  flush(): void
  /** Drops what is queued (the session it belonged to ended). */
  clear(): void
  readonly size: number
}

export function createFrameBatcher<T>(
  deliver: (items: T[]) => void,
  schedule: FrameScheduler = nextFrame,
): FrameBatcher<T> {
  let queue: T[] = []
  /** Bumped by flush and clear, so a scheduled run that is no longer wanted does nothing. */
  let round = 0
  let scheduled = false

  const flush = () => {
    round++
    scheduled = false
    if (queue.length === 0) return
    const items = queue
    queue = []
    deliver(items)
  }

  return {
    push(item) {
      queue.push(item)
      if (scheduled) return
      scheduled = true
      const mine = round
      schedule(() => {
        if (mine === round) flush()
      })
    },
    flush,
    clear() {
      round++
      scheduled = false
      queue = []
    },
    get size() {
      return queue.length
    },
  }
}
