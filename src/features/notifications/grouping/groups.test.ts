// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { NotificationEntry } from '../../../store/notifications'
import { desktopAllowed, groupKey, groupNotifications, rowId, type NotificationRow } from './groups'

function entry(
  id: string,
  type: NotificationEntry['type'],
  account: string,
  extra: Partial<NotificationEntry> = {},
): NotificationEntry {
  return {
    id,
    type,
    created_at: '2026-11-29T20:00:00.000Z',
    seen: false,
    account_id: account,
    status_id: type === 'follow' || type === 'follow_request' ? null : 's1',
    target_id: null,
    emoji: null,
    emoji_url: null,
    ...extra,
  }
}

/** A row as a short string: `id` for a single, `[id,id]` for a group. */
const shape = (rows: NotificationRow[]) =>
  rows.map((r) => (r.kind === 'single' ? r.entry.id : `[${r.entries.map((e) => e.id).join(',')}]`))

describe('groupKey', () => {
  it('groups likes and repeats by post, reactions by post and emoji, follows together', () => {
    expect(groupKey(entry('1', 'favourite', 'a'))).toBe('favourite:s1')
    expect(groupKey(entry('1', 'reblog', 'a', { status_id: 's2' }))).toBe('reblog:s2')
    expect(groupKey(entry('1', 'pleroma:emoji_reaction', 'a', { emoji: '🎉' }))).toBe(
      'pleroma:emoji_reaction:s1:🎉',
    )
    expect(groupKey(entry('1', 'follow', 'a'))).toBe('follow')
  })

  it('never groups mentions, posts, polls, edits, requests or moves', () => {
    for (const type of ['mention', 'status', 'poll', 'update', 'follow_request', 'move'] as const)
      expect(groupKey(entry('1', type, 'a'))).toBeNull()
  })
})

describe('groupNotifications', () => {
  it('puts likes of one post in one row where the newest stood, and leaves mentions alone', () => {
    const rows = groupNotifications([
      entry('9', 'favourite', 'a'),
      entry('8', 'mention', 'b'),
      entry('7', 'favourite', 'c'),
      entry('6', 'mention', 'b'),
      entry('5', 'favourite', 'd'),
    ])
    expect(shape(rows)).toEqual(['[9,7,5]', '8', '6'])
    const group = rows[0]
    expect(group?.kind === 'group' && group.accountIds).toEqual(['a', 'c', 'd'])
  })

  it('keeps different posts, types and emoji apart', () => {
    const rows = groupNotifications([
      entry('6', 'favourite', 'a'),
      entry('5', 'favourite', 'b', { status_id: 's2' }),
      entry('4', 'reblog', 'c'),
      entry('3', 'pleroma:emoji_reaction', 'd', { emoji: '🎉' }),
      entry('2', 'pleroma:emoji_reaction', 'e', { emoji: '👍' }),
      entry('1', 'pleroma:emoji_reaction', 'f', { emoji: '🎉' }),
    ])
    expect(shape(rows)).toEqual(['6', '5', '4', '[3,1]', '2'])
  })

  it('leaves one person twice as single rows: there is nobody else to count', () => {
    const rows = groupNotifications([entry('2', 'reblog', 'a'), entry('1', 'reblog', 'a')])
    expect(shape(rows)).toEqual(['2', '1'])
  })

  it('counts each account once, newest first', () => {
    const rows = groupNotifications([
      entry('3', 'reblog', 'a'),
      entry('2', 'reblog', 'b'),
      entry('1', 'reblog', 'a'),
    ])
    expect(rows[0]?.kind === 'group' && rows[0].accountIds).toEqual(['a', 'b'])
  })

  it('merges an older page into the group already shown, without moving it', () => {
    const first = [entry('9', 'follow', 'a'), entry('8', 'mention', 'x'), entry('7', 'follow', 'b')]
    const older = [entry('3', 'mention', 'y'), entry('2', 'follow', 'c')]
    expect(shape(groupNotifications(first))).toEqual(['[9,7]', '8'])
    expect(shape(groupNotifications([...first, ...older]))).toEqual(['[9,7,2]', '8', '3'])
  })

  it('takes a group to the top when a new member arrives', () => {
    const before = [
      entry('5', 'mention', 'x'),
      entry('4', 'favourite', 'a'),
      entry('3', 'favourite', 'b'),
    ]
    expect(shape(groupNotifications(before))).toEqual(['5', '[4,3]'])
    const after = [entry('6', 'favourite', 'c'), ...before]
    expect(shape(groupNotifications(after))).toEqual(['[6,4,3]', '5'])
  })

  it('is seen only when every member is', () => {
    const rows = groupNotifications([
      entry('2', 'favourite', 'a'),
      entry('1', 'favourite', 'b', { seen: true }),
    ])
    expect(rows[0]?.kind === 'group' && rows[0].seen).toBe(false)
    const seen = groupNotifications([
      entry('2', 'favourite', 'a', { seen: true }),
      entry('1', 'favourite', 'b', { seen: true }),
    ])
    expect(seen[0]?.kind === 'group' && seen[0].seen).toBe(true)
  })

  it("gives a row its newest member's id", () => {
    const rows = groupNotifications([entry('2', 'follow', 'a'), entry('1', 'follow', 'b')])
    expect(rows.map(rowId)).toEqual(['2'])
    expect(groupNotifications([]).map(rowId)).toEqual([])
  })
})

