// @vitest-environment node
import {
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  type ResolvedTheme,
  SHADOW_SLOTS,
  ThemeGenerationError,
  type ThemeSource,
} from '../types'
import { contrast, isHexColor, luminance } from './color'
import { DEFAULT_FONTS, generateTheme, shadowToCss, themeToCssVariables } from './generate'
import { BUILTIN_THEMES } from './presets'
import { COLOR_SLOT_NAMES, COLOR_SLOTS } from './slots'

function source(colors: ThemeSource['colors'], rest: Partial<ThemeSource> = {}): ThemeSource {
  return { colors, opacity: {}, radii: {}, shadows: {}, fonts: {}, ...rest }
}

const BASES = {
  bg: '#202830',
  fg: '#2c3540',
  text: '#e0e4e8',
  link: '#70b0ff',
  accent: '#ffa060',
  cRed: '#ff7070',
  cGreen: '#60d090',
  cOrange: '#ffc060',
  cBlue: '#70b0ff',
}

function generationError(run: () => unknown): ThemeGenerationError {
  try {
    run()
  } catch (e) {
    if (e instanceof ThemeGenerationError) return e
    throw e
  }
  throw new Error('expected a ThemeGenerationError')
}

/** Today's palette, as src/ui/global.css hard-coded it before the engine existed. */
const PRE_ENGINE_TOKENS: Record<string, string> = {
  '--bg': '#0f161e',
  '--panel-bg': '#151e2b',
  '--panel-header-bg': '#1a2533',
  '--raised-bg': '#1f2b3a',
  '--input-bg': '#0d131b',
  '--fg': '#dbe2ea',
  '--text-muted': '#8d99a8',
  '--link': '#e2a469',
  '--accent': '#e2a469',
  '--accent-fg': '#16110b',
  '--border': '#2a3646',
  '--focus': '#7fb6ff',
  '--danger': '#ff6b6b',
  '--danger-bg': '#3a1518',
  '--success': '#5fd38d',
  '--success-bg': '#123222',
  '--warning': '#ffb84d',
  '--warning-bg': '#3a2a10',
  '--info-bg': '#172a3f',
  '--radius': '10px',
  '--radius-small': '6px',
  '--avatar-radius': '8px',
  '--shadow': '0 1px 3px rgb(0 0 0 / 0.5)',
  '--font': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif",
  '--font-mono': "ui-monospace, 'DejaVu Sans Mono', monospace",
}

