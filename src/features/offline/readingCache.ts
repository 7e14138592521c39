import type { ReadCache, SavedAnswer } from '../../api/http'
import { compareIds } from '../../api/normalizers/ids'
import { statusIdOf, statusInSaved } from './savedStatus'

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
  /^\/api\/v[12]\/notifications$/,
]

/**
 * The member's filters (either API): kept beside the pages, never pushed out
 * by them, since they judge what every saved page shows (offline, a post the
 * member filtered stays filtered), and naming no time when used: they are
 * not what the reader sees.
 */
const KEPT = /^\/api\/v[12]\/filters$/

const pathOf = (url: string): URL => new URL(url, 'http://client.invalid')

/** Whether a GET's answer is one to keep: its path, whatever the server's origin. */
export function isReadable(url: string): boolean {
  const { pathname, searchParams } = pathOf(url)
  // A check for newer posts is no page anyone read: kept, it would push those out.
  if (searchParams.has('since_id') || searchParams.has('min_id')) return false
  return KEPT.test(pathname) || READABLE.some((pattern) => pattern.test(pathname))
}

/** Whether a kept answer stays however many pages are read after it (see KEPT). */
export const isKeptApart = (url: string): boolean => KEPT.test(pathOf(url).pathname)

/** The owner under which the answers kept apart are stored: pages are trimmed by owner. */
export const keptOwner = (owner: string): string => `${owner} kept`

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
  /** Every entry of the owner. */
  all: (owner: string) => Promise<SavedEntry[]>
}

const PAGING = ['max_id', 'min_id', 'since_id', 'limit']

/** A timeline's path and its other parameters (a tag's, "only media"), without the paging. */
function listOf(url: string): string | null {
  const parsed = new URL(url, 'http://client.invalid')
  if (!parsed.pathname.startsWith('/api/v1/timelines/')) return null
  for (const name of PAGING) parsed.searchParams.delete(name)
  parsed.searchParams.sort()
  return `${parsed.pathname}?${parsed.searchParams.toString()}`
}

const idOf = (item: unknown): string | null =>
  typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string'
    ? (item as { id: string }).id
    : null

/**
 * A timeline page never read as such, pieced together from the pages of
 * that timeline that were: the place home resumes at moves as the reader
 * reads, so a start without a network asks for pages around another status
 * than the ones saved. Newest first, as the server sends them; undefined
 * when the saved pages hold nothing for it.
 */
export function pieceTogether(url: string, pages: readonly SavedEntry[]): SavedAnswer | undefined {
  const list = listOf(url)
  if (list === null) return undefined
  const query = new URL(url, 'http://client.invalid').searchParams
  const limit = Number(query.get('limit')) || 20
  const byId = new Map<string, unknown>()
  let savedAt = Infinity
  for (const page of pages) {
    if (listOf(page.key.slice(page.owner.length + 1)) !== list) continue
    if (!Array.isArray(page.answer.data)) continue
    savedAt = Math.min(savedAt, page.savedAt)
    for (const item of page.answer.data as unknown[]) {
      const id = idOf(item)
      if (id !== null && !byId.has(id)) byId.set(id, item)
    }
  }
  const ids = [...byId.keys()].sort((a, b) => compareIds(b, a))
  const below = query.get('max_id')
  const above = query.get('min_id') ?? query.get('since_id')
  let chosen = ids
  if (below) chosen = chosen.filter((id) => compareIds(id, below) < 0)
  // Just newer than the status: the ones closest to it.
  if (above) chosen = chosen.filter((id) => compareIds(id, above) > 0).slice(-limit)
  chosen = chosen.slice(0, limit)
  if (chosen.length === 0 && !above) return undefined
  if (savedAt === Infinity) return undefined
  return { status: 200, link: null, data: chosen.map((id) => byId.get(id)), savedAt }
}

export function readingCache(
  storage: ReadingStorage,
  owner: string,
  keep: number,
  served: (savedAt: number) => void,
  /** An answer came from the server: what loads next is fresh. */
  heard: () => void = () => undefined,
): ReadCache {
  return {
    wants: isReadable,
    // A check for newer posts (since_id) stays unanswered: nothing saved is news.
    answers: (url) => isReadable(url) || (listOf(url) !== null && !url.includes('since_id=')),
    save: (url, answer) => {
      heard()
      const apart = isKeptApart(url)
      void storage
        .put({
          key: `${owner} ${url}`,
          owner: apart ? keptOwner(owner) : owner,
          savedAt: answer.savedAt,
          answer,
        })
        .then(() => (apart ? undefined : storage.trim(owner, keep)))
        .catch((e: unknown) => console.warn('Could not keep a page for reading offline', e))
    },
    load: async (url) => {
      const entry = await storage.get(`${owner} ${url}`).catch(() => undefined)
      const statusId = statusIdOf(url)
      const answer =
        entry?.answer ??
        (listOf(url) !== null
          ? pieceTogether(url, await storage.all(owner).catch(() => []))
          : statusId !== null
            ? statusInSaved(statusId, await storage.all(owner).catch(() => []))
            : undefined)
      // An empty piece shows nothing saved: the strip keeps saying only that the browser is offline.
      const shown = !isKeptApart(url) && (!Array.isArray(answer?.data) || answer.data.length > 0)
      if (answer && shown) served(answer.savedAt)
      return answer
    },
  }
}
