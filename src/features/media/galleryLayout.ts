import type { Attachment } from '../../api/types'
import { GALLERY_ROW_SIZE } from '../../config/constants'
import { aspectOf, isVisual, mediaKind, type MediaKind } from './mediaKind'

/*
 * Gallery layout, as pure functions so it can be tested and
 * so rendering only maps a plan to elements.
 *
 * Rows. Consecutive visual items (image, gifv, video, flash) form a run; an
 * audio item or a plain file ends the run and gets a row of its own. A run of
 * n items becomes ceil(n / GALLERY_ROW_SIZE) rows with the items spread as
 * evenly as possible, longer rows first (4 → 2+2, 5 → 3+2, 7 → 3+2+2), so no
 * lone item trails a full row.
 *
 * Cells. Every cell of a visual row is as tall as the others, and as wide as
 * its aspect ratio asks: cell i gets width W·qᵢ/Σq and height W/Σq, where qᵢ
 * is the item's aspect ratio (width / height) clamped to a range and rounded
 * to the nearest of ASPECT_STEPS (in log scale). The steps are a fixed set so
 * the stylesheet can give each one a class (flex-grow qᵢ and aspect-ratio qᵢ)
 * without inline styles (Akkoma's CSP). Several items in a row are cropped to
 * their step (object-fit: cover) and clamped to [1/2, 5/2]; a single item is
 * shown whole (object-fit: contain) in a box clamped to [4/3, 5/2], so a lone
 * portrait or square photo takes at most three quarters of the width in
 * height, and a timeline stays readable.
 *
 * Dimensional score. The height of a row in units of the gallery's width is
 * 1/Σq for a visual row, AUDIO_ROW_HEIGHT for an audio player and
 * FILE_ROW_HEIGHT for a file link (those are about 60 px and 40 px in a
 * 500 px wide column). The score is the total height divided by
 * GALLERY_HEIGHT_BUDGET, 1.5 widths, about a phone screen: score 1 means "as
 * tall as one and a half times its width". Examples: four 3:2 photos (2+2)
 * score 0.44; four 2:3 photos score 1.0; sixteen squares (3+3+3+3+2+2) score
 * 1.56; thirteen audio files 1.04.
 *
 * Collapsing. In the default size, a gallery of more than one row collapses
 * when its score is above 1: it then shows the leading rows whose heights add
 * up to at most the budget (always at least one row) and a "show all" button.
 * In the hide size (a list of links) it collapses above
 * HIDE_MODE_COLLAPSE_LIMIT attachments and shows that many. The small size
 * never collapses: its thumbnails are small already.
 */

export type GallerySize = 'hide' | 'small' | 'default'
export type GalleryContext = 'timeline' | 'conversation' | 'profile' | 'quote'

/** A gallery in hide mode collapses above 8 attachments. */
export const HIDE_MODE_COLLAPSE_LIMIT = 8
export const GALLERY_HEIGHT_BUDGET = 1.5
export const AUDIO_ROW_HEIGHT = 0.12
export const FILE_ROW_HEIGHT = 0.08

export const MULTI_ASPECT_RANGE = [1 / 2, 5 / 2] as const
export const SINGLE_ASPECT_RANGE = [4 / 3, 5 / 2] as const

// Keys are the stylesheet's class names as CSS modules expose them (camelCaseOnly turns
// `.r16x9` into `r16X9`, so the classes are written that way to begin with).
export const ASPECT_STEPS = [
  { key: 'r1X2', value: 1 / 2 },
  { key: 'r9X16', value: 9 / 16 },
  { key: 'r2X3', value: 2 / 3 },
  { key: 'r3X4', value: 3 / 4 },
  { key: 'r4X5', value: 4 / 5 },
  { key: 'r1X1', value: 1 },
  { key: 'r5X4', value: 5 / 4 },
  { key: 'r4X3', value: 4 / 3 },
  { key: 'r3X2', value: 3 / 2 },
  { key: 'r16X9', value: 16 / 9 },
  { key: 'r2X1', value: 2 },
  { key: 'r5X2', value: 5 / 2 },
] as const

export type AspectStep = (typeof ASPECT_STEPS)[number]

/** The step nearest to `aspect` (clamped to `range`), comparing ratios, not differences. */
export function quantizeAspect(
  aspect: number,
  range: readonly [number, number] = MULTI_ASPECT_RANGE,
): AspectStep {
  const clamped = Math.min(range[1], Math.max(range[0], aspect))
  let best: AspectStep = ASPECT_STEPS[5]
  let bestDistance = Infinity
  for (const step of ASPECT_STEPS) {
    if (step.value < range[0] - 1e-9 || step.value > range[1] + 1e-9) continue
    const distance = Math.abs(Math.log(step.value / clamped))
    if (distance < bestDistance) {
      best = step
      bestDistance = distance
    }
  }
  return best
}

export interface GalleryItem {
  attachment: Attachment
  /** Position in the status's attachment list (for the viewer and "Image 2 of 4"). */
  index: number
  kind: MediaKind
  /** The real width / height (or a default per kind). */
  aspect: number
}

export type RowKind = 'visual' | 'audio' | 'file' | 'link' | 'tiles'