describe('generateTheme: the dependency graph', () => {
  it('declares every dependency as a slot that exists, with no cycles among derivations', () => {
    const names = new Set<string>(COLOR_SLOT_NAMES)
    expect(COLOR_SLOTS.map((s) => s.name)).toEqual([...COLOR_SLOT_NAMES])
    for (const slot of COLOR_SLOTS) for (const dep of slot.deps) expect(names).toContain(dep)
    // Generating from the bare minimum walks every derivation: a cycle would throw.
    expect(() =>
      generateTheme(source({ bg: '#000000', text: '#ffffff', link: '#ffff00' })),
    ).not.toThrow()
  })

  it('fills every colour slot with an opaque colour from the nine base colours alone', () => {
    const theme = generateTheme(source(BASES))
    expect(Object.keys(theme.colors).sort()).toEqual([...COLOR_SLOT_NAMES].sort())
    for (const [slot, value] of Object.entries(theme.colors)) {
      expect(isHexColor(value), `${slot} = ${value}`).toBe(true)
    }
    for (const [name, value] of Object.entries(BASES)) expect(theme.colors[name]).toBe(value)
  })

  it('derives the optional base colours: fg from bg, accent from link, status colours per scheme', () => {
    const theme = generateTheme(source({ bg: '#ffffff', text: '#111111', link: '#1a5aa8' }))
    expect(theme.scheme).toBe('light')
    expect(theme.colors.accent).toBe('#1a5aa8')
    expect(luminance(theme.colors.fg ?? '')).toBeLessThan(1)
    for (const c of ['danger', 'success', 'warning'] as const) {
      expect(contrast(theme.colors[c] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('chooses text colours for contrast when the base text would not read', () => {
    // Mid-grey text: fine on the black panels, unreadable on the pale buttons.
    const theme = generateTheme(
      source({ bg: '#000000', fg: '#c0c0c0', text: '#8a8a8a', link: '#ffff00' }),
    )
    expect(contrast(theme.colors.btnText ?? '', '#c0c0c0')).toBeGreaterThanOrEqual(4.5)
    expect(theme.colors.btnText).not.toBe('#8a8a8a')
    expect(contrast(theme.colors.faint ?? '', '#000000')).toBeGreaterThanOrEqual(4.5)
  })

  it('uses the faint opacity for faint text', () => {
    const weak = generateTheme(source(BASES, { opacity: { faint: 0.55 } })).colors.faint ?? ''
    const strong = generateTheme(source(BASES, { opacity: { faint: 0.9 } })).colors.faint ?? ''
    expect(contrast(strong, BASES.bg)).toBeGreaterThan(contrast(weak, BASES.bg))
  })

  it('lets a source override any slot, by colour or by reference', () => {
    const theme = generateTheme(
      source({ ...BASES, panel: '#123456', border: '--link', btn: '--bg,0.1', input: '#ABC' }),
    )
    expect(theme.colors.panel).toBe('#123456')
    expect(theme.colors.border).toBe(BASES.link)
    expect(luminance(theme.colors.btn ?? '')).toBeGreaterThan(luminance(BASES.bg))
    expect(theme.colors.input).toBe('#aabbcc')
    // Slots derived from an overridden one follow it.
    expect(contrast(theme.colors.panelText ?? '', '#123456')).toBeGreaterThanOrEqual(4.5)
  })

  it('ignores colours of slots it does not know', () => {
    expect(() => generateTheme(source({ ...BASES, topBarLink: 'nonsense' }))).not.toThrow()
  })
})

describe('generateTheme: what cannot be produced throws, naming the slot', () => {
  it.each([
    ['bg', { text: '#ffffff', link: '#ffff00' }],
    ['text', { bg: '#000000', link: '#ffff00' }],
    ['link', { bg: '#000000', text: '#ffffff' }],
  ])('a missing base colour: %s', (slot, colors) => {
    const error = generationError(() => generateTheme(source(colors)))
    expect(error.slot).toBe(slot)
    expect(error.message).toContain(`"${slot}"`)
  })

  it('a value that is not a colour', () => {
    const error = generationError(() => generateTheme(source({ ...BASES, panel: 'reddish' })))
    expect(error.slot).toBe('panel')
    expect(error.message).toContain('reddish')
  })

  it('a reference to a slot that does not exist', () => {
    expect(generationError(() => generateTheme(source({ ...BASES, border: '--nope' }))).slot).toBe(
      'border',
    )
  })

  it('references going round in a circle', () => {
    const error = generationError(() =>
      generateTheme(source({ ...BASES, panel: '--border', border: '--btn', btn: '--panel' })),
    )
    expect(['panel', 'border', 'btn']).toContain(error.slot)
    expect(error.message).toMatch(/depends on itself/)
  })

  it('a shadow colour that is not a colour', () => {
    const bad = { x: 0, y: 0, blur: 1, spread: 0, color: 'dark', alpha: 1, inset: false }
    expect(
      generationError(() => generateTheme(source(BASES, { shadows: { popup: [bad] } }))).slot,
    ).toBe('shadow popup #1')
  })
})

describe('generateTheme: opacity, radii, shadows, fonts', () => {
  it('applies the defaults for what the source leaves out', () => {
    const theme = generateTheme(source(BASES))
    expect(theme.radii).toEqual(DEFAULT_RADII)
    expect(theme.radii).toEqual({
      btn: 4,
      input: 4,
      checkbox: 2,
      panel: 10,
      avatar: 5,
      avatarAlt: 50,
      tooltip: 2,
      attachment: 5,
    })
    expect(theme.opacity).toEqual(DEFAULT_OPACITY)
    expect(theme.opacity).toEqual({
      profileTint: 0.5,
      alert: 0.5,
      input: 0.5,
      faint: 0.5,
      underlay: 0.15,
      alertPopup: 0.95,
    })
    expect(Object.keys(theme.shadows).sort()).toEqual([...SHADOW_SLOTS].sort())
    expect(theme.fonts.interface).toBe(DEFAULT_FONTS.interface)
    // Input and post text follow the interface font unless given.
    expect(theme.fonts.input).toBe(DEFAULT_FONTS.interface)
    expect(theme.fonts.post).toBe(DEFAULT_FONTS.interface)
  })

  it('keeps given values and clamps impossible ones', () => {
    const theme = generateTheme(
      source(BASES, {
        radii: { btn: 0, panel: -3 },
        opacity: { faint: 2, underlay: 0.3 },
        fonts: { interface: 'Inter, sans-serif', post: 'Georgia, serif' },
      }),
    )
    expect(theme.radii.btn).toBe(0)
    expect(theme.radii.panel).toBe(0)
    expect(theme.opacity.faint).toBe(1)
    expect(theme.opacity.underlay).toBe(0.3)
    expect(theme.fonts.input).toBe('Inter, sans-serif')
    expect(theme.fonts.post).toBe('Georgia, serif')
  })

  it('resolves shadow colours given as slot references', () => {
    const layer = { x: 0, y: 0, blur: 2, spread: 1, color: '--link', alpha: 0.5, inset: true }
    const theme = generateTheme(source(BASES, { shadows: { button: [layer] } }))
    expect(theme.shadows.button).toEqual([{ ...layer, color: BASES.link }])
  })
})

describe('shadowToCss', () => {
  it('writes layers the way CSS reads them', () => {
    expect(shadowToCss([])).toBe('none')
    expect(
      shadowToCss([
        { x: 0, y: 1, blur: 3, spread: 0, color: '#000000', alpha: 0.5, inset: false },
        { x: -2, y: 0, blur: 0, spread: 1, color: '#ff0000', alpha: 1, inset: true },
      ]),
    ).toBe('0 1px 3px rgb(0 0 0 / 0.5), inset -2px 0 0 1px rgb(255 0 0)')
  })
})

describe('themeToCssVariables', () => {
  const dark = BUILTIN_THEMES.find((p) => p.id === 'dark')

  it('reproduces the pre-engine palette exactly for the default dark theme', () => {
    const vars = themeToCssVariables(generateTheme(dark?.source ?? source({})))
    for (const [name, value] of Object.entries(PRE_ENGINE_TOKENS)) {
      expect(vars[name], name).toBe(value)
    }
  })

  it.each(BUILTIN_THEMES.map((p) => [p.id, p.source] as const))(
    '%s sets every token components read, and the further slots',
    (_id, presetSource) => {
      const vars = themeToCssVariables(generateTheme(presetSource))
      const names = [
        ...Object.keys(PRE_ENGINE_TOKENS),
        '--radius-btn',
        '--radius-input',
        '--radius-checkbox',
        '--radius-panel',
        '--radius-avatar',
        '--radius-avatar-alt',
        '--radius-tooltip',
        '--radius-attachment',
        '--shadow-panel',
        '--shadow-top-bar',
        '--shadow-popup',
        '--shadow-avatar',
        '--shadow-avatar-status',
        '--shadow-button',
        '--shadow-button-hover',
        '--shadow-button-pressed',
        '--shadow-input',
        '--font-interface',
        '--font-input',
        '--font-post',
        '--underlay',
        '--profile-tint',
      ]
      for (const name of names) expect(vars[name], name).toMatch(/\S/)
      // Values go into a stylesheet: nothing that could end a declaration or rule.
      for (const value of Object.values(vars)) expect(value).not.toMatch(/[;{}<>]/)
    },
  )

  it('writes opacities into the alpha of the tinted tokens', () => {
    const vars = themeToCssVariables(generateTheme(source(BASES, { opacity: { underlay: 0.25 } })))
    expect(vars['--underlay']).toBe('rgb(0 0 0 / 0.25)')
  })

  it('names the slot a stored resolved theme lacks', () => {
    const theme = generateTheme(source(BASES))
    const { faint: _dropped, ...colors } = theme.colors
    const partial: ResolvedTheme = { ...theme, colors }
    expect(generationError(() => themeToCssVariables(partial)).slot).toBe('faint')
  })
})

describe('generateTheme: any base colours', () => {
  // A small deterministic generator: the same "random" palettes on every run.
  function palettes(count: number): ThemeSource[] {
    let seed = 20261125
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    const color = (): string =>
      `#${Math.floor(next() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`
    return Array.from({ length: count }, () =>
      source({ bg: color(), fg: color(), text: color(), link: color(), cRed: color() }),
    )
  }

  const derivedText: [text: string, backgrounds: string[]][] = [
    ['panelText', ['panel']],
    ['btnText', ['btn']],
    ['inputText', ['input']],
    ['popoverText', ['popover']],
    ['faint', ['bg', 'wallpaper', 'panel', 'btn', 'input']],
    ['danger', ['bg', 'wallpaper', 'alertError']],
  ]

  it('always generates, and derived text reaches AA wherever any colour could', () => {
    for (const palette of palettes(300)) {
      const theme = generateTheme(palette)
      const c = (slot: string): string => theme.colors[slot] ?? ''
      for (const [text, backgrounds] of derivedText) {
        const worst = Math.min(...backgrounds.map((bg) => contrast(c(text), c(bg))))
        const best = Math.max(
          ...['#000000', '#ffffff'].map((x) =>
            Math.min(...backgrounds.map((bg) => contrast(x, c(bg)))),
          ),
        )
        if (best >= 4.5)
          expect(worst, `${text} in ${JSON.stringify(palette.colors)}`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })
})
