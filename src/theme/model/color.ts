/**
 * Colour arithmetic for the theme model: parsing, mixing and the WCAG 2.x
 * relative luminance / contrast formulas. Colours are plain sRGB triples;
 * every colour slot of a resolved theme is opaque (#rrggbb) so contrast
 * figures are exact, and opacities are applied only when CSS is written.
 */

export interface Rgb {
  r: number
  g: number
  b: number
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** #rgb, #rgba, #rrggbb or #rrggbbaa -> Rgb (any alpha is dropped); null if not hex. */
export function parseHex(value: string): Rgb | null {
  const v = value.trim()
  if (!HEX.test(v)) return null
  let hex = v.slice(1)
  if (hex.length <= 4) {
    hex = hex
      .slice(0, 3)
      .split('')
      .map((c) => c + c)
      .join('')
  }
  return {
    r: parseInt(hex.slice(0, 2), 16),
    g: parseInt(hex.slice(2, 4), 16),
    b: parseInt(hex.slice(4, 6), 16),
  }
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && parseHex(value) !== null
}

function channel(n: number): string {
  const c = Math.min(255, Math.max(0, Math.round(n)))
  return c.toString(16).padStart(2, '0')
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${channel(r)}${channel(g)}${channel(b)}`
}

/** Normalises any accepted hex form to lower-case #rrggbb. */
export function normalizeHex(value: string): string | null {
  const rgb = parseHex(value)
  return rgb ? toHex(rgb) : null
}

function mustParse(value: string): Rgb {
  const rgb = parseHex(value)
  if (!rgb) throw new TypeError(`Not a hex colour: ${value}`)
  return rgb
}

/**
 * `amount` of `b` over `a` (0 = a, 1 = b): also what painting `b` with alpha
 * `amount` over an opaque `a` looks like.
 */
export function mix(a: string, b: string, amount: number): string {
  const x = mustParse(a)
  const y = mustParse(b)
  const t = Math.min(1, Math.max(0, amount))
  return toHex({
    r: x.r + (y.r - x.r) * t,
    g: x.g + (y.g - x.g) * t,
    b: x.b + (y.b - x.b) * t,
  })
}

/** CSS colour with alpha, in the space-separated form global.css already uses. */
export function withAlpha(color: string, alpha: number): string {
  const { r, g, b } = mustParse(color)
  const a = Math.round(Math.min(1, Math.max(0, alpha)) * 1000) / 1000
  if (a >= 1) return toHex({ r, g, b })
  return `rgb(${r} ${g} ${b} / ${a})`
}

function linear(c: number): number {
  const s = c / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG 2.x relative luminance (0 black .. 1 white). */
export function luminance(color: string): number {
  const { r, g, b } = mustParse(color)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2.x contrast ratio, 1..21. */
export function contrast(a: string, b: string): number {
  const la = luminance(a)
  const lb = luminance(b)
  const [hi, lo] = la > lb ? [la, lb] : [lb, la]
  return (hi + 0.05) / (lo + 0.05)
}

/** A background is "dark" when white text reads better on it than black. */
export function isDark(color: string): boolean {
  return contrast(color, '#ffffff') > contrast(color, '#000000')
}

/**
 * Lightness shift used by pleroma-fe style references ("--bg,-0.2"): a
 * positive amount moves away from the theme's background (lighter on a dark
 * theme, darker on a light one), so one file works for either scheme.
 */
export function shift(color: string, amount: number, darkScheme: boolean): string {
  const toward = amount >= 0 === darkScheme ? '#ffffff' : '#000000'
  return mix(color, toward, Math.abs(amount))
}

function minContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((bg) => contrast(color, bg)))
}

/**
 * `color` if it reaches `min` against every background; otherwise the
 * closest step from it toward white or black (whichever reads better) that
 * does, or that extreme itself as the best that can be done.
 */
export function ensureContrast(color: string, backgrounds: readonly string[], min: number): string {
  if (backgrounds.length === 0 || minContrast(color, backgrounds) >= min) return color
  const white = minContrast('#ffffff', backgrounds)
  const black = minContrast('#000000', backgrounds)
  const extreme = white >= black ? '#ffffff' : '#000000'
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(color, extreme, step / 20)
    if (minContrast(candidate, backgrounds) >= min) return candidate
  }
  return extreme
}

/** The more readable of a near-black and a near-white tinted by `background`. */
export function readableOn(background: string): string {
  const dark = mix(background, '#000000', 0.9)
  const light = mix(background, '#ffffff', 0.9)
  return contrast(dark, background) >= contrast(light, background) ? dark : light
}
