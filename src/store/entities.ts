import { create } from 'zustand'
import { immer } from 'zustand/middleware/immer'
import type { Account, Status } from '../api/types'

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

export const useEntities = create<EntitiesState>()(
  immer((set) => ({
    statuses: {},
    accounts: {},
    ingestStatuses: (list) =>
      set((state) => {
        const flat = { statuses: [] as StoredStatus[], accounts: [] as Account[] }
        for (const s of list) flattenStatus(s, flat)
        for (const a of flat.accounts) state.accounts[a.id] = mergeAccount(state.accounts[a.id], a)
        for (const s of flat.statuses) {
          const prev = state.statuses[s.id]
          // A late copy (e.g. from a slow page) must not resurrect a deleted post.
          state.statuses[s.id] = prev?.deleted ? { ...s, deleted: true } : s
        }
      }),
    ingestAccounts: (list) =>
      set((state) => {
        for (const a of list) state.accounts[a.id] = mergeAccount(state.accounts[a.id], a)
      }),
    patchStatus: (id, patch) =>
      set((state) => {
        const s = state.statuses[id]
        if (s) Object.assign(s, patch)
      }),
    markStatusDeleted: (id) =>
      set((state) => {
        const s = state.statuses[id]
        if (s) s.deleted = true
      }),
    evict: (keepStatusIds, keepAccountIds) =>
      set((state) => {
        for (const id of Object.keys(state.statuses)) {
          if (!keepStatusIds.has(id)) delete state.statuses[id]
        }
        const used = new Set(keepAccountIds)
        for (const s of Object.values(state.statuses)) used.add(s.account_id)
        for (const id of Object.keys(state.accounts)) {
          if (!used.has(id)) delete state.accounts[id]
        }
      }),
    clear: () =>
      set((state) => {
        state.statuses = {}
        state.accounts = {}
      }),
  })),
)
