// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiClient, setReadCache, type SavedAnswer } from './http'

/*
 * Its own file: the answers gathered before the first cache is installed
 * are module state, gathered once per page.
 */
describe('a member’s first answers, before the offline code loads', () => {
  it('are handed to the cache once it is installed: pages of statuses, notifications and filters, for a member only', async () => {
    const fetch = async () => new Response(JSON.stringify([{ id: '1' }]))
    const member = new ApiClient({ fetch, token: 'token' })
    const guest = new ApiClient({ fetch })
    await guest.get('/api/v1/timelines/public')
    await member.get('/api/v1/timelines/home', { query: { limit: 20 } })
    await member.get('/api/v1/notifications', { query: { limit: 20 } })
    await member.get('/api/v1/markers', { query: { timeline: 'notifications' } })
    await member.get('/api/v2/filters')
    await member.get('/api/v1/statuses/5/context')

    const saved: [string, SavedAnswer][] = []
    setReadCache({
      wants: (url) => !url.includes('context'),
      answers: () => false,
      save: (url, answer) => saved.push([url, answer]),
      load: async () => undefined,
    })
    expect(saved.map(([url]) => url)).toEqual([
      '/api/v1/timelines/home?limit=20',
      '/api/v1/notifications?limit=20',
      '/api/v2/filters',
    ])
    expect(saved[0]?.[1].data).toEqual([{ id: '1' }])

    // Once a cache was there, nothing more is gathered for a later one.
    setReadCache(null)
    await member.get('/api/v1/timelines/home')
    const later: string[] = []
    setReadCache({
      wants: () => true,
      answers: () => true,
      save: (url) => later.push(url),
      load: async () => undefined,
    })
    expect(later).toEqual([])
    setReadCache(null)
  })
})
