/**
 * Sticker packs in Pleroma-FE's format: /static/stickers.json maps each
 * pack to its folder, whose pack.json names a title and the image files.
 * Two packs of PNG stickers drawn in code (media/raster.ts, media/png.ts),
 * encoded on first request and kept.
 */

import { encodePng } from './png.ts'
import type { Raster, Rgb } from './raster.ts'
import { createRaster, fillCircle, fillPolygon, fillRect, hexToRgb } from './raster.ts'

export const STICKER_SIZE = 128

interface StickerDefinition {
  file: string
  draw: (r: Raster) => void
}

interface StickerPackDefinition {
  name: string
  title: string
  stickers: readonly StickerDefinition[]
}

const INK = hexToRgb('#222222')
const WHITE = hexToRgb('#ffffff')

function background(r: Raster, hex: string): void {
  fillRect(r, 0, 0, r.width, r.height, hexToRgb(hex))
}

type Eyes = 'open' | 'closed' | 'wide'

function cat(fur: string, eyes: Eyes, mouth: 'smile' | 'o'): (r: Raster) => void {
  return (r) => {
    background(r, '#fdf6e3')
    const colour = hexToRgb(fur)
    fillPolygon(
      r,
      [
        [24, 52],
        [34, 14],
        [58, 40],
      ],
      colour,
    )
    fillPolygon(
      r,
      [
        [104, 52],
        [94, 14],
        [70, 40],
      ],
      colour,
    )
    fillCircle(r, 64, 72, 44, colour)
    for (const x of [48, 80]) {
      if (eyes === 'closed') fillRect(r, x - 8, 62, 16, 4, INK)
      else if (eyes === 'wide') {
        fillCircle(r, x, 64, 10, WHITE)
        fillCircle(r, x, 64, 5, INK)
      } else fillCircle(r, x, 64, 6, INK)
    }
    fillPolygon(
      r,
      [
        [58, 78],
        [70, 78],
        [64, 85],
      ],
      hexToRgb('#e76f51'),
    )
    if (mouth === 'o') fillCircle(r, 64, 98, 7, INK)
    else {
      fillRect(r, 52, 94, 24, 4, INK)
      fillRect(r, 50, 90, 4, 6, INK)
      fillRect(r, 74, 90, 4, 6, INK)
    }
  }
}

function cup(body: string, drink: Rgb, steam: boolean, ice: boolean): (r: Raster) => void {
  return (r) => {
    background(r, '#e9f5f2')
    const colour = hexToRgb(body)
    fillCircle(r, 98, 74, 16, colour)
    fillCircle(r, 98, 74, 9, hexToRgb('#e9f5f2'))
    fillRect(r, 26, 44, 68, 52, colour)
    fillCircle(r, 60, 96, 34, colour)
    fillRect(r, 30, 44, 60, 10, drink)
    if (ice) {
      fillRect(r, 36, 40, 14, 14, WHITE, 0.8)
      fillRect(r, 62, 38, 14, 14, WHITE, 0.8)
    }
    if (steam) {
      for (const x of [44, 60, 76]) {
        fillRect(r, x, 14, 4, 10, hexToRgb('#a0a0a0'))
        fillRect(r, x + 4, 24, 4, 10, hexToRgb('#a0a0a0'))
      }
    }
  }
}

export const STICKER_PACKS: readonly StickerPackDefinition[] = [
  {
    name: 'cats',
    title: 'Demo cats',
    stickers: [
      { file: 'happy_cat.png', draw: cat('#f4a261', 'open', 'smile') },
      { file: 'sleepy_cat.png', draw: cat('#8d99ae', 'closed', 'smile') },
      { file: 'surprised_cat.png', draw: cat('#2a2a2a', 'wide', 'o') },
      { file: 'ginger_cat.png', draw: cat('#e76f51', 'open', 'o') },
    ],
  },
  {
    name: 'cofe',
    title: 'Cofe break',
    stickers: [
      { file: 'hot_cofe.png', draw: cup('#ffffff', hexToRgb('#6f4e37'), true, false) },
      { file: 'iced_latte.png', draw: cup('#bde0fe', hexToRgb('#c8a27a'), false, true) },
      { file: 'green_tea.png', draw: cup('#2a9d8f', hexToRgb('#7fb069'), true, false) },
    ],
  },
]

/** /static/stickers.json: pack name → folder. */
export function stickerIndex(): Record<string, string> {
  return Object.fromEntries(STICKER_PACKS.map((p) => [p.name, `/static/stickers/${p.name}/`]))
}

export function stickerPackJson(name: string): Record<string, unknown> | undefined {
  const pack = STICKER_PACKS.find((p) => p.name === name)
  if (!pack) return undefined
  return {
    title: pack.title,
    author: 'Cofe Demo',
    license: 'CC0-1.0',
    stickers: pack.stickers.map((s) => s.file),
  }
}

const encoded = new Map<string, Buffer>()

/** The PNG bytes of one sticker, or undefined when there is no such file. */
export function stickerPng(packName: string, file: string): Buffer | undefined {
  const key = `${packName}/${file}`
  const cached = encoded.get(key)
  if (cached) return cached
  const sticker = STICKER_PACKS.find((p) => p.name === packName)?.stickers.find(
    (s) => s.file === file,
  )
  if (!sticker) return undefined
  const raster = createRaster(STICKER_SIZE, STICKER_SIZE)
  sticker.draw(raster)
  const bytes = encodePng(raster)
  encoded.set(key, bytes)
  return bytes
}
