import { useEffect } from 'react'
import { create } from 'zustand'
import { getRelationships } from '../api/endpoints/accounts'
import type { Relationship } from '../api/types'
import { api } from '../api/client'
import { useEntities } from './entities'
import { useSession } from './session'
import { registerSessionPiece } from './sessionLifecycle'

/**
 * The viewer's relationship with other accounts, by account id.
 * Views ask for the ones they show; asks made in the same tick go to the
 * server as one GET /api/v1/accounts/relationships?id[]=…. Every action's
 * reply replaces the stored value, and each value is mirrored onto the
 * cached account, which is what the mute rules of the statuses read.
 */

/** An account action running now: its progress label shows until it settles. */
export type PendingAction =
  | 'follow'
  | 'unfollow'
  | 'mute'
  | 'unmute'
  | 'block'
  | 'unblock'
  | 'removeFollower'
  | 'subscribe'
  | 'unsubscribe'
  | 'showReblogs'
  | 'hideReblogs'
  | 'blockDomain'
  | 'unblockDomain'

interface RelationshipsState {
  byId: Record<string, Relationship>
  pending: Record<string, PendingAction>
  setRelationships: (list: readonly Relationship[]) => void
  setPending: (accountId: string, action: PendingAction | null) => void
  reset: () => void
}

export const useRelationships = create<RelationshipsState>()((set) => ({
  byId: {},
  pending: {},
  setRelationships: (list) => {
    if (list.length === 0) return
    set((s) => {
      const byId = { ...s.byId }
      for (const r of list) byId[r.id] = r
      return { byId }
    })
    mirrorOntoAccounts(list)
  },
  setPending: (accountId, action) =>
    set((s) => {
      const pending = { ...s.pending }
      if (action) pending[accountId] = action
      else delete pending[accountId]
      return { pending }
    }),
  reset: () => set({ byId: {}, pending: {} }),
}))

/** `ids` with `id` in or out; the same set when nothing changes. */
function toggled(ids: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  if (ids.has(id) === on) return ids
  const next = new Set(ids)
  if (on) next.add(id)
  else next.delete(id)
  return next
}

/** Keeps the mute and block lists loaded at sign-in in step with what the server sends since. */
function noteOntoLists(list: readonly Relationship[]): void {
  const state = useEntities.getState()
  let { mutedIds, blockedIds } = state
  for (const r of list) {
    if (mutedIds) mutedIds = toggled(mutedIds, r.id, r.muting)
    if (blockedIds) blockedIds = toggled(blockedIds, r.id, r.blocking)
  }
  if (mutedIds !== state.mutedIds || blockedIds !== state.blockedIds)
    useEntities.setState({ mutedIds, blockedIds })
}

function mirrorOntoAccounts(list: readonly Relationship[]): void {
  noteOntoLists(list)
  const { accounts, ingestAccounts } = useEntities.getState()
  const changed = list.flatMap((r) => {
    const account = accounts[r.id]
    return account && account.relationship !== r ? [{ ...account, relationship: r }] : []
  })
  ingestAccounts(changed)
}

/** Ids waiting for the next batch, and ids whose batch is on its way. */
const queued = new Set<string>()
const inFlight = new Set<string>()
let scheduled = false

async function flush(): Promise<void> {
  scheduled = false
  const ids = [...queued]
  queued.clear()
  if (ids.length === 0) return
  for (const id of ids) inFlight.add(id)
  try {
    const list = await getRelationships(api(), ids)
    useRelationships.getState().setRelationships(list)
  } catch (error) {
    // Left unknown: the next view that asks tries again.
    console.warn('Could not load relationships', error)
  } finally {
    for (const id of ids) inFlight.delete(id)
  }
}

/**
 * Makes sure the relationship with `accountId` is known or on its way. A
 * relationship the cached account already carries (`with_relationships`) is
 * adopted without a request.
 */
export function requestRelationship(accountId: string): void {
  const { currentUserId } = useSession.getState()
  if (!currentUserId || accountId === currentUserId) return
  if (useRelationships.getState().byId[accountId]) return
  if (queued.has(accountId) || inFlight.has(accountId)) return
  const known = useEntities.getState().accounts[accountId]?.relationship
  if (known) {
    useRelationships.getState().setRelationships([known])
    return
  }
  queued.add(accountId)
  if (!scheduled) {
    scheduled = true
    queueMicrotask(() => void flush())
  }
}

/** Fetches a relationship again even when one is stored (follow re-checks). */
export async function refreshRelationship(accountId: string): Promise<Relationship | undefined> {
  const [relationship] = await getRelationships(api(), [accountId])
  if (relationship) useRelationships.getState().setRelationships([relationship])
  return relationship
}

export function relationshipOf(accountId: string): Relationship | undefined {
  return useRelationships.getState().byId[accountId]
}

/** The relationship with `accountId`; undefined while it loads (shown as loading). */
export function useRelationship(accountId: string): Relationship | undefined {
  const relationship = useRelationships((s) => s.byId[accountId])
  const loggedIn = useSession((s) => s.currentUserId !== null)
  useEffect(() => {
    if (loggedIn && !relationship) requestRelationship(accountId)
  }, [accountId, relationship, loggedIn])
  return relationship
}

export const usePendingAction = (accountId: string): PendingAction | undefined =>
  useRelationships((s) => s.pending[accountId])

/**
 * An account that enters the cache again (evicted, then embedded in a new
 * status without a relationship) gets the known one back, so a muted
 * author's later posts are muted too.
 */
function followEntities(): () => void {
  return useEntities.subscribe((s, prev) => {
    if (s.accounts === prev.accounts) return
    const { byId } = useRelationships.getState()
    const missing = Object.values(byId).filter((r) => s.accounts[r.id]?.relationship === null)
    if (missing.length > 0) mirrorOntoAccounts(missing)
  })
}

let unfollowEntities: (() => void) | null = null

// Nothing known about one account's relationships applies to the next.
registerSessionPiece({
  name: 'relationships',
  start: () => {
    unfollowEntities ??= followEntities()
  },
  clear: () => {
    unfollowEntities?.()
    unfollowEntities = null
    queued.clear()
    inFlight.clear()
    scheduled = false
    useRelationships.getState().reset()
  },
})
