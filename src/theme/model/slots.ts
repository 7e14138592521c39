/**
 * The one dependency graph every colour slot comes from. Each
 * slot names the slots it is derived from and how; a source may give any
 * slot explicitly (a colour, or a pleroma-fe style reference "--slot" or
 * "--slot,amount"), which then wins over the derivation. Derivations that
 * put text on a background choose the text for contrast (AA, 4.5:1).
 *
 * The base colours mean what they mean in pleroma-fe files, so imported
 * themes look as their authors meant: `bg` is the panels' background (the
 * page behind them is `wallpaper`), `fg` the buttons' and panel headers'
 * colour, `text` the body text, `link` links, `accent` filled buttons and
 * highlights, and cRed / cGreen / cOrange / cBlue the status colours.
 */
import type { OpacitySlot } from '../types'
import { ensureContrast, mix, readableOn, shift } from './color'

/** WCAG AA for body text: the contrast threshold. */
export const CONTRAST_AA = 4.5
/** WCAG AAA for body text. */
export const CONTRAST_AAA = 7
/** WCAG 2.x minimum for focus rings and other non-text indicators. */
const CONTRAST_UI = 3

/** Every colour slot there is, base colours first (also the editor's display order). */
export const COLOR_SLOT_NAMES = [
  'bg',
  'text',
  'link',
  'fg',
  'accent',
  'cRed',
  'cGreen',
  'cOrange',
  'cBlue',
  'wallpaper',
  'underlay',
  'profileTint',
  'panel',
  'panelText',
  'border',
  'btn',
  'btnText',
  'accentText',
  'focus',
  'input',
  'inputText',
  'faint',
  'selectedPost',
  'alertError',
  'alertWarning',
  'alertSuccess',
  'alertNeutral',
  'danger',
  'warning',
  'success',
  'popover',
  'popoverText',
  'badgeNotification',
  'badgeNotificationText',
] as const
export type ColorSlotName = (typeof COLOR_SLOT_NAMES)[number]

export interface DeriveContext {
  /**
   * The resolved slots. Typed as complete because a derivation only reads
   * its declared deps, which the resolver has filled before calling it.
   */
  c: Readonly<Record<ColorSlotName, string>>
  dark: boolean
  opacity: Readonly<Record<OpacitySlot, number>>
}

/** Groups for the editor's "advanced colours". */
export type SlotGroup =
  | 'base'
  | 'panels'
  | 'buttons'
  | 'inputs'
  | 'text'
  | 'alerts'
  | 'popovers'
  | 'badges'
  | 'background'

export interface SlotDefinition {
  name: ColorSlotName
  group: SlotGroup
  deps: readonly ColorSlotName[]
  /** Absent: the slot must be given by the source (bg, text, link). */
  derive?: (ctx: DeriveContext) => string
}

type StatusColor = 'cRed' | 'cGreen' | 'cOrange' | 'cBlue'

/** Status colours a source may leave out: readable defaults per scheme. */
const STATUS_DEFAULTS: Record<StatusColor, [dark: string, light: string]> = {
  cRed: ['#ff6b6b', '#b3261e'],
  cGreen: ['#5fd38d', '#1b7a3d'],
  cOrange: ['#ffb84d', '#8a5300'],
  cBlue: ['#7fb6ff', '#1f5fbf'],
}

/** How far alert backgrounds tint toward their colour, per unit of "alert" opacity. */
const ALERT_TINT = 0.4

function alertBackground(color: string, { c, dark, opacity }: DeriveContext): string {
  // On a light theme a tint must stay pale so dark text keeps its contrast.
  return mix(c.bg, color, opacity.alert * (dark ? ALERT_TINT : ALERT_TINT * 0.5))
}

/** The body text on the background slot `on`, moved for contrast where it must be. */
function textOn(name: ColorSlotName, group: SlotGroup, on: ColorSlotName): SlotDefinition {
  return {
    name,
    group,
    deps: ['text', on],
    derive: ({ c }) => ensureContrast(c.text, [c[on]], CONTRAST_AA),
  }
}

/** An alert's background: the panels tinted toward a status colour, the text readable on it. */
function alertSlot(name: ColorSlotName, color: StatusColor): SlotDefinition {
  return {
    name,
    group: 'alerts',
    deps: ['bg', color, 'text'],
    derive: (ctx) => ensureBackground(alertBackground(ctx.c[color], ctx), ctx.c.text),
  }
}

/** A status colour as text: readable on the panels, on the page and on its own alert. */
function statusTextSlot(
  name: ColorSlotName,
  color: StatusColor,
  alert: ColorSlotName,
): SlotDefinition {
  return {
    name,
    group: 'alerts',
    deps: [color, 'bg', 'wallpaper', alert],
    derive: ({ c }) => ensureContrast(c[color], [c.bg, c.wallpaper, c[alert]], CONTRAST_AA),
  }
}

