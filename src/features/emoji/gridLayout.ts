import { EMOJI_GRID_BUFFER, EMOJI_GRID_CELL, EMOJI_GRID_TITLE_ROW } from '../../config/constants'
import type { EmojiSection, PickerEmoji } from './types'

export interface GridTitleRow {
  kind: 'title'
  section: EmojiSection
  top: number
}

export interface GridEmojiRow {
  kind: 'emoji'
  section: EmojiSection
  /** Index of the row's first emoji in `GridLayout.items`. */
  first: number
  count: number
  top: number
}

export type GridRow = GridTitleRow | GridEmojiRow

export interface GridLayout {
  columns: number
  rows: GridRow[]
  /** Every emoji in display order; keyboard focus moves by index in here. */
  items: PickerEmoji[]
  /** Row index of each item. */
  rowOfItem: number[]
  sections: { id: string; top: number; first: number }[]
  height: number
}

export function rowHeight(row: GridRow): number {
  return row.kind === 'title' ? EMOJI_GRID_TITLE_ROW : EMOJI_GRID_CELL
}

/** Rows of fixed height (a title, then the section's emoji `columns` per row), so windowing is arithmetic. */
export function buildGridLayout(sections: readonly EmojiSection[], columns: number): GridLayout {
  const perRow = Math.max(1, Math.floor(columns))
  const rows: GridRow[] = []
  const items: PickerEmoji[] = []
  const rowOfItem: number[] = []
  const starts: GridLayout['sections'] = []
  let top = 0
  for (const section of sections) {
    if (section.emoji.length === 0) continue
    starts.push({ id: section.id, top, first: items.length })
    rows.push({ kind: 'title', section, top })
    top += EMOJI_GRID_TITLE_ROW
    for (let i = 0; i < section.emoji.length; i += perRow) {
      const slice = section.emoji.slice(i, i + perRow)
      const row: GridEmojiRow = {
        kind: 'emoji',
        section,
        first: items.length,
        count: slice.length,
        top,
      }
      for (const emoji of slice) {
        items.push(emoji)
        rowOfItem.push(rows.length)
      }
      rows.push(row)
      top += EMOJI_GRID_CELL
    }
  }
  return { columns: perRow, rows, items, rowOfItem, sections: starts, height: top }
}

/** First row whose bottom is below `offset`. */
function rowAt(rows: readonly GridRow[], offset: number): number {
  let lo = 0
  let hi = rows.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    const row = rows[mid] as GridRow
    if (row.top + rowHeight(row) <= offset) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The rows to render, [start, end), for a viewport plus the buffer on both sides. */
export function visibleRows(
  layout: GridLayout,
  scrollTop: number,
  viewport: number,
  buffer: number = EMOJI_GRID_BUFFER,
): { start: number; end: number } {
  const start = rowAt(layout.rows, Math.max(0, scrollTop - buffer))
  let end = start
  const bottom = scrollTop + viewport + buffer
  while (end < layout.rows.length && (layout.rows[end] as GridRow).top < bottom) end++
  return { start, end }
}

/** The section the top of the viewport is in (for the jump bar), or null for an empty grid. */
export function sectionAt(layout: GridLayout, scrollTop: number): string | null {
  let current: string | null = null
  for (const section of layout.sections) {
    // A section counts once its title has scrolled (almost) to the top.
    if (section.top <= scrollTop + EMOJI_GRID_TITLE_ROW / 2) current = section.id
    else break
  }
  return current ?? layout.sections[0]?.id ?? null
}

/** The scroll offset that shows an item's row whole, as close to `scrollTop` as possible. */
export function revealItem(
  layout: GridLayout,
  index: number,
  scrollTop: number,
  viewport: number,
): number {
  const rowIndex = layout.rowOfItem[index]
  if (rowIndex === undefined) return scrollTop
  const row = layout.rows[rowIndex] as GridRow
  const previous = layout.rows[rowIndex - 1]
  // Bring the section title along when moving up into a section's first row.
  const top = previous?.kind === 'title' ? previous.top : row.top
  if (top < scrollTop) return top
  const bottom = row.top + rowHeight(row)
  if (bottom > scrollTop + viewport) return Math.max(0, bottom - viewport)
  return scrollTop
}

export type GridMove =
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'rowStart'
  | 'rowEnd'
  | 'first'
  | 'last'
  | 'pageUp'
  | 'pageDown'

/** Keys of the ARIA grid pattern; null for keys the grid leaves alone (Tab, Enter, Space, ...). */
export function moveForKey(key: string, ctrlKey: boolean): GridMove | null {
  switch (key) {
    case 'ArrowLeft':
      return 'left'
    case 'ArrowRight':
      return 'right'
    case 'ArrowUp':
      return 'up'
    case 'ArrowDown':
      return 'down'
    case 'Home':
      return ctrlKey ? 'first' : 'rowStart'
    case 'End':
      return ctrlKey ? 'last' : 'rowEnd'
    case 'PageUp':
      return 'pageUp'
    case 'PageDown':
      return 'pageDown'
    default:
      return null
  }
}

function emojiRowFrom(layout: GridLayout, from: number, step: 1 | -1): GridEmojiRow | null {
  for (let i = from + step; i >= 0 && i < layout.rows.length; i += step) {
    const row = layout.rows[i] as GridRow
    if (row.kind === 'emoji') return row
  }
  return null
}

/** Where focus goes from `index` after `move`; it stays put at the edges. */
export function moveIndex(layout: GridLayout, index: number, move: GridMove, pageRows = 5): number {
  const last = layout.items.length - 1
  if (last < 0) return 0
  const current = Math.min(Math.max(index, 0), last)
  const rowIndex = layout.rowOfItem[current] as number
  const row = layout.rows[rowIndex] as GridEmojiRow
  const column = current - row.first
  const sameColumn = (target: GridEmojiRow | null) =>
    target ? target.first + Math.min(column, target.count - 1) : current
  switch (move) {
    case 'left':
      return Math.max(0, current - 1)
    case 'right':
      return Math.min(last, current + 1)
    case 'up':
      return sameColumn(emojiRowFrom(layout, rowIndex, -1))
    case 'down':
      return sameColumn(emojiRowFrom(layout, rowIndex, 1))
    case 'rowStart':
      return row.first
    case 'rowEnd':
      return row.first + row.count - 1
    case 'first':
      return 0
    case 'last':
      return last
    case 'pageUp':
    case 'pageDown': {
      let target: GridEmojiRow = row
      for (let i = 0; i < pageRows; i++) {
        const rowIdx = layout.rowOfItem[target.first] as number
        const next = emojiRowFrom(layout, rowIdx, move === 'pageUp' ? -1 : 1)
        if (!next) break
        target = next
      }
      return sameColumn(target)
    }
  }
}
