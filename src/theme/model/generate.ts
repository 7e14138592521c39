/**
 * Source -> resolved theme (every slot filled) -> CSS custom properties.
 */
import {
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  FONT_SLOTS,
  type FontSlot,
  type OpacitySlot,
  type RadiusSlot,
  type ResolvedTheme,
  SHADOW_SLOTS,
  type ShadowLayer,
  type ShadowSlot,
  ThemeGenerationError,
  type ThemeSource,
} from '../types'
import { isDark, normalizeHex, shift, withAlpha } from './color'
import { COLOR_SLOTS, type ColorSlotName, SLOT_BY_NAME } from './slots'

export const DEFAULT_FONTS: Readonly<Record<FontSlot, string>> = {
  interface: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif",
  // Empty: follow the interface font (filled in by generateTheme).
  input: '',
  post: '',
  postCode: "ui-monospace, 'DejaVu Sans Mono', monospace",
}

const panelShadow: ShadowLayer = {
  x: 0,
  y: 1,
  blur: 3,
  spread: 0,
  color: '#000000',
  alpha: 0.5,
  inset: false,
}

export const DEFAULT_SHADOWS: Readonly<Record<ShadowSlot, readonly ShadowLayer[]>> = {
  panel: [panelShadow],
  topBar: [panelShadow],
  popup: [{ ...panelShadow, y: 2, blur: 8, alpha: 0.6 }],
  avatar: [],
  avatarStatus: [],
  button: [],
  buttonHover: [],
  buttonPressed: [],
  input: [],
}

/** "--slot" or "--slot,amount" (pleroma-fe's reference form). */
const REFERENCE = /^--([A-Za-z][A-Za-z0-9]*)(?:\s*,\s*(-?\d+(?:\.\d+)?))?$/

export function parseReference(value: string): { slot: string; amount: number } | null {
  const m = REFERENCE.exec(value.trim())
  if (!m?.[1]) return null
  return { slot: m[1], amount: m[2] === undefined ? 0 : Number(m[2]) }
}

/**
 * Font lists are written into a stylesheet as they are: refuse anything
 * that could close the declaration, and the CSS-wide keywords, which would
 * apply to the custom property itself rather than to the font.
 */
