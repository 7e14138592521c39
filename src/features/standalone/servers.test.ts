import { beforeEach, describe, expect, it } from 'vitest'
import { resetStorageProbe } from '../../store/localStore'
import { checkServer } from './check'
import {
  chooseServer,
  chosenServer,
  parseServerInput,
  recentServers,
  rememberServer,
} from './servers'

describe('parseServerInput', () => {
  it.each([
    ['example.social', 'https://example.social'],
    ['  Example.Social  ', 'https://example.social'],
    ['https://example.social/@alice/123', 'https://example.social'],
    ['http://example.social', 'http://example.social'],
    ['@alice@example.social', 'https://example.social'],
    ['alice@example.social', 'https://example.social'],
    ['example.social:8443', 'https://example.social:8443'],
    ['127.0.0.1:9500', 'http://127.0.0.1:9500'],
    ['localhost:8080', 'http://localhost:8080'],
    ['https://127.0.0.1:9500', 'https://127.0.0.1:9500'],
  ])('%s → %s', (input, expected) => {
    expect(parseServerInput(input)).toBe(expected)
  })

  it.each(['', '   ', 'not a server', 'intranet', 'ftp://example.social', '@alice', 'a b.social'])(
    'refuses %j',
    (input) => {
      expect(parseServerInput(input)).toBeNull()
    },
  )
})

describe('servers used on this browser', () => {
  beforeEach(() => {
    localStorage.clear()
    resetStorageProbe()
  })

  it('suggests the most recent first, once each, never the page’s own', () => {
    rememberServer('https://a.social')
    rememberServer('https://b.social')
    rememberServer('https://a.social')
    rememberServer('')
    expect(recentServers()).toEqual(['https://a.social', 'https://b.social'])
  })

  it('keeps the chosen server', () => {
    expect(chosenServer()).toBeNull()
    chooseServer('https://a.social')
    expect(chosenServer()).toBe('https://a.social')
  })
})

const jsonReply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('checkServer', () => {
  const nodeinfoLinks = {
    links: [
      {
        rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
        href: 'https://a.social/nodeinfo/2.0.json',
      },
    ],
  }

  it('finds a fediverse server through nodeinfo and the instance', async () => {
    const seen: string[] = []
    const result = await checkServer('https://a.social', (url) => {
      seen.push(url)
      if (url.endsWith('/.well-known/nodeinfo')) return Promise.resolve(jsonReply(nodeinfoLinks))
      if (url.endsWith('/nodeinfo/2.0.json'))
        return Promise.resolve(jsonReply({ software: { name: 'akkoma' } }))
      return Promise.resolve(jsonReply({ uri: 'a.social', title: 'A' }))
    })
    expect(result).toEqual({ kind: 'ok', software: 'akkoma' })
    expect(seen).toEqual([
      'https://a.social/.well-known/nodeinfo',
      'https://a.social/nodeinfo/2.0.json',
      'https://a.social/api/v1/instance',
    ])
  })

  it('says a web site that answers without the API is not a fediverse server', async () => {
    const result = await checkServer('https://shop.example', () =>
      Promise.resolve(new Response('<html></html>', { status: 404 })),
    )
    expect(result).toEqual({ kind: 'not-fediverse' })
  })

  it('tells a refused origin (no-cors answers) from an unreachable server', async () => {
    const refused = await checkServer('https://a.social', (_url, init) =>
      init?.mode === 'no-cors'
        ? Promise.resolve(new Response(null, { status: 200 }))
        : Promise.reject(new TypeError('Failed to fetch')),
    )
    expect(refused).toEqual({ kind: 'refused' })
    const down = await checkServer('https://a.social', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    )
    expect(down).toEqual({ kind: 'unreachable' })
  })
})
