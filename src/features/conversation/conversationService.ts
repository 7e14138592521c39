import { getContext, getStatus } from '../../api/endpoints/statuses'
import type { ApiClient } from '../../api/http'
import type { Status } from '../../api/types'
import { api } from '../../api/client'
import { useEntities } from '../../store/entities'
import { selectThreadIds, useThreadCache } from './threadCache'

/** True when the conversation of `id` and every status in it are in the caches. */
export function isConversationCached(id: string): boolean {
  const ids = selectThreadIds(id)(useThreadCache.getState())
  const { statuses } = useEntities.getState()
  return ids !== undefined && ids.every((i) => i in statuses)
}

const inFlight = new Map<string, Promise<void>>()

/**
 * Makes sure the status and its context are cached: fetches what is missing
 * (GET /api/v1/statuses/{id} only when the status is not cached yet, and its
 * context), or nothing when the conversation is already known. Failures are
 * recorded in the thread cache's `loads` for the page to show.
 */
export function ensureConversation(id: string, client: ApiClient = api()): Promise<void> {
  const pending = inFlight.get(id)
  if (pending) return pending
  if (isConversationCached(id)) return Promise.resolve()
  const cache = useThreadCache.getState()
  cache.setLoad(id, { kind: 'loading' })
  const promise = (async () => {
    try {
      const cached = useEntities.getState().statuses[id]
      const [status, context] = await Promise.all([
        cached ? Promise.resolve<Status | null>(null) : getStatus(client, id),
        getContext(client, id),
      ])
      useEntities
        .getState()
        .ingestStatuses([...(status ? [status] : []), ...context.ancestors, ...context.descendants])
      cache.remember(
        id,
        context.ancestors.map((s) => s.id),
        context.descendants.map((s) => s.id),
      )
      useThreadCache.getState().setLoad(id, null)
    } catch (error) {
      useThreadCache.getState().setLoad(id, { kind: 'error', error })
    } finally {
      inFlight.delete(id)
    }
  })()
  inFlight.set(id, promise)
  return promise
}
