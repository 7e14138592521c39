// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createApiClient, setReadCache } from '../../api/http'
import { NetworkError } from '../../api/errors'
import { readingCache, type ReadingStorage, type SavedEntry } from './readingCache'
import { statusIdOf, statusInSaved } from './savedStatus'

const status = (id: string, text = `post ${id}`) => ({ id, content: `<p>${text}</p>` })

const saved = (url: string, data: unknown, savedAt: number): SavedEntry => ({
  key: `me ${url}`,
  owner: 'me',
  savedAt,
  answer: { status: 200, link: null, data, savedAt },
})

describe('a status found in the saved pages', () => {
  it('reads the id of a single status only', () => {
    expect(statusIdOf('https://x.example/api/v1/statuses/01a2-b3')).toBe('01a2-b3')
    expect(statusIdOf('/api/v1/statuses/9/context')).toBeNull()
    expect(statusIdOf('/api/v1/timelines/home')).toBeNull()
  })

  it('is found in a timeline, a repeat, a notification, a thread, or grouped notifications', () => {
    const entries = [
      saved('/api/v1/timelines/home', [status('1'), { ...status('2'), reblog: status('3') }], 10),
      saved('/api/v1/notifications', [{ id: 'n1', type: 'mention', status: status('4') }], 10),
      saved(
        '/api/v1/statuses/9/context',
        { ancestors: [status('5')], descendants: [status('6')] },
        10,
      ),
      saved(
        '/api/v2/notifications',
        { accounts: [], statuses: [status('7')], notification_groups: [] },
        10,
      ),
    ]
    for (const id of ['1', '2', '3', '4', '5', '6', '7']) {
      expect(statusInSaved(id, entries)?.data).toMatchObject({ id })
    }
    expect(statusInSaved('8', entries)).toBeUndefined()
    // An account (it has no content) with the same id is no status.
    expect(statusInSaved('a', [saved('/api/v1/accounts/a', { id: 'a' }, 10)])).toBeUndefined()
  })

  it('is the copy of the latest page that holds it, with that page’s time', () => {
    const entries = [
      saved('/api/v1/timelines/home', [status('1', 'older copy')], 10),
      saved('/api/v1/timelines/public', [status('1', 'newer copy')], 30),
      saved('/api/v1/timelines/local', [status('1', 'middle copy')], 20),
    ]
    expect(statusInSaved('1', entries)).toEqual({
      status: 200,
      link: null,
      data: status('1', 'newer copy'),
      savedAt: 30,
    })
  })

  it('answers a thread opened offline whose status was only read in a timeline', async () => {
    const entries = new Map<string, SavedEntry>()
    const storage: ReadingStorage = {
      put: async (entry) => void entries.set(entry.key, entry),
      get: async (key) => entries.get(key),
      all: async (owner) => [...entries.values()].filter((e) => e.owner === owner),
      trim: async () => undefined,
    }
    const shown: number[] = []
    setReadCache(readingCache(storage, 'me', 10, (at) => shown.push(at)))
    try {
      await storage.put(saved('https://x.example/api/v1/timelines/home', [status('1')], 50))
      const client = createApiClient({
        baseUrl: 'https://x.example',
        fetch: async () => {
          throw new TypeError('Failed to fetch')
        },
      })
      expect(await client.get('/api/v1/statuses/1')).toEqual(status('1'))
      expect(shown).toEqual([50])
      await expect(client.get('/api/v1/statuses/2')).rejects.toBeInstanceOf(NetworkError)
    } finally {
      setReadCache(null)
    }
  })
})
