import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'
import {
  EMOJI_GRID_CELL,
  EMOJI_GRID_FLING_DISTANCE,
  EMOJI_GRID_FLING_WINDOW,
  EMOJI_GRID_SETTLE,
} from '../../config/constants'
import styles from './EmojiPicker.module.css'
import {
  buildGridLayout,
  moveForKey,
  moveIndex,
  revealItem,
  rowHeight,
  sectionAt,
  visibleRows,
  type GridEmojiRow,
  type GridLayout,
  type GridRow,
} from './gridLayout'
import { trackScroll, type ScrollSample } from './scrollSpeed'
import type { EmojiSection, PickerEmoji } from './types'
import { inlineStep } from '../../ui/direction'
import { usePaintedOnce } from '../../ui/usePaintedOnce'

// Until the browser has measured the grid (tests never lay anything out): 8 cells wide, as tall as its CSS.
const FALLBACK_COLUMNS = 8
const FALLBACK_VIEWPORT = 280

export interface EmojiGridHandle {
  /** Moves keyboard focus into the grid, onto the emoji that last had it. */
  focusActive(): void
}

interface EmojiGridProps {
  sections: readonly EmojiSection[]
  /** Accessible name of the grid. */
  label: string
  /** Accessible name of the jump buttons' group; no jump buttons without it. */
  jumpLabel?: string
  titleOf: (section: EmojiSection) => string
  onPick: (emoji: PickerEmoji) => void
  /** Shown instead of the grid when there is no emoji at all. */
  empty?: ReactNode
  ref?: Ref<EmojiGridHandle>
}

function indexOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null
  const button = target.closest<HTMLElement>('[data-index]')
  const index = Number(button?.dataset.index)
  return button && Number.isInteger(index) ? index : null
}

/** A jump button and the gap after it, in px (EmojiPicker.module.css `.jump`, `.jumpBar`). */
const JUMP_STEP = 34
/** Jump buttons past the bar's visible end whose icons load before they are scrolled to. */
const ICON_LOOKAHEAD = 4

/**
 * How many of the jump bar's icons may load: those in view and a few more.
 * A large instance has a hundred packs, each icon an image (often an SVG,
 * which the browser turns into a document of its own on the main thread):
 * loaded all at once they held the picker's first frames for hundreds of ms.
 */
function useIconsInReach(): {
  reach: number
  measure: (bar: HTMLElement) => void
  measureAfterPaint: (bar: HTMLElement | null) => void
} {
  const [reach, setReach] = useState(0)
  const measure = useCallback((bar: HTMLElement) => {
    // No layout (test environments): every icon.
    const visible = bar.clientWidth === 0 ? Infinity : Math.abs(bar.scrollLeft) + bar.clientWidth
    setReach((r) => Math.max(r, Math.ceil(visible / JUMP_STEP) + ICON_LOOKAHEAD))
  }, [])
  // The first icons load once the picker has painted its grid: a frame later.
  const measureAfterPaint = useCallback(
    (bar: HTMLElement | null) => {
      if (bar) requestAnimationFrame(() => setTimeout(() => measure(bar)))
    },
    [measure],
  )
  return { reach, measure, measureAfterPaint }
}

function SectionIcon({ section, load }: { section: EmojiSection; load: boolean }) {
  if ('imageUrl' in section.icon && !load) return <span className={styles.iconSpace} />
  return 'imageUrl' in section.icon ? (
    // Decoded off the frame: a packed instance's icons (often SVG) would otherwise hold the picker's first paint.
    <img
      src={section.icon.imageUrl}
      alt=""
      width={22}
      height={22}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  ) : (
    <span aria-hidden="true">{section.icon.text}</span>
  )
}

function Spacer({ height }: { height: number }) {
  // Windowing pads with SVG height attributes: an inline style would break Akkoma's CSP.
  return height > 0 ? (
    <svg className={styles.spacer} width="1" height={height} aria-hidden="true" focusable="false" />
  ) : null
}

interface RowProps {
  row: GridEmojiRow
  rowIndex: number
  items: readonly PickerEmoji[]
  /** The item with tab stop when it is in this row, otherwise -1 (so other rows skip re-rendering). */
  tabStop: number
  /** False while the grid is flung: a row mounted then waits with placeholders. */
  images: boolean
}

