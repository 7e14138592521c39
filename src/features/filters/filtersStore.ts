import { create } from 'zustand'
import type { ServerFilter } from '../../api/endpoints/filters'

/*
 * The member's filters as the server keeps them. A small explicit machine:
 * loading and its outcome, then the settings' saves and removals applied to
 * the list the server confirmed.
 */

export type FiltersPhase = 'idle' | 'loading' | 'ready' | 'failed'

export interface FiltersState {
  phase: FiltersPhase
  filters: ServerFilter[]
}

export type FiltersEvent =
  | { type: 'load' }
  | { type: 'loaded'; filters: ServerFilter[] }
  | { type: 'failed' }
  | { type: 'saved'; filter: ServerFilter }
  | { type: 'removed'; id: string }
  | { type: 'reset' }

export const INITIAL_FILTERS: FiltersState = { phase: 'idle', filters: [] }

export function filtersReducer(state: FiltersState, event: FiltersEvent): FiltersState {
  switch (event.type) {
    case 'load':
      // A reload keeps the list shown meanwhile.
      return { ...state, phase: 'loading' }
    case 'loaded':
      return { phase: 'ready', filters: event.filters }
    case 'failed':
      return { ...state, phase: 'failed' }
    case 'saved': {
      if (state.phase !== 'ready') return state
      const known = state.filters.some((f) => f.id === event.filter.id)
      return {
        ...state,
        filters: known
          ? state.filters.map((f) => (f.id === event.filter.id ? event.filter : f))
          : [...state.filters, event.filter],
      }
    }
    case 'removed':
      if (state.phase !== 'ready') return state
      return { ...state, filters: state.filters.filter((f) => f.id !== event.id) }
    case 'reset':
      return INITIAL_FILTERS
  }
}

export const useFilters = create<FiltersState>()(() => INITIAL_FILTERS)

export function dispatchFilters(event: FiltersEvent): void {
  useFilters.setState((s) => filtersReducer(s, event), true)
}
