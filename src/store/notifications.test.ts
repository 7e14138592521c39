// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normalizeNotification } from '../api/normalize'
import { akkomaNotificationJson } from '../api/testFixtures'
import type { Notification, NotificationType } from '../api/types'
import {
  applyMarker,
  DEFAULT_NOTIFICATION_VISIBILITY,
  EMPTY_NOTIFICATIONS,
  hiddenSeenCount,
  isValidNotification,
  markAllSeen,
  offeredVisibilityKeys,
  receiveNotifications,
  removeNotification,
  useNotifications,
  revealOlder,
  settleFollowRequest,
  unseenCount,
  visibleNotifications,
  type NotificationsData,
} from './notifications'

function make(
  id: string,
  type: NotificationType = 'mention',
  options: { seen?: boolean; status?: boolean; target?: boolean } = {},
): Notification {
  const base = normalizeNotification(akkomaNotificationJson())
  return {
    ...base,
    id,
    type,
    seen: options.seen ?? false,
    status: options.status === false ? null : base.status,
    target: options.target ? base.account : null,
  }
}

const all = DEFAULT_NOTIFICATION_VISIBILITY
const receive = (state: NotificationsData, list: Notification[]) =>
  receiveNotifications(state, list).state
const ids = (state: NotificationsData, visibility = all) =>
  visibleNotifications(state, visibility).map((e) => e.id)

describe('notification validity', () => {
  it('needs a status for mentions, likes, repeats, reactions and polls', () => {
    for (const type of [
      'mention',
      'favourite',
      'reblog',
      'pleroma:emoji_reaction',
      'poll',
    ] as const)
      expect(isValidNotification(make('1', type, { status: false }))).toBe(false)
    expect(isValidNotification(make('1', 'follow', { status: false }))).toBe(true)
  })

  it('rejects unknown types and moves without a target', () => {
    expect(isValidNotification(make('1', 'unknown'))).toBe(false)
    expect(isValidNotification(make('1', 'move', { status: false }))).toBe(false)
    expect(isValidNotification(make('1', 'move', { status: false, target: true }))).toBe(true)
  })

  it('skips invalid ones but still moves the paging cursors', () => {
    const state = receive(EMPTY_NOTIFICATIONS, [
      make('5'),
      make('9', 'unknown'),
      make('2', 'favourite', { status: false }),
    ])
    expect(state.ids).toEqual(['5'])
    expect(state.maxId).toBe('9')
    expect(state.minId).toBe('2')
  })
})

describe('ordering and seen', () => {
  it('orders newest first with unseen ones before seen ones', () => {
    const state = receive(EMPTY_NOTIFICATIONS, [
      make('3', 'mention', { seen: true }),
      make('10'),
      make('4'),
      make('9', 'mention', { seen: true }),
    ])
    expect(ids(state)).toEqual(['10', '4', '9', '3'])
  })

  it('compares ids by length first (numeric ids of different lengths)', () => {
    const state = receive(EMPTY_NOTIFICATIONS, [make('9'), make('10'), make('100')])
    expect(state.ids).toEqual(['100', '10', '9'])
  })

  it('treats notifications at or below the marker as seen', () => {
    let state = applyMarker(EMPTY_NOTIFICATIONS, '5')
    state = receive(state, [make('4'), make('5'), make('6')])
    expect(unseenCount(state, all)).toBe(1)
    state = applyMarker(state, '6')
    expect(unseenCount(state, all)).toBe(0)
    // A stale marker never moves it back.
    expect(applyMarker(state, '2').lastReadId).toBe('6')
  })

  it('keeps a seen flag when the same notification arrives again unseen', () => {
    let state = receive(EMPTY_NOTIFICATIONS, [make('4', 'mention', { seen: true })])
    const again = receiveNotifications(state, [make('4')])
    state = again.state
    expect(again.added).toEqual([])
    expect(state.byId['4']?.seen).toBe(true)
  })

  it('shows every unseen one plus 30 seen; load older reveals 20 more', () => {
    const list = Array.from({ length: 60 }, (_, i) =>
      make(String(100 + i), 'mention', { seen: i < 55 }),
    )
    let state = receive(EMPTY_NOTIFICATIONS, list)
    expect(visibleNotifications(state, all)).toHaveLength(5 + 30)
    expect(hiddenSeenCount(state, all)).toBe(25)
    state = revealOlder(state)
    expect(visibleNotifications(state, all)).toHaveLength(5 + 50)
    expect(hiddenSeenCount(state, all)).toBe(5)
  })

  it('mark all seen clears the unseen count, moves the marker and resets the window to 30', () => {
    let state = receive(EMPTY_NOTIFICATIONS, [make('7'), make('8'), make('12', 'unknown')])
    state = revealOlder(state)
    state = markAllSeen(state)
    expect(unseenCount(state, all)).toBe(0)
    expect(state.lastReadId).toBe('12')
    expect(state.seenShown).toBe(30)
  })

  it('dismiss removes one', () => {
    const state = removeNotification(receive(EMPTY_NOTIFICATIONS, [make('1'), make('2')]), '1')
    expect(state.ids).toEqual(['2'])
    expect(state.byId['1']).toBeUndefined()
  })

  it('one dismissed stays out when a page asked for before the server heard of it arrives', () => {
    const store = useNotifications.getState()
    store.receive([make('1'), make('2')])
    store.remove('1')
    // The answer to a request sent before the dismiss still carries it.
    useNotifications.getState().receive([make('1'), make('2'), make('3')])
    expect(useNotifications.getState().ids).toEqual(['3', '2'])
    // A new session starts with nothing set aside.
    useNotifications.getState().reset()
    useNotifications.getState().receive([make('1')])
    expect(useNotifications.getState().ids).toEqual(['1'])
    useNotifications.getState().reset()
  })
})

