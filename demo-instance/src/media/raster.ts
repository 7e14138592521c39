/**
 * A tiny RGBA raster with the few drawing operations the generated pictures
 * need (gradients, circles, polygons), and the landscape scene that matches
 * the SVG art of media/art.ts, so PNG attachments and blurhashes look like the
 * SVG ones.
 */

import { PALETTES } from './art.ts'

export type Rgb = readonly [number, number, number]

export interface Raster {
  width: number
  height: number
  /** RGBA, row by row. */
  data: Uint8ClampedArray
}

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) }
}

export function hexToRgb(hex: string): Rgb {
  const value = hex.replace('#', '')
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value
  const n = Number.parseInt(full, 16)
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]
}

function blend(r: Raster, x: number, y: number, color: Rgb, alpha: number): void {
  const i = (y * r.width + x) * 4
  const d = r.data
  d[i] = (d[i] ?? 0) * (1 - alpha) + color[0] * alpha
  d[i + 1] = (d[i + 1] ?? 0) * (1 - alpha) + color[1] * alpha
  d[i + 2] = (d[i + 2] ?? 0) * (1 - alpha) + color[2] * alpha
  d[i + 3] = 255
}

export function fillRect(
  r: Raster,
  x0: number,
  y0: number,
  w: number,
  h: number,
  color: Rgb,
  alpha = 1,
): void {
  const xs = Math.max(0, Math.floor(x0))
  const ys = Math.max(0, Math.floor(y0))
  const xe = Math.min(r.width, Math.ceil(x0 + w))
  const ye = Math.min(r.height, Math.ceil(y0 + h))
  for (let y = ys; y < ye; y += 1) for (let x = xs; x < xe; x += 1) blend(r, x, y, color, alpha)
}

/** Vertical gradient over the whole raster, `top` to `bottom`. */
export function fillVerticalGradient(r: Raster, top: Rgb, bottom: Rgb): void {
  for (let y = 0; y < r.height; y += 1) {
    const t = r.height > 1 ? y / (r.height - 1) : 0
    const c: Rgb = [
      top[0] + (bottom[0] - top[0]) * t,
      top[1] + (bottom[1] - top[1]) * t,
      top[2] + (bottom[2] - top[2]) * t,
    ]
    fillRect(r, 0, y, r.width, 1, c)
  }
}

export function fillCircle(
  r: Raster,
  cx: number,
  cy: number,
  radius: number,
  color: Rgb,
  alpha = 1,
): void {
  const ys = Math.max(0, Math.floor(cy - radius))
  const ye = Math.min(r.height - 1, Math.ceil(cy + radius))
  const xs = Math.max(0, Math.floor(cx - radius))
  const xe = Math.min(r.width - 1, Math.ceil(cx + radius))
  const r2 = radius * radius
  for (let y = ys; y <= ye; y += 1) {
    for (let x = xs; x <= xe; x += 1) {
      const dx = x + 0.5 - cx
      const dy = y + 0.5 - cy
      if (dx * dx + dy * dy <= r2) blend(r, x, y, color, alpha)
    }
  }
}

/** Even-odd fill of a polygon given as [x, y] points. */
export function fillPolygon(
  r: Raster,
  points: readonly (readonly [number, number])[],
  color: Rgb,
  alpha = 1,
): void {
  const ys = points.map((p) => p[1])
  const y0 = Math.max(0, Math.floor(Math.min(...ys)))
  const y1 = Math.min(r.height - 1, Math.ceil(Math.max(...ys)))
  for (let y = y0; y <= y1; y += 1) {
    const py = y + 0.5
    const crossings: number[] = []
    for (let i = 0; i < points.length; i += 1) {
      const a = points[i] as readonly [number, number]
      const b = points[(i + 1) % points.length] as readonly [number, number]
      if (a[1] <= py === b[1] <= py) continue
      crossings.push(a[0] + ((py - a[1]) / (b[1] - a[1])) * (b[0] - a[0]))
    }
    crossings.sort((p, q) => p - q)
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      const xs = Math.max(0, Math.round(crossings[i] ?? 0))
      const xe = Math.min(r.width, Math.round(crossings[i + 1] ?? 0))
      for (let x = xs; x < xe; x += 1) blend(r, x, y, color, alpha)
    }
  }
}

/** A nearest-neighbour copy at most `maxWidth` pixels wide. */
export function downsample(r: Raster, maxWidth: number): Raster {
  if (r.width <= maxWidth) return r
  const width = maxWidth
  const height = Math.max(1, Math.round((r.height * width) / r.width))
  const out = createRaster(width, height)
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(r.height - 1, Math.floor(((y + 0.5) * r.height) / height))
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(r.width - 1, Math.floor(((x + 0.5) * r.width) / width))
      const from = (sy * r.width + sx) * 4
      out.data.set(r.data.subarray(from, from + 4), (y * width + x) * 4)
    }
  }
  return out
}

export function paletteOf(art: number): [Rgb, Rgb, Rgb] {
  const p = PALETTES[Math.abs(art) % PALETTES.length] ?? ['#888888', '#666666', '#222222']
  return [hexToRgb(p[0]), hexToRgb(p[1]), hexToRgb(p[2])]
}

/**
 * The landscape of media/art.ts's attachmentSvg, drawn at `width` x `height`
 * (the geometry is laid out for `designWidth` x `designHeight` and scaled).
 */
export function landscape(
  art: number,
  designWidth: number,
  designHeight: number,
  width = designWidth,
  height = designHeight,
): Raster {
  const r = createRaster(width, height)
  const sx = width / designWidth
  const sy = height / designHeight
  const [a, b, ink] = paletteOf(art)
  fillVerticalGradient(r, b, a)
  fillCircle(
    r,
    ((art * 97) % designWidth) * sx,
    designHeight * 0.3 * sy,
    Math.min(designWidth, designHeight) * 0.12 * Math.min(sx, sy),
    hexToRgb('#fff8e7'),
  )
  const W = designWidth * sx
  const H = designHeight * sy
  fillPolygon(
    r,
    [
      [0, H * 0.7],
      [W * 0.3, H * 0.45],
      [W * 0.55, H * 0.68],
      [W * 0.8, H * 0.5],
      [W, H * 0.72],
      [W, H],
      [0, H],
    ],
    ink,
    0.85,
  )
  for (let i = 0; i < 5; i += 1) {
    const x = ((art + 1) * (i + 3) * 131) % designWidth
    const radius = 30 + (((art + i) * 17) % 90)
    fillCircle(r, x * sx, H * 0.75, radius * Math.min(sx, sy), i % 2 ? a : b, 0.55)
  }
  return r
}
