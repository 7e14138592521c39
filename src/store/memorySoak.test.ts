// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { normalizeStatus } from '../api/normalize'
import type { Status } from '../api/types'
import {
  MEMORY_CHECK_INTERVAL,
  TIMELINE_PAGE_SIZE,
  VISIBLE_STATUSES_AFTER_SHOW_NEW,
} from '../config/constants'
import { useEntities } from './entities'
import { collect, touchTimeline } from './memoryKeeper'
import { retainAccount, retainStatus } from './retention'
import { useSession } from './session'
import { useTimelines } from './timelines'

/*
 * A day-long session, scripted: a federated flow streamed in
 * while the reader sits at the top, navigation between timelines, profiles
 * and threads, and the memory keeper running on its interval. The store's
 * entity counts must stay bounded: after the first hour they never grow
 * past 10% of what they were then, however many statuses came by.
 */

const TIMELINES = ['friends', 'public', 'publicAndExternal'] as const
const ACCOUNTS = 2_000
const MINUTE = 60_000

let serial = 0
let olderSerial = 0
/** A streamed status from one of ACCOUNTS authors; every tenth repeats another, every 25th quotes one. */
function streamed(): Status {
  serial += 1
  return statusWithId(String(1_000_000 + serial))
}
/** A status older than every streamed one, as a page further down brings. */
function older(): Status {
  olderSerial += 1
  serial += 1
  return statusWithId(String(999_999 - olderSerial))
}
function statusWithId(id: string): Status {
  const author = (n: number) => ({
    id: `acct-${n % ACCOUNTS}`,
    username: `user${n % ACCOUNTS}`,
    acct: `user${n % ACCOUNTS}@remote.example`,
  })
  const inner = (suffix: string) => ({
    id: `${id}${suffix}`,
    content: '<p>inner</p>',
    created_at: '2026-11-25T10:00:00Z',
    account: author(serial * 7),
  })
  return normalizeStatus({
    id,
    content: `<p>status ${serial}</p>`,
    created_at: '2026-11-25T10:00:00Z',
    account: author(serial),
    ...(serial % 10 === 0 ? { reblog: inner('r') } : {}),
    ...(serial % 25 === 0 ? { quote: inner('q') } : {}),
  })
}

const counts = () => ({
  statuses: Object.keys(useEntities.getState().statuses).length,
  accounts: Object.keys(useEntities.getState().accounts).length,
})

describe('a day-long session', () => {
  beforeEach(() => {
    serial = 0
    olderSerial = 0
    useEntities.getState().clear()
    useTimelines.getState().clearAll()
    useSession.setState({ currentUserId: 'me' })
  })
  afterEach(() => {
    useSession.setState({ currentUserId: null })
  })

  it(
    'keeps the cache bounded through 10,000+ streamed statuses and constant navigation',
    { timeout: 120_000 },
    () => {
      let now = Date.parse('2026-11-25T08:00:00Z')
      const store = () => useTimelines.getState()
      // Each timeline opens with a first page, as the views load it.
      for (const key of TIMELINES) {
        const page = Array.from({ length: TIMELINE_PAGE_SIZE }, streamed)
        useEntities.getState().ingestStatuses(page)
        store().receiveInitial(key, page.map((s) => s.id).reverse())
      }

      let visible: string = 'publicAndExternal'
      touchTimeline(visible, true)
      let releaseView: (() => void)[] = []
      let afterFirstHour: { statuses: number; accounts: number } | null = null
      const peak = { statuses: 0, accounts: 0 }
      let streamedTotal = 0

      const SESSION_MINUTES = 8 * 60
      for (let minute = 1; minute <= SESSION_MINUTES; minute += 1) {
        // The flow: 25 statuses a minute into every timeline, a burst every ten.
        const perMinute = minute % 10 === 0 ? 100 : 25
        for (const key of TIMELINES) {
          const batch = Array.from({ length: perMinute }, streamed)
          streamedTotal += batch.length
          useEntities.getState().ingestStatuses(batch)
          store().receiveNewer(
            key,
            batch.map((s) => s.id),
          )
          // The reader is at the top of the visible timeline: new ones show at once.
          if (key === visible) store().showNew(key)
        }

        // Every five minutes the reader goes somewhere else.
        if (minute % 5 === 0) {
          releaseView.forEach((release) => release())
          releaseView = []
          touchTimeline(visible, false)
          const step = (minute / 5) % 4
          if (step === 0 || step === 2) {
            visible = TIMELINES[(minute / 5) % TIMELINES.length] ?? 'friends'
            touchTimeline(visible, true)
            // Reading down: two more pages of older statuses.
            for (let p = 0; p < 2; p += 1) {
              const page = Array.from({ length: TIMELINE_PAGE_SIZE }, older)
              useEntities.getState().ingestStatuses(page)
              store().receiveOlder(
                visible,
                page.map((s) => s.id),
              )
            }
          } else if (step === 1) {
            // A profile: its account and its statuses, held by the view.
            const profileStatuses = Array.from({ length: TIMELINE_PAGE_SIZE }, streamed)
            useEntities.getState().ingestStatuses(profileStatuses)
            const owner = profileStatuses[0]?.account.id ?? 'acct-0'
            releaseView.push(retainAccount(owner))
            const key = `user:${owner}`
            store().receiveInitial(key, profileStatuses.map((s) => s.id).reverse())
            visible = key
            touchTimeline(key, true)
          } else {
            // A thread: its statuses held while it is open.
            const thread = Array.from({ length: 30 }, streamed)
            useEntities.getState().ingestStatuses(thread)
            releaseView.push(...thread.map((s) => retainStatus(s.id)))
            visible = 'thread'
          }
        }

        now += MINUTE
        if (minute % (MEMORY_CHECK_INTERVAL / MINUTE) === 0) collect(now)

        const c = counts()
        peak.statuses = Math.max(peak.statuses, c.statuses)
        peak.accounts = Math.max(peak.accounts, c.accounts)
        if (minute === 60) afterFirstHour = c
        if (afterFirstHour && minute > 60) {
          expect(c.statuses, `statuses at minute ${minute}`).toBeLessThanOrEqual(
            Math.ceil(afterFirstHour.statuses * 1.1),
          )
          expect(c.accounts, `accounts at minute ${minute}`).toBeLessThanOrEqual(
            Math.ceil(afterFirstHour.accounts * 1.1),
          )
        }
      }
      releaseView.forEach((release) => release())

      expect(streamedTotal).toBeGreaterThan(10_000)
      // What can be on screen at once: the visible window after show new, idle
      // timelines trimmed to a page, held statuses (repeats and quotes double
      // them), a profile and a thread; far below what streamed by.
      const bound = 3 * (VISIBLE_STATUSES_AFTER_SHOW_NEW + 3 * TIMELINE_PAGE_SIZE) * 2 + 30
      expect(peak.statuses).toBeLessThan(streamedTotal / 10)
      expect(counts().statuses).toBeLessThanOrEqual(bound)
      expect(counts().accounts).toBeLessThanOrEqual(bound)
    },
  )
})
