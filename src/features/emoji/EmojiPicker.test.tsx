import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { initI18n } from '../../i18n/i18n'
import { readJson, resetStorageProbe, writeJson } from '../../store/localStore'
import { useSession } from '../../store/session'
import EmojiPicker from './EmojiPicker'
import { loadStandardEmoji } from './standardEmoji'
import type * as StandardModule from './standardEmoji'
import type * as StickersModule from './stickers'

// A handful of standard emoji instead of the whole emojibase chunk keeps this test quick.
vi.mock('./standardEmoji', async (importOriginal) => {
  const actual = await importOriginal<typeof StandardModule>()
  const sections = actual.toStandardSections(
    [
      { unicode: '😀', label: 'grinning face', hexcode: '1F600', group: 0, order: 1 },
      { unicode: '😹', label: 'cat with tears of joy', hexcode: '1F639', group: 0, order: 2 },
      { unicode: '👍️', label: 'thumbs up', hexcode: '1F44D', group: 1, order: 3 },
      { unicode: '🐱', label: 'cat face', hexcode: '1F431', group: 3, order: 4, tags: ['pet'] },
    ],
    { '1F600': 'grinning', '1F639': 'joy_cat', '1F44D': ['+1', 'thumbsup'], '1F431': 'cat' },
  )
  return {
    ...actual,
    loadStandardEmoji: vi.fn(() => Promise.resolve(sections)),
    loadedStandardEmoji: () => null,
  }
})

vi.mock('./stickers', async (importOriginal) => {
  const actual = await importOriginal<typeof StickersModule>()
  const packs = [
    {
      pack: 'cats',
      path: '/static/stickers/cats/',
      meta: { title: 'Cat stickers', stickers: ['happy_cat.png', 'sad-cat.png'] },
    },
  ]
  return {
    ...actual,
    loadStickerPacks: () => Promise.resolve(packs),
    loadedStickerPacks: () => null,
  }
})

const customEmojis = [
  { shortcode: 'blobcat', url: '/emoji/blobs/blobcat.png', category: 'pack:blobs' },
  { shortcode: 'blobwave', url: '/emoji/blobs/blobwave.png', category: 'pack:blobs' },
  { shortcode: 'cofe', url: '/emoji/cofe/cofe.png', category: 'pack:cofe' },
  { shortcode: 'hidden', url: '/emoji/hidden.png', category: null, visible_in_picker: false },
]

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  localStorage.clear()
  resetStorageProbe()
  useSession.setState({ instance: mergeInstanceConfig({ customEmojis }, 'https://akkoma.example') })
})

afterEach(() => {
  vi.useRealTimers()
})

async function renderPicker(props: Partial<Parameters<typeof EmojiPicker>[0]> = {}) {
  const onPick = vi.fn()
  const onClose = vi.fn()
  const utils = render(<EmojiPicker onPick={onPick} onClose={onClose} {...props} />)
  // The standard groups arrive from a (mocked) lazy load.
  await screen.findByRole('columnheader', { name: 'Smileys & emotion' })
  // The opening frame shows only the rows in view; the rest follow once it
  // has painted, as the reader sees them (the last group, cofe, among them).
  await screen.findByRole('columnheader', { name: 'cofe' })
  return { ...utils, onPick, onClose }
}

