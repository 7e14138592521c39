// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import type { Announcement } from '../api/endpoints/announcements'
import {
  announcementsTransition as step,
  initialAnnouncements,
  isInactive,
  markRead,
  mergeAnnouncements,
  unreadAnnouncementCount,
  useAnnouncements,
  type AnnouncementsState,
} from './announcements'
import { resetSessionForTests, startSessionForTests } from '../test/session'
import { makeAnnouncement } from './testFixtures'

const NOW = Date.parse('2030-02-01T12:00:00Z')

const loaded = (
  user: Announcement[],
  admin: Announcement[] | null = null,
  windowed = true,
  from: AnnouncementsState = initialAnnouncements('me'),
) => step(step(from, { type: 'load' }), { type: 'loaded', user, admin, windowed, now: NOW })

describe('mergeAnnouncements', () => {
  it('keeps the user-visible list as it is, newest first', () => {
    const merged = mergeAnnouncements(
      [makeAnnouncement('a', { read: true }), makeAnnouncement('bbb', { read: false })],
      null,
    )
    expect(merged.map((a) => [a.id, a.read, a.inactive])).toEqual([
      ['bbb', false, false],
      ['a', true, false],
    ])
  })

  it('takes read states from the twins; an admin entry without a twin is inactive', () => {
    const merged = mergeAnnouncements(
      [makeAnnouncement('a', { read: true }), makeAnnouncement('bb', { read: false })],
      [
        makeAnnouncement('a', { rawContent: 'typed a' }),
        makeAnnouncement('bb'),
        makeAnnouncement('ccc', { rawContent: 'later' }),
      ],
    )
    expect(merged.map((a) => [a.id, a.read, a.inactive, a.rawContent])).toEqual([
      ['ccc', null, true, 'later'],
      ['bb', false, false, 'bb'],
      ['a', true, false, 'typed a'],
    ])
  })

  it('still shows an entry members see that the admin list left out', () => {
    const merged = mergeAnnouncements([makeAnnouncement('a', { read: false })], [])
    expect(merged).toMatchObject([{ id: 'a', inactive: false, read: false }])
  })
})

describe('read state', () => {
  it('goes from unread to read; marking again is a no-op', () => {
    const items = mergeAnnouncements([makeAnnouncement('a', { read: false })], null)
    const read = markRead(items, 'a')
    expect(read[0]?.read).toBe(true)
    expect(markRead(read, 'a')).toBe(read)
    expect(markRead(read, 'unknown')).toBe(read)
    const s = loaded([makeAnnouncement('a', { read: true })])
    expect(step(s, { type: 'markedRead', id: 'a' })).toBe(s)
  })

  it('counts active unread announcements only, for members', () => {
    const s = loaded(
      [
        makeAnnouncement('a', { read: false }),
        makeAnnouncement('b', { read: true }),
        makeAnnouncement('c', { read: false, endsAt: '2030-03-01T00:00:00Z' }),
      ],
      [makeAnnouncement('a'), makeAnnouncement('b'), makeAnnouncement('c'), makeAnnouncement('d')],
    )
    expect(unreadAnnouncementCount(s)).toBe(2)
    expect(unreadAnnouncementCount(step(s, { type: 'markedRead', id: 'a' }))).toBe(1)
    expect(unreadAnnouncementCount({ ...s, ownerId: null })).toBe(0)
  })
})

describe('the store timer', () => {
  it('makes an announcement inactive once its end passes, where dates bound visibility', () => {
    const ending = makeAnnouncement('a', { read: false, endsAt: '2030-02-01T12:03:00Z' })
    let s = loaded([ending])
    expect(unreadAnnouncementCount(s)).toBe(1)
    s = step(s, { type: 'tick', now: NOW + 5 * 60_000 })
    expect(s.items.map((a) => isInactive(a, s))).toEqual([true])
    expect(unreadAnnouncementCount(s)).toBe(0)
    // Mastodon's dates describe an event: the announcement stays.
    const event = step(loaded([ending], null, false), { type: 'tick', now: NOW + 5 * 60_000 })
    expect(unreadAnnouncementCount(event)).toBe(1)
  })
})

describe('loading', () => {
  it('shows the spinner on a first load only, and keeps the list when a refresh fails', () => {
    let s = step(initialAnnouncements('me'), { type: 'load' })
    expect(s.phase).toBe('loading')
    expect(step(s, { type: 'loadFailed' }).phase).toBe('error')
    s = loaded([makeAnnouncement('a')])
    expect(s).toMatchObject({ phase: 'ready', managed: false, windowed: true, clock: NOW })
    expect(step(s, { type: 'load' })).toBe(s)
    expect(step(s, { type: 'loadFailed' })).toBe(s)
    expect(loaded([], []).managed).toBe(true)
  })

  it('says members only for a refused guest, and removes a deleted entry', () => {
    const s = loaded([makeAnnouncement('a'), makeAnnouncement('bb')])
    expect(step(s, { type: 'membersOnly' })).toMatchObject({ phase: 'membersOnly', items: [] })
    expect(step(s, { type: 'removed', id: 'a' }).items.map((a) => a.id)).toEqual(['bb'])
    expect(step(s, { type: 'removed', id: 'zz' })).toBe(s)
  })
})

describe('useAnnouncements', () => {
  afterEach(resetSessionForTests)

  it('starts afresh when another user signs in or out', () => {
    startSessionForTests('alice')
    useAnnouncements.getState().dispatch({
      type: 'loaded',
      user: [makeAnnouncement('a', { read: false })],
      admin: null,
      windowed: true,
      now: NOW,
    })
    expect(unreadAnnouncementCount(useAnnouncements.getState())).toBe(1)
    startSessionForTests('bob')
    expect(useAnnouncements.getState()).toMatchObject({ ownerId: 'bob', phase: 'idle', items: [] })
    resetSessionForTests()
    expect(useAnnouncements.getState().ownerId).toBeNull()
  })
})
