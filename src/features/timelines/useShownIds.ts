import { useCallback, useMemo } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useEntities } from '../../store/entities'
import type { Preferences } from '../../store/preferences'
import { useFilterGate } from '../filters'
import { muteDecisionForStatus } from '../statuses'
import { filterInputs, pinnedFirst } from './shownStatuses'

const hiddenByMute = (id: string) => !!muteDecisionForStatus(id)?.hide

/**
 * What a list in `place` leaves out: the posts a hide option of the mutes
 * removes, and those a hiding server-side filter of that place removes
 * (a new list of filters makes a new function, so the list is sifted again).
 */
export function useHiddenIn(place: string): (id: string) => boolean {
  const judge = useFilterGate((s) => s.judge)
  return useCallback(
    (id: string) => hiddenByMute(id) || judge?.(id, place)?.action === 'hide',
    [judge, place],
  )
}

/**
 * The ids a timeline shows: pinned first, without the posts a hide option
 * removes (an empty row would break the virtual list's measurements). It
 * subscribes only to what the filter reads of those statuses, so a change
 * elsewhere in the cache neither renders the timeline again nor runs its
 * filter.
 */
export function useShownIds(
  statusIds: readonly string[],
  pinnedIds: readonly string[],
  prefs: Preferences,
  hidden: (id: string) => boolean = hiddenByMute,
): readonly string[] {
  const ordered = useMemo(() => pinnedFirst(statusIds, pinnedIds), [statusIds, pinnedIds])
  const inputs = useEntities(useShallow((s) => filterInputs(ordered, s)))
  return useMemo(
    () => ordered.filter((id) => !hidden(id)),
    // `inputs` and `prefs` are what the filter reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ordered, inputs, prefs, hidden],
  )
}
