import type { ServerNotificationGroup } from '../../../api/types'
import type { NotificationEntry } from '../../../store/notifications'

/*
 * Grouping on the client: likes, repeats and reactions of one post, and
 * follows, become one row ("Alice and 4 others liked your post"). Mentions,
 * replies, polls, edits, moves and requests always stay rows of their own.
 *
 * It works on the list the panel shows, whatever pages it came from, so a
 * group that spans a page boundary is one group, and a new like joins its
 * group and takes it to where its newest member sits (the top). The store
 * keeps single notifications: unread counts, markers and the badge still
 * count notifications, not groups.
 */

export type GroupedType = 'favourite' | 'reblog' | 'pleroma:emoji_reaction' | 'follow'

const GROUPED: ReadonlySet<string> = new Set<GroupedType>([
  'favourite',
  'reblog',
  'pleroma:emoji_reaction',
  'follow',
])

/** What members of one group share, or null for a type that is never grouped. */
export function groupKey(
  entry: Pick<NotificationEntry, 'type' | 'status_id' | 'emoji'>,
): string | null {
  if (!GROUPED.has(entry.type)) return null
  if (entry.type === 'follow') return 'follow'
  if (entry.status_id === null) return null
  // Reactions group by post and emoji: "3 people reacted 🎉" says which one.
  const emoji = entry.type === 'pleroma:emoji_reaction' ? `:${entry.emoji ?? ''}` : ''
  return `${entry.type}:${entry.status_id}${emoji}`
}

export interface NotificationGroup {
  kind: 'group'
  key: string
  type: GroupedType
  /** Every member, in the order of the list (newest first within unseen and seen). */
  entries: readonly NotificationEntry[]
  /** Who, once each, newest first: the label names the first and counts the rest. */
  accountIds: readonly string[]
  /** True when every member has been seen. */
  seen: boolean
  /**
   * The server's own group, where the server groups (grouped notifications):
   * how many it holds and who, beyond the members loaded so far.
   */
  server: ServerNotificationGroup | null
  /** How many notifications the group holds: the server's count, or its members here. */
  count: number
}

export interface SingleRow {
  kind: 'single'
  entry: NotificationEntry
}

export type NotificationRow = SingleRow | NotificationGroup

/** The server's group a member is the newest of, if its type is one grouped here. */
function serverGroupOf(
  entries: readonly NotificationEntry[],
  server: Readonly<Record<string, ServerNotificationGroup>>,
): ServerNotificationGroup | null {
  for (const entry of entries) {
    const found = server[entry.id]
    if (found && found.type === entry.type) return found
  }
  return null
}

/**
 * The rows for a list of notifications. A group stands where its first
 * member stood; a "group" of one account (one person who repeated twice)
 * stays single rows, since there is nobody to count.
 *
 * `server` holds the server's groups by their newest notification, where
 * it groups them: a group then counts and names who the server says, so
 * one like loaded of five is the row of five, with the server's accounts.
 */
export function groupNotifications(
  list: readonly NotificationEntry[],
  server: Readonly<Record<string, ServerNotificationGroup>> = {},
): NotificationRow[] {
  const members = new Map<string, NotificationEntry[]>()
  for (const entry of list) {
    const key = groupKey(entry)
    if (key === null) continue
    const found = members.get(key)
    if (found) found.push(entry)
    else members.set(key, [entry])
  }
  const rows: NotificationRow[] = []
  const placed = new Set<string>()
  for (const entry of list) {
    const key = groupKey(entry)
    const group = key === null ? undefined : members.get(key)
    const ours = group ?? []
    const theirs = serverGroupOf(ours, server)
    const accountIds = [
      ...new Set([...(theirs?.sampleAccountIds ?? []), ...ours.map((e) => e.account_id)]),
    ]
    const count = Math.max(theirs?.count ?? 0, accountIds.length)
    if (key === null || !group || count < 2 || accountIds.length < 2) {
      rows.push({ kind: 'single', entry })
      continue
    }
    if (placed.has(key)) continue
    placed.add(key)
    rows.push({
      kind: 'group',
      key,
      type: entry.type as GroupedType,
      entries: group,
      accountIds,
      seen: group.every((e) => e.seen),
      server: theirs,
      count,
    })
  }
  return rows
}

/** A row's own id: the id its newest member has, for keys and the reading place. */
export const rowId = (row: NotificationRow): string =>
  row.kind === 'single' ? row.entry.id : (row.entries[0]?.id ?? row.key)

/**
 * Desktop pop-ups of a group: at most one per group per interval. Returns
 * whether to show this one and the times to keep; pure, so the caller owns
 * the state (and forgets it when the session ends).
 */
export function desktopAllowed(
  lastShown: ReadonlyMap<string, number>,
  key: string | null,
  now: number,
  interval: number,
): { show: boolean; lastShown: ReadonlyMap<string, number> } {
  if (key === null) return { show: true, lastShown }
  const last = lastShown.get(key)
  if (last !== undefined && now - last < interval) return { show: false, lastShown }
  const next = new Map(lastShown)
  next.set(key, now)
  // Old entries can go: only the last interval matters.
  for (const [k, at] of next) if (now - at >= interval && k !== key) next.delete(k)
  return { show: true, lastShown: next }
}