describe('the follow request notification', () => {
  const request = (id: string) => make(id, 'follow_request', { status: false })
  const start = () => receive(EMPTY_NOTIFICATIONS, [request('1'), make('2')])
  const requester = () => start().byId['1']!.account_id

  it('approved: becomes a follow notification and stays', () => {
    const { state, dismissed } = settleFollowRequest(start(), requester(), 'approved')
    expect(state.byId['1']?.type).toBe('follow')
    expect(state.ids).toEqual(['2', '1'])
    expect(dismissed).toEqual([])
  })

  it('denied: leaves the list and is reported for dismissal', () => {
    const { state, dismissed } = settleFollowRequest(start(), requester(), 'denied')
    expect(state.ids).toEqual(['2'])
    expect(state.byId['1']).toBeUndefined()
    expect(dismissed).toEqual(['1'])
  })

  it('leaves other accounts and other types alone', () => {
    const before = start()
    expect(settleFollowRequest(before, 'somebody-else', 'denied').state).toBe(before)
    const mentionOnly = receive(EMPTY_NOTIFICATIONS, [make('3')])
    const author = mentionOnly.byId['3']!.account_id
    expect(settleFollowRequest(mentionOnly, author, 'approved').state).toBe(mentionOnly)
  })
})

describe('the notificationVisibility filter', () => {
  const state = receive(EMPTY_NOTIFICATIONS, [
    make('1', 'favourite'),
    make('2', 'mention'),
    make('3', 'reblog'),
    make('4', 'follow', { status: false }),
    make('5', 'pleroma:emoji_reaction'),
    make('6', 'status'),
  ])

  it('hides the types switched off', () => {
    expect(ids(state, { ...all, likes: false })).toEqual(['6', '5', '4', '3', '2'])
    expect(ids(state, { ...all, follows: false, emojiReactions: false })).toEqual([
      '6',
      '3',
      '2',
      '1',
    ])
  })

  it('the unseen count respects it', () => {
    expect(unseenCount(state, all)).toBe(6)
    expect(unseenCount(state, { ...all, likes: false, repeats: false })).toBe(4)
  })

  it('posts of subscribed accounts have no switch and always show', () => {
    const none = Object.fromEntries(
      Object.keys(all).map((k) => [k, false]),
    ) as unknown as typeof all
    expect(ids(state, none)).toEqual(['6'])
  })
})

describe('offeredVisibilityKeys', () => {
  it('leaves the emoji-reaction switch out where the server has no reactions', () => {
    expect(offeredVisibilityKeys(true)).toContain('emojiReactions')
    expect(offeredVisibilityKeys(false)).not.toContain('emojiReactions')
    expect(offeredVisibilityKeys(false)).toContain('mentions')
    expect(offeredVisibilityKeys(false)).toContain('moves')
    expect(offeredVisibilityKeys(false, false)).not.toContain('moves')
  })
})
