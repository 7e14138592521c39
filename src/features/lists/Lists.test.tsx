import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { LIST_MEMBER_SEARCH_DEBOUNCE } from '../../config/constants'
import { initI18n } from '../../i18n/i18n'
import { useNotices } from '../../store/notices'
import { useSession } from '../../store/session'
import ListEditPage from './ListEditPage'
import ListsNavItems from './ListsNavItems'
import ListsPage from './ListsPage'
import { useLists } from './store'
import { initialListsState } from './transitions'
import { stubModalDialogs } from '../../test/dialog'

const person = (id: string, acct = id) => ({ id, username: id, acct, display_name: id })
const bob = person('bob')
const carol = person('carol')
const dana = person('dana', 'dana@remote.example')

interface Call {
  key: string
  body: unknown
}

let calls: Call[]
let replies: Record<string, () => Response>

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers })

beforeAll(async () => {
  await initI18n('en')
  stubModalDialogs()
})

beforeEach(() => {
  calls = []
  replies = {
    'GET /api/v1/lists': () =>
      json([
        { id: '9', title: 'Friends' },
        { id: '10', title: 'Far away' },
      ]),
    'POST /api/v1/lists': () => json({ id: '77', title: 'Pals' }),
    'POST /api/v1/lists/77/accounts': () => json({}),
    'GET /api/v1/lists/5': () => json({ id: '5', title: 'Friends' }),
    'GET /api/v1/lists/5/accounts?limit=0': () => json([bob, carol]),
    'PUT /api/v1/lists/5': () => json({ id: '5', title: 'Close friends' }),
    'POST /api/v1/lists/5/accounts': () => json({}),
    'DELETE /api/v1/lists/5/accounts': () => json({}),
    'DELETE /api/v1/lists/5': () => json({}),
    'GET /api/v1/accounts/search?q=da&resolve=false&following=true': () => json([dana]),
    'GET /api/v1/accounts/search?q=da&resolve=false': () => json([dana, person('dave')]),
    'GET /api/v1/accounts/search?q=bo&resolve=false&following=true': () => json([bob]),
  }
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`
    calls.push({
      key,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    })
    return replies[key]?.() ?? json({ error: 'Record not found' }, 404)
  })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  useSession.setState({ currentUserId: 'me', instance: mergeInstanceConfig({}, '') })
  useLists.setState(initialListsState('me'), true)
  useNotices.getState().clear()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/lists" element={<ListsPage />} />
        <Route path="/lists/:id/edit" element={<ListEditPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  )
}

const where = () => screen.getByTestId('where').textContent
const keys = () => calls.map((c) => c.key)

describe('the lists page', () => {
  it('shows the lists newest first, each linking to its timeline and edit page', async () => {
    renderAt('/lists')
    expect(screen.getByRole('heading', { level: 1, name: 'Lists' })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Lists' })
    const links = within(list).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Far away', '/lists/10'],
      ['Edit', '/lists/10/edit'],
      ['Friends', '/lists/9'],
      ['Edit', '/lists/9/edit'],
    ])
    expect(within(list).getByRole('link', { name: 'Edit Friends' })).toBeTruthy()
  })

  it('says so when there are none', async () => {
    replies['GET /api/v1/lists'] = () => json([])
    renderAt('/lists')
    expect(await screen.findByText(/You have no lists yet/)).toBeTruthy()
  })

  it('shows a failure with a retry that loads them', async () => {
    replies['GET /api/v1/lists'] = () => json({ error: 'Internal server error' }, 500)
    renderAt('/lists')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your lists could not be loaded.')
    replies['GET /api/v1/lists'] = () => json([{ id: '1', title: 'Back again' }])
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeTruthy()
  })
})

describe('the create form', () => {
  async function openForm() {
    renderAt('/lists')
    const button = screen.getByRole('button', { name: 'New list' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    return screen.getByRole('form', { name: 'New list' })
  }

  it('keeps Create disabled until the title has more than spaces', async () => {
    const form = await openForm()
    const create = within(form).getByRole('button', { name: 'Create' }) as HTMLButtonElement
    const title = within(form).getByRole('textbox', { name: 'Title' })
    expect(document.activeElement).toBe(title)
    expect(create.disabled).toBe(true)
    await userEvent.type(title, '   ')
    expect(create.disabled).toBe(true)
    await userEvent.type(title, 'Pals')
    expect(create.disabled).toBe(false)
  })

  it('searches LIST_MEMBER_SEARCH_DEBOUNCE after the last keystroke, followed people only by default', async () => {
    vi.useFakeTimers()
    renderAt('/lists')
    fireEvent.click(screen.getByRole('button', { name: 'New list' }))
    const search = screen.getByRole('searchbox', { name: 'Find people' })
    expect(
      (screen.getByRole('checkbox', { name: 'Only people I follow' }) as HTMLInputElement).checked,
    ).toBe(true)
    fireEvent.input(search, { target: { value: 'd' } })
    await act(() => vi.advanceTimersByTimeAsync(LIST_MEMBER_SEARCH_DEBOUNCE - 500))
    fireEvent.input(search, { target: { value: 'da' } })
    await act(() => vi.advanceTimersByTimeAsync(LIST_MEMBER_SEARCH_DEBOUNCE - 1))
    expect(keys().filter((k) => k.includes('search'))).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(keys().filter((k) => k.includes('search'))).toEqual([
      'GET /api/v1/accounts/search?q=da&resolve=false&following=true',
    ])
    const results = screen.getByRole('list', { name: 'People found' })
    expect(within(results).getByRole('button', { name: 'Add @dana@remote.example' })).toBeTruthy()
    const form = screen.getByRole('form', { name: 'New list' })
    expect(within(form).getByRole('status').textContent).toBe('1 person found')
  })

  it('searches at once on Enter and again when the follow filter changes', async () => {
    const form = await openForm()
    const search = within(form).getByRole('searchbox', { name: 'Find people' })
    await userEvent.type(search, 'da{Enter}')
    await within(form).findByRole('button', { name: 'Add @dana@remote.example' })
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Only people I follow' }))
    await within(form).findByRole('button', { name: 'Add @dave' })
    expect(keys().filter((k) => k.includes('search'))).toEqual([
      'GET /api/v1/accounts/search?q=da&resolve=false&following=true',
      'GET /api/v1/accounts/search?q=da&resolve=false',
    ])
    // Enter searched; it did not submit the form.
    expect(keys()).not.toContain('POST /api/v1/lists')
  })

  it('creates the list, adds the members, then opens its timeline', async () => {
    const form = await openForm()
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Pals')
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Find people' }), 'da{Enter}')
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Add @dana@remote.example' }),
    )
    const members = within(form).getByRole('list', { name: 'Members' })
    expect(
      within(members).getByRole('button', { name: 'Remove @dana@remote.example' }),
    ).toBeTruthy()
    expect(within(form).getByText('On the list')).toBeTruthy()
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(where()).toBe('/lists/77'))
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([
      { key: 'POST /api/v1/lists', body: { title: 'Pals' } },
      { key: 'POST /api/v1/lists/77/accounts', body: { account_ids: ['dana'] } },
    ])
    expect(useLists.getState().lists.some((l) => l.id === '77')).toBe(true)
  })

  it('keeps everything typed when the list is refused', async () => {
    replies['POST /api/v1/lists'] = () => json({ error: 'Title is too long' }, 422)
    const form = await openForm()
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Pals')
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The list could not be created: Title is too long',
    )
    expect((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Pals',
    )
    expect(where()).toBe('/lists')
  })

  it('names the members the server would not take, and still opens the new list', async () => {
    replies['POST /api/v1/lists/77/accounts'] = () =>
      json({ error: 'Not Found: account dana not currently followed' }, 404)
    const form = await openForm()
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Pals')
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Find people' }), 'da{Enter}')
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Add @dana@remote.example' }),
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(where()).toBe('/lists/77'))
    const [notice] = useNotices.getState().notices
    expect(notice).toMatchObject({ messageKey: 'lists.members_not_added', level: 'warning' })
    expect(notice?.messageArgs.details).toBe(
      '@dana@remote.example (Not Found: account dana not currently followed)',
    )
  })
})

describe('the edit page', () => {
  it('saves the title, then sends only the members added and removed', async () => {
    renderAt('/lists/5/edit')
    const form = await screen.findByRole('form', { name: 'Edit list' })
    const title = within(form).getByRole('textbox', { name: 'Title' })
    expect((title as HTMLInputElement).value).toBe('Friends')
    expect(keys()).toContain('GET /api/v1/lists/5/accounts?limit=0')
    await userEvent.clear(title)
    const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    await userEvent.type(title, 'Close friends')
    await userEvent.click(within(form).getByRole('button', { name: 'Remove @carol' }))
    // The focus stays among the members.
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Remove @bob' }))
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Find people' }), 'da{Enter}')
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Add @dana@remote.example' }),
    )
    await userEvent.click(save)
    await waitFor(() => expect(where()).toBe('/lists/5'))
    expect(calls.filter((c) => !c.key.startsWith('GET'))).toEqual([
      { key: 'PUT /api/v1/lists/5', body: { title: 'Close friends' } },
      { key: 'POST /api/v1/lists/5/accounts', body: { account_ids: ['dana'] } },
      { key: 'DELETE /api/v1/lists/5/accounts', body: { account_ids: ['carol'] } },
    ])
    expect(useLists.getState().lists).toEqual([{ id: '5', title: 'Close friends' }])
  })

  it('stays with the reason when a member is refused, and retries only what is missing', async () => {
    replies['POST /api/v1/lists/5/accounts'] = () =>
      json({ error: 'Not Found: account dana not currently followed' }, 404)
    renderAt('/lists/5/edit')
    const form = await screen.findByRole('form', { name: 'Edit list' })
    await userEvent.click(within(form).getByRole('button', { name: 'Remove @carol' }))
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Find people' }), 'da{Enter}')
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Add @dana@remote.example' }),
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Not everyone could be added: @dana@remote.example (Not Found: account dana not currently followed)',
    )
    expect(where()).toBe('/lists/5/edit')
    // dana stays chosen; removing her and saving again sends nothing more for carol.
    await userEvent.click(within(form).getByRole('button', { name: 'Remove @dana@remote.example' }))
    calls = []
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(where()).toBe('/lists/5'))
    expect(calls).toEqual([])
  })

  it('deletes after confirmation and goes to the lists', async () => {
    renderAt('/lists/5/edit')
    const form = await screen.findByRole('form', { name: 'Edit list' })
    await userEvent.click(within(form).getByRole('button', { name: 'Delete list' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this list?' })
    expect(dialog.textContent).toContain('“Friends”')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(keys()).not.toContain('DELETE /api/v1/lists/5')
    await userEvent.click(within(form).getByRole('button', { name: 'Delete list' }))
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this list?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(where()).toBe('/lists'))
    expect(keys()).toContain('DELETE /api/v1/lists/5')
  })

  it('says when the list does not exist, with a way to the lists', async () => {
    renderAt('/lists/404/edit')
    expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to your lists' }).getAttribute('href')).toBe(
      '/lists',
    )
  })

  it('offers a retry when loading fails otherwise', async () => {
    replies['GET /api/v1/lists/5'] = () => json({ error: 'Internal server error' }, 500)
    renderAt('/lists/5/edit')
    const alert = await screen.findByRole('alert')
    replies['GET /api/v1/lists/5'] = () => json({ id: '5', title: 'Friends' })
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('form', { name: 'Edit list' })).toBeTruthy()
  })
})

describe('the navigation entries', () => {
  it('are nothing for guests', () => {
    useSession.setState({ currentUserId: null })
    useLists.setState(initialListsState(null), true)
    const { container } = render(
      <MemoryRouter>
        <ListsNavItems />
      </MemoryRouter>,
    )
    expect(container.innerHTML).toBe('')
    expect(calls).toEqual([])
  })

  it('link to the lists page and to each list by title, fetched when shown', async () => {
    render(
      <MemoryRouter initialEntries={['/lists/10']}>
        <ListsNavItems />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Lists' }).getAttribute('href')).toBe('/lists')
    const mine = await screen.findByRole('list', { name: 'Your lists' })
    const links = within(mine).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Far away', 'Friends'])
    expect(links[0]?.getAttribute('aria-current')).toBe('page')
    expect(keys()).toEqual(['GET /api/v1/lists'])
  })
})
