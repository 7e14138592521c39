/**
 * Who reacted with what, per status: fetched the first time a reader asks
 * (hover or focus on a reaction) and dropped when the reactions change.
 */
import { create } from 'zustand'
import { getReactions } from '../../../api/endpoints/reactions'
import type { Account } from '../../../api/types'
import { api } from '../../../api/client'
import { useEntities } from '../../../store/entities'

export type ReactorsEntry =
  | { kind: 'loading' }
  | { kind: 'loaded'; byName: Readonly<Record<string, Account[]>> }
  | { kind: 'failed' }

interface ReactorsStore {
  byStatus: Readonly<Record<string, ReactorsEntry>>
}

export const useReactors = create<ReactorsStore>()(() => ({ byStatus: {} }))

function setEntry(statusId: string, entry: ReactorsEntry | null): void {
  useReactors.setState((s) => {
    // Entries of statuses the cache has evicted go too, so this never grows
    // past what the cache holds.
    const cached = useEntities.getState().statuses
    const byStatus: Record<string, ReactorsEntry> = {}
    for (const [id, e] of Object.entries(s.byStatus)) if (id in cached) byStatus[id] = e
    if (entry) byStatus[statusId] = entry
    else delete byStatus[statusId]
    return { byStatus }
  })
}

/** Generation per status, so a reply that arrives after an invalidation is ignored. */
const generations = new Map<string, number>()

export async function loadReactors(statusId: string): Promise<void> {
  const current = useReactors.getState().byStatus[statusId]
  if (current && current.kind !== 'failed') return
  const generation = (generations.get(statusId) ?? 0) + 1
  generations.set(statusId, generation)
  setEntry(statusId, { kind: 'loading' })
  try {
    const list = await getReactions(api(), statusId)
    if (generations.get(statusId) !== generation) return
    const byName: Record<string, Account[]> = {}
    for (const r of list) byName[r.name] = r.accounts
    setEntry(statusId, { kind: 'loaded', byName })
  } catch {
    if (generations.get(statusId) === generation) setEntry(statusId, { kind: 'failed' })
  }
}

export function invalidateReactors(statusId: string): void {
  generations.set(statusId, (generations.get(statusId) ?? 0) + 1)
  if (useReactors.getState().byStatus[statusId]) setEntry(statusId, null)
}
