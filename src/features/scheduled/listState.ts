import type { ScheduledStatus } from '../../api/endpoints/scheduledStatuses'

/** The query of the next page, from the server's Link header; null at the end. */
export type NextPage = Record<string, string | string[]> | null

/** The scheduled posts screen: loading, failed, or the posts with where more are. */
export type ScheduledListState =
  | { name: 'loading' }
  | { name: 'failed' }
  | {
      name: 'ready'
      items: ScheduledStatus[]
      next: NextPage
      /** A further page is being fetched, or failed. */
      more: 'idle' | 'loading' | 'failed'
    }

export type ScheduledListEvent =
  | { type: 'reload' }
  | { type: 'loaded'; items: ScheduledStatus[]; next: NextPage }
  | { type: 'failed' }
  | { type: 'moreRequested' }
  | { type: 'moreLoaded'; items: ScheduledStatus[]; next: NextPage }
  | { type: 'moreFailed' }
  /** Rescheduled: the server's new copy replaces the old. */
  | { type: 'updated'; item: ScheduledStatus }
  /** Cancelled (or gone): it leaves the list. */
  | { type: 'removed'; id: string }

/** Soonest first, whatever order the server pages in (it pages by id). */
export function bySchedule(items: readonly ScheduledStatus[]): ScheduledStatus[] {
  return [...items].sort(
    (a, b) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at) || a.id.localeCompare(b.id),
  )
}

export function scheduledListReducer(
  state: ScheduledListState,
  event: ScheduledListEvent,
): ScheduledListState {
  switch (event.type) {
    case 'reload':
      return { name: 'loading' }
    case 'loaded':
      return { name: 'ready', items: bySchedule(event.items), next: event.next, more: 'idle' }
    case 'failed':
      return state.name === 'ready' ? state : { name: 'failed' }
    case 'moreRequested':
      return state.name === 'ready' && state.next ? { ...state, more: 'loading' } : state
    case 'moreLoaded': {
      if (state.name !== 'ready') return state
      const known = new Set(state.items.map((s) => s.id))
      const fresh = event.items.filter((s) => !known.has(s.id))
      return {
        name: 'ready',
        items: bySchedule([...state.items, ...fresh]),
        // A page with nothing new ends the walk (a server that ignores the cursor).
        next: fresh.length > 0 ? event.next : null,
        more: 'idle',
      }
    }
    case 'moreFailed':
      return state.name === 'ready' ? { ...state, more: 'failed' } : state
    case 'updated':
      return state.name === 'ready'
        ? {
            ...state,
            items: bySchedule(state.items.map((s) => (s.id === event.item.id ? event.item : s))),
          }
        : state
    case 'removed':
      return state.name === 'ready'
        ? { ...state, items: state.items.filter((s) => s.id !== event.id) }
        : state
  }
}
