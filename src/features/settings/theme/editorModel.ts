/**
 * The theme editor's pure logic: which parts of a theme a
 * preset switch keeps, edits of single slots, the choice an edit turns into,
 * shadow layers as CSS, and grouping of the model's colour slots for the
 * "advanced" editor. No React and no storage here, so it is unit-tested alone.
 */
import {
  BASE_COLORS,
  type ShadowLayer,
  type ShadowSlot,
  type ThemeChoice,
  type ThemePreset,
  type ThemeSource,
} from '../../../theme/types'

/** The parts of a theme; each has a keep checkbox. */
export const THEME_PARTS = ['colors', 'opacity', 'radii', 'shadows', 'fonts'] as const
export type ThemePart = (typeof THEME_PARTS)[number]
export type KeepFlags = Record<ThemePart, boolean>

export const KEEP_NONE: KeepFlags = {
  colors: false,
  opacity: false,
  radii: false,
  shadows: false,
  fonts: false,
}

export const EMPTY_SOURCE: ThemeSource = {
  colors: {},
  opacity: {},
  radii: {},
  shadows: {},
  fonts: {},
}

/** A deep copy, so an edit never changes a preset's own source. */
export function cloneSource(source: ThemeSource): ThemeSource {
  return {
    colors: { ...source.colors },
    opacity: { ...source.opacity },
    radii: { ...source.radii },
    shadows: Object.fromEntries(
      Object.entries(source.shadows).map(([slot, layers]) => [
        slot,
        (layers ?? []).map((layer) => ({ ...layer })),
      ]),
    ),
    fonts: { ...source.fonts },
  }
}

/** The preset's source with the kept parts taken from what is in use now. */
export function mergeKept(preset: ThemeSource, current: ThemeSource, keep: KeepFlags): ThemeSource {
  const next = cloneSource(preset)
  const kept = cloneSource(current)
  if (keep.colors) next.colors = kept.colors
  if (keep.opacity) next.opacity = kept.opacity
  if (keep.radii) next.radii = kept.radii
  if (keep.shadows) next.shadows = kept.shadows
  if (keep.fonts) next.fonts = kept.fonts
  return next
}

export const keepsAny = (keep: KeepFlags) => THEME_PARTS.some((part) => keep[part])

/**
 * The choice a picked preset becomes: the preset itself, or, when some parts
 * are kept from the theme in use, a custom theme based on that preset.
 */
export function choosePreset(
  preset: ThemePreset,
  current: ThemeSource,
  keep: KeepFlags,
): ThemeChoice {
  if (!keepsAny(keep)) return { kind: 'preset', id: preset.id }
  return { kind: 'custom', basedOn: preset.id, source: mergeKept(preset.source, current, keep) }
}

/** The preset a choice starts from (what "reset" goes back to); null for the instance default. */
export function basePresetId(choice: ThemeChoice): string | null {
  switch (choice.kind) {
    case 'preset':
      return choice.id
    case 'custom':
      return choice.basedOn
    default:
      return null
  }
}

/** Back to the preset the theme started from, dropping every edit. */
export function resetChoice(choice: ThemeChoice): ThemeChoice {
  if (choice.kind !== 'custom') return choice
  return choice.basedOn === null ? { kind: 'instance' } : { kind: 'preset', id: choice.basedOn }
}

/** An edit of the theme in use: it becomes (or stays) a custom theme. */
export function editedChoice(
  choice: ThemeChoice,
  current: ThemeSource,
  edit: (source: ThemeSource) => ThemeSource,
  systemPicksDark: boolean,
): ThemeChoice {
  const basedOn =
    choice.kind === 'system' ? (systemPicksDark ? choice.dark : choice.light) : basePresetId(choice)
  return { kind: 'custom', basedOn, source: edit(cloneSource(current)) }
}

type ColorEdit = { part: 'colors'; slot: string; value: string | null }
type NumberEdit = { part: 'opacity' | 'radii'; slot: string; value: number | null }
type ShadowEdit = { part: 'shadows'; slot: ShadowSlot; value: ShadowLayer[] | null }
type FontEdit = { part: 'fonts'; slot: string; value: string | null }
/** One slot set to a value, or (null) back to what the base colours generate. */
export type SlotEdit = ColorEdit | NumberEdit | ShadowEdit | FontEdit

