import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetStorageProbe } from '../store/localStore'
import { cssUrl, rootRule } from './apply'
import { logoMarginLength } from './instanceLook'
import { readStylesIndex } from './instanceThemes'
import { BUILTIN_THEMES, generateTheme, themeToCssVariables } from './model'

const ROOT = join(__dirname, '..')

function rootBlock(css: string): Map<string, string> {
  const start = css.indexOf(':root {')
  const body = css.slice(start + 7, css.indexOf('\n}', start))
  const out = new Map<string, string>()
  for (const [, name, value] of body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    if (name && value) out.set(name, value.trim())
  return out
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return cssFiles(path)
    return name.endsWith('.module.css') ? [path] : []
  })
}

describe('tokens', () => {
  it("global.css's defaults are the built-in dark theme exactly as the engine generates it", () => {
    const css = readFileSync(join(ROOT, 'ui/global.css'), 'utf8')
    const defaults = rootBlock(css)
    const dark = BUILTIN_THEMES.find((p) => p.id === 'dark')
    expect(dark).toBeDefined()
    const generated = themeToCssVariables(generateTheme(dark!.source))
    for (const [name, value] of Object.entries(generated))
      expect([name, defaults.get(name)]).toEqual([name, value])
    expect(css).toMatch(/:root \{\s*color-scheme: dark;/)
  })

  it('no module stylesheet hard-codes a colour: components read tokens only', () => {
    const colour =
      /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![\w-])(?:white|black)(?![\w-])/i
    const offenders: string[] = []
    for (const file of cssFiles(ROOT)) {
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .forEach((line, i) => {
          if (colour.test(line))
            offenders.push(`${file.slice(ROOT.length + 1)}:${i + 1}: ${line.trim()}`)
        })
    }
    expect(offenders).toEqual([])
  })
})

describe('the constructed stylesheet', () => {
  it('holds one :root rule with the variables and the colour scheme', () => {
    expect(rootRule({ '--bg': '#ffffff', '--fg': '#111111' }, 'light', {})).toBe(
      ':root{--bg:#ffffff;--fg:#111111;color-scheme:light}',
    )
    expect(rootRule(null, null, {})).toBe('')
  })

  it('leaves out names and values that could break out of the rule', () => {
    const rule = rootRule(
      { '--font': 'x;} body{display:none', '--ok': "'Inter', sans-serif", color: 'red' },
      'dark',
      { '--c': 'a/*', '--d': 'url("x")<' },
    )
    expect(rule).toBe(":root{--ok:'Inter', sans-serif;color-scheme:dark}")
  })

  it('quotes addresses for url()', () => {
    expect(cssUrl('/static/logo.svg')).toBe('url("/static/logo.svg")')
    expect(cssUrl('/a"b\\c\nd')).toBe('url("/a%22b%5Ccd")')
  })

  it('reads logoMargin as a CSS length', () => {
    expect(logoMarginLength('.1em')).toBe('.1em')
    expect(logoMarginLength('4')).toBe('4px')
    expect(logoMarginLength('0')).toBe('0')
    expect(logoMarginLength('1em; color: red')).toBe('0')
  })
})

describe('styles.json', () => {
  it('takes both forms real instances serve', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const entries = readStylesIndex({
      'pleroma-dark': '/static/themes/pleroma-dark.json',
      classic: [
        'Classic',
        '#161c20',
        '#282e32',
        '#b9b9b9',
        '#baaa9c',
        '#d31014',
        '#0fa00f',
        '#0095ff',
        '#ffa500',
      ],
      elsewhere: 'https://other.example/theme.json',
      broken: 42,
    })
    expect(entries.map((e) => [e.id, e.path, e.inline?.[0] ?? null])).toEqual([
      ['pleroma-dark', '/static/themes/pleroma-dark.json', null],
      ['classic', null, 'Classic'],
    ])
    expect(readStylesIndex(['not', 'an', 'object'])).toEqual([])
  })
})

describe('the theme store', () => {
  beforeEach(() => {
    localStorage.clear()
    resetStorageProbe()
    vi.resetModules()
  })
  afterEach(() => localStorage.clear())

  it('applies a chosen preset at once, keeps the choice and caches its variables', async () => {
    const store = await import('./themeStore')
    const apply = await import('./apply')
    await store.setThemeChoice({ kind: 'preset', id: 'light' })
    const light = themeToCssVariables(
      generateTheme(BUILTIN_THEMES.find((p) => p.id === 'light')!.source),
    )
    expect(apply.currentSheetText()).toContain(`--bg:${light['--bg']}`)
    expect(apply.currentSheetText()).toContain('color-scheme:light')
    expect(store.useThemeStore.getState().scheme).toBe('light')
    expect(JSON.parse(localStorage.getItem('akkoma-client:theme') ?? 'null')).toEqual({
      kind: 'preset',
      id: 'light',
    })

    // Back to dark: global.css is that theme, so the sheet empties.
    await store.setThemeChoice({ kind: 'preset', id: 'dark' })
    expect(apply.currentSheetText()).toBe('')
  })

  it('a returning visit applies the cached theme synchronously, before anything loads', async () => {
    const first = await import('./themeStore')
    await first.setThemeChoice({ kind: 'preset', id: 'high-contrast' })
    const applied = (await import('./apply')).currentSheetText()
    expect(applied).toContain('--bg:#000000')

    vi.resetModules()
    const boot = await import('./boot')
    const apply = await import('./apply')
    expect(apply.currentSheetText()).toBe('')
    boot.applyStoredTheme()
    expect(apply.currentSheetText()).toBe(applied)
    // Start-up finds the cache current: it needs neither the store nor the model.
    await boot.settleTheme('dark')
    expect(apply.currentSheetText()).toBe(applied)
    const store = await import('./themeStore')
    expect(store.useThemeStore.getState().choice).toEqual({ kind: 'preset', id: 'high-contrast' })
  })

  it('keeps the page as it is when a custom theme cannot be generated, and says why', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = await import('./themeStore')
    const apply = await import('./apply')
    await store.setThemeChoice({ kind: 'preset', id: 'light' })
    const before = apply.currentSheetText()
    await store.setThemeChoice({
      kind: 'custom',
      basedOn: 'light',
      source: { colors: { bg: 'nonsense' }, opacity: {}, radii: {}, shadows: {}, fonts: {} },
    })
    expect(apply.currentSheetText()).toBe(before)
    expect(store.useThemeStore.getState().error).toMatch(/bg/)
  })

  it('follows the system between a light and a dark pick', async () => {
    let dark = false
    const listeners: (() => void)[] = []
    vi.stubGlobal('matchMedia', (q: string) => ({
      get matches() {
        return q.includes('dark') && dark
      },
      addEventListener: (_: string, cb: () => void) => listeners.push(cb),
    }))
    const store = await import('./themeStore')
    const apply = await import('./apply')
    await store.setThemeChoice({ kind: 'system', light: 'light', dark: 'high-contrast' })
    expect(apply.currentSheetText()).toContain('color-scheme:light')
    dark = true
    listeners.forEach((cb) => cb())
    await vi.waitFor(() => expect(apply.currentSheetText()).toContain('--bg:#000000'))
    vi.unstubAllGlobals()
  })

  it('the instance default applies when the user chose none; unknown names fall back to dark', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const boot = await import('./boot')
    const apply = await import('./apply')
    await boot.settleTheme('light')
    expect(apply.currentSheetText()).toContain('color-scheme:light')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
    )
    await boot.settleTheme('no-such-theme')
    expect(apply.currentSheetText()).toBe('')
    vi.unstubAllGlobals()
  })
})
