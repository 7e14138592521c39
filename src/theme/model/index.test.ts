// @vitest-environment node
import type { ThemePreset, ThemeSource } from '../types'
import {
  BUILTIN_THEMES,
  contrastLevel,
  contrastPairs,
  contrastRatio,
  exportThemeFile,
  generateTheme,
  parseThemeFile,
  sourceForChoice,
  themeToCssVariables,
} from '.'

function preset(id: string, name: string, bg: string): ThemePreset {
  return {
    id,
    name,
    origin: 'instance',
    source: {
      colors: { bg, text: '#ffffff', link: '#ffff00' },
      opacity: {},
      radii: {},
      shadows: {},
      fonts: {},
    },
  }
}

const builtin = (id: string): ThemeSource => {
  const found = BUILTIN_THEMES.find((p) => p.id === id)
  if (!found) throw new Error(`no built-in ${id}`)
  return found.source
}

const ocean = preset('ocean', 'Ocean', '#002040')
const known: ThemePreset[] = [...BUILTIN_THEMES, ocean]

describe('the model API', () => {
  it('exports every function of the contract', () => {
    for (const fn of [
      generateTheme,
      themeToCssVariables,
      contrastRatio,
      contrastLevel,
      contrastPairs,
      parseThemeFile,
      exportThemeFile,
      sourceForChoice,
    ]) {
      expect(typeof fn).toBe('function')
    }
  })

  it('has dark (the default), light and high contrast built in, all generating', () => {
    expect(BUILTIN_THEMES.map((p) => p.id)).toEqual(['dark', 'light', 'high-contrast'])
    expect(BUILTIN_THEMES.every((p) => p.origin === 'builtin')).toBe(true)
    expect(BUILTIN_THEMES.map((p) => generateTheme(p.source).scheme)).toEqual([
      'dark',
      'light',
      'dark',
    ])
  })
})

describe('sourceForChoice', () => {
  it('a preset choice gives that preset, built in or from the instance', () => {
    expect(sourceForChoice({ kind: 'preset', id: 'light' }, known, null, true)).toBe(
      builtin('light'),
    )
    expect(sourceForChoice({ kind: 'preset', id: 'ocean' }, known, null, true)).toBe(ocean.source)
  })

  it('finds built-ins even when the list passed holds only instance themes', () => {
    expect(sourceForChoice({ kind: 'preset', id: 'high-contrast' }, [ocean], null, true)).toBe(
      builtin('high-contrast'),
    )
  })

  it('an unknown preset falls back to the instance default, then to dark', () => {
    expect(sourceForChoice({ kind: 'preset', id: 'gone' }, known, 'ocean', false)).toBe(
      ocean.source,
    )
    expect(sourceForChoice({ kind: 'preset', id: 'gone' }, known, null, false)).toBe(
      builtin('dark'),
    )
  })

  it('the instance choice gives the instance default theme, by id or name, or dark', () => {
    expect(sourceForChoice({ kind: 'instance' }, known, 'ocean', false)).toBe(ocean.source)
    expect(sourceForChoice({ kind: 'instance' }, known, 'Ocean', false)).toBe(ocean.source)
    expect(sourceForChoice({ kind: 'instance' }, known, 'light', true)).toBe(builtin('light'))
    expect(sourceForChoice({ kind: 'instance' }, known, 'unknown-theme', false)).toBe(
      builtin('dark'),
    )
    expect(sourceForChoice({ kind: 'instance' }, known, null, false)).toBe(builtin('dark'))
  })

  it('following the system picks the light or the dark preset', () => {
    const choice = { kind: 'system', light: 'light', dark: 'ocean' } as const
    expect(sourceForChoice(choice, known, null, true)).toBe(ocean.source)
    expect(sourceForChoice(choice, known, null, false)).toBe(builtin('light'))
    const lost = { kind: 'system', light: 'gone', dark: 'gone' } as const
    expect(sourceForChoice(lost, known, null, false)).toBe(builtin('light'))
    expect(sourceForChoice(lost, known, null, true)).toBe(builtin('dark'))
  })

  it('a custom theme is its own source', () => {
    const source = ocean.source
    expect(sourceForChoice({ kind: 'custom', basedOn: 'dark', source }, known, 'light', true)).toBe(
      source,
    )
  })
})
