/**
 * The seed's instance announcements, with times relative to the seed so a
 * reset always gives the same picture: three that members see now (a plain
 * one, an all-day one and one with custom emoji), one that has ended and one
 * that has not started (both only in the admin list). alice has read the
 * plain one.
 */

import type { AccountRecord, AnnouncementRecord } from '../model/records.ts'
import type { Store } from '../model/store.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface SeedAnnouncement {
  key: 'plain' | 'allDay' | 'emoji' | 'ended' | 'scheduled'
  content: string
  /** Offsets from the seed time (ms); null for no limit. */
  publishedAgo: number
  startsIn: number | null
  endsIn: number | null
  allDay: boolean
  readBy: string[]
}

export const SEED_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    key: 'ended',
    content: 'The old sign-in page has been retired. Bookmarks to it no longer work.',
    publishedAgo: 20 * DAY,
    startsIn: -20 * DAY,
    endsIn: -3 * DAY,
    allDay: false,
    readBy: [],
  },
  {
    key: 'plain',
    content:
      'Planned maintenance this weekend: the server may be away for a few minutes on Sunday morning.',
    publishedAgo: 2 * DAY,
    startsIn: -2 * DAY,
    endsIn: 30 * DAY,
    allDay: false,
    readBy: ['alice'],
  },
  {
    key: 'allDay',
    content: 'Community cleanup days: report spam you see and we will tidy up together.',
    publishedAgo: DAY + 3 * HOUR,
    startsIn: -DAY,
    endsIn: 2 * DAY,
    allDay: true,
    readBy: [],
  },
  {
    key: 'emoji',
    content: 'New emoji are here :cofe: :blobcatheart: Try them in your next post!',
    publishedAgo: 5 * HOUR,
    startsIn: null,
    endsIn: null,
    allDay: false,
    readBy: [],
  },
  {
    key: 'scheduled',
    content: 'From next month, the updated community guidelines apply.',
    publishedAgo: 2 * HOUR,
    startsIn: 10 * DAY,
    endsIn: 40 * DAY,
    allDay: false,
    readBy: [],
  },
]

/** Whole seconds, as Akkoma stores times (utc_datetime). */
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString()

/** All-day bounds are calendar days: from UTC midnight to the day's last second. */
function allDayBound(ms: number, edge: 'start' | 'end'): string {
  const day = new Date(ms).toISOString().slice(0, 10)
  return `${day}T${edge === 'start' ? '00:00:00' : '23:59:59'}.000Z`
}

export function seedAnnouncements(
  store: Store,
  seedMinute: number,
  accountOf: (acct: string) => AccountRecord,
): void {
  for (const seed of SEED_ANNOUNCEMENTS) {
    const published = seedMinute - seed.publishedAgo
    const bound = (offset: number | null, edge: 'start' | 'end') => {
      if (offset === null) return null
      return seed.allDay ? allDayBound(seedMinute + offset, edge) : iso(seedMinute + offset)
    }
    const record: AnnouncementRecord = {
      id: store.ids.misc.next(published),
      content: seed.content,
      startsAt: bound(seed.startsIn, 'start'),
      endsAt: bound(seed.endsIn, 'end'),
      allDay: seed.allDay,
      createdAt: iso(published),
      updatedAt: iso(published),
      readBy: seed.readBy.map((acct) => accountOf(acct).id),
    }
    store.addAnnouncement(record)
  }
}
