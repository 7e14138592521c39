/**
 * The theme engine's start-up (config, theme, login, instance,
 * mount), the only part of it in the first visit's code. The variables of
 * the theme applied last are cached in storage under a key naming what they
 * stand for: a returning visit applies them before the first paint, and the
 * default dark needs nothing at all (global.css is that theme). Anything
 * else (the model, styles.json, the store the theme tab uses) loads lazily
 * through themeStore.ts.
 */
import { readJson, writeJson } from '../store/localStore'
import { applyThemeVariables, type CssVariables } from './apply'
import type { ThemeChoice } from './types'

export const CHOICE_KEY = 'theme'
const APPLIED_KEY = 'theme-applied'
/** Part of every cache key: bump it when the variables a theme produces change shape. */
const CACHE_VERSION = 1
/** Start-up waits this long (ms) for a theme to generate (an instance theme file) before mounting. */
const STARTUP_THEME_WAIT = 3000

export interface AppliedCache {
  key: string
  vars: CssVariables | null
  scheme: 'light' | 'dark'
}

/** The instance's default theme once start-up read the configuration. */
export let bootInstanceDefault: string | null = null

export const prefersDark = (): boolean =>
  window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? true

/** The stored choice; the store checks it fully, here only its kind matters. */
export function readChoice(): ThemeChoice {
  const raw = readJson<ThemeChoice | null>(CHOICE_KEY, null)
  return typeof raw?.kind === 'string' ? raw : { kind: 'instance' }
}

export function readApplied(): AppliedCache | null {
  const raw = readJson<AppliedCache | null>(APPLIED_KEY, null)
  return typeof raw?.key === 'string' ? raw : null
}

export function writeApplied(cache: AppliedCache): void {
  writeJson(APPLIED_KEY, cache)
}

/** What a choice stands for now: equal keys, equal variables. */
export function keyFor(choice: ThemeChoice, instanceDefault: string | null): string {
  return JSON.stringify([
    CACHE_VERSION,
    choice,
    choice.kind === 'custom' ? null : instanceDefault,
    choice.kind === 'system' ? prefersDark() : null,
  ])
}

/** The default dark theme, told without the model: global.css is that theme. */
export function isDefaultDark(choice: ThemeChoice, instanceDefault: string | null): boolean {
  const id =
    choice.kind === 'instance'
      ? (instanceDefault ?? 'dark')
      : choice.kind === 'system'
        ? prefersDark()
          ? choice.dark
          : choice.light
        : choice.kind === 'preset'
          ? choice.id
          : null
  return id === 'dark'
}

export function showApplied(cache: AppliedCache, choice: ThemeChoice): void {
  applyThemeVariables(cache.vars, cache.scheme)
  document.documentElement.dataset.theme =
    choice.kind === 'preset' ? choice.id : choice.kind === 'custom' ? 'custom' : choice.kind
}

/** Before anything renders: last visit's theme (or nothing: global.css's dark). */
export function applyStoredTheme(): void {
  const cached = readApplied()
  if (cached) showApplied(cached, readChoice())
}

/**
 * Once the instance configuration is known: the instance's default applies
 * when the user chose none. Only a theme neither cached nor the default dark
 * loads the engine, and start-up waits for it at most STARTUP_THEME_WAIT.
 */
export async function settleTheme(instanceDefault: string | null): Promise<void> {
  bootInstanceDefault = instanceDefault
  const choice = readChoice()
  const key = keyFor(choice, instanceDefault)
  const cached = readApplied()
  if (cached?.key === key || isDefaultDark(choice, instanceDefault)) {
    const cache = cached?.key === key ? cached : { key, vars: null, scheme: 'dark' as const }
    if (cache !== cached) writeApplied(cache)
    showApplied(cache, choice)
    // Following the system needs the engine's listener, not before the first render.
    if (choice.kind === 'system') setTimeout(() => void import('./themeStore'))
    return
  }
  const engine = import('./themeStore').then((m) => m.setInstanceDefaultTheme(instanceDefault))
  await Promise.race([engine, new Promise((r) => setTimeout(r, STARTUP_THEME_WAIT))])
}
