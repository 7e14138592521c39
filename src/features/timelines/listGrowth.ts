/**
 * Whether `next` is `shown` with statuses added at its end only (an older
 * page): that render may wait behind the reader's scrolling and typing. Any
 * other change (new statuses on top, removals) is drawn at once, since the
 * reading place is anchored on it.
 */
export function grewAtEnd(shown: readonly string[], next: readonly string[]): boolean {
  const last = shown.length - 1
  return (
    last >= 0 && next.length > shown.length && next[0] === shown[0] && next[last] === shown[last]
  )
}