describe('EmojiPicker', () => {
  it('is a labelled dialog with the search box focused and every group in the grid', async () => {
    await renderPicker()
    const dialog = screen.getByRole('dialog', { name: 'Emoji picker' })
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search emoji' }))
    const grid = within(dialog).getByRole('grid', { name: 'Emoji' })
    expect(within(grid).getByRole('button', { name: '😀' })).toBeTruthy()
    expect(within(grid).getByRole('button', { name: ':blobcat:' })).toBeTruthy()
    expect(within(grid).queryByRole('button', { name: ':hidden:' })).toBeNull()
    const image = within(grid).getByRole('img', { name: ':cofe:' })
    expect(image.getAttribute('loading')).toBe('lazy')
    // Groups in their fixed order; no recent group while nothing was used.
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Smileys & emotion', 'People & body', 'Animals & nature', 'blobs', 'cofe'])
    const jumps = within(screen.getByRole('toolbar', { name: 'Emoji groups' })).getAllByRole(
      'button',
    )
    expect(jumps.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Smileys & emotion',
      'People & body',
      'Animals & nature',
      'blobs',
      'cofe',
    ])
    expect(jumps[0]?.getAttribute('aria-current')).toBe('true')
  })

  it('says that the standard emoji are loading only once that takes a while', async () => {
    vi.useFakeTimers()
    let finish = (): void => undefined
    vi.mocked(loadStandardEmoji).mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (finish = resolve))
      return []
    })
    render(<EmojiPicker onPick={vi.fn()} onClose={vi.fn()} />)
    act(() => vi.advanceTimersByTime(299))
    expect(screen.queryByText('Loading emoji…')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Loading emoji…')).toBeTruthy()
    await act(async () => finish())
    expect(screen.queryByText('Loading emoji…')).toBeNull()
  })

  it('searches shortcodes and keywords after the 500 ms debounce', async () => {
    await renderPicker()
    vi.useFakeTimers()
    const search = screen.getByRole('searchbox', { name: 'Search emoji' })
    fireEvent.input(search, { target: { value: 'cat' } })
    act(() => vi.advanceTimersByTime(499))
    // Still the groups.
    expect(screen.getByRole('button', { name: ':cofe:' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    const grid = screen.getByRole('grid', { name: 'Search results' })
    // Exact shortcode first, then custom emoji, then the rest.
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.textContent || b.querySelector('img')?.alt),
    ).toEqual(['🐱', ':blobcat:', '😹'])
    expect(screen.queryByRole('button', { name: ':cofe:' })).toBeNull()
    expect(screen.queryByRole('toolbar', { name: 'Emoji groups' })).toBeNull()
    expect(screen.getByRole('status')?.textContent).toContain('3 emoji found')

    fireEvent.input(search, { target: { value: ':nothing' } })
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByText('No emoji match “nothing”.')).toBeTruthy()

    // Clearing brings the groups back without waiting.
    fireEvent.input(search, { target: { value: '' } })
    expect(screen.getByRole('grid', { name: 'Emoji' })).toBeTruthy()
  })

  it('picks with the pointer, remembers the emoji and shows it as recent next time', async () => {
    const { onPick, unmount } = await renderPicker()
    await userEvent.click(screen.getByRole('button', { name: ':blobcat:' }))
    expect(onPick).toHaveBeenCalledWith({
      name: 'blobcat',
      imageUrl: '/emoji/blobs/blobcat.png',
      replacement: ':blobcat:',
    })
    await userEvent.click(screen.getByRole('button', { name: '👍' }))
    expect(onPick).toHaveBeenLastCalledWith({ name: '👍', replacement: '👍' })
    expect(readJson('recent_emoji', [])).toEqual([
      { name: '👍', replacement: '👍' },
      { name: 'blobcat', replacement: ':blobcat:', imageUrl: '/emoji/blobs/blobcat.png' },
    ])
    unmount()

    await renderPicker()
    const grid = screen.getByRole('grid', { name: 'Emoji' })
    const [firstHeader] = within(grid).getAllByRole('columnheader')
    expect(firstHeader?.textContent).toContain('Recently used')
    const firstRow = within(grid).getAllByRole('row')[1] as HTMLElement
    expect(
      within(firstRow)
        .getAllByRole('button')
        .map((b) => b.getAttribute('title')),
    ).toEqual(['thumbs up', ':blobcat:'])
  })

  it('shows remembered emoji even before they are known again', async () => {
    writeJson('recent_emoji', [
      { name: 'gone', replacement: ':gone:', imageUrl: '/emoji/gone.png' },
    ])
    await renderPicker()
    expect(screen.getByRole('button', { name: ':gone:' })).toBeTruthy()
  })

  it('works from the keyboard: arrows move, Enter picks, Escape closes', async () => {
    const user = userEvent.setup()
    const { onPick, onClose } = await renderPicker()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '😀' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '😹' }))
    expect(screen.getByRole('button', { name: '😹' }).getAttribute('tabindex')).toBe('0')
    expect(screen.getByRole('button', { name: '😀' }).getAttribute('tabindex')).toBe('-1')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '👍' }))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: ':blobcat:' }))
    await user.keyboard('{ArrowRight}')
    await user.keyboard('{Enter}')
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'blobwave' }))
    await user.keyboard(' ')
    expect(onPick).toHaveBeenCalledTimes(2)
    // Tab leaves the grid: there is only one tab stop in it.
    await user.tab({ shift: true })
    const toolbar = screen.getByRole('toolbar', { name: 'Emoji groups' })
    expect(toolbar.contains(document.activeElement)).toBe(true)
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('picks the best match with Enter in the search box without waiting', async () => {
    const user = userEvent.setup()
    const { onPick } = await renderPicker()
    await user.type(screen.getByRole('searchbox'), 'cofe{Enter}')
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'cofe' }))
  })

  it('jumps to a group', async () => {
    const user = userEvent.setup()
    await renderPicker()
    // The jump bar is a toolbar: arrow keys move between its buttons.
    screen.getByRole('button', { name: 'Animals & nature' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'blobs' }))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'cofe' }))
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'cofe' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: ':cofe:' }).getAttribute('tabindex')).toBe('0')
  })

  it('has the close button call onClose', async () => {
    const { onClose } = await renderPicker()
    await userEvent.click(screen.getByRole('button', { name: 'Close the emoji picker' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('offers stickers only when enabled and present', async () => {
    const onPickSticker = vi.fn()
    const { unmount } = await renderPicker()
    expect(screen.queryByRole('tab')).toBeNull()
    unmount()

    await renderPicker({ enableStickers: true, onPickSticker })
    const stickersTab = await screen.findByRole('tab', { name: 'Stickers' })
    expect(screen.getByRole('tab', { name: 'Emoji' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.click(stickersTab)
    expect(stickersTab.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('heading', { name: 'Cat stickers' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'sad cat' }))
    expect(onPickSticker).toHaveBeenCalledWith({
      url: '/static/stickers/cats/sad-cat.png',
      name: 'sad-cat.png',
    })
  })
})
