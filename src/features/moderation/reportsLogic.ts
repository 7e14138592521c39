import type { Report, ReportState } from '../../api/endpoints/moderation'

/** Which reports the list shows: all, or one state. */
export type ReportFilter = 'all' | ReportState

/** Open first, then newest first. */
export function orderReports(reports: readonly Report[]): Report[] {
  return [...reports].sort((a, b) => {
    const open = Number(b.state === 'open') - Number(a.state === 'open')
    if (open !== 0) return open
    return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0
  })
}

/**
 * The reports a filter shows: one state, or all of them with the closed ones
 * only when asked ("show closed"); open first.
 */
export function visibleReports(
  reports: readonly Report[],
  filter: ReportFilter,
  showClosed: boolean,
): Report[] {
  return orderReports(
    reports.filter((r) =>
      filter === 'all' ? showClosed || r.state !== 'closed' : r.state === filter,
    ),
  )
}

export const openReportCount = (reports: readonly Report[]): number =>
  reports.filter((r) => r.state === 'open').length

/** The state changes a report offers: resolve and close while open, reopen after. */
export function stateActions(state: ReportState): ReportState[] {
  return state === 'open' ? ['resolved', 'closed'] : ['open']
}
