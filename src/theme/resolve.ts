/**
 * The lazy half of the engine: from a choice to CSS variables, through the
 * model and, when the choice needs them, the instance's themes. Loaded only
 * when the theme to apply is not the default dark (global.css already is) or
 * its variables are not cached.
 */
import {
  BUILTIN_THEMES,
  DEFAULT_THEME_ID,
  generateTheme,
  sourceForChoice,
  themeToCssVariables,
} from './model'
import { findInstancePreset, loadInstancePresets } from './instanceThemes'
import type { ThemeChoice, ThemePreset } from './types'

export interface ResolvedVariables {
  /** null: the default dark theme, which global.css gives without any variables. */
  vars: Record<string, string> | null
  scheme: 'light' | 'dark'
}

const isBuiltin = (id: string | null): boolean =>
  id !== null && BUILTIN_THEMES.some((p) => p.id === id)

/** Every theme to choose from: built in first, then the instance's. */
export async function knownPresets(): Promise<ThemePreset[]> {
  return [...BUILTIN_THEMES, ...(await loadInstancePresets())]
}

/** The preset keys a choice may stand for, in the order sourceForChoice tries them. */
function wanted(
  choice: ThemeChoice,
  instanceDefault: string | null,
  prefersDark: boolean,
): (string | null)[] {
  switch (choice.kind) {
    case 'instance':
      return [instanceDefault]
    case 'system':
      return [prefersDark ? choice.dark : choice.light]
    case 'preset':
      return [choice.id, instanceDefault]
    case 'custom':
      return []
  }
}

/** Throws ThemeGenerationError when a custom theme's colours cannot be produced. */
export async function resolveChoice(
  choice: ThemeChoice,
  instanceDefault: string | null,
  prefersDark: boolean,
): Promise<ResolvedVariables> {
  const presets: ThemePreset[] = [...BUILTIN_THEMES]
  for (const key of wanted(choice, instanceDefault, prefersDark)) {
    if (key === null || isBuiltin(key)) continue
    const found = await findInstancePreset(key)
    if (found) presets.push(found)
  }
  const source = sourceForChoice(choice, presets, instanceDefault, prefersDark)
  const dark = BUILTIN_THEMES.find((p) => p.id === DEFAULT_THEME_ID)
  if (dark && source === dark.source) return { vars: null, scheme: 'dark' }
  const theme = generateTheme(source)
  return { vars: themeToCssVariables(theme), scheme: theme.scheme }
}
