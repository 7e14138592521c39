/** One reading of the grid's scroll position. */
export interface ScrollSample {
  /** performance.now() of the scroll event. */
  time: number
  top: number
}

/**
 * Keeps the samples of the last `windowMs` ms (plus `next`) and tells whether
 * the grid moved more than `distance` px within them: a fling, during which
 * rows pass by too fast for anybody to look at their images.
 */
export function trackScroll(
  samples: readonly ScrollSample[],
  next: ScrollSample,
  windowMs: number,
  distance: number,
): { samples: ScrollSample[]; fast: boolean } {
  const kept = samples.filter((s) => next.time - s.time <= windowMs)
  kept.push(next)
  let low = next.top
  let high = next.top
  for (const s of kept) {
    low = Math.min(low, s.top)
    high = Math.max(high, s.top)
  }
  return { samples: kept, fast: high - low > distance }
}
