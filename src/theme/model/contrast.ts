/**
 * Contrast figures for the editor's badges (threshold 4.5,
 * levels AA and AAA).
 */
import { type ResolvedTheme, ThemeGenerationError } from '../types'
import { contrast, isHexColor } from './color'
import { CONTRAST_AA, CONTRAST_AAA, type ColorSlotName } from './slots'

/** WCAG contrast ratio of two opaque colours (#rgb / #rrggbb). */
export function contrastRatio(a: string, b: string): number {
  if (!isHexColor(a) || !isHexColor(b)) {
    throw new TypeError(`contrastRatio needs hex colours, got "${a}" and "${b}"`)
  }
  return contrast(a, b)
}

/** 'AAA' (>= 7), 'AA' (>= 4.5) or 'fail'. */
export function contrastLevel(ratio: number): 'AAA' | 'AA' | 'fail' {
  if (ratio >= CONTRAST_AAA) return 'AAA'
  if (ratio >= CONTRAST_AA) return 'AA'
  return 'fail'
}

/**
 * Every text/background pair the interface really paints (slot names), in
 * the order the editor lists them.
 */
export const CONTRAST_PAIRS: readonly (readonly [
  text: ColorSlotName,
  background: ColorSlotName,
])[] = [
  ['text', 'bg'],
  ['text', 'wallpaper'],
  ['panelText', 'panel'],
  ['btnText', 'btn'],
  ['inputText', 'input'],
  ['faint', 'bg'],
  ['faint', 'wallpaper'],
  ['faint', 'panel'],
  ['faint', 'btn'],
  ['faint', 'input'],
  ['link', 'bg'],
  ['link', 'wallpaper'],
  ['link', 'panel'],
  ['accentText', 'accent'],
  ['accent', 'bg'],
  ['accent', 'panel'],
  ['text', 'selectedPost'],
  ['danger', 'bg'],
  ['text', 'alertError'],
  ['danger', 'alertError'],
  ['warning', 'bg'],
  ['text', 'alertWarning'],
  ['warning', 'alertWarning'],
  ['success', 'bg'],
  ['text', 'alertSuccess'],
  ['success', 'alertSuccess'],
  ['text', 'alertNeutral'],
  ['popoverText', 'popover'],
  ['badgeNotificationText', 'badgeNotification'],
]

/** The text/background pairs the editor shows a contrast badge for (slot names and ratio). */
export function contrastPairs(
  theme: ResolvedTheme,
): { text: string; background: string; ratio: number }[] {
  return CONTRAST_PAIRS.map(([text, background]) => {
    const fg = theme.colors[text]
    const bg = theme.colors[background]
    if (fg === undefined || bg === undefined) {
      throw new ThemeGenerationError(
        fg === undefined ? text : background,
        'the resolved theme lacks it',
      )
    }
    return { text, background, ratio: contrast(fg, bg) }
  })
}