const EmojiRow = memo(function EmojiRow({ row, rowIndex, items, tabStop, images }: RowProps) {
  // Once shown, a row keeps its images for as long as it stays mounted.
  const [shown, setShown] = useState(images)
  if (images && !shown) setShown(true)
  const withImages = shown || images
  const cells: ReactNode[] = []
  for (let column = 0; column < row.count; column++) {
    const index = row.first + column
    const emoji = items[index] as PickerEmoji
    cells.push(
      <div key={column} role="gridcell" aria-colindex={column + 1} className={styles.cell}>
        <button
          type="button"
          className={styles.emoji}
          data-index={index}
          tabIndex={index === tabStop ? 0 : -1}
          title={emoji.title}
        >
          {emoji.imageUrl && !withImages ? (
            // Same name as the image: tests and assistive technology see no difference.
            <span role="img" aria-label={`:${emoji.name}:`} className={styles.placeholder} />
          ) : emoji.imageUrl ? (
            <img
              src={emoji.imageUrl}
              alt={`:${emoji.name}:`}
              width={32}
              height={32}
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          ) : (
            emoji.name
          )}
        </button>
      </div>,
    )
  }
  return (
    <div role="row" aria-rowindex={rowIndex + 1} className={styles.row}>
      {cells}
    </div>
  )
})

/**
 * The emoji grid: fixed-height rows (titles 24 px, emoji 40 px) windowed by
 * hand, with the ARIA grid keyboard model: one tab stop, arrow keys, Home and
 * End, Page Up and Page Down; Enter and Space are the buttons' own.
 */
