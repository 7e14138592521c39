// @vitest-environment jsdom
// jsdom, not the default happy-dom, whose IntersectionObserver never reports the polls on screen.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { pollJson } from '../../../api/testFixtures'
import type { Poll as PollEntity } from '../../../api/types'
import { TRACKED_POLL_INTERVAL } from '../../../config/constants'
import { useEntities } from '../../../store/entities'
import { fakeServer, resetStores, setupI18n, signIn, status, STATUS_ID } from '../stats/testKit'
import { Poll } from './Poll'
import { trackedPollStatusIds } from './pollTracker'

/** Tea or coffee, not yet voted in. */
const poll = (changes: Partial<PollEntity> = {}): PollEntity =>
  pollJson({
    voted: false,
    own_votes: [],
    options: [
      { title: 'Tea', votes_count: 1 },
      { title: 'Coffee', votes_count: 2 },
    ],
    ...changes,
  })

/** The server's answer to a vote for coffee. */
const pollWire = (changes: Record<string, unknown> = {}) => ({
  ...pollJson({
    votes_count: 4,
    voters_count: 4,
    options: [
      { title: 'Tea', votes_count: 1 },
      { title: 'Coffee', votes_count: 3 },
    ],
  }),
  ...changes,
})

beforeAll(setupI18n)
beforeEach(resetStores)
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function show(p: PollEntity, id = STATUS_ID) {
  useEntities.getState().ingestStatuses([status({ id, poll: p })])
}

describe('Poll', () => {
  it('offers radio buttons and enables Vote only once an option is chosen', async () => {
    signIn()
    show(poll())
    const calls = fakeServer(() => ({ body: pollWire() }))
    render(<Poll statusId={STATUS_ID} />)

    const group = screen.getByRole('group', { name: 'Choose one option' })
    const vote = screen.getByRole('button', { name: 'Vote' })
    expect(vote).toHaveProperty('disabled', true)
    // Voting with nothing chosen does nothing.
    fireEvent.submit(vote.closest('form')!)
    expect(calls).toHaveLength(0)

    fireEvent.click(within(group).getByRole('radio', { name: 'Coffee' }))
    expect(vote).toHaveProperty('disabled', false)
    await act(async () => {
      fireEvent.click(vote)
    })

    // The reply replaced the poll in the cache: results now, own choice marked.
    const results = await screen.findByRole('list', { name: 'Poll results' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.method).toBe('POST')
    expect(calls[0]!.url).toBe('/api/v1/polls/poll1/votes')
    expect(JSON.parse(calls[0]!.body)).toEqual({ choices: [1] })
    expect(useEntities.getState().statuses[STATUS_ID]!.poll!.voted).toBe(true)
    const items = within(results).getAllByRole('listitem')
    expect(items[0]!.textContent).toContain('25%')
    expect(items[1]!.textContent).toContain('75%')
    expect(items[1]!.textContent).toContain('(your choice)')
    expect(items[0]!.textContent).not.toContain('(your choice)')
    expect(items[1]!.querySelector('meter')?.getAttribute('value')).toBe('75')
    expect(screen.getByText('4 votes')).toBeTruthy()
  })

  it('uses checkboxes for multiple choice and sends every choice', async () => {
    signIn()
    show(poll({ multiple: true, voters_count: 2 }))
    const calls = fakeServer(() => ({ body: pollWire({ multiple: true, own_votes: [0, 1] }) }))
    render(<Poll statusId={STATUS_ID} />)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tea' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coffee' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vote' }))
    })
    expect(JSON.parse(calls[0]!.body)).toEqual({ choices: [0, 1] })
  })

  it('shows a failed vote in an error banner and keeps the form', async () => {
    signIn()
    show(poll())
    fakeServer(() => ({ status: 422, body: { error: 'Poll is closed' } }))
    render(<Poll statusId={STATUS_ID} />)
    fireEvent.click(screen.getByRole('radio', { name: 'Tea' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vote' }))
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Poll is closed')
    expect(screen.getByRole('button', { name: 'Vote' })).toHaveProperty('disabled', false)
  })

  it('shows results to guests and for closed polls', () => {
    show(poll())
    render(<Poll statusId={STATUS_ID} />)
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull()
    expect(screen.getByRole('list', { name: 'Poll results' }).textContent).toContain('33%')
    cleanup()

    signIn()
    show(poll({ expired: true, expires_at: '2020-01-01T00:00:00.000Z', votes_count: 0 }))
    render(<Poll statusId={STATUS_ID} />)
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull()
    expect(screen.getByText(/^Closed/)).toBeTruthy()
    // No votes: every share is 0.
    expect(screen.getByRole('list', { name: 'Poll results' }).textContent).not.toMatch(/NaN/)
  })

  it('refreshes open polls on screen with one shared timer', async () => {
    vi.useFakeTimers()
    show(poll())
    show({ ...poll(), id: 'poll2' }, 'S2')
    const calls = fakeServer((req) => ({
      body: pollWire({ id: req.url.split('/').pop(), votes_count: 9, voted: false }),
    }))
    const { unmount } = render(
      <>
        <Poll statusId={STATUS_ID} />
        <Poll statusId="S2" />
      </>,
    )
    expect(trackedPollStatusIds().sort()).toEqual([STATUS_ID, 'S2'])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TRACKED_POLL_INTERVAL)
    })
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/v1/polls/poll1', '/api/v1/polls/poll2'])
    expect(useEntities.getState().statuses[STATUS_ID]!.poll!.votes_count).toBe(9)

    unmount()
    expect(trackedPollStatusIds()).toEqual([])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TRACKED_POLL_INTERVAL * 2)
    })
    expect(calls).toHaveLength(2)
  })

  it('does not refresh closed polls', () => {
    show(poll({ expired: true }))
    render(<Poll statusId={STATUS_ID} />)
    expect(trackedPollStatusIds()).toEqual([])
  })
})
