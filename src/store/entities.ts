import { create } from 'zustand'
import type { Account, Status } from '../api/types'
import { registerSessionPiece } from './sessionLifecycle'

/**
 * A status as the cache keeps it: nested entities replaced by ids so every
 * status and account exists exactly once and an update reaches every view.
 */
export interface StoredStatus extends Omit<Status, 'account' | 'reblog' | 'quote'> {
  account_id: string
  reblog_id: string | null
  quote_id: string | null
  /** Set when the status was deleted while on screen: views show a gravestone. */
  deleted: boolean
}

export interface EntitiesState {
  statuses: Record<string, StoredStatus>
  accounts: Record<string, Account>
  ingestStatuses: (statuses: readonly Status[]) => void
  ingestAccounts: (accounts: readonly Account[]) => void
  patchStatus: (id: string, patch: Partial<StoredStatus>) => void
  markStatusDeleted: (id: string) => void
  /** Drops statuses nobody references any more (and accounts they alone used). */
  evict: (keepStatusIds: ReadonlySet<string>, keepAccountIds: ReadonlySet<string>) => void
  /**
   * The signed-in user's mute and block lists, as the server gave them at
   * sign-in (null until then). Mute decisions read them, so a muted author,
   * repeater or mentioned account is known without a relationship cached.
   * The relationships feature loads them and keeps them in step.
   */
  mutedIds: ReadonlySet<string> | null
  blockedIds: ReadonlySet<string> | null
  clear: () => void
}

function mergeAccount(existing: Account | undefined, incoming: Account): Account {
  if (!existing) return incoming
  // Embedded accounts (in statuses) carry no relationship; keep the one we know.
  return { ...existing, ...incoming, relationship: incoming.relationship ?? existing.relationship }
}

/** Flattens a status tree into the records it contains (outer first). */
export function flattenStatus(
  status: Status,
  out: { statuses: StoredStatus[]; accounts: Account[] } = { statuses: [], accounts: [] },
): { statuses: StoredStatus[]; accounts: Account[] } {
  const { account, reblog, quote, ...rest } = status
  out.accounts.push(account)
  out.statuses.push({
    ...rest,
    account_id: account.id,
    reblog_id: reblog?.id ?? null,
    quote_id: quote?.id ?? null,
    deleted: false,
  })
  if (reblog) flattenStatus(reblog, out)
  if (quote) flattenStatus(quote, out)
  return out
}

// Plain immutable updates: one copy of each record map per change, which
// keeps selectors cheap and saves the first visit an immer runtime.
export const useEntities = create<EntitiesState>()((set) => ({
  statuses: {},
  accounts: {},
  ingestStatuses: (list) =>
    set((state) => {
      if (list.length === 0) return state
      const flat = { statuses: [] as StoredStatus[], accounts: [] as Account[] }
      for (const s of list) flattenStatus(s, flat)
      const accounts = { ...state.accounts }
      for (const a of flat.accounts) accounts[a.id] = mergeAccount(accounts[a.id], a)
      const statuses = { ...state.statuses }
      for (const s of flat.statuses) {
        // A late copy (e.g. from a slow page) must not resurrect a deleted post.
        statuses[s.id] = statuses[s.id]?.deleted ? { ...s, deleted: true } : s
      }
      return { statuses, accounts }
    }),
  ingestAccounts: (list) =>
    set((state) => {
      if (list.length === 0) return state
      const accounts = { ...state.accounts }
      for (const a of list) accounts[a.id] = mergeAccount(accounts[a.id], a)
      return { accounts }
    }),
  patchStatus: (id, patch) =>
    set((state) => {
      const s = state.statuses[id]
      return s ? { statuses: { ...state.statuses, [id]: { ...s, ...patch } } } : state
    }),
  markStatusDeleted: (id) =>
    set((state) => {
      const s = state.statuses[id]
      return s ? { statuses: { ...state.statuses, [id]: { ...s, deleted: true } } } : state
    }),
  evict: (keepStatusIds, keepAccountIds) =>
    set((state) => {
      const statuses: Record<string, StoredStatus> = {}
      const used = new Set(keepAccountIds)
      for (const [id, s] of Object.entries(state.statuses)) {
        if (!keepStatusIds.has(id)) continue
        statuses[id] = s
        used.add(s.account_id)
      }
      const accounts: Record<string, Account> = {}
      for (const [id, a] of Object.entries(state.accounts)) if (used.has(id)) accounts[id] = a
      // Nothing to drop: keep the same maps, so no view re-renders for nothing.
      const same =
        Object.keys(statuses).length === Object.keys(state.statuses).length &&
        Object.keys(accounts).length === Object.keys(state.accounts).length
      return same ? state : { statuses, accounts }
    }),
  mutedIds: null,
  blockedIds: null,
  clear: () => set({ statuses: {}, accounts: {}, mutedIds: null, blockedIds: null }),
}))

// The normalized cache: statuses and accounts as the account saw them.
registerSessionPiece({ name: 'entities', clear: () => useEntities.getState().clear() })
