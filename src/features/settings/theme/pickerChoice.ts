import type { ThemeChoice, ThemePreset, ThemeSource } from '../../../theme/types'
import { choosePreset, type KeepFlags } from './editorModel'

/** The value of the picker for a choice. */
export function pickerValue(choice: ThemeChoice): string {
  switch (choice.kind) {
    case 'instance':
      return 'instance'
    case 'system':
      return 'system'
    case 'preset':
      return `preset:${choice.id}`
    case 'custom':
      return 'custom'
  }
}

/**
 * The choice a pick in the theme menu makes: the site's theme, the system's
 * light and dark presets (light and dark, else the first), or a preset with
 * the kept parts of the current theme. Null when the pick names nothing.
 */
export function pickedChoice(
  value: string,
  presets: readonly ThemePreset[],
  source: ThemeSource,
  keep: KeepFlags,
): ThemeChoice | null {
  if (value === 'instance') return { kind: 'instance' }
  if (value === 'system') {
    const light = presets.find((p) => p.id === 'light') ?? presets[0]
    const dark = presets.find((p) => p.id === 'dark') ?? presets[0]
    return light && dark ? { kind: 'system', light: light.id, dark: dark.id } : null
  }
  const preset = presetOfValue(presets, value)
  return preset ? choosePreset(preset, source, keep) : null
}

/** The preset a menu value names. */
export const presetOfValue = (presets: readonly ThemePreset[], value: string) =>
  presets.find((p) => `preset:${p.id}` === value)
