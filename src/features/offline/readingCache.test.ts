import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient, setReadCache } from '../../api/http'
import { NetworkError } from '../../api/errors'
import {
  isReadable,
  pieceTogether,
  readingCache,
  type ReadingStorage,
  type SavedEntry,
} from './readingCache'

function memoryReading(): ReadingStorage & { entries: Map<string, SavedEntry> } {
  const entries = new Map<string, SavedEntry>()
  return {
    entries,
    put: async (entry) => void entries.set(entry.key, entry),
    get: async (key) => entries.get(key),
    all: async (owner) => [...entries.values()].filter((e) => e.owner === owner),
    trim: async (owner, keep) => {
      const mine = [...entries.values()]
        .filter((e) => e.owner === owner)
        .sort((a, b) => a.savedAt - b.savedAt)
      for (const old of mine.slice(0, Math.max(0, mine.length - keep))) entries.delete(old.key)
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => setReadCache(null))

describe('reading offline', () => {
  it('keeps timelines, threads and profiles, not checks for newer posts or other calls', () => {
    expect(isReadable('https://x.example/api/v1/timelines/home?limit=20')).toBe(true)
    expect(isReadable('/api/v1/timelines/tag/art?max_id=5')).toBe(true)
    expect(isReadable('/api/v1/statuses/12/context')).toBe(true)
    expect(isReadable('/api/v1/accounts/7/statuses?limit=20')).toBe(true)
    expect(isReadable('/api/v1/timelines/home?since_id=9')).toBe(false)
    expect(isReadable('/api/v1/notifications?limit=20')).toBe(true)
    expect(isReadable('/api/v2/notifications?max_id=4')).toBe(true)
    expect(isReadable('/api/v1/notifications?since_id=4')).toBe(false)
    expect(isReadable('/api/v2/filters')).toBe(true)
    expect(isReadable('/api/v1/filters')).toBe(true)
    expect(isReadable('/api/v1/filters/3')).toBe(false)
    expect(isReadable('/api/v1/markers?timeline[]=home')).toBe(false)
    expect(isReadable('/api/v1/statuses/12/favourited_by')).toBe(false)
  })

  it('answers a GET that got no answer with what was saved, and says when it was saved', async () => {
    const storage = memoryReading()
    const shown: number[] = []
    setReadCache(readingCache(storage, 'server|1', 10, (at) => shown.push(at)))
    let online = true
    const client = createApiClient({
      fetch: async () => {
        if (!online) throw new TypeError('Failed to fetch')
        return new Response(JSON.stringify([{ id: '1' }]), {
          headers: { Link: '<https://x.example/api/v1/timelines/home?max_id=1>; rel="next"' },
        })
      },
    })
    await client.get('/api/v1/timelines/home', { query: { limit: 20 } })
    await settle()
    expect(storage.entries.size).toBe(1)

    online = false
    const page = await client.getPage('/api/v1/timelines/home', { limit: 20 }, (raw) => raw)
    expect(page.items).toEqual([{ id: '1' }])
    expect(page.next).not.toBeNull()
    expect(shown).toHaveLength(1)
    // What was never read still fails as before.
    await expect(client.get('/api/v1/statuses/5')).rejects.toBeInstanceOf(NetworkError)
    // Newer than a status (a resumed home's upper half): pieced from what was saved.
    expect(
      await client.get('/api/v1/timelines/home', { query: { min_id: '0', limit: 20 } }),
    ).toEqual([{ id: '1' }])
    // A check for newer posts is no reading: it fails as it would without the cache.
    await expect(
      client.get('/api/v1/timelines/home', { query: { since_id: '0' } }),
    ).rejects.toBeInstanceOf(NetworkError)
  })

  it('says when the server answers again, so what shows stops being named as saved', async () => {
    const heard: string[] = []
    setReadCache(
      readingCache(
        memoryReading(),
        'server|1',
        10,
        () => heard.push('served'),
        () => heard.push('heard'),
      ),
    )
    let reachable = true
    const client = createApiClient({
      fetch: async () => {
        if (!reachable) throw new TypeError('Failed to fetch')
        return new Response(JSON.stringify([{ id: '1' }]))
      },
    })
    await client.get('/api/v1/timelines/home')
    reachable = false
    await client.get('/api/v1/timelines/home')
    reachable = true
    await client.get('/api/v1/timelines/public')
    expect(heard).toEqual(['heard', 'served', 'heard'])
  })

  it('keeps only the newest pages of each account', async () => {
    const storage = memoryReading()
    const cache = readingCache(storage, 'server|1', 2, () => undefined)
    for (let i = 1; i <= 4; i++) {
      cache.save(`/api/v1/statuses/${i}`, { status: 200, link: null, data: i, savedAt: i })
      await settle()
    }
    await storage.put({
      key: 'server|2 /api/v1/statuses/1',
      owner: 'server|2',
      savedAt: 0,
      answer: { status: 200, link: null, data: 0, savedAt: 0 },
    })
    expect([...storage.entries.keys()].sort()).toEqual([
      'server|1 /api/v1/statuses/3',
      'server|1 /api/v1/statuses/4',
      'server|2 /api/v1/statuses/1',
    ])
    expect(await cache.load('/api/v1/statuses/1')).toBeUndefined()
  })

  it('keeps the filters however many pages are read after them, and names no time for them', async () => {
    const storage = memoryReading()
    const shown: number[] = []
    const cache = readingCache(storage, 'server|1', 2, (at) => shown.push(at))
    const filters = [{ id: 'f1', title: 'spoilers' }]
    cache.save('/api/v2/filters', { status: 200, link: null, data: filters, savedAt: 1 })
    await settle()
    for (let i = 2; i <= 5; i++) {
      cache.save(`/api/v1/statuses/${i}`, { status: 200, link: null, data: i, savedAt: i })
      await settle()
    }
    expect((await cache.load('/api/v2/filters'))?.data).toEqual(filters)
    expect(shown).toEqual([])
    // The pages are trimmed as ever; the filters are not one of them.
    expect([...storage.entries.values()].filter((e) => e.owner === 'server|1')).toHaveLength(2)
    expect((await cache.load('/api/v1/statuses/5'))?.data).toBe(5)
    expect(shown).toEqual([5])
  })
})

describe('a timeline page never read as such', () => {
  const page = (url: string, ids: string[], savedAt: number): SavedEntry => ({
    key: `o ${url}`,
    owner: 'o',
    savedAt,
    answer: { status: 200, link: null, data: ids.map((id) => ({ id })), savedAt },
  })
  const ids = (answer: { data: unknown } | undefined) =>
    (answer?.data as { id: string }[] | undefined)?.map((s) => s.id)
  // Two pages of home read around other places, and one of another timeline.
  const pages = [
    page('/api/v1/timelines/home?limit=3&with_muted=true', ['19', '18', '17'], 50),
    page('/api/v1/timelines/home?max_id=17&limit=3&with_muted=true', ['16', '15', '14'], 40),
    page('/api/v1/timelines/public?limit=3&with_muted=true', ['99'], 10),
  ]

  it('is pieced together from the pages of that timeline that were, around the place asked for', () => {
    const below = pieceTogether('/api/v1/timelines/home?max_id=18&limit=3&with_muted=true', pages)
    expect(ids(below)).toEqual(['17', '16', '15'])
    expect(below?.savedAt).toBe(40)
    const above = pieceTogether('/api/v1/timelines/home?min_id=15&limit=2&with_muted=true', pages)
    expect(ids(above)).toEqual(['17', '16'])
    const top = pieceTogether('/api/v1/timelines/home?with_muted=true&limit=2', pages)
    expect(ids(top)).toEqual(['19', '18'])
  })

  it('is nothing newer at the top, and no answer where nothing was saved', () => {
    expect(
      ids(pieceTogether('/api/v1/timelines/home?min_id=19&limit=3&with_muted=true', pages)),
    ).toEqual([])
    expect(pieceTogether('/api/v1/timelines/home?max_id=10&with_muted=true', pages)).toBeUndefined()
    expect(pieceTogether('/api/v1/timelines/tag/art?limit=3', pages)).toBeUndefined()
    expect(pieceTogether('/api/v1/statuses/5/context', pages)).toBeUndefined()
  })
})
