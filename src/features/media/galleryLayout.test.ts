// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  AUDIO_ROW_HEIGHT,
  attachmentLimit,
  buildRows,
  dimensionalScore,
  FILE_ROW_HEIGHT,
  gallerySize,
  HIDE_MODE_COLLAPSE_LIMIT,
  planGallery,
  quantizeAspect,
  SINGLE_ASPECT_RANGE,
  splitEvenly,
  toItems,
} from './galleryLayout'
import { makeAttachment } from '../../store/testFixtures'

const images = (n: number, width = 1200, height = 800) =>
  Array.from({ length: n }, (_, i) => makeAttachment(`i${i}`, { width, height }))
const audio = (id: string) => makeAttachment(id, { type: 'audio', mime_type: 'audio/ogg' })
const file = (id: string) =>
  makeAttachment(id, {
    type: 'unknown',
    mime_type: 'application/pdf',
    url: `https://x.example/${id}.pdf`,
  })
const rowSizes = (rows: { items: unknown[] }[]) => rows.map((r) => r.items.length)

describe('rows', () => {
  it('splits runs into rows of at most three, evenly, longer rows first', () => {
    expect(splitEvenly([1]).map((r) => r.length)).toEqual([1])
    expect(splitEvenly([1, 2, 3]).map((r) => r.length)).toEqual([3])
    expect(splitEvenly([1, 2, 3, 4]).map((r) => r.length)).toEqual([2, 2])
    expect(splitEvenly([1, 2, 3, 4, 5]).map((r) => r.length)).toEqual([3, 2])
    expect(splitEvenly([1, 2, 3, 4, 5, 6, 7]).map((r) => r.length)).toEqual([3, 2, 2])
    expect(splitEvenly([1, 2, 3, 4, 5, 6, 7, 8]).map((r) => r.length)).toEqual([3, 3, 2])
    expect(splitEvenly(Array.from({ length: 16 })).map((r) => r.length)).toEqual([3, 3, 3, 3, 2, 2])
  })

  it('keeps the attachment order across rows', () => {
    const rows = buildRows(toItems(images(5)), 'default')
    expect(rows.flatMap((r) => r.items.map((i) => i.index))).toEqual([0, 1, 2, 3, 4])
  })

  it('gives audio and plain files rows of their own, splitting the image runs around them', () => {
    const list = [
      ...images(2),
      audio('a'),
      ...images(4).map((a, i) => ({ ...a, id: `j${i}` })),
      file('f'),
    ]
    const rows = buildRows(toItems(list), 'default')
    expect(rows.map((r) => r.kind)).toEqual(['visual', 'audio', 'visual', 'visual', 'file'])
    expect(rowSizes(rows)).toEqual([2, 1, 2, 2, 1])
    expect(rows[1]?.height).toBe(AUDIO_ROW_HEIGHT)
    expect(rows[4]?.height).toBe(FILE_ROW_HEIGHT)
  })

  it('treats video, gifv and flash as visual, and unknown types by MIME family', () => {
    const list = [
      makeAttachment('v', { type: 'video', mime_type: 'video/mp4' }),
      makeAttachment('g', { type: 'gifv', mime_type: 'video/mp4' }),
      makeAttachment('s', { type: 'unknown', mime_type: 'application/x-shockwave-flash' }),
      makeAttachment('u', { type: 'unknown', mime_type: 'image/jpeg' }),
    ]
    const rows = buildRows(toItems(list), 'default')
    expect(rows.map((r) => r.kind)).toEqual(['visual', 'visual'])
    expect(rows.flatMap((r) => r.items.map((i) => i.kind))).toEqual([
      'video',
      'gifv',
      'flash',
      'image',
    ])
  })

  it('lists every attachment as a link in the hide size, and as tiles in the small size', () => {
    const list = [...images(2), audio('a')]
    expect(buildRows(toItems(list), 'hide').map((r) => r.kind)).toEqual(['link', 'link', 'link'])
    const small = buildRows(toItems(list), 'small')
    expect(small.map((r) => r.kind)).toEqual(['tiles'])
    expect(rowSizes(small)).toEqual([3])
  })
})

describe('aspect steps and row heights', () => {
  it('rounds to the nearest step in log scale, within the range', () => {
    expect(quantizeAspect(16 / 9).key).toBe('r16X9')
    expect(quantizeAspect(1.5).key).toBe('r3X2')
    expect(quantizeAspect(1.01).key).toBe('r1X1')
    expect(quantizeAspect(0.1).key).toBe('r1X2')
    expect(quantizeAspect(10).key).toBe('r5X2')
    // A lone item is never shown taller than 3:4 of its width.
    expect(quantizeAspect(2 / 3, SINGLE_ASPECT_RANGE).key).toBe('r4X3')
    expect(quantizeAspect(1, SINGLE_ASPECT_RANGE).key).toBe('r4X3')
    expect(quantizeAspect(16 / 9, SINGLE_ASPECT_RANGE).key).toBe('r16X9')
  })

  it('makes a row as tall as the width over the sum of its aspect steps', () => {
    const [row] = buildRows(toItems(images(2, 1200, 800)), 'default')
    expect(row?.steps.map((s) => s.key)).toEqual(['r3X2', 'r3X2'])
    expect(row?.height).toBeCloseTo(1 / 3)
    const [mixed] = buildRows(
      toItems([
        makeAttachment('a', { width: 1600, height: 900 }),
        makeAttachment('b', { width: 800, height: 1200 }),
      ]),
      'default',
    )
    expect(mixed?.steps.map((s) => s.key)).toEqual(['r16X9', 'r2X3'])
    expect(mixed?.height).toBeCloseTo(1 / (16 / 9 + 2 / 3))
  })

  it('falls back to the small size aspect, then to a default per kind', () => {
    const fromSmall = makeAttachment('s', { aspect: null })
    fromSmall.meta.small = { width: 200, height: 100, aspect: 2 }
    const unknownVideo = makeAttachment('v', {
      type: 'video',
      mime_type: 'video/mp4',
      aspect: null,
    })
    const items = toItems([fromSmall, unknownVideo])
    expect(items.map((i) => i.aspect)).toEqual([2, 16 / 9])
  })
})

