import type { SavedAnswer } from '../../api/http'
import type { SavedEntry } from './readingCache'

/*
 * A status opened from a timeline comes from the page it was read in, so its
 * thread asks the server only for the context: the status itself was never
 * fetched on its own, and nothing answers GET /api/v1/statuses/<id> offline.
 * It is in a saved page, though: a timeline, a profile's posts, a thread's
 * context or notifications. This finds it there.
 */

const STATUS = /^\/api\/v1\/statuses\/([^/]+)$/

/** The id a single status's URL asks for, or null for any other URL. */
export function statusIdOf(url: string): string | null {
  const match = STATUS.exec(new URL(url, 'http://client.invalid').pathname)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The statuses a saved answer holds: items, what they repeat, notifications' statuses, a context's. */
function* statusesIn(data: unknown): Generator<Record<string, unknown>> {
  const items = Array.isArray(data)
    ? data
    : isObject(data)
      ? [data.ancestors, data.descendants, data.statuses].flatMap((list) =>
          Array.isArray(list) ? list : [],
        )
      : []
  for (const item of items) {
    if (!isObject(item)) continue
    if (typeof item.content === 'string') yield item
    if (isObject(item.reblog)) yield item.reblog
    if (isObject(item.status)) yield item.status
  }
}

/** The status `id` as the latest saved page that holds it gave it, or undefined. */
export function statusInSaved(id: string, entries: readonly SavedEntry[]): SavedAnswer | undefined {
  let found: { status: Record<string, unknown>; savedAt: number } | undefined
  for (const entry of entries) {
    if (found && entry.savedAt <= found.savedAt) continue
    for (const status of statusesIn(entry.answer.data)) {
      if (status.id === id) {
        found = { status, savedAt: entry.savedAt }
        break
      }
    }
  }
  return found && { status: 200, link: null, data: found.status, savedAt: found.savedAt }
}
