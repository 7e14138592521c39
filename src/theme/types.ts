/**
 * The theme model's shapes: what a user edits (a
 * ThemeSource: a few base colours plus any overridden slot, opacities,
 * radii, shadows, fonts), and what the engine produces from it (a
 * ResolvedTheme with every slot filled), which becomes CSS custom properties.
 * The model (src/theme/model/), the engine that applies it
 * (src/theme/apply.ts, themeStore.ts) and the editor tab read these.
 */

/** The colours a theme is generated from; every other slot derives from them. */
export const BASE_COLORS = [
  'bg',
  'fg',
  'text',
  'link',
  'accent',
  'cRed',
  'cGreen',
  'cOrange',
  'cBlue',
] as const
export type BaseColor = (typeof BASE_COLORS)[number]

/** The opacity slots and their defaults. */
export const DEFAULT_OPACITY = {
  profileTint: 0.5,
  alert: 0.5,
  input: 0.5,
  faint: 0.5,
  underlay: 0.15,
  alertPopup: 0.95,
} as const
export type OpacitySlot = keyof typeof DEFAULT_OPACITY

/** The radius slots (px) and their defaults. */
export const DEFAULT_RADII = {
  btn: 4,
  input: 4,
  checkbox: 2,
  panel: 10,
  avatar: 5,
  avatarAlt: 50,
  tooltip: 2,
  attachment: 5,
} as const
export type RadiusSlot = keyof typeof DEFAULT_RADII

/** One layer of a box shadow. Colours are #rrggbb; alpha 0..1. */
export interface ShadowLayer {
  x: number
  y: number
  blur: number
  spread: number
  color: string
  alpha: number
  inset: boolean
}

export const SHADOW_SLOTS = [
  'panel',
  'topBar',
  'popup',
  'avatar',
  'avatarStatus',
  'button',
  'buttonHover',
  'buttonPressed',
  'input',
] as const
export type ShadowSlot = (typeof SHADOW_SLOTS)[number]

export const FONT_SLOTS = ['interface', 'input', 'post', 'postCode'] as const
export type FontSlot = (typeof FONT_SLOTS)[number]

/** What a user edits and a theme file carries ("source" of pleroma-fe's v2 files). */
export interface ThemeSource {
  /** Base colours and any slot given explicitly (slot name -> #rrggbb). */
  colors: Partial<Record<string, string>>
  opacity: Partial<Record<OpacitySlot, number>>
  radii: Partial<Record<RadiusSlot, number>>
  shadows: Partial<Record<ShadowSlot, ShadowLayer[]>>
  /** Font family lists, e.g. "Inter, sans-serif". */
  fonts: Partial<Record<FontSlot, string>>
}

/** Every slot filled: what the engine applies. */
export interface ResolvedTheme {
  /** Every colour slot of the dependency graph -> #rrggbb or rgba(). */
  colors: Record<string, string>
  opacity: Record<OpacitySlot, number>
  radii: Record<RadiusSlot, number>
  shadows: Record<ShadowSlot, ShadowLayer[]>
  fonts: Record<FontSlot, string>
  /** Light or dark, from the background's lightness: sets CSS color-scheme. */
  scheme: 'light' | 'dark'
}

/** A theme to choose from: built in, or listed by the instance's /static/styles.json. */
export interface ThemePreset {
  id: string
  name: string
  source: ThemeSource
  origin: 'builtin' | 'instance'
}

/** What the user chose (kept in browser storage, read before the first paint). */
export type ThemeChoice =
  /** The instance's default theme (or dark without one). */
  | { kind: 'instance' }
  /** Follow the system: a light and a dark preset by prefers-color-scheme. */
  | { kind: 'system'; light: string; dark: string }
  | { kind: 'preset'; id: string }
  /** Edited in the theme tab; `basedOn` names the preset it started from. */
  | { kind: 'custom'; basedOn: string | null; source: ThemeSource }

/** Thrown when a colour slot cannot be produced. */
export class ThemeGenerationError extends Error {
  constructor(
    readonly slot: string,
    reason: string,
  ) {
    super(`Theme colour "${slot}" cannot be produced: ${reason}`)
    this.name = 'ThemeGenerationError'
  }
}

/** Why a theme file was refused. */
export type ThemeFileProblem = 'not_json' | 'unsupported_version' | 'not_a_theme' | 'bad_colors'

export class ThemeFileError extends Error {
  constructor(
    readonly problem: ThemeFileProblem,
    detail?: string,
  ) {
    super(detail ? `${problem}: ${detail}` : problem)
    this.name = 'ThemeFileError'
  }
}
