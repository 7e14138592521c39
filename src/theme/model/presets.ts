/**
 * The built-in themes. "dark" is the default and gives exactly
 * the palette the client had before the engine existed, so the default look
 * and every accessibility result stay as they were: the slots its
 * derivations would only approximate are given explicitly.
 */
import type { ThemePreset, ThemeSource } from '../types'

/** Shapes shared by the built-ins (the client's look since its first issue). */
const BUILTIN_RADII: ThemeSource['radii'] = { btn: 6, input: 6, avatar: 8 }

const dark: ThemeSource = {
  colors: {
    bg: '#151e2b',
    fg: '#1f2b3a',
    text: '#dbe2ea',
    link: '#e2a469',
    accent: '#e2a469',
    cRed: '#ff6b6b',
    cGreen: '#5fd38d',
    cOrange: '#ffb84d',
    cBlue: '#7fb6ff',
    wallpaper: '#0f161e',
    panel: '#1a2533',
    input: '#0d131b',
    faint: '#8d99a8',
    accentText: '#16110b',
    border: '#2a3646',
    focus: '#7fb6ff',
    danger: '#ff6b6b',
    alertError: '#3a1518',
    success: '#5fd38d',
    alertSuccess: '#123222',
    warning: '#ffb84d',
    alertWarning: '#3a2a10',
    alertNeutral: '#172a3f',
  },
  opacity: {},
  radii: BUILTIN_RADII,
  shadows: {},
  fonts: {},
}

const light: ThemeSource = {
  colors: {
    bg: '#ffffff',
    fg: '#e8edf3',
    text: '#1b2430',
    link: '#1a5aa8',
    accent: '#a4500e',
    cRed: '#b3261e',
    cGreen: '#1b7a3d',
    cOrange: '#8a5300',
    cBlue: '#1f5fbf',
    border: '#c9d2dd',
  },
  opacity: {},
  radii: BUILTIN_RADII,
  shadows: {
    panel: [{ x: 0, y: 1, blur: 3, spread: 0, color: '#000000', alpha: 0.15, inset: false }],
    topBar: [{ x: 0, y: 1, blur: 3, spread: 0, color: '#000000', alpha: 0.15, inset: false }],
    popup: [{ x: 0, y: 2, blur: 8, spread: 0, color: '#000000', alpha: 0.25, inset: false }],
  },
  fonts: {},
}

/** Every text pair at 7:1 or more (AAA); borders drawn bright so shapes stay visible. */
const highContrast: ThemeSource = {
  colors: {
    bg: '#000000',
    fg: '#1c1c1c',
    text: '#ffffff',
    link: '#ffeb3b',
    accent: '#ffeb3b',
    accentText: '#000000',
    cRed: '#ff9a9a',
    cGreen: '#7dff9b',
    cOrange: '#ffc766',
    cBlue: '#8cc8ff',
    faint: '#d6d6d6',
    border: '#b3b3b3',
    alertError: '#2e0000',
    alertWarning: '#2a1a00',
    alertSuccess: '#002a0c',
    alertNeutral: '#001a33',
    selectedPost: '#1a1a00',
  },
  opacity: {},
  radii: BUILTIN_RADII,
  shadows: { panel: [], topBar: [], popup: [] },
  fonts: {},
}

export const DEFAULT_THEME_ID = 'dark'

export const BUILTIN_THEMES: readonly ThemePreset[] = [
  { id: 'dark', name: 'Dark', source: dark, origin: 'builtin' },
  { id: 'light', name: 'Light', source: light, origin: 'builtin' },
  { id: 'high-contrast', name: 'High contrast', source: highContrast, origin: 'builtin' },
]