describe('desktopAllowed', () => {
  const MINUTE = 60_000

  it('shows a group once a minute, however many join it', () => {
    let kept: ReadonlyMap<string, number> = new Map()
    const shown: boolean[] = []
    for (const at of [0, 1_000, 59_999, 60_000, 61_000]) {
      const answer = desktopAllowed(kept, 'favourite:s1', at, MINUTE)
      kept = answer.lastShown
      shown.push(answer.show)
    }
    expect(shown).toEqual([true, false, false, true, false])
  })

  it('lets other groups and ungrouped types through', () => {
    const kept = desktopAllowed(new Map(), 'favourite:s1', 0, MINUTE).lastShown
    expect(desktopAllowed(kept, 'reblog:s1', 10, MINUTE).show).toBe(true)
    expect(desktopAllowed(kept, null, 10, MINUTE).show).toBe(true)
  })

  it('forgets groups whose minute is over', () => {
    const kept = desktopAllowed(new Map(), 'a', 0, MINUTE).lastShown
    const later = desktopAllowed(kept, 'b', MINUTE + 1, MINUTE).lastShown
    expect([...later.keys()]).toEqual(['b'])
  })
})

describe('groupNotifications with the server’s groups', () => {
  const serverGroup = (mostRecentId: string, count: number, samples: string[]) => ({
    key: `favourite-s1-${mostRecentId}`,
    type: 'favourite' as const,
    count,
    mostRecentId,
    pageMinId: null,
    pageMaxId: mostRecentId,
    latestAt: '2026-11-29T20:00:00.000Z',
    sampleAccountIds: samples,
    statusId: 's1',
  })

  it('one like loaded of the server’s five is a row of five, naming the server’s accounts first', () => {
    const rows = groupNotifications([entry('9', 'favourite', 'a'), entry('8', 'mention', 'b')], {
      9: serverGroup('9', 5, ['a', 'c', 'd']),
    })
    expect(shape(rows)).toEqual(['[9]', '8'])
    const group = rows[0]
    expect(group?.kind === 'group' && group.count).toBe(5)
    expect(group?.kind === 'group' && group.accountIds).toEqual(['a', 'c', 'd'])
    expect(group?.kind === 'group' && group.server?.key).toBe('favourite-s1-9')
  })

  it('counts the members loaded here when the server says fewer, and keeps a lone like single', () => {
    const two = groupNotifications([entry('9', 'favourite', 'a'), entry('7', 'favourite', 'b')], {
      9: serverGroup('9', 1, ['a']),
    })
    expect(two[0]?.kind === 'group' && two[0].count).toBe(2)
    const lone = groupNotifications([entry('9', 'favourite', 'a')], {
      9: serverGroup('9', 1, ['a']),
    })
    expect(shape(lone)).toEqual(['9'])
    // A server's group of another type than the notification is not its group.
    const other = groupNotifications([entry('9', 'reblog', 'a')], {
      9: serverGroup('9', 3, ['a', 'b']),
    })
    expect(shape(other)).toEqual(['9'])
  })

  it('without the server’s groups, counts who is here, as before', () => {
    const rows = groupNotifications([entry('9', 'favourite', 'a'), entry('7', 'favourite', 'b')])
    expect(rows[0]?.kind === 'group' && [rows[0].count, rows[0].server]).toEqual([2, null])
  })
})
