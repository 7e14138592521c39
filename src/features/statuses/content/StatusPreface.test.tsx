import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api/errors'
import { POPOVER_OPEN_DELAY } from '../../../config/constants'
import { normalizeStatus } from '../../../api/normalize'
import { akkomaStatusJson } from '../../../api/testFixtures'
import type { Mention } from '../../../api/types'
import { initI18n } from '../../../i18n/i18n'
import { useEntities, type StoredStatus } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { useStatusHistory } from '../history/historyStore'
import { StatusPreface } from './index'
import { storedStatus } from './testStatus'
import { disclosureButton } from '../../../test/disclosure'

const getStatus = vi.hoisted(() => vi.fn())
vi.mock('../../../api/endpoints/statuses', () => ({ getStatus }))

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  useEntities.setState({ statuses: {}, accounts: {} })
  useSession.setState({ instance: null })
  useStatusHistory.setState({ statusId: null })
  getStatus.mockReset()
})

function enableEditing(editHistory = true) {
  useSession.setState({
    instance: {
      features: { editing: true, editHistory },
      restrictedNicknames: [],
    } as unknown as NonNullable<ReturnType<typeof useSession.getState>['instance']>,
  })
}

const quiet: Partial<StoredStatus> = {
  in_reply_to_id: null,
  in_reply_to_account_id: null,
  edited_at: null,
  mentions: [],
  content: '<p>hello</p>',
}

function show(overrides: Partial<StoredStatus>) {
  const status = storedStatus({ ...quiet, ...overrides })
  return render(
    <MemoryRouter>
      <StatusPreface status={status} />
    </MemoryRouter>,
  )
}

const people = (n: number): Mention[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `m${i}`,
    username: `user${i}`,
    acct: `user${i}`,
    url: `https://local.example/users/user${i}`,
  }))

describe('mentions line', () => {
  it('shows five mentions and +N more, expandable and collapsible', async () => {
    show({ mentions: people(8) })
    const list = screen.getByRole('list', { name: 'Mentioned accounts' })
    expect(list.querySelectorAll('a')).toHaveLength(5)
    expect(screen.getByRole('link', { name: '@user0' }).getAttribute('href')).toBe('/users/user0')
    const more = screen.getByRole('button', { name: '+3 more mentioned accounts' })
    expect(more.textContent).toBe('+3 more')
    expect(more.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(more)
    expect(list.querySelectorAll('a')).toHaveLength(8)
    const fewer = disclosureButton('Show fewer', true)
    await userEvent.click(fewer)
    expect(list.querySelectorAll('a')).toHaveLength(5)
  })

  it('has no expander for a few mentions', () => {
    show({ mentions: people(2) })
    expect(screen.getAllByRole('link')).toHaveLength(2)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('leaves the account replied to to the reply-to line', () => {
    const parent = normalizeStatus(akkomaStatusJson())
    useEntities.getState().ingestStatuses([{ ...parent, id: 'p1' }])
    const [first, second] = people(2)
    show({
      mentions: [{ ...first!, id: parent.account.id }, second!],
      in_reply_to_id: 'p1',
      in_reply_to_account_id: parent.account.id,
    })
    const list = screen.getByRole('list', { name: 'Mentioned accounts' })
    expect(list.textContent).toBe('@user1')
  })
})

describe('edited marker', () => {
  it('opens the edit history, with the edit time in its title', async () => {
    enableEditing()
    const status = storedStatus({ ...quiet, edited_at: '2024-03-01T12:05:00.000Z' })
    render(
      <MemoryRouter>
        <StatusPreface status={status} />
      </MemoryRouter>,
    )
    const marker = screen.getByRole('button', { name: /^Edited/ })
    expect(marker.getAttribute('title')).toMatch(/^Edited .*2024/)
    await userEvent.click(marker)
    expect(useStatusHistory.getState().statusId).toBe(status.id)
  })

  it('is plain text where the server keeps no history to open (Hollo)', () => {
    enableEditing(false)
    const status = storedStatus({ ...quiet, edited_at: '2024-03-01T12:05:00.000Z' })
    const { container } = render(
      <MemoryRouter>
        <StatusPreface status={status} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('button', { name: /^Edited/ })).toBeNull()
    expect(container.textContent).toMatch(/^Edited/)
  })

  it('is not shown when the instance has no editing', () => {
    const { container } = show({ edited_at: '2024-03-01T12:05:00.000Z' })
    expect(container.textContent).toBe('')
  })
})

describe('reply-to line and popover', () => {
  // The preview is a lazy module: its first import can take a while on a busy machine.
  const slow = { timeout: 5000 }

  const parentStatus = () => ({
    ...normalizeStatus(akkomaStatusJson()),
    id: 'parent1',
    spoiler_text: '',
    content: '<p>The parent post<br>second line</p>',
  })

  it('links to the parent and previews it from the cache on hover', async () => {
    const parent = parentStatus()
    useEntities.getState().ingestStatuses([parent])
    show({ in_reply_to_id: 'parent1', in_reply_to_account_id: parent.account.id })
    const link = screen.getByRole('link', { name: `Reply to @${parent.account.acct}` })
    expect(link.getAttribute('href')).toBe('/notice/parent1')
    await userEvent.hover(link)
    const tip = await screen.findByRole('tooltip', {}, slow)
    expect(tip.textContent).toContain('The parent post')
    expect(link.getAttribute('aria-describedby')).toBe(tip.id)
    expect(getStatus).not.toHaveBeenCalled()
    await userEvent.unhover(link)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('fetches a parent that is not cached, on focus, and closes on Escape', async () => {
    getStatus.mockResolvedValue(parentStatus())
    show({ in_reply_to_id: 'parent1', in_reply_to_acct: 'dana@remote.example' })
    const link = screen.getByRole('link', { name: 'Reply to @dana@remote.example' })
    link.focus()
    expect(await screen.findByText(/The parent post/, {}, slow)).toBeTruthy()
    expect(getStatus).toHaveBeenCalledWith(expect.anything(), 'parent1')
    expect(useEntities.getState().statuses.parent1).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('Escape before the preview opens keeps it closed', () => {
    vi.useFakeTimers()
    try {
      show({ in_reply_to_id: 'parent1', in_reply_to_acct: 'bob' })
      const link = screen.getByRole('link', { name: 'Reply to @bob' })
      const opened = () => link.hasAttribute('aria-describedby')
      link.focus()
      fireEvent.keyDown(link, { key: 'Escape' })
      act(() => vi.advanceTimersByTime(POPOVER_OPEN_DELAY * 4))
      expect(opened()).toBe(false)
      // Without the Escape, the same wait opens it.
      link.blur()
      link.focus()
      act(() => vi.advanceTimersByTime(POPOVER_OPEN_DELAY * 4))
      expect(opened()).toBe(true)
      fireEvent.keyDown(link, { key: 'Escape' })
      expect(opened()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('says the status is unavailable when fetching fails', async () => {
    getStatus.mockRejectedValue(
      new ApiError({
        status: 404,
        statusText: 'Not Found',
        body: { error: 'Record not found' },
        url: '/api/v1/statuses/gone',
      }),
    )
    show({ in_reply_to_id: 'gone', in_reply_to_acct: 'bob' })
    screen.getByRole('link', { name: 'Reply to @bob' }).focus()
    const tip = await screen.findByRole('tooltip', {}, slow)
    expect(await screen.findByText(/This post is not available/, {}, slow)).toBeTruthy()
    expect(tip).toBeTruthy()
  })
})
