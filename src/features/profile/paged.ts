import type { PageQuery } from '../../api/http'

/*
 * A list fetched page by page (follow lists, followed hashtags):
 * idle --load--> loading --loaded--> idle (more pages) | done (no next link)
 *                        --failed--> error --load--> loading
 */
export interface PagedState<T> {
  phase: 'idle' | 'loading' | 'error' | 'done'
  items: T[]
  /** Query of the next page (from the Link header). */
  next: PageQuery | null
}

export type PagedEvent<T> =
  | { type: 'load' }
  | { type: 'loaded'; items: readonly T[]; next: PageQuery | null }
  | { type: 'failed' }

export const initialPaged = <T>(): PagedState<T> => ({ phase: 'idle', items: [], next: null })

export function pagedTransition<T>(state: PagedState<T>, event: PagedEvent<T>): PagedState<T> {
  switch (event.type) {
    case 'load':
      return state.phase === 'done' ? state : { ...state, phase: 'loading' }
    case 'loaded': {
      const seen = new Set(state.items)
      const items = [...state.items, ...event.items.filter((i) => !seen.has(i))]
      const done = event.next === null || event.items.length === 0
      return { phase: done ? 'done' : 'idle', items, next: event.next }
    }
    case 'failed':
      return { ...state, phase: 'error' }
  }
}