const base: SlotDefinition[] = [
  { name: 'bg', group: 'base', deps: [] },
  { name: 'text', group: 'base', deps: [] },
  { name: 'link', group: 'base', deps: [] },
  {
    name: 'fg',
    group: 'base',
    deps: ['bg'],
    derive: ({ c, dark }) => shift(c.bg, 0.06, dark),
  },
  { name: 'accent', group: 'base', deps: ['link'], derive: ({ c }) => c.link },
  ...(['cRed', 'cGreen', 'cOrange', 'cBlue'] as const).map((name): SlotDefinition => ({
    name,
    group: 'base',
    deps: ['bg'],
    derive: ({ dark }) => STATUS_DEFAULTS[name][dark ? 0 : 1],
  })),
]

const derived: SlotDefinition[] = [
  // The page behind the panels: a step darker than the panels in either scheme.
  {
    name: 'wallpaper',
    group: 'background',
    deps: ['bg'],
    derive: ({ c, dark }) => mix(c.bg, '#000000', dark ? 0.28 : 0.06),
  },
  {
    name: 'underlay',
    group: 'background',
    deps: [],
    derive: () => '#000000',
  },
  {
    name: 'profileTint',
    group: 'background',
    deps: ['bg'],
    derive: ({ c }) => c.bg,
  },
  {
    name: 'panel',
    group: 'panels',
    deps: ['bg', 'fg'],
    derive: ({ c }) => mix(c.bg, c.fg, 0.5),
  },
  textOn('panelText', 'panels', 'panel'),
  {
    name: 'border',
    group: 'panels',
    deps: ['fg', 'text'],
    derive: ({ c }) => mix(c.fg, c.text, 0.06),
  },
  { name: 'btn', group: 'buttons', deps: ['fg'], derive: ({ c }) => c.fg },
  textOn('btnText', 'buttons', 'btn'),
  {
    name: 'accentText',
    group: 'buttons',
    deps: ['accent'],
    derive: ({ c }) => readableOn(c.accent),
  },
  {
    name: 'focus',
    group: 'buttons',
    deps: ['cBlue', 'bg', 'wallpaper'],
    derive: ({ c }) => ensureContrast(c.cBlue, [c.bg, c.wallpaper], CONTRAST_UI),
  },
  // Inputs sit a step further from the text than the panels ("input" opacity).
  {
    name: 'input',
    group: 'inputs',
    deps: ['bg'],
    derive: ({ c, dark, opacity }) => mix(c.bg, dark ? '#000000' : '#ffffff', opacity.input * 0.75),
  },
  textOn('inputText', 'inputs', 'input'),
  // Faint text: the text at "faint" opacity over the panels, kept readable everywhere it shows.
  {
    name: 'faint',
    group: 'text',
    deps: ['text', 'bg', 'wallpaper', 'panel', 'btn', 'input'],
    derive: ({ c, opacity }) =>
      ensureContrast(
        mix(c.bg, c.text, opacity.faint),
        [c.bg, c.wallpaper, c.panel, c.btn, c.input],
        CONTRAST_AA,
      ),
  },
  {
    name: 'selectedPost',
    group: 'panels',
    deps: ['bg', 'link', 'text'],
    derive: ({ c }) => ensureBackground(mix(c.bg, c.link, 0.08), c.text),
  },
  alertSlot('alertError', 'cRed'),
  alertSlot('alertWarning', 'cOrange'),
  alertSlot('alertSuccess', 'cGreen'),
  alertSlot('alertNeutral', 'cBlue'),
  statusTextSlot('danger', 'cRed', 'alertError'),
  statusTextSlot('warning', 'cOrange', 'alertWarning'),
  statusTextSlot('success', 'cGreen', 'alertSuccess'),
  {
    name: 'popover',
    group: 'popovers',
    deps: ['bg', 'fg'],
    derive: ({ c, dark }) => shift(mix(c.bg, c.fg, 0.75), 0.02, dark),
  },
  textOn('popoverText', 'popovers', 'popover'),
  {
    name: 'badgeNotification',
    group: 'badges',
    deps: ['cRed'],
    derive: ({ c }) => c.cRed,
  },
  {
    name: 'badgeNotificationText',
    group: 'badges',
    deps: ['badgeNotification'],
    derive: ({ c }) => readableOn(c.badgeNotification),
  },
]

/**
 * A tinted background must leave `text` readable: if the tint costs too much
 * contrast, fall back toward the text's opposite extreme.
 */
function ensureBackground(background: string, text: string): string {
  return ensureContrast(background, [text], CONTRAST_AA)
}

const byName = new Map([...base, ...derived].map((s) => [s.name, s]))

/** Every colour slot's definition, in COLOR_SLOT_NAMES order. */
export const COLOR_SLOTS: readonly SlotDefinition[] = COLOR_SLOT_NAMES.map((name) => {
  const def = byName.get(name)
  if (!def) throw new Error(`colour slot ${name} has no definition`)
  return def
})

export const SLOT_BY_NAME: ReadonlyMap<string, SlotDefinition> = byName
