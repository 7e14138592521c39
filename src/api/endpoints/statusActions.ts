/** Status actions: the toggles under a status and its source for edit and redraft. */
import type { ApiClient, RequestOptions } from '../http'
import { normalizeStatus } from '../normalize'
import { str, wire } from '../read'
import type { Status } from '../types'

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>

/** The POST /api/v1/statuses/{id}/{action} calls; each answers with a status. */
export type StatusToggleCall =
  | 'favourite'
  | 'unfavourite'
  | 'reblog'
  | 'unreblog'
  | 'bookmark'
  | 'unbookmark'
  | 'pin'
  | 'unpin'
  | 'mute'
  | 'unmute'

/**
 * Runs one toggle. `reblog` answers with the new repeat wrapping the status
 * (the inner status carries the updated flags); the others with the status.
 */
export async function postStatusAction(
  client: ApiClient,
  id: string,
  call: StatusToggleCall,
  options?: CallOptions,
): Promise<Status> {
  // The button shows the new state at once, so the reader may reload or leave
  // the page a moment later: the request, with no body, outlives the page.
  const data = await client.post(`/api/v1/statuses/${encodeURIComponent(id)}/${call}`, {
    ...options,
    keepalive: true,
  })
  return normalizeStatus(data)
}

/** What the author wrote, before the server rendered it (GET /api/v1/statuses/{id}/source). */
export interface StatusSource {
  id: string
  text: string
  spoiler_text: string
  content_type: string | null
}

interface WireSource {
  id?: unknown
  text?: unknown
  spoiler_text?: unknown
  content_type?: unknown
}

export async function getStatusSource(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<StatusSource> {
  const w = wire<WireSource>(
    await client.get(`/api/v1/statuses/${encodeURIComponent(id)}/source`, options),
  )
  return {
    id: str(w.id) || id,
    text: str(w.text),
    spoiler_text: str(w.spoiler_text),
    content_type: str(w.content_type) || null,
  }
}
