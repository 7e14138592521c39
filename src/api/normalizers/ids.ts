/**
 * Server ids sort by creation time, but not as numbers: Mastodon ids are
 * numeric strings of varying length (too big for a double), Akkoma ids are
 * fixed-length base62 FlakeIds whose alphabet (0-9, A-Z, a-z) is in ASCII
 * order, GoToSocial's are ULIDs (fixed-length Crockford base32, upper case)
 * and Hollo's are UUIDv7 (fixed length, lower-case hex, the time in the
 * leading digits, so two of them compare as their text does). Comparing
 * length first, then code units, orders each kind correctly; no id is ever
 * read as a number.
 */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1
  if (a === b) return 0
  return a < b ? -1 : 1
}

/** True when `a` was created after `b`. */
export function isNewer(a: string, b: string): boolean {
  return compareIds(a, b) > 0
}

/** The newest of the ids, or null for an empty list. */
export function maxId(ids: Iterable<string>): string | null {
  let best: string | null = null
  for (const id of ids) if (best === null || compareIds(id, best) > 0) best = id
  return best
}

/** The oldest of the ids, or null for an empty list. */
export function minId(ids: Iterable<string>): string | null {
  let best: string | null = null
  for (const id of ids) if (best === null || compareIds(id, best) < 0) best = id
  return best
}
