/**
 * Tracked polls: every poll on screen that is still open is
 * refreshed every TRACKED_POLL_INTERVAL. One IntersectionObserver watches
 * every poll and one interval refreshes all of them, however many are shown.
 */
import { useEffect, type RefObject } from 'react'
import { getPoll } from '../../../api/endpoints/polls'
import { api } from '../../../api/client'
import { TRACKED_POLL_INTERVAL } from '../../../config/constants'
import { useEntities } from '../../../store/entities'

interface TrackedPoll {
  pollId: string
  /** How many on-screen copies of the status show it. */
  count: number
}

const tracked = new Map<string, TrackedPoll>()
let timer: ReturnType<typeof setInterval> | null = null

async function refresh(statusId: string, pollId: string): Promise<void> {
  try {
    const poll = await getPoll(api(), pollId)
    // The status may have gone (evicted) or been re-fetched meanwhile; only
    // the poll of the same status is replaced.
    const current = useEntities.getState().statuses[statusId]
    if (current?.poll?.id === pollId) useEntities.getState().patchStatus(statusId, { poll })
  } catch {
    // A missed refresh is retried on the next tick; nothing to tell the reader.
  }
}

function tick(): void {
  for (const [statusId, { pollId }] of tracked) void refresh(statusId, pollId)
}

/** Starts refreshing the poll of `statusId`; the returned function stops it. */
export function trackPoll(statusId: string, pollId: string): () => void {
  const entry = tracked.get(statusId)
  if (entry && entry.pollId === pollId) entry.count += 1
  else tracked.set(statusId, { pollId, count: 1 })
  timer ??= setInterval(tick, TRACKED_POLL_INTERVAL)
  let done = false
  return () => {
    if (done) return
    done = true
    const current = tracked.get(statusId)
    if (!current || current.pollId !== pollId) return
    current.count -= 1
    if (current.count <= 0) tracked.delete(statusId)
    if (tracked.size === 0 && timer !== null) {
      clearInterval(timer)
      timer = null
    }
  }
}

/** Status ids whose polls are refreshed now (for tests and diagnostics). */
export function trackedPollStatusIds(): string[] {
  return [...tracked.keys()]
}

interface Watched {
  statusId: string
  pollId: string
  stop: (() => void) | null
}

const watched = new WeakMap<Element, Watched>()
let observer: IntersectionObserver | null = null

function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const w = watched.get(entry.target)
      if (!w) continue
      if (entry.isIntersecting && !w.stop) w.stop = trackPoll(w.statusId, w.pollId)
      else if (!entry.isIntersecting && w.stop) {
        w.stop()
        w.stop = null
      }
    }
  })
  return observer
}

/** Keeps the poll fresh while `ref`'s element is on screen and `enabled` holds. */
export function usePollTracking(
  ref: RefObject<Element | null>,
  statusId: string,
  pollId: string,
  enabled: boolean,
): void {
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || pollId === '') return
    const io = sharedObserver()
    // Without IntersectionObserver (old browsers) a mounted poll counts as on screen.
    if (!io) return trackPoll(statusId, pollId)
    const w: Watched = { statusId, pollId, stop: null }
    watched.set(element, w)
    io.observe(element)
    return () => {
      io.unobserve(element)
      watched.delete(element)
      w.stop?.()
    }
  }, [ref, statusId, pollId, enabled])
}
