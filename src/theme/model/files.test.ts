// @vitest-environment node
import { ThemeFileError, type ThemeFileProblem, type ThemeSource } from '../types'
import { exportThemeFile, parseThemeFile } from './files'
import badColors from './fixtures/bad-colors.json'
import cyclic from './fixtures/cyclic.json'
import legacyArray from './fixtures/legacy-array.json'
import unsupported from './fixtures/unsupported-v9.json'
import v1Meadow from './fixtures/v1-meadow.json'
import v1Rgb from './fixtures/v1-rgb.json'
import v2Harbour from './fixtures/v2-harbour.json'
import v2ThemeOnly from './fixtures/v2-theme-only.json'
import { generateTheme } from './generate'
import { BUILTIN_THEMES } from './presets'

function problemOf(input: unknown): ThemeFileProblem {
  try {
    parseThemeFile(input)
  } catch (e) {
    if (e instanceof ThemeFileError) return e.problem
    throw e
  }
  throw new Error('expected the file to be refused')
}

describe('parseThemeFile: version 2', () => {
  const source = parseThemeFile(v2Harbour)

  it('takes the colours the user set from the source part, references included', () => {
    expect(source.colors).toMatchObject({
      bg: '#1b2233',
      fg: '#28324a',
      text: '#e4e8f1',
      link: '#7cc4ff',
      accent: '--link',
      panel: '--fg,0.05',
      alertError: '#4a1c22',
      wallpaper: '#111827',
    })
    // Slots this client does not paint (topBar, tab) are left out.
    expect(source.colors).not.toHaveProperty('topBar')
    expect(source.colors).not.toHaveProperty('tab')
  })

  it('reads opacities and radii written as numbers or strings', () => {
    expect(source.opacity).toEqual({ faint: 0.6, alert: 0.4, underlay: 0.2, input: 0.5 })
    expect(source.radii).toEqual({
      btn: 3,
      input: 3,
      checkbox: 1,
      panel: 8,
      avatar: 6,
      avatarAlt: 50,
      tooltip: 2,
      attachment: 4,
    })
  })

  it('reads shadow layers, resolving colour references against the theme', () => {
    expect(source.shadows.panel).toEqual([
      { x: 0, y: 2, blur: 6, spread: 0, color: '#000000', alpha: 0.4, inset: false },
    ])
    expect(source.shadows.button).toEqual([
      { x: 0, y: 0, blur: 0, spread: 1, color: '#7cc4ff', alpha: 0.5, inset: true },
      { x: 0, y: 1, blur: 2, spread: 0, color: '#000000', alpha: 0.3, inset: false },
    ])
    // A shadow given as a reference to another shadow set keeps this engine's default.
    expect(source.shadows).not.toHaveProperty('buttonHover')
  })

  it('reads font families, leaving "inherit" to the interface font', () => {
    expect(source.fonts).toEqual({
      interface: "'Atkinson Hyperlegible', sans-serif",
      post: 'Georgia, serif',
      postCode: "'Fira Mono', monospace",
    })
  })

  it('generates the theme it describes', () => {
    const theme = generateTheme(source)
    expect(theme.scheme).toBe('dark')
    expect(theme.colors.accent).toBe('#7cc4ff')
    expect(theme.colors.wallpaper).toBe('#111827')
    expect(theme.radii.panel).toBe(8)
    expect(theme.fonts.input).toBe("'Atkinson Hyperlegible', sans-serif")
  })

  it('falls back to the computed theme part when a file has no source part', () => {
    const fromTheme = parseThemeFile(v2ThemeOnly)
    expect(fromTheme.colors).toMatchObject({
      bg: '#f6f1e7',
      fg: '#e7dcc8',
      text: '#2b241a',
      btn: '#e7dcc8',
      input: '#fffdf8',
      underlay: '#000000',
    })
    expect(fromTheme.colors).not.toHaveProperty('faintLink')
    expect(fromTheme.radii).toEqual({ btn: 2, panel: 2 })
    expect(fromTheme.fonts).toEqual({ interface: 'sans-serif' })
    expect(generateTheme(fromTheme).scheme).toBe('light')
  })

  it('accepts the file as text too', () => {
    expect(parseThemeFile(JSON.stringify(v2Harbour))).toEqual(source)
  })
})

