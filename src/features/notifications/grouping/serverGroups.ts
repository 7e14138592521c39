import { create } from 'zustand'
import { api } from '../../../api/client'
import { fetchNotificationGroups } from '../../../api/endpoints/notifications'
import type { PageQuery } from '../../../api/http'
import type { ServerNotificationGroup } from '../../../api/types'
import { useEntities } from '../../../store/entities'
import { usePreferences } from '../../../store/preferences'
import { hasFeature } from '../../../store/serverFeatures'

/*
 * Where the server groups notifications itself (Mastodon 4.3+, Hollo), its
 * groups shape the rows: who is in a group, how many notifications it holds
 * (also those on pages not loaded yet) and who is listed when it opens.
 *
 * The single notifications still come from /api/v1/notifications into the
 * notifications store, as on every other server: unread counts, the
 * marker, the badge and desktop pop-ups count notifications, not groups,
 * and no server's grouping can get them wrong. The groups only dress the
 * list, so a reply that fails leaves the client's own grouping in place.
 */

export interface ServerGroupsState {
  /** The server's groups by the id of their newest notification. */
  byNewest: Readonly<Record<string, ServerNotificationGroup>>
  /** The query for the next (older) page of groups, or null at the end. */
  next: PageQuery | null
}

const EMPTY: ServerGroupsState = { byNewest: {}, next: null }

export const useServerGroups = create<ServerGroupsState>()(() => EMPTY)

export const resetServerGroups = (): void => useServerGroups.setState(EMPTY, true)

const offered = (): boolean =>
  hasFeature('groupedNotifications') && usePreferences.getState().prefs.groupNotifications

/** A page's groups in place of what was known of them: a group's newest changes as it grows. */
function merge(
  groups: readonly ServerNotificationGroup[],
  next: PageQuery | null | undefined,
): void {
  const keys = new Set(groups.map((g) => g.key))
  useServerGroups.setState((s) => {
    const byNewest: Record<string, ServerNotificationGroup> = {}
    for (const [id, group] of Object.entries(s.byNewest))
      if (!keys.has(group.key)) byNewest[id] = group
    for (const group of groups) byNewest[group.mostRecentId] = group
    return next === undefined ? { byNewest } : { byNewest, next }
  })
}

let newestInFlight: Promise<void> | null = null
let newestAgain = false

/** The newest page of groups, at sign-in and after new notifications came (a burst asks twice at most). */
export function refreshServerGroups(): Promise<void> {
  if (!offered()) return Promise.resolve()
  if (newestInFlight) {
    newestAgain = true
    return newestInFlight
  }
  newestInFlight = (async () => {
    do {
      newestAgain = false
      try {
        const first = Object.keys(useServerGroups.getState().byNewest).length === 0
        const page = await fetchNotificationGroups(api())
        ingest(page)
        // The first page sets where older pages go on; later ones keep it.
        merge(page.groups, first ? page.next : undefined)
      } catch (e) {
        console.warn('Could not fetch grouped notifications', e)
      }
    } while (newestAgain)
    newestInFlight = null
  })()
  return newestInFlight
}

/** The next older page of groups, when the list loads older notifications. */
export async function loadOlderServerGroups(): Promise<void> {
  const next = useServerGroups.getState().next
  if (!offered() || next === null) return
  try {
    const page = await fetchNotificationGroups(api(), next)
    ingest(page)
    merge(page.groups, page.next)
  } catch (e) {
    console.warn('Could not fetch older grouped notifications', e)
  }
}

function ingest(page: Awaited<ReturnType<typeof fetchNotificationGroups>>): void {
  useEntities.getState().ingestAccounts(page.accounts)
}