export interface GalleryRow {
  kind: RowKind
  items: GalleryItem[]
  /** Height in units of the gallery's width (0 where the size mode does not use it). */
  height: number
  /** Per item: the aspect step its cell uses (visual rows only). */
  steps: AspectStep[]
}

export function toItems(attachments: readonly Attachment[]): GalleryItem[] {
  return attachments.map((attachment, index) => {
    const kind = mediaKind(attachment)
    return { attachment, index, kind, aspect: aspectOf(attachment, kind) }
  })
}

/** Splits n items into ceil(n / size) rows, as even as possible, longer rows first. */
export function splitEvenly<T>(items: readonly T[], size: number = GALLERY_ROW_SIZE): T[][] {
  if (items.length === 0) return []
  const rowCount = Math.ceil(items.length / size)
  const base = Math.floor(items.length / rowCount)
  const extra = items.length % rowCount
  const rows: T[][] = []
  let at = 0
  for (let r = 0; r < rowCount; r++) {
    const length = base + (r < extra ? 1 : 0)
    rows.push(items.slice(at, at + length))
    at += length
  }
  return rows
}

export function visualRow(items: GalleryItem[]): GalleryRow {
  const range = items.length === 1 ? SINGLE_ASPECT_RANGE : MULTI_ASPECT_RANGE
  const steps = items.map((item) => quantizeAspect(item.aspect, range))
  const sum = steps.reduce((acc, s) => acc + s.value, 0)
  return { kind: 'visual', items, height: 1 / sum, steps }
}

/** Rows for a size mode (see the comment at the top of this file). */
export function buildRows(items: readonly GalleryItem[], size: GallerySize): GalleryRow[] {
  if (items.length === 0) return []
  if (size === 'hide') {
    return items.map((item) => ({ kind: 'link', items: [item], height: 0, steps: [] }))
  }
  if (size === 'small') return [{ kind: 'tiles', items: [...items], height: 0, steps: [] }]
  const rows: GalleryRow[] = []
  let run: GalleryItem[] = []
  const flush = () => {
    for (const chunk of splitEvenly(run)) rows.push(visualRow(chunk))
    run = []
  }
  for (const item of items) {
    if (isVisual(item.kind)) {
      run.push(item)
      continue
    }
    flush()
    rows.push(
      item.kind === 'audio'
        ? { kind: 'audio', items: [item], height: AUDIO_ROW_HEIGHT, steps: [] }
        : { kind: 'file', items: [item], height: FILE_ROW_HEIGHT, steps: [] },
    )
  }
  flush()
  return rows
}

/** Total row height over the budget: above 1 means "too tall, collapse". */
export function dimensionalScore(rows: readonly GalleryRow[]): number {
  return rows.reduce((acc, row) => acc + row.height, 0) / GALLERY_HEIGHT_BUDGET
}

/** Which size the attachments of a status show in, here. */
export function gallerySize(
  context: GalleryContext,
  prefs: { attachmentSize: GallerySize; hideAttachments: boolean; hideAttachmentsInConv: boolean },
): GallerySize {
  const hidden = context === 'conversation' ? prefs.hideAttachmentsInConv : prefs.hideAttachments
  if (hidden || prefs.attachmentSize === 'hide') return 'hide'
  // A quote is a compact view: small thumbnails.
  if (context === 'quote') return 'small'
  return prefs.attachmentSize
}

/** How many attachments show before "+N more": one in a quote, else maxThumbnails. */
export function attachmentLimit(context: GalleryContext, maxThumbnails: number): number {
  if (context === 'quote') return 1
  return Number.isFinite(maxThumbnails) ? Math.max(0, Math.floor(maxThumbnails)) : Infinity
}

export interface GalleryPlan {
  size: GallerySize
  /** Rows on screen now (all rows, or the leading ones while collapsed). */
  rows: GalleryRow[]
  /** The gallery is long enough to collapse (whether or not it is collapsed now). */
  collapsible: boolean
  /** Items in `rows`. */
  shown: number
  /** Items within the limit (what "show all" shows). */
  withinLimit: number
  /** Items beyond the limit (maxThumbnails, or 1 in a quote): the "+N more" link. */
  beyondLimit: number
  total: number
  score: number
}

export function planGallery(
  attachments: readonly Attachment[],
  options: { size: GallerySize; limit: number; expanded: boolean },
): GalleryPlan {
  const items = toItems(attachments.slice(0, options.limit))
  const allRows = buildRows(items, options.size)
  const score = options.size === 'default' ? dimensionalScore(allRows) : 0
  let collapsible = false
  let rows = allRows
  if (options.size === 'default' && score > 1 && allRows.length > 1) {
    collapsible = true
    if (!options.expanded) {
      rows = []
      let height = 0
      for (const row of allRows) {
        if (rows.length > 0 && height + row.height > GALLERY_HEIGHT_BUDGET) break
        rows.push(row)
        height += row.height
      }
    }
  } else if (options.size === 'hide' && items.length > HIDE_MODE_COLLAPSE_LIMIT) {
    collapsible = true
    if (!options.expanded) rows = allRows.slice(0, HIDE_MODE_COLLAPSE_LIMIT)
  }
  return {
    size: options.size,
    rows,
    collapsible,
    shown: rows.reduce((acc, row) => acc + row.items.length, 0),
    withinLimit: items.length,
    beyondLimit: attachments.length - items.length,
    total: attachments.length,
    score,
  }
}
