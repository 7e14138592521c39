// Apart from gate.ts, which every visitor downloads: only live updates (a
// chunk of their own) call this, so it stays out of the first visit.
import { useFilterGate } from './gate'

/**
 * The member's filters changed in another client (the stream said so), or
 * may have (`olderThanMs`: refetch only a list at least that old). Nothing to
 * do before the filters were first judged by: their first fetch is current.
 */
export function refreshFilters(olderThanMs = 0): void {
  if (!useFilterGate.getState().judge) return
  void import('./filterService').then(
    (service) => service.refreshFilters(olderThanMs),
    () => undefined,
  )
}
