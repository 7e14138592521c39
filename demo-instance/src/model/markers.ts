/**
 * Reading markers (Mastodon's /api/v1/markers, as Akkoma keeps them): one
 * per account and timeline (`home`, `notifications`), with the last read
 * id, a version that goes up by one on every save (Mastodon's write lock)
 * and when it was saved. Persisted in the state file.
 */
import type { MarkerRecord } from './records.ts'
import type { Store } from './store.ts'

export const MARKER_TIMELINES = ['home', 'notifications'] as const
export type MarkerTimeline = (typeof MARKER_TIMELINES)[number]

export function markerOf(
  store: Store,
  accountId: string,
  timeline: MarkerTimeline,
): MarkerRecord | null {
  return (
    (store.state.markers ?? []).find((m) => m.accountId === accountId && m.timeline === timeline) ??
    null
  )
}

/** Saves a marker: a new one starts at version 1, each later save is one more. */
export function saveMarker(
  store: Store,
  accountId: string,
  timeline: MarkerTimeline,
  lastReadId: string,
  now = new Date(),
): MarkerRecord {
  const markers = (store.state.markers ??= [])
  let marker = markers.find((m) => m.accountId === accountId && m.timeline === timeline)
  if (!marker) {
    marker = { accountId, timeline, lastReadId, version: 0, updatedAt: now.toISOString() }
    markers.push(marker)
  }
  marker.lastReadId = lastReadId
  marker.version += 1
  marker.updatedAt = now.toISOString()
  store.changed()
  return marker
}
