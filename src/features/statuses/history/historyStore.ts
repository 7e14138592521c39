import { create } from 'zustand'

/** Which status's edit history is open, app-wide (one dialog at a time). */
interface HistoryStore {
  statusId: string | null
  /** Counts openings, so each one fetches the history afresh (it may have grown). */
  opening: number
}

export const useStatusHistory = create<HistoryStore>()(() => ({ statusId: null, opening: 0 }))

/** Opens the edit-history dialog of a status (edited statuses). */
export function openStatusHistory(statusId: string): void {
  useStatusHistory.setState((s) => ({ statusId, opening: s.opening + 1 }))
}

export function closeStatusHistory(): void {
  useStatusHistory.setState({ statusId: null })
}
