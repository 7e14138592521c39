import type { PageQuery } from '../../api/http'
import type { Notification } from '../../api/types'
import { isValidNotification, toEntry, type NotificationEntry } from '../../store/notifications'

/** One interactions tab's list: pages of notifications fetched by type. */
export interface InteractionListState {
  items: NotificationEntry[]
  next: PageQuery | null
  load: 'idle' | 'loading' | 'error'
  bottomedOut: boolean
}

export const INITIAL_LIST: InteractionListState = {
  items: [],
  next: null,
  load: 'idle',
  bottomedOut: false,
}

export type InteractionListEvent =
  | { type: 'request' }
  | { type: 'page'; items: readonly Notification[]; next: PageQuery | null }
  | { type: 'failure' }
  | { type: 'reset' }

export function interactionListReducer(
  state: InteractionListState,
  event: InteractionListEvent,
): InteractionListState {
  switch (event.type) {
    case 'reset':
      return INITIAL_LIST
    case 'request':
      return { ...state, load: 'loading' }
    case 'failure':
      return { ...state, load: 'error' }
    case 'page': {
      const known = new Set(state.items.map((i) => i.id))
      const fresh = event.items
        .filter((n) => isValidNotification(n) && !known.has(n.id))
        .map((n) => toEntry(n, null))
      return {
        items: [...state.items, ...fresh],
        next: event.next,
        load: 'idle',
        bottomedOut: event.items.length === 0 || event.next === null,
      }
    }
  }
}
