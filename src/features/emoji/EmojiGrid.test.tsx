import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EmojiGrid } from './EmojiGrid'
import type { EmojiSection, PickerEmoji } from './types'

const custom = (i: number): PickerEmoji => ({
  name: `e${i}`,
  imageUrl: `/emoji/e${i}.svg`,
  replacement: `:e${i}:`,
  displayText: `e${i}`,
  keywords: [],
  title: `:e${i}:`,
})

const sections: EmojiSection[] = [
  {
    id: 'custom:many',
    title: { text: 'many' },
    icon: { text: '★' },
    emoji: Array.from({ length: 400 }, (_, i) => custom(i)),
  },
]

/** jsdom does not scroll: the grid's position is set by hand, then its scroll event fired. */
function scrollGridTo(grid: HTMLElement, top: number) {
  Object.defineProperty(grid, 'scrollTop', { value: top, configurable: true, writable: true })
  fireEvent.scroll(grid)
}

const tagOf = (name: string) => screen.getByRole('img', { name }).tagName

const drawGrid = () =>
  render(
    <EmojiGrid sections={sections} label="Emoji" titleOf={() => 'many'} onPick={() => undefined} />,
  )

/** A few frames go by: the grid adds the rows above and below the view once its first has painted. */
const framePainted = () => act(() => vi.advanceTimersByTime(50))

/** The grid of the many emoji, rendered with the rows around the view; answers its element. */
function renderGrid(): HTMLElement {
  drawGrid()
  framePainted()
  return screen.getByRole('grid', { name: 'Emoji' })
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
    ],
  })
})

describe('EmojiGrid opening', () => {
  it('draws the rows in view first, and the rows around them once that frame has painted', () => {
    drawGrid()
    const first = screen.getAllByRole('row').length
    expect(first).toBeGreaterThan(0)
    framePainted()
    expect(screen.getAllByRole('row').length).toBeGreaterThan(first)
  })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('EmojiGrid while flung', () => {
  it('shows placeholders with the same names for rows that fly by, and their images once it settles', () => {
    const grid = renderGrid()
    expect(tagOf(':e0:')).toBe('IMG')

    // 8 columns of 40 px rows under a 24 px title: e40 is on row 5 (224 px), e120 on row 15 (624 px).
    scrollGridTo(grid, 40)
    act(() => vi.advanceTimersByTime(16))
    scrollGridTo(grid, 340)
    // A row already shown keeps its images; the rows new to the window wait.
    expect(tagOf(':e40:')).toBe('IMG')
    expect(tagOf(':e120:')).toBe('SPAN')
    expect(screen.getByRole('button', { name: ':e120:' }).title).toBe(':e120:')

    act(() => vi.advanceTimersByTime(149))
    expect(tagOf(':e120:')).toBe('SPAN')
    act(() => vi.advanceTimersByTime(1))
    expect(tagOf(':e120:')).toBe('IMG')
  })

  it('shows images at once while scrolled slowly', () => {
    const grid = renderGrid()
    for (let top = 40; top <= 600; top += 40) {
      act(() => vi.advanceTimersByTime(50))
      scrollGridTo(grid, top)
    }
    expect(tagOf(':e120:')).toBe('IMG')
  })
})
