import { useEffect } from 'react'
import {
  addReportNote,
  deleteReportNote,
  fetchAllReports,
  setReportState,
  type Report,
  type ReportState,
} from '../../api/endpoints/moderation'
import { api } from '../../api/client'
import { ApiError } from '../../api/errors'
import { ADMIN_PAGE_SIZE, REPORTS_POLL_INTERVAL } from '../../config/constants'
import { create } from 'zustand'
import { useEntities } from '../../store/entities'
import { setOpenReportCount } from '../../store/moderation'
import { useSession } from '../../store/session'
import { errorText } from '../../api/readableError'
import { noteAdminRefusal } from '../../store/adminScopes'
import { openReportCount, type ReportFilter } from './reportsLogic'

/*
 * Reports for moderators and admins: loaded when a
 * staff member signs in, polled every 60 s while signed in, so the open
 * count on the moderation entry stays current; changed (state, notes) with
 * the list reloaded after each change.
 */

export type ReportsPhase = 'idle' | 'loading' | 'ready' | 'error'

/** What runs on one report right now (its buttons show progress and wait). */
export type ReportBusy = 'state' | 'note' | `delete:${string}`

interface ReportsStore {
  ownerId: string | null
  phase: ReportsPhase
  items: Report[]
  filter: ReportFilter
  showClosed: boolean
  busy: Record<string, ReportBusy>
  /** The last failed change, per report (shown by it). */
  errors: Record<string, string>
}

export const useReports = create<ReportsStore>()(() => ({
  ownerId: null,
  phase: 'idle',
  items: [],
  filter: 'all',
  showClosed: false,
  busy: {},
  errors: {},
}))

export const setReportFilter = (filter: ReportFilter): void => useReports.setState({ filter })
export const setShowClosed = (showClosed: boolean): void => useReports.setState({ showClosed })

let inFlight: Promise<void> | null = null

async function load(): Promise<void> {
  const owner = useSession.getState().currentUserId
  if (useReports.getState().items.length === 0) useReports.setState({ phase: 'loading' })
  try {
    const items = await fetchAllReports(api(), undefined, ADMIN_PAGE_SIZE)
    if (useSession.getState().currentUserId !== owner) return
    // The reported posts render as statuses: they go through the cache.
    useEntities.getState().ingestStatuses(items.flatMap((r) => r.statuses))
    useReports.setState({ ownerId: owner, phase: 'ready', items })
    setOpenReportCount(openReportCount(items))
  } catch (e) {
    if (useSession.getState().currentUserId !== owner) return
    // No longer staff (a stale role), or a token without the admin scopes: nothing to count.
    if (e instanceof ApiError && (e.status === 403 || e.status === 404)) setOpenReportCount(0)
    noteAdminRefusal(e)
    console.warn('Could not load reports', e)
    useReports.setState({ phase: 'error' })
  }
}

/** Loads (or refreshes) the reports; calls while one load runs share it. */
export function loadReports(): Promise<void> {
  if (inFlight) return inFlight
  const promise = load().finally(() => {
    if (inFlight === promise) inFlight = null
  })
  inFlight = promise
  return promise
}

/** Runs while a staff member is signed in: a load now, then one every 60 s. */
export function useReportPolling(active: boolean): void {
  const owner = useSession((s) => s.currentUserId)
  useEffect(() => {
    if (!active) return
    if (useReports.getState().ownerId !== owner) {
      useReports.setState({ ownerId: owner, items: [], phase: 'idle', busy: {}, errors: {} })
    }
    void loadReports()
    const timer = setInterval(() => void loadReports(), REPORTS_POLL_INTERVAL)
    return () => clearInterval(timer)
  }, [active, owner])
}

async function change(
  id: string,
  busy: ReportBusy,
  request: () => Promise<void>,
): Promise<boolean> {
  const state = useReports.getState()
  if (state.busy[id]) return false
  const { [id]: _old, ...errors } = state.errors
  useReports.setState({ busy: { ...state.busy, [id]: busy }, errors })
  try {
    await request()
    await inFlight
    await loadReports()
    return true
  } catch (e) {
    useReports.setState((s) => ({ errors: { ...s.errors, [id]: errorText(e) } }))
    return false
  } finally {
    useReports.setState((s) => {
      const { [id]: _done, ...rest } = s.busy
      return { busy: rest }
    })
  }
}

export const changeReportState = (id: string, state: ReportState): Promise<boolean> =>
  change(id, 'state', () => setReportState(api(), id, state))

export const addNote = (id: string, content: string): Promise<boolean> =>
  change(id, 'note', () => addReportNote(api(), id, content))

export const removeNote = (id: string, noteId: string): Promise<boolean> =>
  change(id, `delete:${noteId}`, () => deleteReportNote(api(), id, noteId))
