/**
 * The instance's own themes: /static/styles.json maps
 * a theme's key to either the address of a pleroma-fe theme file (what
 * Akkoma ships today) or, in the old form, an array [display name, bg, fg,
 * text, link, cRed, cGreen, cBlue, cOrange]. Loaded lazily (the theme tab, or
 * start-up when the instance's default theme is not built in); a missing
 * styles.json or a broken theme file is only a console warning.
 */
import { api, apiServer } from '../api/client'
import { isRecord } from '../api/read'
import { parseThemeFile } from './model'
import type { ThemePreset } from './types'

export const STYLES_JSON = '/static/styles.json'

export interface InstanceThemeEntry {
  id: string
  /** Same-origin path of the theme file, or null for the old inline array form. */
  path: string | null
  inline: unknown[] | null
}

/** The entries of a styles.json reply; anything unusable is skipped with a warning. */
export function readStylesIndex(data: unknown): InstanceThemeEntry[] {
  if (!isRecord(data)) {
    console.warn(`${STYLES_JSON} is not a JSON object; no instance themes`)
    return []
  }
  const out: InstanceThemeEntry[] = []
  for (const [id, value] of Object.entries(data)) {
    if (Array.isArray(value)) out.push({ id, path: null, inline: value })
    else if (typeof value === 'string' && sameOriginPath(value) !== null)
      out.push({ id, path: sameOriginPath(value), inline: null })
    else console.warn(`Instance theme "${id}" is neither a theme file address nor a colour list`)
  }
  return out
}

/** A path on this origin; theme files elsewhere are refused (the instance's CSP would too). */
function sameOriginPath(address: string): string | null {
  try {
    const url = new URL(address, window.location.origin)
    return url.origin === window.location.origin ? url.pathname + url.search : null
  } catch {
    return null
  }
}

let index: Promise<InstanceThemeEntry[]> | null = null
let indexServer = ''
const presets = new Map<string, Promise<ThemePreset | null>>()

/** styles.json's entries, fetched once per page and server (with several accounts signed in). */
export function loadStylesIndex(): Promise<InstanceThemeEntry[]> {
  if (indexServer !== apiServer()) {
    indexServer = apiServer()
    index = null
    presets.clear()
  }
  index ??= api()
    .get(STYLES_JSON)
    .then(readStylesIndex, (error: unknown) => {
      console.warn(`Could not load ${STYLES_JSON}; only the built-in themes`, error)
      return []
    })
  return index
}

function displayName(entry: InstanceThemeEntry, file: unknown): string {
  if (entry.inline && typeof entry.inline[0] === 'string' && entry.inline[0].trim())
    return entry.inline[0].trim()
  if (isRecord(file) && typeof file.name === 'string' && file.name.trim()) return file.name.trim()
  return entry.id
}

/** One instance theme as a preset, or null (warned) when its file cannot be used. */
export function loadInstancePreset(entry: InstanceThemeEntry): Promise<ThemePreset | null> {
  let pending = presets.get(entry.id)
  if (!pending) {
    pending = (async () => {
      try {
        const file = entry.inline ?? (await api().get(entry.path ?? ''))
        const source = parseThemeFile(file)
        return { id: entry.id, name: displayName(entry, file), source, origin: 'instance' as const }
      } catch (error) {
        console.warn(`Instance theme "${entry.id}" could not be used`, error)
        return null
      }
    })()
    presets.set(entry.id, pending)
  }
  return pending
}

/** Every usable instance theme, in styles.json's order. */
export async function loadInstancePresets(): Promise<ThemePreset[]> {
  const entries = await loadStylesIndex()
  const loaded = await Promise.all(entries.map(loadInstancePreset))
  return loaded.filter((p): p is ThemePreset => p !== null)
}

/** The instance theme with this styles.json key (how instance configurations name it). */
export async function findInstancePreset(key: string): Promise<ThemePreset | null> {
  const entry = (await loadStylesIndex()).find((e) => e.id === key)
  return entry ? loadInstancePreset(entry) : null
}
