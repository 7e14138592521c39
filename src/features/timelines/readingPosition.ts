import type { ReadingAnchor } from './readingAnchor'

/**
 * Where the reader was in each timeline (the status the sticky header's
 * bottom crosses, and its offset from it), so coming back with Back or
 * Forward lands on the same status at the same place on the screen instead
 * of the top. Kept for the session only; home's place across reloads and
 * devices is homeResume's.
 */
const positions = new Map<string, ReadingAnchor>()

export const saveReadingPosition = (key: string, anchor: ReadingAnchor): void => {
  positions.set(key, anchor)
}

export const readingPosition = (key: string): ReadingAnchor | undefined => positions.get(key)
