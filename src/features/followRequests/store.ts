import { create } from 'zustand'
import {
  decideFollowRequest,
  fetchFollowRequests,
  type FollowRequestDecision,
} from '../../api/endpoints/followRequests'
import type { Account } from '../../api/types'
import { api } from '../../api/client'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import {
  followRequestsTransition,
  initialState,
  RESOLVED,
  type Decision,
  type FollowRequestsEvent,
  type FollowRequestsState,
} from './transitions'

interface FollowRequestsStore extends FollowRequestsState {
  dispatch: (event: FollowRequestsEvent) => void
}

export const useFollowRequests = create<FollowRequestsStore>()((set) => ({
  ...initialState(useSession.getState().currentUserId),
  dispatch: (event) => set((s) => followRequestsTransition(s, event)),
}))

// Another user signing in must never see the previous user's requests.
useSession.subscribe((session, previous) => {
  if (session.currentUserId !== previous.currentUserId)
    useFollowRequests.setState(initialState(session.currentUserId))
})

/** The count the login reply (verify_credentials) carried. */
const loginCount = (): number => useSession.getState().extras?.follow_requests_count ?? 0

/** The badge counter: the store's own once it changed, else the login reply's. */
export function useFollowRequestCount(): number {
  const own = useFollowRequests((s) => s.count)
  const fromLogin = useSession((s) => s.extras?.follow_requests_count ?? 0)
  return own ?? fromLogin
}

const dispatch = (event: FollowRequestsEvent) => useFollowRequests.getState().dispatch(event)

/** Loads the first page (again). */
export async function loadFollowRequests(): Promise<void> {
  const owner = useFollowRequests.getState().ownerId
  dispatch({ type: 'load' })
  try {
    const page = await fetchFollowRequests(api())
    if (useFollowRequests.getState().ownerId !== owner) return
    dispatch({ type: 'pageLoaded', accounts: page.items, next: page.next, append: false })
  } catch (e) {
    console.warn('Could not load follow requests', e)
    if (useFollowRequests.getState().ownerId === owner)
      dispatch({ type: 'loadFailed', append: false })
  }
}

export async function loadMoreFollowRequests(): Promise<void> {
  const before = useFollowRequests.getState()
  dispatch({ type: 'loadMore' })
  const state = useFollowRequests.getState()
  if (state === before || !state.loadingMore || state.next === null) return
  try {
    const page = await fetchFollowRequests(api(), state.next)
    if (useFollowRequests.getState().ownerId !== state.ownerId) return
    dispatch({ type: 'pageLoaded', accounts: page.items, next: page.next, append: true })
  } catch (e) {
    console.warn('Could not load more follow requests', e)
    if (useFollowRequests.getState().ownerId === state.ownerId)
      dispatch({ type: 'loadFailed', append: true })
  }
}

const DECISIONS: Record<Decision, FollowRequestDecision> = {
  approve: 'authorize',
  deny: 'reject',
}

/**
 * Sends an approval or denial (spec 3 §4). On success the request leaves
 * the list, the counter drops, the requester's relationship is updated in
 * the shared cache and the request's notification becomes a follow one
 * (approved) or goes away (denied). Throws when the server refuses, so the
 * caller can keep its buttons.
 */
export async function decideRequest(account: Account, decision: Decision): Promise<void> {
  const owner = useFollowRequests.getState().ownerId
  dispatch({ type: 'decide', id: account.id, decision })
  try {
    const relationship = await decideFollowRequest(api(), account.id, DECISIONS[decision])
    if (relationship) useEntities.getState().ingestAccounts([{ ...account, relationship }])
  } catch (e) {
    if (useFollowRequests.getState().ownerId === owner)
      dispatch({ type: 'decisionFailed', id: account.id })
    throw e
  }
  if (useFollowRequests.getState().ownerId !== owner) return
  dispatch({ type: 'decided', id: account.id, knownCount: loginCount() })
  // Loaded on first use: the navigation item that imports this store doesn't need it.
  const { settleRequestNotifications } = await import('./notificationSync')
  settleRequestNotifications(account.id, RESOLVED[decision])
}

/** A new request arrived (e.g. a live follow_request notification): the badge goes up. */
export function followRequestReceived(): void {
  dispatch({ type: 'received', knownCount: loginCount() })
}
