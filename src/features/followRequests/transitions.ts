import type { PageQuery } from '../../api/http'
import type { Account } from '../../api/types'

/**
 * The follow-request list and counter of the signed-in user,
 * as plain data and pure transitions so the rules are testable on their own.
 */
export type ListPhase = 'idle' | 'loading' | 'ready' | 'error'

export interface FollowRequestsState {
  /** Whose requests these are; everything resets when the user changes. */
  ownerId: string | null
  phase: ListPhase
  accounts: Account[]
  /** Query of the next (older) page, null at the end. */
  next: PageQuery | null
  loadingMore: boolean
  moreError: boolean
  /** Requests waiting for the server's answer, by requester id. */
  pending: Record<string, Decision>
  /** The badge counter; null until known (then the login reply's count is used). */
  count: number | null
}

export type Decision = 'approve' | 'deny'

/** What became of a request, as the notification that carried it hears it. */
export type ResolvedKind = 'approved' | 'denied'

export const RESOLVED: Record<Decision, ResolvedKind> = { approve: 'approved', deny: 'denied' }

export const initialState = (ownerId: string | null = null): FollowRequestsState => ({
  ownerId,
  phase: 'idle',
  accounts: [],
  next: null,
  loadingMore: false,
  moreError: false,
  pending: {},
  count: null,
})

export type FollowRequestsEvent =
  | { type: 'load' }
  | { type: 'loadMore' }
  | { type: 'pageLoaded'; accounts: Account[]; next: PageQuery | null; append: boolean }
  | { type: 'loadFailed'; append: boolean }
  | { type: 'decide'; id: string; decision: Decision }
  | { type: 'decided'; id: string; knownCount: number }
  | { type: 'decisionFailed'; id: string }
  | { type: 'received'; knownCount: number }

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record
  return rest
}

export function followRequestsTransition(
  state: FollowRequestsState,
  event: FollowRequestsEvent,
): FollowRequestsState {
  switch (event.type) {
    case 'load':
      return { ...state, phase: 'loading', moreError: false }
    case 'loadMore':
      if (state.phase !== 'ready' || state.next === null || state.loadingMore) return state
      return { ...state, loadingMore: true, moreError: false }
    case 'pageLoaded': {
      const accounts = event.append ? [...state.accounts] : []
      const seen = new Set(accounts.map((a) => a.id))
      for (const a of event.accounts) if (!seen.has(a.id)) accounts.push(a)
      // The whole list is known: its length is the true count.
      const count = event.next === null ? accounts.length : state.count
      return { ...state, phase: 'ready', accounts, next: event.next, loadingMore: false, count }
    }
    case 'loadFailed':
      return event.append
        ? { ...state, loadingMore: false, moreError: true }
        : { ...state, phase: 'error' }
    case 'decide':
      if (state.pending[event.id]) return state
      return { ...state, pending: { ...state.pending, [event.id]: event.decision } }
    case 'decided': {
      // Approve and deny both remove the request and decrement the counter.
      const count = Math.max(0, (state.count ?? event.knownCount) - 1)
      return {
        ...state,
        accounts: state.accounts.filter((a) => a.id !== event.id),
        pending: withoutKey(state.pending, event.id),
        count,
      }
    }
    case 'decisionFailed':
      return { ...state, pending: withoutKey(state.pending, event.id) }
    case 'received':
      return { ...state, count: (state.count ?? event.knownCount) + 1 }
  }
}
