import type { EntitiesState } from '../../store/entities'

/** Pinned statuses first (user timelines), then the rest without them. */
export function pinnedFirst(
  statusIds: readonly string[],
  pinnedIds: readonly string[],
): readonly string[] {
  if (pinnedIds.length === 0) return statusIds
  const pinned = new Set(pinnedIds)
  return [...pinnedIds, ...statusIds.filter((id) => !pinned.has(id))]
}

/**
 * What the mute rules read to hide a timeline's statuses: the statuses its
 * ids name and those they repeat, their authors and the people they
 * mention, and the mute and block lists. Compared entry by entry, it stays
 * the same while the rest of the cache changes.
 */
export function filterInputs(
  ids: readonly string[],
  { statuses, accounts, mutedIds, blockedIds }: EntitiesState,
): unknown[] {
  const inputs: unknown[] = [mutedIds, blockedIds]
  for (const id of ids) {
    const outer = statuses[id]
    const inner = outer?.reblog_id ? statuses[outer.reblog_id] : undefined
    for (const status of [outer, inner]) {
      inputs.push(status)
      if (!status) continue
      inputs.push(accounts[status.account_id])
      for (const mention of status.mentions) inputs.push(accounts[mention.id])
    }
  }
  return inputs
}
