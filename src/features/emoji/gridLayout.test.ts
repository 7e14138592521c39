// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  buildGridLayout,
  moveForKey,
  moveIndex,
  revealItem,
  sectionAt,
  visibleRows,
} from './gridLayout'
import type { EmojiSection, PickerEmoji } from './types'

const emoji = (name: string): PickerEmoji => ({
  name,
  replacement: name,
  displayText: name,
  keywords: [],
  title: name,
})

const section = (id: string, count: number): EmojiSection => ({
  id,
  title: { text: id },
  icon: { text: id },
  emoji: Array.from({ length: count }, (_, i) => emoji(`${id}${i}`)),
})

// a: title + rows of 4,1 (0..4); b: empty, left out; c: title + rows of 4,4,2 (5..14)
const layout = buildGridLayout([section('a', 5), section('b', 0), section('c', 10)], 4)

describe('buildGridLayout', () => {
  it('lays out title rows of 24 px and emoji rows of 40 px', () => {
    expect(
      layout.rows.map((r) => (r.kind === 'title' ? `T${r.top}` : `${r.count}@${r.top}`)),
    ).toEqual(['T0', '4@24', '1@64', 'T104', '4@128', '4@168', '2@208'])
    expect(layout.height).toBe(248)
    expect(layout.items).toHaveLength(15)
    expect(layout.sections).toEqual([
      { id: 'a', top: 0, first: 0 },
      { id: 'c', top: 104, first: 5 },
    ])
  })
})

describe('visibleRows', () => {
  it('renders the viewport plus the buffer on each side', () => {
    expect(visibleRows(layout, 0, 40, 0)).toEqual({ start: 0, end: 2 })
    expect(visibleRows(layout, 130, 40, 0)).toEqual({ start: 4, end: 6 })
    expect(visibleRows(layout, 130, 40, 30)).toEqual({ start: 2, end: 6 })
    expect(visibleRows(layout, 0, 1000)).toEqual({ start: 0, end: 7 })
  })
})

describe('sectionAt', () => {
  it('names the section at the top of the viewport', () => {
    expect(sectionAt(layout, 0)).toBe('a')
    expect(sectionAt(layout, 80)).toBe('a')
    expect(sectionAt(layout, 104)).toBe('c')
    expect(sectionAt(buildGridLayout([], 4), 0)).toBeNull()
  })
})

describe('moveIndex', () => {
  it.each([
    // Left and right go through the whole list, stopping at the ends.
    [4, 'right', 5],
    [5, 'left', 4],
    [0, 'left', 0],
    [14, 'right', 14],
    // Up and down keep the column across title rows, clamping to short rows.
    [2, 'down', 4],
    [4, 'down', 5],
    [7, 'up', 4],
    [11, 'down', 14],
    [13, 'down', 13],
    [1, 'up', 1],
    // Home, End, Ctrl+Home and Ctrl+End.
    [7, 'rowStart', 5],
    [7, 'rowEnd', 8],
    [7, 'first', 0],
    [7, 'last', 14],
  ] as const)('moves from %i %s to %i', (from, move, to) => {
    expect(moveIndex(layout, from, move)).toBe(to)
  })

  it('pages by the rows in view', () => {
    expect(moveIndex(layout, 1, 'pageDown', 2)).toBe(6)
    expect(moveIndex(layout, 14, 'pageUp', 10)).toBe(1)
  })

  it('maps keys to moves', () => {
    expect(moveForKey('ArrowDown', false)).toBe('down')
    expect(moveForKey('Home', true)).toBe('first')
    expect(moveForKey('End', false)).toBe('rowEnd')
    expect(moveForKey('Enter', false)).toBeNull()
    expect(moveForKey('Tab', false)).toBeNull()
  })
})

describe('revealItem', () => {
  it('scrolls just enough to show the row, with its title when it is the first', () => {
    expect(revealItem(layout, 0, 0, 80)).toBe(0)
    expect(revealItem(layout, 9, 0, 80)).toBe(128)
    expect(revealItem(layout, 5, 200, 80)).toBe(104)
    expect(revealItem(layout, 9, 180, 80)).toBe(168)
  })
})
