/**
 * Where the reader was in each timeline (the status at the top of the
 * window), so coming back from a status page lands on the same status
 * instead of the top. Kept for the session only.
 */
const positions = new Map<string, string>()

export const saveReadingPosition = (key: string, statusId: string): void => {
  positions.set(key, statusId)
}

export const readingPosition = (key: string): string | undefined => positions.get(key)

export const clearReadingPositions = (): void => positions.clear()
