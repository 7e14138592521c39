import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { akkomaStatusJson } from '../../api/testFixtures'
import { setApiToken } from '../../api/client'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { writeJson } from '../../store/localStore'
import { useTimelines } from '../../store/timelines'
import { DEFAULT_PREFERENCES, usePreferences } from '../../store/preferences'
import { resetSessionForTests } from '../../test/session'
import { afterFirstScreen, prefetchStartPage, resetStartPage } from './startPage'
import { loadHomeResume } from './homePlace'
import { mainTimelineSpec } from './timelineKinds'
import { fetchInitial } from './timelineService'

/* The start page's first statuses asked for during start-up, and taken by the timeline. */

let requests: string[] = []

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

/** An instance whose guests see the local timeline only, with a landing page of its own for them. */
const instance = (frontend: Record<string, unknown> = {}) =>
  mergeInstanceConfig(
    {
      v1: {
        pleroma: {
          metadata: {
            restrict_unauthenticated: { timelines: { local: false, federated: true } },
          },
        },
      },
      staticConfig: frontend,
    },
    '',
  )

beforeEach(() => {
  localStorage.clear()
  requests = []
  resetStartPage()
  resetSessionForTests()
  setApiToken(null)
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://x')
    requests.push(`${url.pathname}${url.search}`)
    if (url.pathname === '/api/v1/markers') return json({})
    return json([{ ...akkomaStatusJson(), id: 'S1' }])
  })
})

afterEach(() => setApiToken(null))

describe('the start page asked for during start-up', () => {
  // The marker is asked for by home's resume code, which loads as a chunk of its own.
  it("a member's home: the marker and the first page with the token alone, once", async () => {
    setApiToken('t')
    prefetchStartPage('/main/friends', { loggedIn: true, userId: 'u1', instance: null })
    prefetchStartPage('/main/friends', { loggedIn: true, userId: 'u1', instance: instance() })
    await loadHomeResume()
    expect([...requests].sort()).toEqual([
      '/api/v1/markers?timeline%5B%5D=home',
      '/api/v1/timelines/home?limit=20&with_muted=true',
    ])
  })

  it('home with a local reading place resumes there: the marker only', async () => {
    setApiToken('t')
    writeJson('reading:home:u1', { id: 'L', at: 1 })
    prefetchStartPage('/main/friends', { loggedIn: true, userId: 'u1', instance: null })
    await loadHomeResume()
    expect(requests).toEqual(['/api/v1/markers?timeline%5B%5D=home'])
  })

  it('a guest waits for the instance, and gets only what it shows', () => {
    prefetchStartPage('/main/public', { loggedIn: false, userId: null, instance: null })
    expect(requests).toEqual([])
    prefetchStartPage('/main/all', { loggedIn: false, userId: null, instance: instance() })
    expect(requests).toEqual([])
    resetStartPage()
    prefetchStartPage('/main/public', { loggedIn: false, userId: null, instance: instance() })
    expect(requests).toEqual(['/api/v1/timelines/public?limit=20&local=true&with_muted=true'])
  })

  it("the root follows the instance's landing page; other pages ask nothing", () => {
    const landing = instance({ redirectRootNoLogin: '/main/public' })
    prefetchStartPage('/', { loggedIn: false, userId: null, instance: landing })
    expect(requests).toEqual(['/api/v1/timelines/public?limit=20&local=true&with_muted=true'])
    resetStartPage()
    requests = []
    prefetchStartPage('/users/alice', { loggedIn: false, userId: null, instance: landing })
    expect(requests).toEqual([])
  })

  it('the timeline takes the page asked for, but not once its parameters or token changed', async () => {
    prefetchStartPage('/main/public', { loggedIn: false, userId: null, instance: instance() })
    await fetchInitial(mainTimelineSpec('public'))
    expect(requests).toHaveLength(1)
    expect(useTimelines.getState().timelines.public?.statusIds).toEqual(['S1'])

    resetStartPage()
    useTimelines.getState().clearAll()
    prefetchStartPage('/main/public', { loggedIn: false, userId: null, instance: instance() })
    usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, replyVisibility: 'following' } })
    await fetchInitial(mainTimelineSpec('public'))
    expect(requests.slice(1)).toEqual([
      '/api/v1/timelines/public?limit=20&local=true&with_muted=true',
      '/api/v1/timelines/public?limit=20&local=true&with_muted=true&reply_visibility=following',
    ])

    resetStartPage()
    useTimelines.getState().clearAll()
    usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
    prefetchStartPage('/main/public', { loggedIn: false, userId: null, instance: instance() })
    setApiToken('signed-in-meanwhile')
    await fetchInitial(mainTimelineSpec('public'))
    expect(requests).toHaveLength(5)
  })
})

describe('the first screen of a page that opened on no timeline', () => {
  afterEach(() => document.body.replaceChildren())

  const settled = (promise: Promise<void>) => {
    let done = false
    void promise.then(() => (done = true))
    return () => done
  }
  const frames = async (count: number) => {
    for (let i = 0; i < count; i++) await new Promise((r) => requestAnimationFrame(() => r(null)))
    await new Promise((r) => setTimeout(r, 0))
  }

  it('is there once the main column shows its heading, or the error it could not load', async () => {
    for (const content of ['<h1>About</h1>', '<div role="alert">No such user</div>']) {
      document.body.innerHTML = '<main><p>Loading</p></main>'
      const isDone = settled(afterFirstScreen(60_000))
      await frames(3)
      expect(isDone()).toBe(false)
      document.querySelector('main')!.innerHTML = content
      await frames(3)
      expect(isDone()).toBe(true)
    }
  })
})