export function applyEdit(source: ThemeSource, edit: SlotEdit): ThemeSource {
  const next = cloneSource(source)
  const part = next[edit.part] as Record<string, unknown>
  if (edit.value === null) delete part[edit.slot]
  else part[edit.slot] = edit.value
  return next
}

/** A colour slot given explicitly rather than generated. */
export const isOverridden = (source: ThemeSource, slot: string) =>
  typeof source.colors[slot] === 'string'

/** "#abc" / "#aabbcc" / "rgb(…)" / "rgba(…)" as "#rrggbb" for a colour input; null if not a colour. */
export function toHex(color: string): string | null {
  const value = color.trim().toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value)
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`
  if (/^#[0-9a-f]{6}$/.test(value)) return value
  if (/^#[0-9a-f]{8}$/.test(value)) return value.slice(0, 7)
  const rgb = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)/.exec(value)
  if (!rgb) return null
  const hex = (n: string) =>
    Math.max(0, Math.min(255, Math.round(Number(n))))
      .toString(16)
      .padStart(2, '0')
  return `#${hex(rgb[1] ?? '0')}${hex(rgb[2] ?? '0')}${hex(rgb[3] ?? '0')}`
}

/** A text field's colour as "#rrggbb", or null if it is not one the editor accepts. */
export function parseHexInput(text: string): string | null {
  const value = text.trim().toLowerCase()
  const withHash = value.startsWith('#') ? value : `#${value}`
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(withHash) ? toHex(withHash) : null
}

/** One layer as CSS ("inset 0 1px 3px 0 rgb(0 0 0 / 0.5)"). */
export function shadowLayerToCss(layer: ShadowLayer): string {
  const hex = toHex(layer.color) ?? '#000000'
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const alpha = Math.round(Math.max(0, Math.min(1, layer.alpha)) * 100) / 100
  const geometry = `${layer.x}px ${layer.y}px ${layer.blur}px ${layer.spread}px`
  return `${layer.inset ? 'inset ' : ''}${geometry} rgb(${r} ${g} ${b} / ${alpha})`
}

export function shadowToCss(layers: readonly ShadowLayer[]): string {
  return layers.length === 0 ? 'none' : layers.map(shadowLayerToCss).join(', ')
}

export const NEW_SHADOW_LAYER: ShadowLayer = {
  x: 0,
  y: 2,
  blur: 4,
  spread: 0,
  color: '#000000',
  alpha: 0.5,
  inset: false,
}

/** The common colours: the base colours every other slot is generated from. */
export const COMMON_COLORS: readonly string[] = BASE_COLORS

/**
 * The generated slots in the model's groups for the advanced editor, in the
 * order groups first appear; slots the resolved theme has beyond the
 * definitions (a newer graph) still get edited, under "other".
 */
export function advancedColorGroups(
  definitions: readonly { name: string; group: string }[],
  slots: readonly string[],
): { group: string; slots: string[] }[] {
  const present = new Set(slots)
  const placed = new Set<string>(COMMON_COLORS)
  const groups = new Map<string, string[]>()
  for (const { name, group } of definitions) {
    if (placed.has(name) || !present.has(name) || group === 'base') continue
    placed.add(name)
    groups.set(group, [...(groups.get(group) ?? []), name])
  }
  const other = slots.filter((slot) => !placed.has(slot))
  if (other.length > 0) groups.set('other', other)
  return [...groups.entries()].map(([group, list]) => ({ group, slots: list }))
}

/** A number field's text within bounds, or null when it is not a number. */
export function parseBounded(text: string, min: number, max: number): number | null {
  if (text.trim() === '') return null
  const value = Number(text)
  if (!Number.isFinite(value)) return null
  return Math.max(min, Math.min(max, value))
}

/** The name a theme file gets: "theme-<name>-2024-05-01.json", local date. */
export function themeFileName(name: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `theme-${slug || 'custom'}-${day}.json`
}
