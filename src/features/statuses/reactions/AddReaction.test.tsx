import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEntities } from '../../../store/entities'
import {
  fakeServer,
  resetStores,
  setupI18n,
  signIn,
  status,
  statusJson,
  STATUS_ID,
} from '../stats/testKit'
import { EmojiReactions } from './EmojiReactions'

// A stand-in picker with one custom emoji, so the pick itself is under test.
vi.mock('../../emoji/EmojiPicker', () => ({
  default: ({ onPick }: { onPick: (e: { name: string; imageUrl?: string }) => void }) => (
    <div role="dialog" aria-label="Emoji picker">
      <button
        type="button"
        onClick={() => onPick({ name: 'blobcat', imageUrl: 'https://x/b.png' })}
      >
        :blobcat:
      </button>
    </div>
  ),
}))

beforeAll(setupI18n)
beforeEach(resetStores)
afterEach(cleanup)

describe('AddReaction', () => {
  it('reacts with the picked emoji and closes the picker', async () => {
    signIn()
    useEntities.getState().ingestStatuses([status({ emoji_reactions: [] })])
    const calls = fakeServer(() => ({
      body: statusJson({
        emoji_reactions: [
          { name: 'blobcat', count: 1, me: true, url: 'https://x/b.png', account_ids: [] },
        ],
      }),
    }))
    render(<EmojiReactions statusId={STATUS_ID} />)
    const add = await screen.findByRole('button', { name: 'Add reaction' })
    fireEvent.click(add)
    const pick = await screen.findByRole('button', { name: ':blobcat:' }, { timeout: 5000 })
    await act(async () => {
      fireEvent.click(pick)
    })
    await waitFor(() => expect(calls[0]?.method).toBe('PUT'))
    expect(calls[0]!.url).toBe(`/api/v1/pleroma/statuses/${STATUS_ID}/reactions/blobcat`)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(add)
    expect(screen.getByRole('button', { name: ':blobcat: 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
  })

  it('offline, stays in place but opens no picker and says why', async () => {
    signIn()
    useEntities.getState().ingestStatuses([status({ emoji_reactions: [] })])
    const calls = fakeServer(() => ({ body: statusJson() }))
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<EmojiReactions statusId={STATUS_ID} />)
    const add = await screen.findByRole('button', { name: 'Add reaction' })
    expect(add.getAttribute('aria-disabled')).toBe('true')
    expect(add.getAttribute('title')).toBe('Not available offline: this needs the server')
    fireEvent.click(add)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls).toEqual([])
    online.mockRestore()
  })
})