describe('dimensional score and collapsing', () => {
  it('scores total height over one and a half widths', () => {
    expect(dimensionalScore(buildRows(toItems(images(4, 1200, 800)), 'default'))).toBeCloseTo(
      0.444,
      3,
    )
    expect(dimensionalScore(buildRows(toItems(images(4, 800, 1200)), 'default'))).toBeCloseTo(1, 6)
    expect(dimensionalScore(buildRows(toItems(images(16, 1000, 1000)), 'default'))).toBeCloseTo(
      1.556,
      3,
    )
    const audios = Array.from({ length: 13 }, (_, i) => audio(`a${i}`))
    expect(dimensionalScore(buildRows(toItems(audios), 'default'))).toBeCloseTo(1.04, 6)
  })

  it('does not collapse at a score of exactly 1', () => {
    const plan = planGallery(images(4, 800, 1200), { size: 'default', limit: 16, expanded: false })
    expect(plan.collapsible).toBe(false)
    expect(plan.shown).toBe(4)
  })

  it('collapses above 1 to the leading rows that fit the budget, and expands to all', () => {
    const list = images(16, 1000, 1000)
    const collapsed = planGallery(list, { size: 'default', limit: 16, expanded: false })
    expect(collapsed.collapsible).toBe(true)
    // 3+3+3+3 rows are 4/3 widths tall; the next (1/2) would pass 1.5.
    expect(rowSizes(collapsed.rows)).toEqual([3, 3, 3, 3])
    expect(collapsed.shown).toBe(12)
    const expanded = planGallery(list, { size: 'default', limit: 16, expanded: true })
    expect(expanded.collapsible).toBe(true)
    expect(expanded.shown).toBe(16)
  })

  it('never collapses a single row, however tall', () => {
    const plan = planGallery([makeAttachment('tall', { width: 100, height: 1000 })], {
      size: 'default',
      limit: 16,
      expanded: false,
    })
    expect(plan.collapsible).toBe(false)
  })

  it('collapses the hide size above 8 attachments, showing 8', () => {
    expect(planGallery(images(8), { size: 'hide', limit: 16, expanded: false }).collapsible).toBe(
      false,
    )
    const plan = planGallery(images(9), { size: 'hide', limit: 16, expanded: false })
    expect(plan.collapsible).toBe(true)
    expect(plan.shown).toBe(HIDE_MODE_COLLAPSE_LIMIT)
    expect(planGallery(images(9), { size: 'hide', limit: 16, expanded: true }).shown).toBe(9)
  })

  it('never collapses the small size', () => {
    expect(
      planGallery(images(16, 1000, 1000), { size: 'small', limit: 16, expanded: false })
        .collapsible,
    ).toBe(false)
  })
})

describe('limits and sizes', () => {
  it('hides attachments beyond maxThumbnails and counts them', () => {
    const plan = planGallery(images(20), {
      size: 'default',
      limit: attachmentLimit('timeline', 16),
      expanded: true,
    })
    expect(plan.withinLimit).toBe(16)
    expect(plan.beyondLimit).toBe(4)
    expect(plan.total).toBe(20)
  })

  it('shows one attachment in a quote', () => {
    expect(attachmentLimit('quote', 16)).toBe(1)
    const plan = planGallery(images(3), {
      size: 'small',
      limit: attachmentLimit('quote', 16),
      expanded: false,
    })
    expect(plan.shown).toBe(1)
    expect(plan.beyondLimit).toBe(2)
  })

  it('picks the size from the preferences and the context', () => {
    const prefs = {
      attachmentSize: 'default' as const,
      hideAttachments: false,
      hideAttachmentsInConv: false,
    }
    expect(gallerySize('timeline', prefs)).toBe('default')
    expect(gallerySize('quote', prefs)).toBe('small')
    expect(gallerySize('timeline', { ...prefs, attachmentSize: 'small' })).toBe('small')
    expect(gallerySize('timeline', { ...prefs, hideAttachments: true })).toBe('hide')
    expect(gallerySize('profile', { ...prefs, hideAttachments: true })).toBe('hide')
    expect(gallerySize('conversation', { ...prefs, hideAttachments: true })).toBe('default')
    expect(gallerySize('conversation', { ...prefs, hideAttachmentsInConv: true })).toBe('hide')
    expect(gallerySize('timeline', { ...prefs, hideAttachmentsInConv: true })).toBe('default')
  })
})
