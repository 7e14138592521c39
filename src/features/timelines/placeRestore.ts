import { RESTORE_MAX_FRAMES, RESTORE_STILL_FRAMES } from '../../config/constants'
import { restoreFrame, startRestore, type ReadingAnchor } from './readingAnchor'
import { onReaderScroll } from './readerScroll'

export interface RestoreOptions {
  anchor: ReadingAnchor
  /** The anchor's element, when it is on the page. */
  find: (id: string) => HTMLElement | null
  /** The reading line now, in px from the top of the window. */
  line: () => number
  /** Asks a virtual list to render the anchor (nothing for plain lists). */
  seek?: (id: string) => void
  /** Restoring ended: reached (held still at its offset) or not (gave up, or the reader scrolled). */
  done: (reached: boolean) => void
}

/**
 * Brings a reading place back: once per animation frame the page scrolls
 * by what the anchor is off its offset (readingAnchor.restoreFrame decides),
 * until it holds still; heights measured above it as they render are
 * followed. The reader's own scrolling (wheel, touch, keys) ends it at once.
 * Answers a function that stops it.
 */
export function runRestore(opts: RestoreOptions): () => void {
  let state = startRestore()
  let frame = 0
  let over = false
  const stopListening = onReaderScroll(() => finish(false))
  function finish(reached: boolean) {
    if (over) return
    over = true
    cancelAnimationFrame(frame)
    stopListening()
    opts.done(reached)
  }
  const step = () => {
    if (over) return
    const el = opts.find(opts.anchor.id)
    const top = el ? el.getBoundingClientRect().top : null
    const result = restoreFrame(state, opts.anchor, top, opts.line(), {
      stillFrames: RESTORE_STILL_FRAMES,
      maxFrames: RESTORE_MAX_FRAMES,
    })
    state = result.state
    const action = result.action
    if (action.kind === 'scroll') window.scrollBy(0, action.by)
    if (action.kind === 'seek') opts.seek?.(opts.anchor.id)
    if (action.kind === 'stop') return finish(state.phase === 'done')
    frame = requestAnimationFrame(step)
  }
  step()
  return () => {
    over = true
    cancelAnimationFrame(frame)
    stopListening()
  }
}
