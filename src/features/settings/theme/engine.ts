/**
 * The editor's one door to the theme engine (src/theme/themeStore.ts): the
 * choice in use, the presets known, and setting a new choice, which the
 * engine keeps and applies to the page at once.
 */
import { useEffect } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { BUILTIN_THEMES } from '../../../theme/model'
import {
  loadThemePresets,
  setThemeChoice as applyChoice,
  useThemeStore,
} from '../../../theme/themeStore'
import type { ThemeChoice, ThemePreset } from '../../../theme/types'

export interface EngineState {
  choice: ThemeChoice
  /** Built in, then the instance's once loaded. */
  presets: readonly ThemePreset[]
  instanceDefault: string | null
  /** Why the chosen theme could not be applied, or null. */
  error: string | null
  setChoice: (choice: ThemeChoice) => void
}

// The built-in themes need no loading: offer them until the instance's are known too.
const withBuiltins = (presets: readonly ThemePreset[]) =>
  presets.length > 0 ? presets : BUILTIN_THEMES

export function setThemeChoice(choice: ThemeChoice): void {
  void applyChoice(choice)
}

export function themeEngineState(): EngineState {
  const { choice, presets, instanceDefault, error } = useThemeStore.getState()
  return {
    choice,
    presets: withBuiltins(presets),
    instanceDefault,
    error,
    setChoice: setThemeChoice,
  }
}

export function currentThemeChoice(): ThemeChoice {
  return useThemeStore.getState().choice
}

/** The presets, the instance's included (styles.json is read on first use). */
export async function loadPresets(): Promise<readonly ThemePreset[]> {
  try {
    return withBuiltins(await loadThemePresets())
  } catch {
    // An instance without styles.json (or offline) still has the built-in themes.
    return BUILTIN_THEMES
  }
}

export function useThemeEngine(): EngineState {
  const state = useThemeStore(
    useShallow((s) => ({
      choice: s.choice,
      presets: s.presets,
      instanceDefault: s.instanceDefault,
      error: s.error,
    })),
  )
  useEffect(() => {
    void loadPresets()
  }, [])
  return { ...state, presets: withBuiltins(state.presets), setChoice: setThemeChoice }
}

/** Whether the system asks for dark colours now. */
export function prefersDarkNow(): boolean {
  // As the engine: without media queries, dark (the default theme) is assumed.
  return typeof matchMedia === 'function'
    ? matchMedia('(prefers-color-scheme: dark)').matches
    : true
}
