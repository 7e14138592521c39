// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  emptyTimeline,
  receiveAbove,
  receiveAround,
  receiveInitial,
  receiveNewer,
  receiveOlder,
  removeStatus,
  showNew,
} from './timelineState'

// Akkoma-style ids: fixed length, lexicographic order = time order.
const id = (n: number) => `A${String(n).padStart(5, '0')}`
const range = (from: number, to: number) => {
  const out: string[] = []
  for (let i = from; i >= to; i--) out.push(id(i))
  return out
}

describe('timeline state', () => {
  it('takes the first page newest first and knows its bounds', () => {
    const t = receiveInitial(emptyTimeline(), [id(3), id(5), id(4)])
    expect(t.statusIds).toEqual([id(5), id(4), id(3)])
    expect(t.maxId).toBe(id(5))
    expect(t.minId).toBe(id(3))
    expect(t.bottomedOut).toBe(false)
    expect(t.loaded).toBe(true)
  })

  it('marks an empty first page as bottomed out', () => {
    expect(receiveInitial(emptyTimeline(), []).bottomedOut).toBe(true)
  })

  it('appends older pages without duplicates and bottoms out on an empty page', () => {
    let t = receiveInitial(emptyTimeline(), range(10, 6))
    t = receiveOlder(t, [id(6), id(5), id(4)])
    expect(t.statusIds).toEqual(range(10, 4))
    expect(t.minId).toBe(id(4))
    t = receiveOlder(t, [])
    expect(t.bottomedOut).toBe(true)
    expect(t.statusIds).toHaveLength(7)
  })

  it('holds new statuses behind "show new" and counts them once', () => {
    let t = receiveInitial(emptyTimeline(), range(5, 1))
    t = receiveNewer(t, [id(6)])
    t = receiveNewer(t, [id(7), id(6)])
    expect(t.newIds).toEqual([id(7), id(6)])
    expect(t.statusIds[0]).toBe(id(5))
    expect(t.maxId).toBe(id(7))
  })

  it('shows own posts immediately', () => {
    let t = receiveInitial(emptyTimeline(), range(5, 1))
    t = receiveNewer(t, [id(6)], { showImmediately: true })
    expect(t.statusIds[0]).toBe(id(6))
    expect(t.newIds).toEqual([])
  })

  it('shows an own post at once even when the socket delivered it first', () => {
    let t = receiveInitial(emptyTimeline(), range(5, 1))
    t = receiveNewer(t, [id(6)])
    t = receiveNewer(t, [id(7)])
    t = receiveNewer(t, [id(7)], { showImmediately: true })
    expect(t.statusIds[0]).toBe(id(7))
    expect(t.newIds).toEqual([id(6)])
  })

  it('keeps an own post out of view while newer statuses are still to load above', () => {
    let t = receiveAround(emptyTimeline(), range(30, 26), { gapAbove: true, resumeId: id(28) })
    t = receiveNewer(t, [id(60)], { showImmediately: true })
    // Shown above the gap, it would stand for the newest status loaded and the
    // statuses between it and the resumed place would never load.
    expect(t.statusIds).toEqual(range(30, 26))
    expect(t.gapAbove).toBe(true)
    t = receiveAbove(t, range(60, 31), false)
    expect(t.statusIds[0]).toBe(id(60))
    expect(t.statusIds).toHaveLength(35)
  })

  it('sets the flush marker when a fetch returns a full page into a non-empty timeline', () => {
    let t = receiveInitial(emptyTimeline(), range(5, 1))
    t = receiveNewer(t, range(25, 6), { fromFetch: true })
    expect(t.flushMarker).toBe(true)
    // Streamed statuses (not a fetch) never set it.
    const s = receiveNewer(receiveInitial(emptyTimeline(), range(5, 1)), range(25, 6))
    expect(s.flushMarker).toBe(false)
  })

  it('does not set the flush marker on an empty timeline', () => {
    const t = receiveNewer(receiveInitial(emptyTimeline(), []), range(25, 6), { fromFetch: true })
    expect(t.flushMarker).toBe(false)
  })

  it('show new reveals the newest 50 and resets the count', () => {
    let t = receiveInitial(emptyTimeline(), range(40, 1))
    t = receiveNewer(t, range(60, 41))
    t = showNew(t)
    expect(t.newIds).toEqual([])
    expect(t.statusIds).toHaveLength(50)
    expect(t.statusIds[0]).toBe(id(60))
    expect(t.minId).toBe(id(11))
    expect(t.bottomedOut).toBe(false)
  })

  it('holds at most 50 behind "show new" in a long flow, still counting every one', () => {
    let t = receiveInitial(emptyTimeline(), range(20, 1))
    for (let n = 21; n <= 1020; n += 10) t = receiveNewer(t, range(n + 9, n))
    expect(t.newIds).toHaveLength(50)
    expect(t.newIds[0]).toBe(id(1020))
    expect(t.newIds.length + t.newDropped).toBe(1000)
    t = showNew(t)
    expect(t.statusIds).toEqual(range(1020, 971))
    expect(t.newDropped).toBe(0)
    // What was dropped lies below the new window: it loads again from there.
    expect(t.minId).toBe(id(971))
    expect(t.nextPage).toBeNull()
    expect(t.bottomedOut).toBe(false)
  })

  it('removes a status from both lists', () => {
    let t = receiveInitial(emptyTimeline(), range(3, 1))
    t = receiveNewer(t, [id(4)])
    t = removeStatus(removeStatus(t, id(4)), id(2))
    expect(t.statusIds).toEqual([id(3), id(1)])
    expect(t.newIds).toEqual([])
  })

  it('orders Mastodon numeric ids of different lengths correctly', () => {
    const t = receiveInitial(emptyTimeline(), ['99', '100', '1000'])
    expect(t.statusIds).toEqual(['1000', '100', '99'])
  })
})

