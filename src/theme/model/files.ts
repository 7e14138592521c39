/**
 * Theme files as pleroma-fe / akkoma-fe write them:
 * - v2: `{ _pleroma_theme_version: 2, name?, source: {themeEngineVersion,
 *   colors, opacity, radii, shadows, fonts: {slot: {family}}}, theme: {...} }`
 *   where `source` holds what the user set and `theme` every computed slot;
 * - v1: `{ _pleroma_theme_version: 1, colors, radii }` where `btn` is the
 *   foreground, `fg` the text, and radii are named `btnRadius`, ...;
 * - the oldest form, an array `[name, bg, fg, text, link, cRed, cGreen,
 *   cBlue, cOrange]` (as in old /static/styles.json lists).
 * Anything else is refused with a ThemeFileError naming the problem.
 */
import {
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  FONT_SLOTS,
  type OpacitySlot,
  type RadiusSlot,
  SHADOW_SLOTS,
  type ShadowLayer,
  type ShadowSlot,
  ThemeFileError,
  ThemeGenerationError,
  type ThemeSource,
} from '../types'
import { normalizeHex, toHex } from './color'
import { generateTheme, isFontList, parseReference } from './generate'
import { SLOT_BY_NAME } from './slots'

export const THEME_FILE_VERSION = 2
/** pleroma-fe's colour engine generation these files describe. */
const THEME_ENGINE_VERSION = 3

type Json = Record<string, unknown>

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** Numbers are sometimes written as strings ("0.5", "4") by older editors. */
function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v)
    return Number.isFinite(n) ? n : null
  }
  return null
}

function channel(v: unknown): number | null {
  const n = num(v)
  return n === null || n < 0 || n > 255 ? null : n
}

/** A colour as files hold it: hex, {r,g,b} (v1 stored configs), or a slot reference. */
function colorValue(v: unknown): string | null {
  if (typeof v === 'string') {
    const hex = normalizeHex(v)
    if (hex) return hex
    const ref = parseReference(v)
    return ref && SLOT_BY_NAME.has(ref.slot) ? v.trim() : null
  }
  if (isObject(v)) {
    const r = channel(v.r)
    const g = channel(v.g)
    const b = channel(v.b)
    return r === null || g === null || b === null ? null : toHex({ r, g, b })
  }
  return null
}

function emptySource(): ThemeSource {
  return { colors: {}, opacity: {}, radii: {}, shadows: {}, fonts: {} }
}

/**
 * Known colour slots with a readable value. Unknown slots (pleroma-fe has
 * many this client does not paint) and "transparent" are skipped; a base
 * colour that is present but unreadable refuses the file.
 */
function readColors(raw: Json, into: ThemeSource): void {
  for (const [slot, value] of Object.entries(raw)) {
    const def = SLOT_BY_NAME.get(slot)
    if (!def) continue
    const color = colorValue(value)
    if (color !== null) into.colors[slot] = color
    else if (def.group === 'base' && value !== undefined && value !== 'transparent') {
      throw new ThemeFileError('bad_colors', `"${slot}" is not a colour`)
    }
  }
}

function readOpacity(raw: unknown, into: ThemeSource): void {
  if (!isObject(raw)) return
  for (const key of Object.keys(DEFAULT_OPACITY) as OpacitySlot[]) {
    const n = num(raw[key])
    if (n !== null) into.opacity[key] = Math.min(1, Math.max(0, n))
  }
}

function readRadii(raw: unknown, into: ThemeSource, suffix: string): void {
  if (!isObject(raw)) return
  for (const key of Object.keys(DEFAULT_RADII) as RadiusSlot[]) {
    const n = num(raw[key + suffix] ?? raw[key])
    if (n !== null && n >= 0) into.radii[key] = n
  }
}

function readShadowLayer(raw: unknown): ShadowLayer | null {
  if (!isObject(raw)) return null
  const color = typeof raw.color === 'string' ? raw.color.trim() : ''
  const hex = normalizeHex(color)
  const ref = parseReference(color)
  if (!hex && !(ref && SLOT_BY_NAME.has(ref.slot))) return null
  return {
    x: num(raw.x) ?? 0,
    y: num(raw.y) ?? 0,
    blur: Math.max(0, num(raw.blur) ?? 0),
    spread: num(raw.spread) ?? 0,
    // References stay as written here; parseThemeFile resolves them to hex.
    color: hex ?? `--${ref?.slot ?? ''}`,
    alpha: Math.min(1, Math.max(0, num(raw.alpha) ?? 1)),
    inset: raw.inset === true || raw.inset === 'true',
  }
}

function readShadows(raw: unknown, into: ThemeSource): void {
  if (!isObject(raw)) return
  for (const slot of SHADOW_SLOTS) {
    const layers = raw[slot]
    // A string is a reference to another shadow set; this engine keeps its own default then.
    if (!Array.isArray(layers)) continue
    into.shadows[slot] = layers.map(readShadowLayer).filter((l): l is ShadowLayer => l !== null)
  }
}

