/**
 * The three little animations of the seed: a bouncing ball (GIF), a
 * spinner (APNG) and a sliding block (animated WebP), each built once, and
 * their first frames as RGBA rasters (for the blurhashes).
 */

import type { IndexedFrame } from './gif.ts'
import { encodeGif } from './gif.ts'
import { encodeApng } from './png.ts'
import type { Raster, Rgb } from './raster.ts'
import { createRaster, fillCircle, fillRect, fillVerticalGradient, hexToRgb } from './raster.ts'
import { encodeAnimatedWebp } from './webp.ts'

export const BOUNCE_SIZE = { width: 240, height: 180 } as const
export const SPINNER_SIZE = { width: 160, height: 160 } as const
export const SLIDE_SIZE = { width: 112, height: 80 } as const

const BOUNCE_FRAMES = 12
const BOUNCE_PALETTE: readonly Rgb[] = [
  hexToRgb('#bde0fe'), // sky
  hexToRgb('#6a994e'), // grass
  hexToRgb('#e63946'), // ball
  hexToRgb('#386641'), // shadow
]

function bounceFrame(i: number): IndexedFrame {
  const { width, height } = BOUNCE_SIZE
  const pixels = new Uint8Array(width * height)
  const ground = Math.round(height * 0.78)
  const t = i / BOUNCE_FRAMES
  const radius = 18
  const cx = width / 2
  const cy = ground - radius - Math.abs(Math.sin(Math.PI * t)) * (height * 0.55)
  const shadow = 10 + (1 - Math.abs(Math.sin(Math.PI * t))) * 16
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let index = y >= ground ? 1 : 0
      const sx = (x + 0.5 - cx) / shadow
      const sy = (y + 0.5 - (ground + 4)) / 4
      if (sx * sx + sy * sy <= 1) index = 3
      const dx = x + 0.5 - cx
      const dy = y + 0.5 - cy
      if (dx * dx + dy * dy <= radius * radius) index = 2
      pixels[y * width + x] = index
    }
  }
  return { pixels }
}

function indexedToRaster(
  frame: IndexedFrame,
  width: number,
  height: number,
  palette: readonly Rgb[],
) {
  const r = createRaster(width, height)
  frame.pixels.forEach((index, p) => {
    const c = palette[index] ?? [0, 0, 0]
    r.data.set([c[0], c[1], c[2], 255], p * 4)
  })
  return r
}

/** Build once, on first use. */
function once<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

export const bounceGif = once((): Buffer => {
  const frames = Array.from({ length: BOUNCE_FRAMES }, (_, i) => bounceFrame(i))
  const { width, height } = BOUNCE_SIZE
  return encodeGif(width, height, BOUNCE_PALETTE, frames, 70)
})

export function bounceFirstFrame(): Raster {
  const { width, height } = BOUNCE_SIZE
  return indexedToRaster(bounceFrame(0), width, height, BOUNCE_PALETTE)
}

const SPINNER_FRAMES = 8

function spinnerFrame(i: number): Raster {
  const { width, height } = SPINNER_SIZE
  const r = createRaster(width, height)
  fillVerticalGradient(r, hexToRgb('#264653'), hexToRgb('#2a9d8f'))
  for (let dot = 0; dot < SPINNER_FRAMES; dot += 1) {
    const angle = (dot / SPINNER_FRAMES) * Math.PI * 2 - Math.PI / 2
    const age = (i - dot + SPINNER_FRAMES) % SPINNER_FRAMES
    const alpha = 1 - age / SPINNER_FRAMES
    fillCircle(
      r,
      width / 2 + Math.cos(angle) * width * 0.32,
      height / 2 + Math.sin(angle) * height * 0.32,
      10,
      hexToRgb('#e9c46a'),
      0.15 + alpha * 0.85,
    )
  }
  return r
}

export const spinnerApng = once((): Buffer =>
  encodeApng(
    Array.from({ length: SPINNER_FRAMES }, (_, i) => spinnerFrame(i)),
    100,
  ),
)

export function spinnerFirstFrame(): Raster {
  return spinnerFrame(0)
}

const SLIDE_FRAMES = 8
// Same blue channel: two bits per pixel.
const SLIDE_COLORS: readonly [Rgb, Rgb] = [hexToRgb('#1d3557'), hexToRgb('#f4a257')]

function slideMask(i: number): Uint8Array {
  const { width, height } = SLIDE_SIZE
  const mask = new Uint8Array(width * height)
  const size = 28
  const phase = i / SLIDE_FRAMES
  const x0 = Math.round((width - size) * (0.5 - 0.5 * Math.cos(phase * Math.PI * 2)))
  const y0 = Math.round((height - size) / 2)
  for (let y = y0; y < y0 + size; y += 1) mask.fill(1, y * width + x0, y * width + x0 + size)
  return mask
}

export const slideWebp = once((): Buffer => {
  const { width, height } = SLIDE_SIZE
  const masks = Array.from({ length: SLIDE_FRAMES }, (_, i) => slideMask(i))
  return encodeAnimatedWebp(width, height, SLIDE_COLORS, masks, 110)
})

export function slideFirstFrame(): Raster {
  const { width, height } = SLIDE_SIZE
  const first = createRaster(width, height)
  fillRect(first, 0, 0, width, height, SLIDE_COLORS[0])
  slideMask(0).forEach((bit, p) => {
    if (bit) first.data.set([...SLIDE_COLORS[1], 255], p * 4)
  })
  return first
}
