import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import { initI18n } from '../../../i18n/i18n'
import { resetStorageProbe } from '../../../store/localStore'
import { useNotices } from '../../../store/notices'
import { useSession } from '../../../store/session'
import { loadEmojiPicker } from '../../emoji'
import type * as Emoji from '../../emoji'
import { EmojiInsertButton } from './EmojiInsertButton'
import { disclosureButton } from '../../../test/disclosure'

vi.mock('../../emoji/standardEmoji', async (importOriginal) => {
  const { oneStandardEmoji } = await import('../../../test/standardEmoji')
  return oneStandardEmoji(await importOriginal<typeof Emoji>(), true)
})

vi.mock('../../emoji/stickers', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>()
  const packs = [
    {
      pack: 'cats',
      path: '/static/stickers/cats/',
      meta: { title: 'Cat stickers', stickers: ['happy_cat.png'] },
    },
  ]
  return {
    ...actual,
    loadStickerPacks: () => Promise.resolve(packs),
    loadedStickerPacks: () => packs,
  }
})

// The picker as the emoji area hands it out, with the standard emoji and stickers mocked above.
const { default: EmojiPicker } = await loadEmojiPicker()

const customEmojis = [
  { shortcode: 'blobcat', url: '/emoji/blobs/blobcat.png', category: 'pack:blobs' },
]

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  localStorage.clear()
  resetStorageProbe()
  useNotices.getState().clear()
  useSession.setState({ instance: mergeInstanceConfig({ customEmojis }, 'https://akkoma.example') })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Opens the picker on its stickers and picks the one sticker there. */
async function pickHappyCat(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Insert emoji' }))
  await user.click(await screen.findByRole('tab', { name: 'Stickers' }))
  await user.click(screen.getByRole('button', { name: 'happy cat' }))
}

describe('EmojiInsertButton', () => {
  it('opens the picker, inserts the picked emoji and returns focus to the button', async () => {
    const user = userEvent.setup()
    const onInsert = vi.fn()
    render(<EmojiInsertButton onInsert={onInsert} />)
    const button = disclosureButton('Insert emoji', false)
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const dialog = await screen.findByRole('dialog', { name: 'Emoji picker' }, { timeout: 5000 })
    // No stickers tab without a sticker handler.
    expect(within(dialog).queryByRole('tab')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: ':blobcat:' }))
    expect(onInsert).toHaveBeenCalledWith(':blobcat:')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)

    await user.click(button)
    await screen.findByRole('dialog', { name: 'Emoji picker' })
    await user.click(screen.getByRole('button', { name: '😀' }))
    expect(onInsert).toHaveBeenLastCalledWith('😀')
  })

  it('closes with Escape, focus back on the button', async () => {
    const user = userEvent.setup()
    render(<EmojiInsertButton onInsert={vi.fn()} />)
    const button = screen.getByRole('button', { name: 'Insert emoji' })
    await user.click(button)
    await screen.findByRole('dialog', { name: 'Emoji picker' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('fetches a picked sticker and hands it over as a named file', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), {
          status: 200,
        }),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    const onSticker = vi.fn()
    render(<EmojiInsertButton onInsert={vi.fn()} onSticker={onSticker} />)
    await pickHappyCat(user)
    await waitFor(() => expect(onSticker).toHaveBeenCalledTimes(1))
    const file = onSticker.mock.calls[0]?.[0] as File
    expect(file).toBeInstanceOf(File)
    expect(file.name).toBe('happy_cat.png')
    expect(file.type).toBe('image/png')
    expect(fetchMock).toHaveBeenCalledWith('/static/stickers/cats/happy_cat.png', {
      credentials: 'same-origin',
    })
    expect(screen.getByRole('button', { name: 'Insert emoji' })).toHaveProperty('disabled', false)
  })

  it('says so when a sticker cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 404, statusText: 'Not Found' }))),
    )
    const user = userEvent.setup()
    const onSticker = vi.fn()
    render(<EmojiInsertButton onInsert={vi.fn()} onSticker={onSticker} />)
    await pickHappyCat(user)
    await waitFor(() => expect(useNotices.getState().notices).toHaveLength(1))
    expect(useNotices.getState().notices[0]).toMatchObject({
      messageKey: 'compose_autocomplete.sticker_failed',
      messageArgs: { message: '404 Not Found' },
    })
    expect(onSticker).not.toHaveBeenCalled()
  })

  it('is disabled when the form is', () => {
    render(<EmojiInsertButton onInsert={vi.fn()} disabled />)
    expect(screen.getByRole('button', { name: 'Insert emoji' })).toHaveProperty('disabled', true)
  })
})

describe('EmojiPicker with a few hundred custom emoji', () => {
  it('renders only the rows near the viewport', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      shortcode: `gen_${String(i).padStart(3, '0')}`,
      url: `/emoji/pack${i % 5}/gen_${i}.png`,
      category: `pack:pack${i % 5}`,
    }))
    useSession.setState({
      instance: mergeInstanceConfig({ customEmojis: many }, 'https://akkoma.example'),
    })
    render(<EmojiPicker onPick={vi.fn()} onClose={vi.fn()} />)
    const grid = await screen.findByRole('grid', { name: 'Emoji' })
    await act(async () => {})
    const buttons = within(grid).getAllByRole('button')
    expect(buttons.length).toBeGreaterThan(0)
    expect(buttons.length).toBeLessThan(150)
    // Every pack is still reachable from the jump bar.
    const jumps = within(screen.getByRole('toolbar', { name: 'Emoji groups' })).getAllByRole(
      'button',
    )
    expect(jumps.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Smileys & emotion',
      'pack0',
      'pack1',
      'pack2',
      'pack3',
      'pack4',
    ])
  })
})
