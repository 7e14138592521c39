/**
 * Where statuses added at the top of a timeline leave the reader.
 *
 * The virtual list keeps what the reader sees in place when items are added
 * above it (Virtuoso's `firstItemIndex` goes down by the number added). That
 * is right for a reader who scrolled down, but a reader at the top would be
 * pushed down by the new items' height: their own new post, or the live
 * statuses streaming shows automatically, would land above the viewport, and
 * the timeline would stop auto-showing because the reader is no longer at
 * the top. So statuses added while the reader is at the top are "absorbed":
 * the first index does not move, and they appear in view, at the top.
 */
export interface PrependAnchor {
  /** The timeline's `prepended` count last seen. */
  seen: number
  /** The timeline's `prependedAbove` count last seen (loaded by scrolling up: never absorbed). */
  seenAbove?: number
  /** How many of those were added while the reader was at the top. */
  absorbed: number
}

/** A view starts anchored at whatever the timeline already holds. */
export const initialAnchor = (prepended: number, prependedAbove = 0): PrependAnchor => ({
  seen: prepended,
  seenAbove: prependedAbove,
  absorbed: prepended,
})

/**
 * `prependedAbove` counts the statuses loaded above by scrolling up to
 * them: the reader is reading what was there, so those always keep it in
 * place, even at the top of the page.
 */
export function anchorAfter(
  anchor: PrependAnchor,
  prepended: number,
  readerAtTop: boolean,
  prependedAbove = 0,
): PrependAnchor {
  if (prepended === anchor.seen) return anchor
  // A reload or trim starts the count over.
  if (prepended < anchor.seen) return initialAnchor(prepended, prependedAbove)
  const added = prepended - anchor.seen
  const above = Math.min(added, Math.max(0, prependedAbove - (anchor.seenAbove ?? 0)))
  return {
    seen: prepended,
    seenAbove: prependedAbove,
    absorbed: anchor.absorbed + (readerAtTop ? added - above : 0),
  }
}

/** The first item's index for the virtual list, given a base far above zero. */
export const firstItemIndexOf = (base: number, anchor: PrependAnchor): number =>
  base - anchor.seen + anchor.absorbed
