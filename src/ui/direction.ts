/**
 * Arrow keys along the line of text: in a right-to-left page (Arabic,
 * Hebrew) the left arrow moves forward, as the eye reads.
 */
export const isRtl = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dir === 'rtl'

/** The arrow key that moves forward / backward along a row in the page's direction. */
export function inlineArrows(rtl = isRtl()): { forward: string; backward: string } {
  return rtl
    ? { forward: 'ArrowLeft', backward: 'ArrowRight' }
    : { forward: 'ArrowRight', backward: 'ArrowLeft' }
}

/** +1 for the forward arrow, -1 for the backward one, 0 for any other key. */
export function inlineStep(key: string, rtl = isRtl()): 1 | -1 | 0 {
  const { forward, backward } = inlineArrows(rtl)
  return key === forward ? 1 : key === backward ? -1 : 0
}
