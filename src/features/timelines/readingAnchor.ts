/**
 * Where a reader is in a timeline, as pure data and pure decisions (issue
 * 20), so the rules are unit-tested without a browser:
 *
 * - the anchor: the status the reading line (the bottom of the sticky
 *   header) crosses, and how far its top edge is from that line;
 * - restoring it: a small state machine run once per animation frame, which
 *   scrolls until the anchor holds still at its offset;
 * - resuming home: the newer of the local and the server position, and how
 *   many statuses above the resume point are still unread.
 */

export interface ReadingAnchor {
  id: string
  /** The status's top edge minus the reading line, in px (0 or less while it is being read). */
  offset: number
}

export interface ItemBox {
  id: string
  top: number
  bottom: number
}

/** The anchor for items in document order: the first whose bottom is below the line. */
export function anchorAt(items: readonly ItemBox[], line: number): ReadingAnchor | null {
  for (const item of items) {
    if (item.bottom > line + 1) return { id: item.id, offset: Math.round(item.top - line) }
  }
  return null
}

/** How much the window must scroll for the anchor to be back at its offset. */
export const correctionFor = (anchor: ReadingAnchor, top: number, line: number): number =>
  top - (line + anchor.offset)

/** Restoring an anchor: seek it (not rendered yet), correct, settle; or give up. */
export interface RestoreState {
  phase: 'seeking' | 'correcting' | 'done' | 'abandoned'
  /** Frames in a row the anchor held still at its offset. */
  still: number
  /** Frames run so far. */
  frames: number
}

export interface RestoreLimits {
  /** Frames in a row the anchor must hold still before restoring ends. */
  stillFrames: number
  /** Frames after which restoring stops whatever happens. */
  maxFrames: number
}

export type RestoreAction =
  { kind: 'scroll'; by: number } | { kind: 'seek' } | { kind: 'wait' } | { kind: 'stop' }

export const startRestore = (): RestoreState => ({ phase: 'seeking', still: 0, frames: 0 })

/**
 * One frame of restoring. `top` is the anchor's top edge now, or null when
 * the virtual list has not rendered it (then the list is asked to bring it
 * into view first).
 */
export function restoreFrame(
  state: RestoreState,
  anchor: ReadingAnchor,
  top: number | null,
  line: number,
  limits: RestoreLimits,
): { state: RestoreState; action: RestoreAction } {
  if (state.phase === 'done' || state.phase === 'abandoned') {
    return { state, action: { kind: 'stop' } }
  }
  const frames = state.frames + 1
  if (frames > limits.maxFrames) {
    return { state: { ...state, frames, phase: 'abandoned' }, action: { kind: 'stop' } }
  }
  if (top === null) {
    // Seek on the first frame and then every few frames while the list lays out.
    const seek = state.phase !== 'seeking' || state.frames % 4 === 0
    return {
      state: { phase: 'seeking', still: 0, frames },
      action: seek ? { kind: 'seek' } : { kind: 'wait' },
    }
  }
  const by = Math.round(correctionFor(anchor, top, line))
  if (Math.abs(by) >= 1) {
    return { state: { phase: 'correcting', still: 0, frames }, action: { kind: 'scroll', by } }
  }
  const still = state.still + 1
  if (still >= limits.stillFrames) {
    return { state: { phase: 'done', still, frames }, action: { kind: 'stop' } }
  }
  return { state: { phase: 'correcting', still, frames }, action: { kind: 'wait' } }
}

/** A saved home position: the status at the top, and when it was saved (ms since the epoch). */
export interface SavedPosition {
  id: string
  at: number
  /** Where the status's top edge was from the reading line (kept locally; markers hold only the id). */
  offset?: number
}

/** The newer of the local and the server position wins. */
export function newerPosition(
  local: SavedPosition | null,
  server: SavedPosition | null,
): SavedPosition | null {
  if (!local) return server
  if (!server) return local
  return server.at > local.at ? server : local
}

/** The status a resume lands on: the saved one, or when it is gone the next older one. */
export function resumeTarget(
  saved: string,
  savedStillThere: boolean,
  olderIds: readonly string[],
): string | null {
  if (savedStillThere) return saved
  return olderIds[0] ?? null
}

/**
 * Statuses above the resume point the reader has not scrolled up to yet:
 * those newer than it that are still above the top of the window.
 * `topId` is the status at the top of the window (null: not known yet).
 * What `isOwn` says the reader wrote is not counted: nobody has to catch up
 * on their own posts.
 */
export function unreadAbove(
  ids: readonly string[],
  resumeId: string | null,
  topId: string | null,
  isOwn?: (id: string) => boolean,
): number {
  if (!resumeId) return 0
  const resume = ids.indexOf(resumeId)
  if (resume <= 0) return 0
  const top = topId === null ? -1 : ids.indexOf(topId)
  return ids.slice(0, top < 0 ? resume : Math.min(top, resume)).filter((id) => !isOwn?.(id)).length
}
