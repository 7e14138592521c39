/**
 * The theme model: pure functions from a theme
 * source to every colour slot, CSS custom properties, contrast figures and
 * theme files. No DOM, no storage: the engine (src/theme/apply.ts,
 * themeStore.ts) and the editor tab build on this.
 */
import type { ThemeChoice, ThemePreset, ThemeSource } from '../types'
import { BUILTIN_THEMES, DEFAULT_THEME_ID } from './presets'

export {
  generateTheme,
  themeToCssVariables,
  shadowToCss,
  DEFAULT_FONTS,
  DEFAULT_SHADOWS,
} from './generate'
export { contrastRatio, contrastLevel, contrastPairs, CONTRAST_PAIRS } from './contrast'
export { parseThemeFile, exportThemeFile, THEME_FILE_VERSION } from './files'
export { BUILTIN_THEMES, DEFAULT_THEME_ID } from './presets'
export {
  COLOR_SLOTS,
  CONTRAST_AA,
  CONTRAST_AAA,
  type SlotDefinition,
  type SlotGroup,
} from './slots'
export { isHexColor, normalizeHex } from './color'

function find(presets: readonly ThemePreset[], key: string | null): ThemePreset | undefined {
  if (!key) return undefined
  // Instance configurations name a theme by its styles.json key or its display name.
  return (
    presets.find((p) => p.id === key) ??
    BUILTIN_THEMES.find((p) => p.id === key) ??
    presets.find((p) => p.name === key)
  )
}

function builtin(id: string): ThemeSource {
  const preset =
    BUILTIN_THEMES.find((p) => p.id === id) ?? BUILTIN_THEMES.find((p) => p.id === DEFAULT_THEME_ID)
  if (!preset) throw new Error('the built-in dark theme is missing')
  return preset.source
}

/**
 * The source a choice stands for, given the presets known (built in +
 * instance). A preset that is no longer known falls back to the instance
 * default, then to dark (default theme dark).
 */
export function sourceForChoice(
  choice: ThemeChoice,
  presets: readonly ThemePreset[],
  instanceDefault: string | null,
  prefersDark: boolean,
): ThemeSource {
  const fallback = (): ThemeSource =>
    find(presets, instanceDefault)?.source ?? builtin(DEFAULT_THEME_ID)
  switch (choice.kind) {
    case 'instance':
      return fallback()
    case 'system': {
      const id = prefersDark ? choice.dark : choice.light
      return find(presets, id)?.source ?? builtin(prefersDark ? 'dark' : 'light')
    }
    case 'preset':
      return find(presets, choice.id)?.source ?? fallback()
    case 'custom':
      return choice.source
  }
}