export function isFontList(value: string): boolean {
  return !/[;{}<>\\\n\r/*]/.test(value) && !/^(inherit|initial|unset|revert)$/i.test(value.trim())
}

function finiteIn(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, value))
    : null
}

function resolveColors(
  source: ThemeSource,
  opacity: Record<OpacitySlot, number>,
): { colors: Record<string, string>; dark: boolean } {
  const colors: Record<string, string> = {}
  const resolving: string[] = []
  // Until bg is known references resolve as on a dark theme; only bg itself can hit this.
  let dark = true

  const resolve = (slot: string): string => {
    const known = colors[slot]
    if (known !== undefined) return known
    const def = SLOT_BY_NAME.get(slot)
    if (!def) throw new ThemeGenerationError(slot, 'there is no such colour slot')
    if (resolving.includes(slot)) {
      const cycle = [...resolving.slice(resolving.indexOf(slot)), slot].join(' -> ')
      throw new ThemeGenerationError(slot, `it depends on itself (${cycle})`)
    }
    resolving.push(slot)
    try {
      const given = source.colors[slot]
      let value: string
      if (given !== undefined) {
        value = fromGiven(slot, given)
      } else if (def.derive) {
        for (const dep of def.deps) resolve(dep)
        // The deps were resolved just above, which is what DeriveContext's complete type promises.
        value = def.derive({ c: colors as Record<ColorSlotName, string>, dark, opacity })
      } else {
        throw new ThemeGenerationError(slot, 'it is a base colour and the theme does not give it')
      }
      colors[slot] = value
      return value
    } finally {
      resolving.pop()
    }
  }

  const fromGiven = (slot: string, given: string): string => {
    const hex = normalizeHex(given)
    if (hex) return hex
    const ref = parseReference(given)
    if (ref) {
      if (!SLOT_BY_NAME.has(ref.slot)) {
        throw new ThemeGenerationError(slot, `it refers to the unknown slot "${ref.slot}"`)
      }
      const target = resolve(ref.slot)
      return ref.amount === 0 ? target : shift(target, ref.amount, dark)
    }
    throw new ThemeGenerationError(slot, `"${given}" is not a colour`)
  }

  dark = isDark(resolve('bg'))
  for (const slot of COLOR_SLOTS) resolve(slot.name)
  return { colors, dark }
}

function resolveShadows(
  source: ThemeSource,
  colors: Record<string, string>,
): Record<ShadowSlot, ShadowLayer[]> {
  const out = {} as Record<ShadowSlot, ShadowLayer[]>
  for (const slot of SHADOW_SLOTS) {
    const layers = source.shadows[slot] ?? DEFAULT_SHADOWS[slot]
    out[slot] = layers.map((layer, i) => {
      const ref = parseReference(layer.color)
      const color = normalizeHex(layer.color) ?? (ref ? colors[ref.slot] : undefined)
      if (color === undefined) {
        throw new ThemeGenerationError(
          `shadow ${slot} #${i + 1}`,
          `"${layer.color}" is not a colour`,
        )
      }
      return {
        x: finiteIn(layer.x, -1000, 1000) ?? 0,
        y: finiteIn(layer.y, -1000, 1000) ?? 0,
        blur: finiteIn(layer.blur, 0, 1000) ?? 0,
        spread: finiteIn(layer.spread, -1000, 1000) ?? 0,
        color,
        alpha: finiteIn(layer.alpha, 0, 1) ?? 1,
        inset: layer.inset === true,
      }
    })
  }
  return out
}

/** Every slot from the source's base colours and overrides; throws ThemeGenerationError. */
export function generateTheme(source: ThemeSource): ResolvedTheme {
  const opacity = {} as Record<OpacitySlot, number>
  for (const key of Object.keys(DEFAULT_OPACITY) as OpacitySlot[]) {
    opacity[key] = finiteIn(source.opacity[key], 0, 1) ?? DEFAULT_OPACITY[key]
  }
  const radii = {} as Record<RadiusSlot, number>
  for (const key of Object.keys(DEFAULT_RADII) as RadiusSlot[]) {
    radii[key] = finiteIn(source.radii[key], 0, 999) ?? DEFAULT_RADII[key]
  }
  const fonts = {} as Record<FontSlot, string>
  for (const key of FONT_SLOTS) {
    const given = source.fonts[key]?.trim()
    fonts[key] = given && isFontList(given) ? given : DEFAULT_FONTS[key]
  }
  fonts.input ||= fonts.interface
  fonts.post ||= fonts.interface

  const { colors, dark } = resolveColors(source, opacity)
  return {
    colors,
    opacity,
    radii,
    shadows: resolveShadows(source, colors),
    fonts,
    scheme: dark ? 'dark' : 'light',
  }
}

function px(n: number): string {
  return n === 0 ? '0' : `${n}px`
}

/** One box-shadow value; "none" for no layers. */
export function shadowToCss(layers: readonly ShadowLayer[]): string {
  if (layers.length === 0) return 'none'
  return layers
    .map((l) => {
      const parts = [px(l.x), px(l.y), px(l.blur)]
      if (l.spread !== 0) parts.push(px(l.spread))
      const color = l.alpha >= 1 ? l.color : withAlpha(l.color, l.alpha)
      const rgb = color.startsWith('#') ? hexToRgbFunction(color) : color
      return `${l.inset ? 'inset ' : ''}${parts.join(' ')} ${rgb}`
    })
    .join(', ')
}

function hexToRgbFunction(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255})`
}

/**
 * The CSS custom properties a resolved theme sets. The first block is the
 * token set components used before the engine existed (unchanged names);
 * the rest expose the further slots.
 */
export function themeToCssVariables(theme: ResolvedTheme): Record<string, string> {
  const { opacity: o, radii: r, shadows: s, fonts: f } = theme
  const c = {} as Record<ColorSlotName, string>
  for (const slot of COLOR_SLOTS) {
    const value = theme.colors[slot.name]
    // A resolved theme read back from storage may predate a slot: say which.
    if (value === undefined)
      throw new ThemeGenerationError(slot.name, 'the resolved theme lacks it')
    c[slot.name] = value
  }
  return {
    '--bg': c.wallpaper,
    '--panel-bg': c.bg,
    '--panel-header-bg': c.panel,
    '--raised-bg': c.btn,
    '--input-bg': c.input,
    '--fg': c.text,
    '--text-muted': c.faint,
    '--link': c.link,
    '--accent': c.accent,
    '--accent-fg': c.accentText,
    '--border': c.border,
    '--focus': c.focus,
    '--danger': c.danger,
    '--danger-bg': c.alertError,
    '--success': c.success,
    '--success-bg': c.alertSuccess,
    '--warning': c.warning,
    '--warning-bg': c.alertWarning,
    '--info-bg': c.alertNeutral,
    '--radius': `${r.panel}px`,
    '--radius-small': `${r.btn}px`,
    '--avatar-radius': `${r.avatar}px`,
    '--shadow': shadowToCss(s.panel),
    '--font': f.interface,
    '--font-mono': f.postCode,

    '--panel-header-fg': c.panelText,
    '--raised-fg': c.btnText,
    '--input-fg': c.inputText,
    '--info': c.cBlue,
    '--selected-bg': c.selectedPost,
    '--popover-bg': c.popover,
    '--popover-fg': c.popoverText,
    '--badge-bg': c.badgeNotification,
    '--badge-fg': c.badgeNotificationText,
    '--underlay': withAlpha(c.underlay, o.underlay),
    '--profile-tint': withAlpha(c.profileTint, o.profileTint),
    '--alert-popup-danger-bg': withAlpha(c.alertError, o.alertPopup),
    '--alert-popup-warning-bg': withAlpha(c.alertWarning, o.alertPopup),
    '--alert-popup-success-bg': withAlpha(c.alertSuccess, o.alertPopup),
    '--alert-popup-info-bg': withAlpha(c.alertNeutral, o.alertPopup),
    '--radius-btn': `${r.btn}px`,
    '--radius-input': `${r.input}px`,
    '--radius-checkbox': `${r.checkbox}px`,
    '--radius-panel': `${r.panel}px`,
    '--radius-avatar': `${r.avatar}px`,
    '--radius-avatar-alt': `${r.avatarAlt}px`,
    '--radius-tooltip': `${r.tooltip}px`,
    '--radius-attachment': `${r.attachment}px`,
    '--shadow-panel': shadowToCss(s.panel),
    '--shadow-top-bar': shadowToCss(s.topBar),
    '--shadow-popup': shadowToCss(s.popup),
    '--shadow-avatar': shadowToCss(s.avatar),
    '--shadow-avatar-status': shadowToCss(s.avatarStatus),
    '--shadow-button': shadowToCss(s.button),
    '--shadow-button-hover': shadowToCss(s.buttonHover),
    '--shadow-button-pressed': shadowToCss(s.buttonPressed),
    '--shadow-input': shadowToCss(s.input),
    '--font-interface': f.interface,
    '--font-input': f.input,
    '--font-post': f.post,
  }
}