describe('parseThemeFile: version 1 and the array form', () => {
  it('converts v1 names: btn is the foreground, fg the text, radii with a Radius suffix', () => {
    const source = parseThemeFile(v1Meadow)
    expect(source.colors).toEqual({
      bg: '#10211a',
      fg: '#1c3328',
      text: '#d9eadf',
      link: '#9be08a',
      cRed: '#ff8c7a',
      cBlue: '#8ac4ff',
      cGreen: '#9be08a',
      cOrange: '#ffd07a',
    })
    expect(source.radii).toEqual({
      btn: 7,
      input: 7,
      checkbox: 3,
      panel: 12,
      avatar: 9,
      avatarAlt: 40,
      tooltip: 3,
      attachment: 6,
    })
    expect(generateTheme(source).scheme).toBe('dark')
  })

  it('reads v1 colours stored as {r, g, b}', () => {
    const source = parseThemeFile(v1Rgb)
    expect(source.colors).toMatchObject({
      bg: '#fafafc',
      fg: '#e1e5ec',
      text: '#1e2128',
      link: '#175caa',
    })
    expect(generateTheme(source).scheme).toBe('light')
  })

  it('reads the oldest [name, bg, fg, text, link, cRed, cGreen, cBlue, cOrange] form', () => {
    expect(parseThemeFile(legacyArray).colors).toEqual({
      bg: '#14171f',
      fg: '#1e2330',
      text: '#c8ccd6',
      link: '#e0a35f',
      cRed: '#e05a5a',
      cGreen: '#52b36b',
      cBlue: '#4a9be0',
      cOrange: '#e0a84a',
    })
  })
})

describe('parseThemeFile: refused files', () => {
  it.each([
    ['text that is not JSON', '{"_pleroma_theme_version": 2,', 'not_json'],
    ['a version this client does not know', unsupported, 'unsupported_version'],
    ['a settings backup', { _pleroma_settings_version: [1, 0], config: {} }, 'not_a_theme'],
    ['a number', 42, 'not_a_theme'],
    ['null', null, 'not_a_theme'],
    [
      'a v2 file without colours',
      { _pleroma_theme_version: 2, source: { radii: {} } },
      'not_a_theme',
    ],
    [
      'a file without a background',
      { _pleroma_theme_version: 1, colors: { text: '#ffffff' } },
      'not_a_theme',
    ],
    ['a base colour that is not a colour', badColors, 'bad_colors'],
    ['colours referring to each other in a circle', cyclic, 'bad_colors'],
    [
      'a missing text colour',
      { _pleroma_theme_version: 2, source: { colors: { bg: '#000000', link: '#ffffff' } } },
      'bad_colors',
    ],
  ] as const)('%s', (_what, input, problem) => {
    expect(problemOf(input)).toBe(problem)
  })

  it('says which colour is wrong', () => {
    expect(() => parseThemeFile(badColors)).toThrow(/bg/)
    expect(() => parseThemeFile(cyclic)).toThrow(/depends on itself/)
  })

  it('drops font lists that could break out of a stylesheet', () => {
    const file = {
      _pleroma_theme_version: 2,
      source: {
        colors: { bg: '#000000', text: '#ffffff', link: '#ffff00' },
        fonts: { interface: { family: 'x; } body { display: none' }, post: { family: 'serif' } },
      },
    }
    expect(parseThemeFile(file).fonts).toEqual({ post: 'serif' })
  })
})

describe('exportThemeFile', () => {
  it('writes a v2 file with the source and every computed slot', () => {
    const dark = BUILTIN_THEMES[0]
    expect(dark?.id).toBe('dark')
    const file = exportThemeFile(dark?.source as ThemeSource, 'Dark')
    expect(file._pleroma_theme_version).toBe(2)
    expect(file.name).toBe('Dark')
    const { source, theme } = file as {
      source: { themeEngineVersion: number; colors: Record<string, string> }
      theme: { colors: Record<string, string>; radii: Record<string, number> }
    }
    expect(source.themeEngineVersion).toBe(3)
    expect(source.colors.bg).toBe('#151e2b')
    expect(theme.colors.faint).toBe('#8d99a8')
    expect(theme.radii.checkbox).toBe(2)
    // What is written is plain JSON.
    expect(JSON.parse(JSON.stringify(file))).toEqual(file)
  })

  it.each([
    ...BUILTIN_THEMES.map((p) => [p.id, p.source] as const),
    ['the v2 fixture', parseThemeFile(v2Harbour)] as const,
    ['the v1 fixture', parseThemeFile(v1Meadow)] as const,
  ])('round-trips %s through a file to the same theme', (_name, source) => {
    const text = JSON.stringify(exportThemeFile(source))
    const back = parseThemeFile(text)
    expect(generateTheme(back)).toEqual(generateTheme(source))
  })

  it('keeps fonts in the {family} shape of the format', () => {
    const source: ThemeSource = {
      colors: { bg: '#ffffff', text: '#000000', link: '#0000ee' },
      opacity: {},
      radii: {},
      shadows: {},
      fonts: { post: 'Georgia, serif' },
    }
    const file = exportThemeFile(source) as { source: { fonts: unknown } }
    expect(file.source.fonts).toEqual({ post: { family: 'Georgia, serif' } })
  })
})
