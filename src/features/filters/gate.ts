import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react'
import { create } from 'zustand'
import { useSession } from '../../store/session'
import type { FilterVerdict } from './filterRules'

/*
 * The small part of the filters every visitor downloads: where a status is
 * shown, and what StatusView asks. A member's filters, their matching and
 * the warning's view come in a chunk of their own (filterService.ts), asked
 * for by the first status a filter could apply to on a server that keeps
 * filters; until they are known, such statuses are held back, so none shows
 * unfiltered first.
 */

/**
 * A status's verdict (a repeat: the repeated one's) where it is shown: `where`
 * is what the list around it says (a timeline's kind, `notifications`),
 * `view` StatusView's context. The filter chunk maps them to the filters'
 * contexts, so the first visit carries no table of them.
 */
export type FilterJudge = (
  statusId: string,
  where: string | null,
  view?: string,
) => FilterVerdict | null

export interface FilterWarningProps {
  statusId: string
  titles: string[]
  children: ReactNode
}

export interface FilterGate {
  /** null until the member's filters are known (a failure to get them judges nothing filtered). */
  judge: FilterJudge | null
  Warning: ComponentType<FilterWarningProps> | null
}

export const useFilterGate = create<FilterGate>()(() => ({ judge: null, Warning: null }))

/** What judges when the filters cannot be had: statuses show, the client's own mutes still apply. */
export const judgeNothing: FilterJudge = () => null

/** Where the statuses below are shown: a timeline's kind, or `notifications`. */
export const FilterPlace = createContext<string | null>(null)

let loading: Promise<unknown> | null = null

/**
 * Asks for the member's filters as soon as someone is signed in on a server
 * that keeps them: their chunk and their list then come alongside home's
 * first page instead of after it, and its statuses are not held for them.
 */
export function prepareFilters(): void {
  const { currentUserId, instance } = useSession.getState()
  if (currentUserId && (instance?.features.serverFilters ?? 'none') !== 'none') loadFilterService()
}

function loadFilterService(): void {
  loading ??= import('./filterService').catch(() => {
    loading = null
    useFilterGate.setState({ judge: judgeNothing })
  })
}

// A server not known to keep filters has none to wait for.
const keepsFilters = (s: ReturnType<typeof useSession.getState>): boolean =>
  !!s.currentUserId && (s.instance?.features.serverFilters ?? 'none') !== 'none'

/**
 * Whether the statuses of a timeline are held back, waiting for the member's
 * filters: its rows are empty places then, and the list is no feed of
 * articles yet.
 */
export function useFiltersPending(): boolean {
  const member = useSession(keepsFilters)
  const judged = useFilterGate((s) => s.judge !== null)
  return member && !judged
}

export interface FilterDisplay {
  /** The filters are not known yet: show nothing of the status. */
  held: boolean
  verdict: FilterVerdict | null
  Warning: FilterGate['Warning']
}

/**
 * StatusView's filter display. Quotes and the status a thread is opened at
 * are never filtered (the reader asked for it). Judged at each render: a
 * status renders again when it changes, and seldom otherwise.
 */
export function useFilterDisplay(
  id: string,
  view: string | undefined,
  focused: boolean | undefined,
): FilterDisplay {
  const where = useContext(FilterPlace)
  const member = useSession(keepsFilters)
  const { judge, Warning } = useFilterGate()
  const judged = view !== 'quote' && !focused
  // Only where a filter could apply (a timeline, the notifications, a thread,
  // a profile): search, bookmarks and the like never wait for the filters.
  const placed = where !== null || view === 'conversation' || view === 'profile'
  const held = member && judged && placed && !judge
  useEffect(() => {
    if (held) loadFilterService()
  }, [held])
  return { held, verdict: judged && judge ? judge(id, where, view) : null, Warning }
}
