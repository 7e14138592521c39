import { create } from 'zustand'
import type { PageQuery } from '../api/http'
import {
  emptyTimeline,
  receiveAbove,
  receiveAround,
  receiveInitial,
  receiveNewer,
  receiveOlder,
  removeStatus,
  showNew,
  trim,
  type TimelineError,
  type TimelineState,
} from './timelineState'
import { registerSessionPiece } from './sessionLifecycle'

/** Timeline keys: `friends`, `public`, `publicAndExternal`, `bubble`, later `tag:x`, `user:id`... */
export type TimelineKey = string

interface TimelinesStore {
  timelines: Record<TimelineKey, TimelineState>
  startLoading: (key: TimelineKey) => void
  receiveInitial: (key: TimelineKey, ids: readonly string[], nextPage?: PageQuery | null) => void
  receiveOlder: (key: TimelineKey, ids: readonly string[], nextPage?: PageQuery | null) => void
  receiveAround: (key: TimelineKey, ids: readonly string[], opts: AroundOptions) => void
  receiveAbove: (key: TimelineKey, ids: readonly string[], gapAbove: boolean) => void
  setPinned: (key: TimelineKey, ids: readonly string[]) => void
  trim: (key: TimelineKey, keep: number) => void
  receiveNewer: (
    key: TimelineKey,
    ids: readonly string[],
    opts?: { showImmediately?: boolean; fromFetch?: boolean },
  ) => void
  fail: (key: TimelineKey, error: TimelineError) => void
  showNew: (key: TimelineKey) => void
  reset: (key: TimelineKey) => void
  /** Forgets a timeline: the next view of it loads afresh. */
  drop: (key: TimelineKey) => void
  removeStatus: (id: string) => void
  clearAll: () => void
}

type AroundOptions = Parameters<typeof receiveAround>[2]

// One shared empty value so selectors stay referentially stable.
const EMPTY: TimelineState = Object.freeze(emptyTimeline()) as TimelineState

const get = (s: TimelinesStore, key: TimelineKey): TimelineState => s.timelines[key] ?? EMPTY

export const useTimelines = create<TimelinesStore>()((set) => {
  const update = (key: TimelineKey, fn: (t: TimelineState) => TimelineState) =>
    set((s) => ({ timelines: { ...s.timelines, [key]: fn(get(s, key)) } }))
  return {
    timelines: {},
    startLoading: (key) => update(key, (t) => ({ ...t, loading: true, error: null })),
    receiveInitial: (key, ids, nextPage) => update(key, (t) => receiveInitial(t, ids, nextPage)),
    receiveOlder: (key, ids, nextPage) => update(key, (t) => receiveOlder(t, ids, nextPage)),
    receiveAround: (key, ids, opts) => update(key, (t) => receiveAround(t, ids, opts)),
    receiveAbove: (key, ids, gapAbove) => update(key, (t) => receiveAbove(t, ids, gapAbove)),
    setPinned: (key, ids) => update(key, (t) => ({ ...t, pinnedIds: [...ids] })),
    trim: (key, keep) =>
      set((s) => {
        const t = s.timelines[key]
        const next = t ? trim(t, keep) : undefined
        return next && next !== t ? { timelines: { ...s.timelines, [key]: next } } : s
      }),
    receiveNewer: (key, ids, opts) => update(key, (t) => receiveNewer(t, ids, opts)),
    fail: (key, error) => update(key, (t) => ({ ...t, loading: false, error, loaded: true })),
    showNew: (key) => update(key, showNew),
    reset: (key) => update(key, () => emptyTimeline()),
    drop: (key) =>
      set((s) => {
        if (!(key in s.timelines)) return s
        const timelines = { ...s.timelines }
        delete timelines[key]
        return { timelines }
      }),
    removeStatus: (id) =>
      set((s) => ({
        timelines: Object.fromEntries(
          Object.entries(s.timelines).map(([k, t]) => [k, removeStatus(t, id)]),
        ),
      })),
    clearAll: () => set({ timelines: {} }),
  }
})

export const selectTimeline =
  (key: TimelineKey) =>
  (s: TimelinesStore): TimelineState =>
    get(s, key)

// The account's timelines never show under another account (or a guest).
registerSessionPiece({ name: 'timelines', clear: () => useTimelines.getState().clearAll() })