function readFonts(raw: unknown, into: ThemeSource): void {
  if (!isObject(raw)) return
  for (const slot of FONT_SLOTS) {
    const entry = raw[slot]
    const family = isObject(entry) ? entry.family : entry
    if (typeof family === 'string' && family.trim() && isFontList(family)) {
      into.fonts[slot] = family.trim()
    }
  }
}

function fromV2(file: Json): ThemeSource {
  const source = emptySource()
  // `source` is what the user set; older exports only carry `theme` (everything computed).
  const part = isObject(file.source) ? file.source : isObject(file.theme) ? file.theme : null
  if (!part || !isObject(part.colors)) {
    throw new ThemeFileError('not_a_theme', 'no colours in the file')
  }
  readColors(part.colors, source)
  readOpacity(part.opacity, source)
  readRadii(part.radii, source, '')
  readShadows(part.shadows, source)
  readFonts(part.fonts, source)
  return source
}

function fromV1(file: Json): ThemeSource {
  const raw = isObject(file.colors) ? file.colors : file
  const source = emptySource()
  // v1 names: `btn` is the foreground, `fg` the text (unless a `text` is present).
  const renamed: Json = { ...raw }
  if (raw.text === undefined && raw.fg !== undefined) {
    renamed.text = raw.fg
    delete renamed.fg
  }
  if (raw.btn !== undefined) {
    renamed.fg = raw.btn
    delete renamed.btn
  }
  readColors(renamed, source)
  readRadii(file.radii, source, 'Radius')
  return source
}

function fromArray(list: unknown[]): ThemeSource {
  const keys = ['bg', 'fg', 'text', 'link', 'cRed', 'cGreen', 'cBlue', 'cOrange']
  const raw: Json = {}
  keys.forEach((key, i) => {
    if (list[i + 1] !== undefined) raw[key] = list[i + 1]
  })
  const source = emptySource()
  readColors(raw, source)
  return source
}

/** Resolves shadow colours given as slot references, using the theme they belong to. */
function finish(source: ThemeSource): ThemeSource {
  if (source.colors.bg === undefined)
    throw new ThemeFileError('not_a_theme', 'no background colour')
  try {
    const theme = generateTheme(source)
    for (const slot of Object.keys(source.shadows) as ShadowSlot[]) {
      source.shadows[slot] = source.shadows[slot]?.map((layer) => {
        const ref = parseReference(layer.color)
        return ref ? { ...layer, color: theme.colors[ref.slot] ?? '#000000' } : layer
      })
    }
  } catch (e) {
    if (e instanceof ThemeGenerationError) throw new ThemeFileError('bad_colors', e.message)
    throw e
  }
  return source
}

/** Reads a pleroma-fe/akkoma-fe theme file (v2 with source/theme, or v1 colours); throws ThemeFileError. */
export function parseThemeFile(json: unknown): ThemeSource {
  let data = json
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown
    } catch {
      throw new ThemeFileError('not_json')
    }
  }
  if (Array.isArray(data)) {
    if (typeof data[0] !== 'string') throw new ThemeFileError('not_a_theme')
    return finish(fromArray(data))
  }
  if (!isObject(data)) throw new ThemeFileError('not_a_theme')
  const version = data._pleroma_theme_version
  if (version === undefined) {
    if (isObject(data.source) || isObject(data.theme)) return finish(fromV2(data))
    if (isObject(data.colors)) return finish(fromV1(data))
    throw new ThemeFileError('not_a_theme')
  }
  if (version === 2 || version === '2') return finish(fromV2(data))
  if (version === 1 || version === '1') return finish(fromV1(data))
  throw new ThemeFileError('unsupported_version', String(version))
}

/** A v2 theme file (`_pleroma_theme_version: 2`, source and theme parts) for a source. */
export function exportThemeFile(source: ThemeSource, name?: string): Record<string, unknown> {
  const theme = generateTheme(source)
  const fontsOf = (fonts: Partial<Record<string, string>>) =>
    Object.fromEntries(
      Object.entries(fonts)
        .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')
        .map(([slot, family]) => [slot, { family }]),
    )
  return {
    _pleroma_theme_version: THEME_FILE_VERSION,
    ...(name ? { name } : {}),
    source: {
      themeEngineVersion: THEME_ENGINE_VERSION,
      colors: { ...source.colors },
      opacity: { ...source.opacity },
      radii: { ...source.radii },
      shadows: structuredClone(source.shadows),
      fonts: fontsOf(source.fonts),
    },
    theme: {
      themeEngineVersion: THEME_ENGINE_VERSION,
      colors: theme.colors,
      opacity: theme.opacity,
      radii: theme.radii,
      shadows: theme.shadows,
      fonts: fontsOf(theme.fonts),
    },
  }
}
