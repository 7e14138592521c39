// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { akkomaStatusJson } from '../../api/testFixtures'
import { useTimelines } from '../../store/timelines'
import { mainTimelineSpec } from './timelineKinds'
import { fetchAbove, fetchAround } from './timelineService'

/*
 * Opening a timeline around a saved place, against a fake server
 * that pages like Mastodon (max_id, min_id, limit) over statuses 1000..1199.
 */

const home = mainTimelineSpec('friends')
const pad = (n: number) => String(n).padStart(6, '0')
let all: string[] = []
let deleted = new Set<string>()
let requests: string[] = []

const status = (id: string) => ({ ...akkomaStatusJson(), id })
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  all = Array.from({ length: 200 }, (_, i) => pad(1199 - i))
  deleted = new Set()
  requests = []
  useTimelines.getState().clearAll()
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://x')
    requests.push(`${url.pathname}${url.search}`)
    const one = /^\/api\/v1\/statuses\/(\w+)$/.exec(url.pathname)
    if (one) {
      const id = one[1] ?? ''
      return deleted.has(id) || !all.includes(id)
        ? json({ error: 'Record not found' }, 404)
        : json(status(id))
    }
    const limit = Number(url.searchParams.get('limit') ?? 20)
    const maxId = url.searchParams.get('max_id')
    const minId = url.searchParams.get('min_id')
    const live = all.filter((id) => !deleted.has(id))
    let page: string[]
    if (minId) {
      const newer = live.filter((id) => id > minId && (!maxId || id < maxId))
      page = newer.slice(Math.max(0, newer.length - limit))
    } else {
      page = live.filter((id) => !maxId || id < maxId).slice(0, limit)
    }
    return json(page.map(status))
  })
})

const timeline = () => useTimelines.getState().timelines[home.key]

describe('a timeline opened around a saved place', () => {
  it('loads the place, a page older and the newer ones up to the top, counted', async () => {
    const landed = await fetchAround(home, pad(1170), { resume: true })
    expect(landed).toBe(pad(1170))
    const t = timeline()
    expect(t?.gapAbove).toBe(false)
    expect(t?.resumeId).toBe(pad(1170))
    expect(t?.statusIds[0]).toBe(pad(1199))
    expect(t?.statusIds.indexOf(pad(1170))).toBe(29)
    expect(t?.statusIds.at(-1)).toBe(pad(1150))
  })

  it('stops after a few pages, leaving the rest above to load by scrolling up', async () => {
    await fetchAround(home, pad(1020), { resume: true })
    const t = timeline()
    expect(t?.gapAbove).toBe(true)
    // Five pages of twenty above the place.
    expect(t?.statusIds.indexOf(pad(1020))).toBe(100)
    await fetchAbove(home)
    const after = timeline()
    expect(after?.statusIds.indexOf(pad(1020))).toBe(120)
    expect(after?.prependedAbove).toBe(20)
    expect(after?.gapAbove).toBe(true)
  })

  it('resumes at the next older status when the saved one was deleted', async () => {
    deleted.add(pad(1170))
    const landed = await fetchAround(home, pad(1170), { resume: true })
    expect(landed).toBe(pad(1169))
    expect(timeline()?.statusIds).not.toContain(pad(1170))
    expect(timeline()?.resumeId).toBe(pad(1169))
  })

  it('joins the newest page still shown when its statuses were evicted', async () => {
    useTimelines.getState().receiveInitial(home.key, all.slice(0, 20))
    await fetchAround(home, pad(1150))
    const t = timeline()
    expect(t?.gapAbove).toBe(false)
    expect(t?.statusIds[0]).toBe(pad(1199))
    expect(new Set(t?.statusIds).size).toBe(t?.statusIds.length)
    expect(t?.statusIds).toContain(pad(1150))
    // Ended where the newer pages met what was shown.
    expect(requests.filter((r) => r.includes('min_id')).length).toBeLessThanOrEqual(2)
  })
})
