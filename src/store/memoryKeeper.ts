import {
  IDLE_TIMELINES_KEPT,
  MEMORY_CHECK_INTERVAL,
  TIMELINE_PAGE_SIZE,
  TIMELINE_TRIM_AFTER,
} from '../config/constants'
import { useEntities } from './entities'
import { retainedAccountIds, retainedStatusIds } from './retention'
import { useSession } from './session'
import { useTimelines } from './timelines'

/*
 * Keeps a long session's memory bounded. akkoma-fe and Mastodon keep every
 * status they ever fetched; here a timeline nobody has looked at for
 * TIMELINE_TRIM_AFTER keeps only its newest page, only the
 * IDLE_TIMELINES_KEPT most recently seen idle timelines are kept at all (a
 * day of visiting profiles and tags would otherwise pile up a page each), and
 * every status that no
 * timeline or mounted view references is evicted from the cache (it is
 * fetched again if ever needed). Accounts stay while a kept status is
 * theirs or a mounted view retains them (profiles, follow lists, search).
 */
const lastSeen = new Map<string, number>()
const onScreen = new Set<string>()
let timer: ReturnType<typeof setInterval> | null = null

/** Called when a timeline is shown or left. */
export function touchTimeline(key: string, visible?: boolean): void {
  lastSeen.set(key, Date.now())
  if (visible === true) onScreen.add(key)
  if (visible === false) onScreen.delete(key)
}

/** One pass: trim idle timelines, then evict unreferenced statuses. Exported for tests. */
export function collect(now = Date.now(), activeKeys: ReadonlySet<string> = onScreen): void {
  const timelines = useTimelines.getState()
  const idle = Object.keys(timelines.timelines)
    .filter((key) => !activeKeys.has(key))
    .sort((a, b) => (lastSeen.get(b) ?? 0) - (lastSeen.get(a) ?? 0))
  idle.forEach((key, rank) => {
    if (rank >= IDLE_TIMELINES_KEPT) {
      timelines.drop(key)
      lastSeen.delete(key)
    } else if (now - (lastSeen.get(key) ?? 0) >= TIMELINE_TRIM_AFTER) {
      timelines.trim(key, TIMELINE_PAGE_SIZE)
    }
  })
  const keep = new Set<string>(retainedStatusIds())
  for (const t of Object.values(useTimelines.getState().timelines)) {
    for (const id of t.statusIds) keep.add(id)
    for (const id of t.newIds) keep.add(id)
    for (const id of t.pinnedIds) keep.add(id)
  }
  // Repeats and quotes keep the statuses they wrap.
  const { statuses } = useEntities.getState()
  for (const id of [...keep]) {
    const s = statuses[id]
    if (s?.reblog_id) keep.add(s.reblog_id)
    if (s?.quote_id) keep.add(s.quote_id)
  }
  for (const id of [...keep]) {
    const q = statuses[id]?.quote_id
    if (q) keep.add(q)
  }
  const keepAccounts = new Set<string>(retainedAccountIds())
  const me = useSession.getState().currentUserId
  if (me) keepAccounts.add(me)
  useEntities.getState().evict(keep, keepAccounts)
}

export function startMemoryKeeper(): void {
  if (timer) return
  timer = setInterval(() => collect(), MEMORY_CHECK_INTERVAL)
}

export function stopMemoryKeeper(): void {
  if (timer) clearInterval(timer)
  timer = null
}
