import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { normalizeStatus } from '../../api/normalize'
import { initI18n } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { DEFAULT_PREFERENCES, usePreferences, type Preferences } from '../../store/preferences'
import ConversationPage from './ConversationPage'
import { useThreadCache } from './threadCache'
import { jsonResponse, wireContext, wireStatus } from './testThread'
import { disclosureButton } from '../../test/disclosure'

let calls: string[] = []
let failContext = 0

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  calls = []
  failContext = 0
  useEntities.getState().clear()
  useThreadCache.getState().clear()
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://x').pathname
      calls.push(path)
      const m = /^\/api\/v1\/statuses\/([^/]+)(\/context)?$/.exec(path)
      if (!m?.[1] || m[1] === 'missing') return jsonResponse({ error: 'Record not found' }, 404)
      if (m[2] && failContext > 0) {
        failContext -= 1
        return jsonResponse({ error: 'Internal Server Error' }, 500)
      }
      return jsonResponse(m[2] ? wireContext(m[1]) : wireStatus(m[1]))
    }),
  )
})

afterEach(() => vi.unstubAllGlobals())

const setPrefs = (patch: Partial<Preferences>) =>
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, ...patch } })

function renderAt(id: string) {
  return render(
    <MemoryRouter initialEntries={[`/notice/${id}`]}>
      <Routes>
        <Route path="/notice/:id" element={<ConversationPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

const texts = () => screen.getAllByRole('article').map((a) => a.textContent ?? '')
const articleOf = (id: string) => {
  const found = screen.getAllByRole('article').find((a) => a.dataset.statusId === id)
  if (!found) throw new Error(`no article for ${id}`)
  return found
}

describe('ConversationPage, linear display', () => {
  it('shows the ancestors, the focused status and the replies in order', async () => {
    renderAt('b')
    expect(screen.getByRole('status').textContent).toContain('Loading')
    expect(await screen.findAllByRole('article')).toHaveLength(5)
    const order = texts().map((t) => /post (\w)/.exec(t)?.[1])
    expect(order).toEqual(['r', 'a', 'b', 'c', 'd'])
    expect(articleOf('b').getAttribute('aria-current')).toBe('true')
    expect(articleOf('a').getAttribute('aria-current')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation' })).toBeTruthy()
  })

  it('moves between statuses of the same conversation without fetching again', async () => {
    const user = userEvent.setup()
    renderAt('b')
    await screen.findAllByRole('article')
    const before = calls.length
    const link = within(articleOf('d'))
      .getAllByRole('link')
      .find((l) => l.getAttribute('href') === '/notice/d')
    await user.click(link as HTMLElement)
    expect(articleOf('d').getAttribute('aria-current')).toBe('true')
    expect(articleOf('b').getAttribute('aria-current')).toBeNull()
    expect(calls.length).toBe(before)
  })

  it('fetches only the context when the status is already cached', async () => {
    useEntities.getState().ingestStatuses([normalizeStatus(wireStatus('b'))])
    renderAt('b')
    await screen.findAllByRole('article')
    await screen.findByText('post d')
    expect(calls).toEqual(['/api/v1/statuses/b/context'])
  })

  it('shows an error with a retry button when loading fails', async () => {
    const user = userEvent.setup()
    failContext = 1
    renderAt('b')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Internal Server Error')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findAllByRole('article')).toHaveLength(5)
  })

  it('says when the post does not exist', async () => {
    renderAt('missing')
    expect((await screen.findByRole('alert')).textContent).toContain('could not be found')
  })
})

describe('ConversationPage, tree display', () => {
  it('offers diving into sub-threads only with conversationTreeAdvanced', async () => {
    setPrefs({ conversationDisplay: 'tree' })
    renderAt('r')
    await screen.findAllByRole('article')
    expect(
      screen.getAllByRole('button', { name: /Show replies|Hide replies/ }).length,
    ).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Dive into this thread' })).toBeNull()
  })

  it('nests replies and dives into a sub-thread and back', async () => {
    const user = userEvent.setup()
    setPrefs({ conversationDisplay: 'tree', conversationTreeAdvanced: true })
    renderAt('r')
    await screen.findAllByRole('article')
    expect(texts()).toHaveLength(5)
    const dive = screen.getAllByRole('button', { name: 'Dive into this thread' })
    // a and b have replies; r is the top level, d has none.
    expect(dive).toHaveLength(2)
    await user.click(dive[0] as HTMLElement)
    expect(screen.queryByText('post d')).toBeNull()
    expect(screen.getByText('post r')).toBeTruthy()
    const undive = screen.getByRole('button', { name: 'Undive' })
    expect(document.activeElement).toBe(undive)
    await user.click(undive)
    expect(screen.getByText('post d')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Undive' })).toBeNull()
  })

  it('collapses branches deeper than the depth rule behind "Show replies (N)"', async () => {
    const user = userEvent.setup()
    setPrefs({ conversationDisplay: 'tree', maxDepthInThread: 3 })
    renderAt('r')
    await screen.findByText('post b')
    expect(screen.queryByText('post c')).toBeNull()
    const show = disclosureButton('Show replies (1)', false)
    await user.click(show)
    expect(screen.getByText('post c')).toBeTruthy()
    const hide = screen.getAllByRole('button', { name: 'Hide replies' })
    expect(hide.every((b) => b.getAttribute('aria-expanded') === 'true')).toBe(true)
    // A branch can be hidden again.
    await user.click(hide[0] as HTMLElement)
    expect(screen.queryByText('post a')).toBeNull()
  })

  it('opens a reply dived into its sub-thread, ancestors above, other replies one click away', async () => {
    const user = userEvent.setup()
    setPrefs({ conversationDisplay: 'tree', conversationTreeFadeAncestors: true })
    renderAt('b')
    await screen.findByText('post b')
    expect(texts().map((t) => /post (\w)/.exec(t)?.[1])).toEqual(['r', 'a', 'b', 'c'])
    const ancestors = screen.getByRole('list', { name: 'Earlier posts in this thread' })
    expect(ancestors.className).toMatch(/faded/)
    await user.click(screen.getByRole('button', { name: 'Show 1 other reply to this post' }))
    expect(screen.getByText('post d')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Show all' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Show all' }))
    expect(screen.queryByRole('button', { name: 'Undive' })).toBeNull()
    expect(articleOf('b').getAttribute('aria-current')).toBe('true')
  })

  it('scrolls the focused status into view once loaded', async () => {
    const scroll = vi.fn()
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = scroll
    try {
      renderAt('c')
      await screen.findByText('post c')
      await waitFor(() => expect(scroll).toHaveBeenCalled())
      expect((scroll.mock.contexts[0] as HTMLElement).dataset.conversationItem).toBe('c')
    } finally {
      Element.prototype.scrollIntoView = original
    }
  })
})
