import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmojiReaction } from '../../../api/types'
import { useEntities } from '../../../store/entities'
import { usePreferences } from '../../../store/preferences'
import {
  account,
  deferred,
  fakeServer,
  resetStores,
  setupI18n,
  signIn,
  status,
  statusJson,
  STATUS_ID,
} from '../stats/testKit'
import { EmojiReactions } from './EmojiReactions'

const reaction = (name: string, count: number, me = false, url: string | null = null) =>
  ({ name, count, me, url, account_ids: [] }) satisfies EmojiReaction

const reactionsNow = () => useEntities.getState().statuses[STATUS_ID]!.emoji_reactions

beforeAll(setupI18n)
beforeEach(resetStores)
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function show(reactions: EmojiReaction[]) {
  useEntities.getState().ingestStatuses([status({ emoji_reactions: reactions })])
}

describe('EmojiReactions', () => {
  it('shows 12 reactions, then a +N expander', async () => {
    signIn()
    show(Array.from({ length: 14 }, (_, i) => reaction(String.fromCodePoint(0x1f600 + i), 1)))
    render(<EmojiReactions statusId={STATUS_ID} />)
    const list = screen.getByRole('list', { name: 'Reactions' })
    expect(within(list).getAllByRole('button', { pressed: false })).toHaveLength(12)
    const more = screen.getByRole('button', { name: 'Show 2 more reactions' })
    expect(more.textContent).toBe('+2')
    expect(more.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(more)
    expect(within(list).getAllByRole('button', { pressed: false })).toHaveLength(14)
    expect(
      screen.getByRole('button', { name: 'Show fewer reactions' }).getAttribute('aria-expanded'),
    ).toBe('true')
  })

  it('renders custom emoji as images named :shortcode:', async () => {
    signIn()
    show([reaction('blobcat', 3, true, 'https://x.example/blobcat.png')])
    render(<EmojiReactions statusId={STATUS_ID} />)
    const button = screen.getByRole('button', { name: ':blobcat: 3' })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(within(button).getByRole('img').getAttribute('alt')).toBe(':blobcat:')
  })

  it('toggles the own reaction at once and takes the count from the reply', async () => {
    signIn()
    show([reaction('👍', 2)])
    const reply = deferred<{ body: unknown }>()
    const calls = fakeServer(() => reply.promise)
    render(<EmojiReactions statusId={STATUS_ID} />)

    fireEvent.click(screen.getByRole('button', { name: '👍 2' }))
    // Applied before the server answers (once the toggling code is there: a member has it preloaded).
    expect((await screen.findByRole('button', { name: '👍 3' })).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(calls[0]!.method).toBe('PUT')
    expect(calls[0]!.url).toBe(
      `/api/v1/pleroma/statuses/${STATUS_ID}/reactions/${encodeURIComponent('👍')}`,
    )

    await act(async () => {
      reply.resolve({
        body: statusJson({
          emoji_reactions: [{ name: '👍', count: 5, me: true, account_ids: [] }],
        }),
      })
    })
    expect((await screen.findByRole('button', { name: '👍 5' })).getAttribute('aria-pressed')).toBe(
      'true',
    )
  })

  it('rolls back a failed toggle and says so', async () => {
    signIn()
    show([reaction('👍', 1, true), reaction('🎉', 2)])
    const reply = deferred<{ status: number; body: unknown }>()
    const calls = fakeServer(() => reply.promise)
    render(<EmojiReactions statusId={STATUS_ID} />)

    fireEvent.click(screen.getByRole('button', { name: '👍 1' }))
    await waitFor(() => expect(calls[0]?.method).toBe('DELETE'))
    // The only 👍 was the reader's own: it is gone at once.
    expect(reactionsNow().map((r) => r.name)).toEqual(['🎉'])

    await act(async () => {
      reply.resolve({ status: 500, body: { error: 'Something broke' } })
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Something broke')
    expect(reactionsNow()).toEqual([reaction('👍', 1, true), reaction('🎉', 2)])
  })

  it('lists reactions without controls for guests', async () => {
    show([reaction('👍', 2)])
    render(<EmojiReactions statusId={STATUS_ID} />)
    expect(screen.getByRole('list', { name: 'Reactions' }).textContent).toContain('👍')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('follows the emojiReactionsOnTimeline preference outside conversations', async () => {
    signIn()
    show([reaction('👍', 2)])
    usePreferences.getState().set('emojiReactionsOnTimeline', false)
    const { rerender } = render(<EmojiReactions statusId={STATUS_ID} context="timeline" />)
    expect(screen.queryByRole('list', { name: 'Reactions' })).toBeNull()
    // Adding a reaction stays possible.
    expect(await screen.findByRole('button', { name: 'Add reaction' })).toBeTruthy()
    rerender(<EmojiReactions statusId={STATUS_ID} context="conversation" />)
    expect(screen.getByRole('list', { name: 'Reactions' })).toBeTruthy()
  })

  it('leaves "Add reaction" to an action bar when asked, rendering nothing without reactions', async () => {
    signIn()
    show([])
    const { container } = render(<EmojiReactions statusId={STATUS_ID} withAddButton={false} />)
    expect(container.innerHTML).toBe('')
  })

  it('shows who reacted in a tooltip, fetched when first asked', async () => {
    signIn()
    show([reaction('👍', 2)])
    const calls = fakeServer(() => ({
      body: [
        { name: '👍', count: 2, me: false, accounts: [account('a1', 'ann'), account('b1', 'ben')] },
      ],
    }))
    render(<EmojiReactions statusId={STATUS_ID} />)
    const button = screen.getByRole('button', { name: '👍 2' })
    await act(async () => {
      fireEvent.focus(button)
    })
    await waitFor(() =>
      expect(calls[0]?.url).toBe(`/api/v1/pleroma/statuses/${STATUS_ID}/reactions`),
    )
    // The names show once the tooltip's code and the list have loaded.
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toContain('ann'))
    const tooltip = screen.getByRole('tooltip')
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id)
    expect(tooltip.textContent).toContain('ann')
    expect(tooltip.textContent).toContain('ben')
    fireEvent.keyDown(button, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('opens the real emoji picker lazily; Escape closes it and returns focus', async () => {
    signIn()
    show([])
    render(<EmojiReactions statusId={STATUS_ID} />)
    const add = await screen.findByRole('button', { name: 'Add reaction' })
    expect(add.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(add)
    expect(add.getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(add.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(add)
  })
})