export function EmojiGrid({
  sections,
  label,
  jumpLabel,
  titleOf,
  onPick,
  empty,
  ref,
}: EmojiGridProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(FALLBACK_COLUMNS)
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT)
  const [scrollTop, setScrollTop] = useState(0)
  const [activeIndex, setActiveIndex] = useState(0)
  /** Item to focus once its row is rendered. */
  const pendingFocus = useRef<number | null>(null)
  /** Focus parked on the scroller while its row scrolled away (not a Tab into the grid). */
  const parking = useRef(false)
  /** Recent scroll positions, to tell a fling from reading. */
  const scrollSamples = useRef<ScrollSample[]>([])
  const [flung, setFlung] = useState(false)
  const settleTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(settleTimer.current), [])

  // The opening click renders the rows in view; the buffer around them follows the first paint.
  const buffered = usePaintedOnce()
  const layout: GridLayout = useMemo(() => buildGridLayout(sections, columns), [sections, columns])
  const active = Math.min(activeIndex, Math.max(0, layout.items.length - 1))
  const { start, end } = visibleRows(layout, scrollTop, viewport, buffered ? undefined : 0)
  const activeRow = layout.rowOfItem[active] ?? -1
  const activeRendered = activeRow >= start && activeRow < end
  /**
   * The section last jumped to, for as long as nothing else scrolled: the
   * last sections cannot scroll their title to the top, and the bar should
   * still show the one asked for.
   */
  const [jumped, setJumped] = useState<{ id: string; scrollTop: number } | null>(null)
  const currentSection =
    jumped && jumped.scrollTop === scrollTop ? jumped.id : sectionAt(layout, scrollTop)
  const hasItems = layout.items.length > 0

  useLayoutEffect(() => {
    const el = scroller.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (el.clientWidth > 0) setColumns(Math.max(1, Math.floor(el.clientWidth / EMOJI_GRID_CELL)))
      if (el.clientHeight > 0) setViewport(el.clientHeight)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  /** Focuses the pending item if its row is rendered; otherwise the next render tries again. */
  const applyPendingFocus = useCallback(() => {
    if (pendingFocus.current === null) return
    const button = scroller.current?.querySelector<HTMLElement>(
      `[data-index="${pendingFocus.current}"]`,
    )
    if (button) {
      pendingFocus.current = null
      button.focus({ preventScroll: true })
    }
  }, [])

  useLayoutEffect(applyPendingFocus)

  /** Scrolls, and returns where the browser actually put the scroll position. */
  const scrollTo = useCallback((top: number): number => {
    const el = scroller.current
    if (!el) return 0
    el.scrollTop = top
    // Windowing follows at once; the scroll event (if any) arrives later with the same value.
    setScrollTop(el.scrollTop)
    // A jump (keys, jump bar) is no fling: its rows show their images at once.
    scrollSamples.current = [{ time: performance.now(), top: el.scrollTop }]
    setFlung(false)
    return el.scrollTop
  }, [])

  const focusItem = useCallback(
    (index: number) => {
      setActiveIndex(index)
      pendingFocus.current = index
      const el = scroller.current
      const current = el?.scrollTop ?? 0
      const target = revealItem(layout, index, current, el?.clientHeight || viewport)
      if (target !== current) scrollTo(target)
      applyPendingFocus()
    },
    [layout, viewport, scrollTo, applyPendingFocus],
  )

  useImperativeHandle(ref, () => ({ focusActive: () => focusItem(active) }), [focusItem, active])

  const onScroll = () => {
    const el = scroller.current
    if (!el) return
    const top = el.scrollTop
    const focused = document.activeElement
    if (focused !== el && focused instanceof HTMLElement && el.contains(focused)) {
      const range = visibleRows(layout, top, el.clientHeight || viewport)
      if (activeRow < range.start || activeRow >= range.end) {
        // The focused button is about to be recycled: keep focus in the grid, or it falls to <body>.
        parking.current = true
        el.focus({ preventScroll: true })
      }
    }
    setScrollTop(top)
    const tracked = trackScroll(
      scrollSamples.current,
      { time: performance.now(), top },
      EMOJI_GRID_FLING_WINDOW,
      EMOJI_GRID_FLING_DISTANCE,
    )
    scrollSamples.current = tracked.samples
    window.clearTimeout(settleTimer.current)
    if (tracked.fast) {
      setFlung(true)
      settleTimer.current = window.setTimeout(() => setFlung(false), EMOJI_GRID_SETTLE)
    } else {
      setFlung(false)
    }
  }

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) {
      if (parking.current) parking.current = false
      else if (layout.items.length > 0) focusItem(active)
      return
    }
    const index = indexOf(event.target)
    if (index !== null) setActiveIndex(index)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moveForKey(event.key, event.ctrlKey || event.metaKey)
    if (move === null || layout.items.length === 0) return
    event.preventDefault()
    const pageRows = Math.max(1, Math.floor(viewport / EMOJI_GRID_CELL) - 1)
    focusItem(moveIndex(layout, active, move, pageRows))
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = indexOf(event.target)
    const emoji = index === null ? undefined : layout.items[index]
    if (emoji) onPick(emoji)
  }

  const { reach: iconReach, measure: measureIcons, measureAfterPaint } = useIconsInReach()

  const jumpTo = (id: string) => {
    const section = layout.sections.find((s) => s.id === id)
    if (!section) return
    setActiveIndex(section.first)
    setJumped({ id, scrollTop: scrollTo(section.top) })
  }

  const onJumpBarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')]
    const at = buttons.indexOf(event.target as HTMLButtonElement)
    const step = inlineStep(event.key)
    const next =
      step === 1
        ? Math.min(at + 1, buttons.length - 1)
        : step === -1
          ? Math.max(at - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null
    if (next === null || at < 0) return
    event.preventDefault()
    buttons[next]?.focus()
  }

  const sectionById = new Map(sections.map((s) => [s.id, s]))
  const rows: ReactNode[] = []
  for (let i = start; i < end; i++) {
    const row = layout.rows[i] as GridRow
    rows.push(
      row.kind === 'title' ? (
        <div key={`t:${row.section.id}`} role="row" aria-rowindex={i + 1} className={styles.title}>
          <span role="columnheader" aria-colspan={layout.columns}>
            {titleOf(row.section)}
          </span>
        </div>
      ) : (
        <EmojiRow
          key={`r:${row.first}`}
          row={row}
          rowIndex={i}
          items={layout.items}
          tabStop={i === activeRow ? active : -1}
          images={!flung}
        />
      ),
    )
  }
  const lastRow = layout.rows[end - 1]
  const bottomPad = lastRow ? layout.height - lastRow.top - rowHeight(lastRow) : 0

  return (
    <>
      {jumpLabel && layout.sections.length > 1 && (
        <div
          role="toolbar"
          aria-label={jumpLabel}
          className={styles.jumpBar}
          onKeyDown={onJumpBarKeyDown}
          ref={measureAfterPaint}
          onScroll={(event) => measureIcons(event.currentTarget)}
        >
          {layout.sections.map(({ id }, index) => {
            const section = sectionById.get(id) as EmojiSection
            const title = titleOf(section)
            return (
              <button
                key={id}
                type="button"
                className={styles.jump}
                aria-label={title}
                title={title}
                aria-current={id === currentSection ? 'true' : undefined}
                // One tab stop for the whole bar (the group in view); arrow keys reach the rest.
                tabIndex={id === currentSection ? 0 : -1}
                onClick={() => jumpTo(id)}
              >
                <SectionIcon section={section} load={index < iconReach} />
              </button>
            )
          })}
        </div>
      )}
      {/* The scroller stays mounted while empty so that it is measured from the start. */}
      <div
        ref={scroller}
        role={hasItems ? 'grid' : undefined}
        aria-label={hasItems ? label : undefined}
        aria-rowcount={hasItems ? layout.rows.length : undefined}
        aria-colcount={hasItems ? layout.columns : undefined}
        className={styles.grid}
        // The scroller is the tab stop only while the active emoji is scrolled out of the window.
        tabIndex={!hasItems ? undefined : activeRendered ? -1 : 0}
        onScroll={onScroll}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {hasItems ? (
          <>
            <Spacer height={layout.rows[start]?.top ?? 0} />
            {rows}
            <Spacer height={bottomPad} />
          </>
        ) : (
          empty
        )}
      </div>
    </>
  )
}
