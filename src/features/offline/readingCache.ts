import type { ReadCache, SavedAnswer } from '../../api/http'

/*
 * Which answers are kept for reading offline: timelines, threads and
 * profiles (each page as it was read), and how many. Apart from IndexedDB,
 * so the rules are tested with a map.
 */

const READABLE = [
  /^\/api\/v1\/timelines\//,
  /^\/api\/v1\/statuses\/[^/]+(\/context)?$/,
  /^\/api\/v1\/accounts\/[^/]+(\/statuses)?$/,
  /^\/api\/v1\/accounts\/lookup$/,
]

/** Whether a GET's answer is one to keep: its path, whatever the server's origin. */
export function isReadable(url: string): boolean {
  const { pathname, searchParams } = new URL(url, 'http://client.invalid')
  // A check for newer posts is no page anyone read: kept, it would push those out.
  if (searchParams.has('since_id') || searchParams.has('min_id')) return false
  return READABLE.some((pattern) => pattern.test(pathname))
}

export interface SavedEntry {
  /** "owner url": one entry per account and URL. */
  key: string
  owner: string
  savedAt: number
  answer: SavedAnswer
}

export interface ReadingStorage {
  put: (entry: SavedEntry) => Promise<void>
  get: (key: string) => Promise<SavedEntry | undefined>
  /** Removes the owner's oldest entries beyond `keep`. */
  trim: (owner: string, keep: number) => Promise<void>
}

export function readingCache(
  storage: ReadingStorage,
  owner: string,
  keep: number,
  served: (savedAt: number) => void,
): ReadCache {
  return {
    wants: isReadable,
    save: (url, answer) => {
      void storage
        .put({ key: `${owner} ${url}`, owner, savedAt: answer.savedAt, answer })
        .then(() => storage.trim(owner, keep))
        .catch((e: unknown) => console.warn('Could not keep a page for reading offline', e))
    },
    load: async (url) => {
      const entry = await storage.get(`${owner} ${url}`).catch(() => undefined)
      if (entry) served(entry.savedAt)
      return entry?.answer
    },
  }
}
