/**
 * Where statuses added at the top of a timeline leave the reader (spec 2 §4).
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
  /** How many of those were added while the reader was at the top. */
  absorbed: number
}

/** A view starts anchored at whatever the timeline already holds. */
export const initialAnchor = (prepended: number): PrependAnchor => ({
  seen: prepended,
  absorbed: prepended,
})

export function anchorAfter(
  anchor: PrependAnchor,
  prepended: number,
  readerAtTop: boolean,
): PrependAnchor {
  if (prepended === anchor.seen) return anchor
  // A reload or trim starts the count over.
  if (prepended < anchor.seen) return initialAnchor(prepended)
  const added = prepended - anchor.seen
  return { seen: prepended, absorbed: anchor.absorbed + (readerAtTop ? added : 0) }
}

/** The first item's index for the virtual list, given a base far above zero. */
export const firstItemIndexOf = (base: number, anchor: PrependAnchor): number =>
  base - anchor.seen + anchor.absorbed
