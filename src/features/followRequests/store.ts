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
import { registerSessionPiece } from '../../store/sessionLifecycle'
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

/** A fresh state for whoever is signed in, counting from their login reply. */
const stateForSession = (): FollowRequestsState => {
  const { currentUserId, extras } = useSession.getState()
  return { ...initialState(currentUserId), count: extras?.follow_requests_count ?? null }
}

export const useFollowRequests = create<FollowRequestsStore>()((set) => ({
  ...stateForSession(),
  dispatch: (event) => set((s) => followRequestsTransition(s, event)),
}))

let unfollowExtras: (() => void) | null = null

// Another user signing in must never see the previous user's requests, and
// each sign-in starts from the count its login reply carried; so does a
// fresh copy of the account during the session (a saved profile).
registerSessionPiece({
  name: 'followRequests',
  start: () => {
    useFollowRequests.setState(stateForSession())
    unfollowExtras ??= useSession.subscribe((session, previous) => {
      if (session.extras !== previous.extras) useFollowRequests.setState(stateForSession())
    })
  },
  clear: () => {
    unfollowExtras?.()
    unfollowExtras = null
    useFollowRequests.setState(stateForSession())
  },
})

/** The count before any list or decision changed it: the login reply's. */
const loginCount = (): number => useSession.getState().extras?.follow_requests_count ?? 0

/** The badge counter: one source, this store (seeded by the login reply, then kept by the list). */
export function useFollowRequestCount(): number {
  return useFollowRequests((s) => s.count) ?? 0
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
 * Sends an approval or denial. On success the request leaves
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

/**
 * A new request arrived (a follow_request notification): the list is asked
 * again, quietly (no spinner on the page), and its length is the count. A
 * list longer than one page only tells the count went up by one.
 */
export async function refreshFollowRequests(): Promise<void> {
  const owner = useFollowRequests.getState().ownerId
  if (owner === null) return
  try {
    const page = await fetchFollowRequests(api())
    if (useFollowRequests.getState().ownerId !== owner) return
    if (page.next !== null) dispatch({ type: 'received', knownCount: loginCount() })
    dispatch({ type: 'pageLoaded', accounts: page.items, next: page.next, append: false })
  } catch (e) {
    console.warn('Could not refresh follow requests', e)
  }
}
