/**
 * The theme engine's state: the user's ThemeChoice (kept in
 * browser storage; start-up reads it synchronously through boot.ts) and the
 * themes known (built in + the instance's styles.json, loaded on demand).
 * Lazy: start-up loads it only for a theme it has no cached variables for;
 * the theme tab imports it. Applying goes through apply.ts's constructed
 * stylesheet; the model runs in resolve.ts.
 */
import { create } from 'zustand'
import { apiServer } from '../api/client'
import { writeJson } from '../store/localStore'
import {
  CHOICE_KEY,
  bootInstanceDefault,
  isDefaultDark,
  keyFor,
  prefersDark,
  readApplied,
  readChoice,
  showApplied,
  writeApplied,
  type AppliedCache,
} from './boot'
import type { ThemeChoice, ThemePreset } from './types'

export interface ThemeState {
  choice: ThemeChoice
  /** The instance's default theme (frontend configuration `theme`), once known. */
  instanceDefault: string | null
  /** Built-in and instance themes; empty until loadThemePresets() ran. */
  presets: readonly ThemePreset[]
  /** The server whose styles.json the presets came from ('' for the page's own). */
  presetsServer: string
  presetsLoading: boolean
  /** Light or dark, of the theme applied now. */
  scheme: 'light' | 'dark'
  /** Why the chosen theme could not be applied (the previous one stays), or null. */
  error: string | null
}

function isChoice(value: ThemeChoice): boolean {
  const c = value as unknown as Record<string, unknown>
  switch (value.kind) {
    case 'instance':
      return true
    case 'system':
      return typeof c.light === 'string' && typeof c.dark === 'string'
    case 'preset':
      return typeof c.id === 'string'
    case 'custom':
      return typeof c.source === 'object' && c.source !== null
    default:
      return false
  }
}

function storedChoice(): ThemeChoice {
  const choice = readChoice()
  return isChoice(choice) ? choice : { kind: 'instance' }
}

export const useThemeStore = create<ThemeState>()(() => ({
  choice: storedChoice(),
  instanceDefault: bootInstanceDefault,
  presets: [],
  presetsServer: '',
  presetsLoading: false,
  scheme: readApplied()?.scheme ?? 'dark',
  error: null,
}))

function show(cache: AppliedCache, choice: ThemeChoice): void {
  showApplied(cache, choice)
  useThemeStore.setState({ scheme: cache.scheme, error: null })
}

let generation = 0

/** Applies what the store's choice stands for now; the latest call wins. */
export async function refreshTheme(): Promise<void> {
  const run = ++generation
  const { choice, instanceDefault } = useThemeStore.getState()
  const key = keyFor(choice, instanceDefault)
  const cached = readApplied()
  if (cached?.key === key) return show(cached, choice)
  if (isDefaultDark(choice, instanceDefault)) {
    const cache: AppliedCache = { key, vars: null, scheme: 'dark' }
    writeApplied(cache)
    return show(cache, choice)
  }
  try {
    const { resolveChoice } = await import('./resolve')
    const resolved = await resolveChoice(choice, instanceDefault, prefersDark())
    if (run !== generation) return
    const cache: AppliedCache = { key, ...resolved }
    writeApplied(cache)
    show(cache, choice)
  } catch (error) {
    if (run !== generation) return
    // The theme on the page stays; the theme tab shows why.
    console.warn('Theme not applied', error)
    useThemeStore.setState({ error: error instanceof Error ? error.message : String(error) })
  }
}

// "Follow the system": switch with the browser's light or dark preference.
window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
  if (useThemeStore.getState().choice.kind === 'system') void refreshTheme()
})

/** The instance's default theme, from the configuration (start-up sets it). */
export function setInstanceDefaultTheme(instanceDefault: string | null): Promise<void> {
  useThemeStore.setState({ instanceDefault })
  return refreshTheme()
}

/** The user's choice: kept, and applied at once (the editor calls this on every edit). */
export function setThemeChoice(choice: ThemeChoice): Promise<void> {
  useThemeStore.setState({ choice })
  writeJson(CHOICE_KEY, choice)
  return refreshTheme()
}

/** Loads the themes to choose from (built in + instance) into the store. */
export async function loadThemePresets(): Promise<readonly ThemePreset[]> {
  const state = useThemeStore.getState()
  // Another server (with several accounts signed in) has its own instance themes.
  const server = apiServer()
  if (state.presets.length > 0 && state.presetsServer === server) return state.presets
  useThemeStore.setState({ presetsLoading: true })
  try {
    const { knownPresets } = await import('./resolve')
    const presets = await knownPresets()
    useThemeStore.setState({ presets, presetsServer: server })
    return presets
  } finally {
    useThemeStore.setState({ presetsLoading: false })
  }
}
