import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { normalizeStatus } from '../../api/normalize'
import { initI18n } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { useSignInPromptInPlace } from '../../store/signInPrompt'
import { DEFAULT_PREFERENCES, usePreferences } from '../../store/preferences'
import ConversationPage from './ConversationPage'
import { findPublicPage, publicPageOf } from './publicPage'
import { jsonResponse, wireStatus } from './testThread'
import { useThreadCache } from './threadCache'
import { api } from '../../api/client'

const ID = '01M87AW4W9MY1N27AXVDY410N2'
const PAGE = `https://gts.example/@bob/statuses/${ID}`

let asked: URL[] = []
let timeline: unknown[] = []

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  asked = []
  timeline = []
  useEntities.getState().clear()
  useThreadCache.getState().clear()
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  useSession.setState({ currentUserId: null })
  // GoToSocial to a guest: no single post, no context; the public timeline is open.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://client.example')
      asked.push(url)
      if (url.pathname.startsWith('/api/v1/statuses/'))
        return jsonResponse({ error: 'Unauthorized: token not supplied' }, 401)
      if (url.pathname === '/api/v1/timelines/public') return jsonResponse(timeline)
      return jsonResponse({ error: 'Not Found' }, 404)
    }),
  )
})

afterEach(() => vi.unstubAllGlobals())

const post = (id: string, url: string) => ({
  ...wireStatus(id),
  url,
  uri: `https://gts.example/users/bob/statuses/${id}`,
})

function renderAt(id: string) {
  function Prompt() {
    return <p>{useSignInPromptInPlace() ? 'claimed' : 'free'}</p>
  }
  return render(
    <MemoryRouter initialEntries={[`/notice/${id}`]}>
      <Prompt />
      <Routes>
        <Route path="/notice/:id" element={<ConversationPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('publicPageOf', () => {
  it("is the post's url, else its uri, never this client's own page for it", () => {
    const here = 'https://client.example'
    expect(publicPageOf({ url: PAGE, uri: 'https://gts.example/users/bob' }, here)).toBe(PAGE)
    expect(publicPageOf({ url: '', uri: 'https://gts.example/users/bob/statuses/1' }, here)).toBe(
      'https://gts.example/users/bob/statuses/1',
    )
    expect(
      publicPageOf({ url: 'https://client.example/notice/1', uri: 'javascript:alert(1)' }, here),
    ).toBeNull()
    expect(publicPageOf({ url: 'https://client.example/@bob/statuses/1' }, here)).toBe(
      'https://client.example/@bob/statuses/1',
    )
    expect(publicPageOf(undefined, here)).toBeNull()
  })
})

describe('findPublicPage', () => {
  it('asks the public timeline for the one post at that id', async () => {
    timeline = [post(ID, PAGE)]
    expect(await findPublicPage(api(), ID)).toBe(PAGE)
    const query = asked[0]?.searchParams
    expect(asked[0]?.pathname).toBe('/api/v1/timelines/public')
    expect(query?.get('max_id')).toBe(`${ID}0`)
    expect(query?.get('limit')).toBe('1')
    expect(query?.get('local')).toBeNull()
  })

  it('finds nothing when another post comes first, or the timeline is closed', async () => {
    timeline = [post('01M87AW4W9MY1N27AXVDY410N1', PAGE)]
    expect(await findPublicPage(api(), ID)).toBeNull()
    vi.stubGlobal('fetch', async () => jsonResponse({ error: 'Unauthorized' }, 401))
    expect(await findPublicPage(api(), ID)).toBeNull()
  })
})

describe('a post the API keeps from guests', () => {
  it('offers its public page, found by its id, and is the one sign-in prompt', async () => {
    timeline = [post(ID, PAGE)]
    renderAt(ID)
    const open = await screen.findByRole('link', { name: 'Open it on gts.example' })
    expect(open.getAttribute('href')).toBe(PAGE)
    expect(open.getAttribute('target')).toBeNull()
    expect(screen.getByText('This server shows this only to its signed-in members.')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Sign in to see it' })).toHaveLength(1)
    expect(screen.getByText('claimed')).toBeTruthy()
  })

  it('takes the page from the post when it was on screen, without asking', async () => {
    useEntities.getState().ingestStatuses([normalizeStatus(post(ID, PAGE))])
    renderAt(ID)
    expect(
      (await screen.findByRole('link', { name: 'Open it on gts.example' })).getAttribute('href'),
    ).toBe(PAGE)
    expect(asked.some((u) => u.pathname === '/api/v1/timelines/public')).toBe(false)
  })

  it('says it is for members, with the sign-in link alone, when no public page is known', async () => {
    renderAt(ID)
    expect(await screen.findByRole('link', { name: 'Sign in to see it' })).toBeTruthy()
    await vi.waitFor(() =>
      expect(asked.some((u) => u.pathname === '/api/v1/timelines/public')).toBe(true),
    )
    expect(screen.queryByRole('link', { name: /^Open it on/ })).toBeNull()
  })
})
