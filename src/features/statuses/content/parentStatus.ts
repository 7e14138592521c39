import { useEffect, useState } from 'react'
import { getStatus } from '../../../api/endpoints/statuses'
import { api } from '../../../api/client'
import { useEntities } from '../../../store/entities'
import { retainStatus } from '../../../store/retention'

/*
 * A status the reply-to popover previews: from the cache, or fetched once
 * (GET /api/v1/statuses/{id}) and put into the cache so every view shares it.
 */

const inFlight = new Map<string, Promise<void>>()

export function fetchStatusIntoCache(id: string): Promise<void> {
  let pending = inFlight.get(id)
  if (!pending) {
    pending = getStatus(api(), id)
      .then((status) => useEntities.getState().ingestStatuses([status]))
      .finally(() => inFlight.delete(id))
    inFlight.set(id, pending)
  }
  return pending
}

export type CachedStatusState = 'ready' | 'loading' | 'unavailable'

/** Loads the status when it is not cached; keeps it cached while mounted. */
export function useCachedStatus(id: string): CachedStatusState {
  const cached = useEntities((s) => {
    const status = s.statuses[id]
    if (!status) return 'absent'
    return status.deleted ? 'deleted' : 'present'
  })
  const [failedId, setFailedId] = useState<string | null>(null)
  useEffect(() => retainStatus(id), [id])
  useEffect(() => {
    if (cached !== 'absent') return
    let live = true
    fetchStatusIntoCache(id).catch(() => {
      if (live) setFailedId(id)
    })
    return () => {
      live = false
    }
  }, [id, cached])
  if (cached === 'present') return 'ready'
  if (cached === 'deleted' || failedId === id) return 'unavailable'
  return 'loading'
}
