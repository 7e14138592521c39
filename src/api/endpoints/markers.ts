/**
 * Reading markers (Mastodon's /api/v1/markers, which Akkoma,
 * Pleroma and GoToSocial answer too): per timeline (`home`,
 * `notifications`) the last read status, a version for write locking and
 * when it was set. The notifications read marker has its own calls in
 * notifications.ts; these are the general ones home's reading place uses.
 */
import type { ApiClient } from '../http'
import { idOrNull, isRecord, num, strOrNull } from '../read'

export type MarkerTimeline = 'home' | 'notifications'

export interface Marker {
  lastReadId: string
  version: number
  /** ISO time the marker was set; null when the server left it out. */
  updatedAt: string | null
}

export function normalizeMarker(value: unknown): Marker | null {
  if (!isRecord(value)) return null
  const lastReadId = idOrNull(value.last_read_id)
  if (!lastReadId) return null
  return {
    lastReadId,
    version: num(value.version, 0),
    updatedAt: strOrNull(value.updated_at),
  }
}

/** The markers of the given timelines; a timeline without one is left out. */
export async function fetchMarkers(
  client: ApiClient,
  timelines: readonly MarkerTimeline[],
): Promise<Partial<Record<MarkerTimeline, Marker>>> {
  const data = await client.get('/api/v1/markers', { query: { timeline: timelines } })
  const out: Partial<Record<MarkerTimeline, Marker>> = {}
  if (!isRecord(data)) return out
  for (const timeline of timelines) {
    const marker = normalizeMarker(data[timeline])
    if (marker) out[timeline] = marker
  }
  return out
}

/** Sets one timeline's marker; the server's marker as it now stands, when it says. */
export async function saveMarker(
  client: ApiClient,
  timeline: MarkerTimeline,
  lastReadId: string,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Marker | null> {
  const data = await client.post('/api/v1/markers', {
    json: { [timeline]: { last_read_id: lastReadId } },
    keepalive,
  })
  return isRecord(data) ? normalizeMarker(data[timeline]) : null
}
