/**
 * Server ids sort by creation time, but not as numbers: Mastodon ids are
 * numeric strings of varying length (too big for a double), Akkoma ids are
 * fixed-length base62 FlakeIds whose alphabet (0-9, A-Z, a-z) is in ASCII
 * order, GoToSocial's are ULIDs (fixed-length Crockford base32, upper case)
 * and Hollo's are UUIDv7 (the time in the leading hex digits, so two of them
 * compare as their text does once both are in one case; some servers write
 * UUIDs in upper case). Comparing length first, then code units, orders each
 * kind correctly; no id is ever read as a number.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function compareIds(a: string, b: string): number {
  if (a === b) return 0
  if (a.length !== b.length) return a.length < b.length ? -1 : 1
  if (UUID.test(a) && UUID.test(b)) {
    const x = a.toLowerCase()
    const y = b.toLowerCase()
    if (x === y) return 0
    return x < y ? -1 : 1
  }
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