describe('trimming an idle timeline', () => {
  it('keeps the newest page and turns a long backlog into a reload', async () => {
    const { trim } = await import('./timelineState')
    let t = receiveInitial(emptyTimeline(), range(100, 41))
    t = receiveNewer(t, range(160, 101))
    t = trim(t, 20)
    expect(t.statusIds).toEqual(range(100, 81))
    expect(t.newIds).toEqual([])
    expect(t.flushMarker).toBe(true)
    expect(t.bottomedOut).toBe(false)
    expect(t.minId).toBe(id(81))
  })

  it('leaves a short timeline alone', async () => {
    const { trim } = await import('./timelineState')
    const t = receiveInitial(emptyTimeline(), range(10, 1))
    expect(trim(t, 20)).toBe(t)
  })

  it('counts prepends so the list stays anchored', () => {
    let t = receiveInitial(emptyTimeline(), range(5, 1))
    t = receiveNewer(t, [id(6), id(7)])
    t = showNew(t)
    expect(t.prepended).toBe(2)
    t = receiveNewer(t, [id(8)], { showImmediately: true })
    expect(t.prepended).toBe(3)
  })
})

describe('a timeline opened around a saved place', () => {
  it('shows the window, with newer statuses still above when a gap remains', () => {
    const t = receiveAround(emptyTimeline(), ['30', '29', '28', '27'], {
      gapAbove: true,
      resumeId: '29',
    })
    expect(t.statusIds).toEqual(['30', '29', '28', '27'])
    expect(t.gapAbove).toBe(true)
    expect(t.resumeId).toBe('29')
    expect(t.loaded).toBe(true)
    expect(t.minId).toBe('27')
  })

  it('joins what is shown when the window reaches up to it, keeping the shown ones in place', () => {
    const shown = receiveInitial(emptyTimeline(), ['90', '89', '88'])
    const t = receiveAround(shown, ['88', '87', '86', '85'], { gapAbove: false })
    expect(t.statusIds).toEqual(['90', '89', '88', '87', '86', '85'])
    expect(t.gapAbove).toBe(false)
    expect(t.prepended).toBe(0)
    expect(t.maxId).toBe('90')
  })

  it('loads newer statuses above as the reader scrolls up, never moving the reader', () => {
    const t = receiveAround(emptyTimeline(), ['30', '29'], { gapAbove: true })
    const up = receiveAbove(t, ['33', '32', '31'], false)
    expect(up.statusIds).toEqual(['33', '32', '31', '30', '29'])
    expect(up.prepended).toBe(3)
    expect(up.prependedAbove).toBe(3)
    expect(up.gapAbove).toBe(false)
    expect(up.maxId).toBe('33')
  })

  it('does not join held statuses across a gap', () => {
    let t = receiveAround(emptyTimeline(), ['30', '29'], { gapAbove: true })
    t = receiveNewer(t, ['99'])
    expect(showNew(t)).toBe(t)
  })
})

/** A UUIDv7 (Hollo's ids) for a millisecond time: the time in the first 48 bits. */
function uuidv7(ms: number, tail = '7000-8000-000000000000'): string {
  const hex = ms.toString(16).padStart(12, '0')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${tail}`
}

const T = Date.UTC(2026, 10, 28, 4, 48, 53)

describe('a timeline of UUIDv7 statuses', () => {
  const ids = Array.from({ length: 6 }, (_, i) => uuidv7(T + i * 7))
  const newestFirst = [...ids].reverse()

  it('pages older, holds newer ones behind "show new", and drops duplicates', () => {
    // The first page: the three newest of the first four, as the server sent them.
    let t = receiveInitial(emptyTimeline(), [ids[1], ids[3], ids[2]] as string[])
    expect(t.statusIds).toEqual([ids[3], ids[2], ids[1]])
    expect(t.maxId).toBe(ids[3])
    expect(t.minId).toBe(ids[1])

    // "Load older" (max_id = minId): the next page, one of it already shown.
    t = receiveOlder(t, [ids[1], ids[0]] as string[])
    expect(t.statusIds).toEqual([ids[3], ids[2], ids[1], ids[0]])
    expect(t.minId).toBe(ids[0])

    // Polling (since_id = maxId): newer ones wait, a repeat of a shown one is ignored.
    t = receiveNewer(t, [ids[5], ids[4], ids[3]] as string[], { fromFetch: true })
    expect(t.newIds).toEqual([ids[5], ids[4]])
    expect(t.maxId).toBe(ids[5])
    t = showNew(t)
    expect(t.statusIds).toEqual(newestFirst)
  })
})
