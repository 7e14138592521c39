// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BUILTIN_THEMES, COLOR_SLOTS, generateTheme } from '../../../theme/model'
import type { ThemePreset, ThemeSource } from '../../../theme/types'
import {
  advancedColorGroups,
  applyEdit,
  choosePreset,
  editedChoice,
  KEEP_NONE,
  mergeKept,
  parseBounded,
  parseHexInput,
  resetChoice,
  shadowToCss,
  themeFileName,
  toHex,
} from './editorModel'

const mine: ThemeSource = {
  colors: { bg: '#101010', text: '#eeeeee', link: '#ff0000' },
  opacity: { alert: 0.3 },
  radii: { btn: 12 },
  shadows: {
    panel: [{ x: 1, y: 2, blur: 3, spread: 0, color: '#000000', alpha: 0.4, inset: false }],
  },
  fonts: { interface: 'Inter, sans-serif' },
}
const light = BUILTIN_THEMES.find((p) => p.id === 'light') as ThemePreset

describe('keeping parts on a preset switch', () => {
  it('is the preset itself when nothing is kept', () => {
    expect(choosePreset(light, mine, KEEP_NONE)).toEqual({ kind: 'preset', id: 'light' })
  })

  it('keeps only the checked parts, taking the rest from the preset', () => {
    const choice = choosePreset(light, mine, { ...KEEP_NONE, radii: true, fonts: true })
    expect(choice.kind).toBe('custom')
    if (choice.kind !== 'custom') return
    expect(choice.basedOn).toBe('light')
    expect(choice.source.radii).toEqual({ btn: 12 })
    expect(choice.source.fonts).toEqual({ interface: 'Inter, sans-serif' })
    expect(choice.source.colors).toEqual(light.source.colors)
    expect(choice.source.opacity).toEqual(light.source.opacity)
  })

  it('never changes the preset or the current source', () => {
    const before = JSON.stringify(light.source)
    const merged = mergeKept(light.source, mine, { ...KEEP_NONE, shadows: true })
    merged.shadows.panel?.push({ ...merged.shadows.panel[0]! })
    merged.colors.bg = '#123456'
    expect(JSON.stringify(light.source)).toBe(before)
    expect(mine.shadows.panel).toHaveLength(1)
  })
})

describe('edits and reset', () => {
  it('an edit of a preset becomes a custom theme based on it', () => {
    const choice = editedChoice(
      { kind: 'preset', id: 'light' },
      light.source,
      (s) => applyEdit(s, { part: 'colors', slot: 'accent', value: '#00ff00' }),
      false,
    )
    expect(choice).toMatchObject({ kind: 'custom', basedOn: 'light' })
    if (choice.kind === 'custom') expect(choice.source.colors.accent).toBe('#00ff00')
  })

  it('an edit while following the system starts from the preset the system picks', () => {
    const system = { kind: 'system', light: 'light', dark: 'high-contrast' } as const
    const edit = (s: ThemeSource) => s
    expect(editedChoice(system, mine, edit, true)).toMatchObject({ basedOn: 'high-contrast' })
    expect(editedChoice(system, mine, edit, false)).toMatchObject({ basedOn: 'light' })
  })

  it('a null value drops the override', () => {
    const edited = applyEdit(mine, { part: 'radii', slot: 'btn', value: null })
    expect(edited.radii).toEqual({})
    expect(mine.radii).toEqual({ btn: 12 })
  })

  it('reset goes back to the preset the theme started from', () => {
    expect(resetChoice({ kind: 'custom', basedOn: 'light', source: mine })).toEqual({
      kind: 'preset',
      id: 'light',
    })
    expect(resetChoice({ kind: 'custom', basedOn: null, source: mine })).toEqual({
      kind: 'instance',
    })
    expect(resetChoice({ kind: 'preset', id: 'dark' })).toEqual({ kind: 'preset', id: 'dark' })
  })
})

describe('colour and number fields', () => {
  it('reads the colours the model writes as #rrggbb', () => {
    expect(toHex('#AbC')).toBe('#aabbcc')
    expect(toHex('#aabbcc80')).toBe('#aabbcc')
    expect(toHex('rgba(255, 0, 16, 0.5)')).toBe('#ff0010')
    expect(toHex('rgb(1 2 3 / 0.5)')).toBe('#010203')
    expect(toHex('transparent')).toBeNull()
  })

  it('accepts typed hex codes with or without #', () => {
    expect(parseHexInput('ff8800')).toBe('#ff8800')
    expect(parseHexInput(' #F80 ')).toBe('#ff8800')
    expect(parseHexInput('#ff88')).toBeNull()
    expect(parseHexInput('red')).toBeNull()
  })

  it('bounds numbers and refuses what is not one', () => {
    expect(parseBounded('1.5', 0, 1)).toBe(1)
    expect(parseBounded('-3', 0, 1)).toBe(0)
    expect(parseBounded('0.25', 0, 1)).toBe(0.25)
    expect(parseBounded('', 0, 1)).toBeNull()
    expect(parseBounded('abc', 0, 1)).toBeNull()
  })
})

describe('shadows', () => {
  it('writes every layer, inset first, with its alpha', () => {
    expect(
      shadowToCss([
        { x: 0, y: 1, blur: 3, spread: 0, color: '#000000', alpha: 0.5, inset: false },
        { x: -2, y: 0, blur: 0, spread: 1, color: '#ff8000', alpha: 1, inset: true },
      ]),
    ).toBe('0px 1px 3px 0px rgb(0 0 0 / 0.5), inset -2px 0px 0px 1px rgb(255 128 0 / 1)')
    expect(shadowToCss([])).toBe('none')
  })
})

describe('advanced colour groups', () => {
  it('puts every generated slot but the common ones in one group', () => {
    const theme = generateTheme(BUILTIN_THEMES[0]!.source)
    const slots = Object.keys(theme.colors)
    const groups = advancedColorGroups(COLOR_SLOTS, slots)
    const listed = groups.flatMap((g) => g.slots)
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed).not.toContain('bg')
    expect(listed).toContain('panelText')
    expect(listed.length + 9).toBe(slots.length)
  })

  it('keeps slots without a definition editable under "other"', () => {
    const groups = advancedColorGroups(
      [{ name: 'panel', group: 'panels' }],
      ['bg', 'panel', 'newSlot'],
    )
    expect(groups).toEqual([
      { group: 'panels', slots: ['panel'] },
      { group: 'other', slots: ['newSlot'] },
    ])
  })
})

it('names theme files after the theme and the local date', () => {
  expect(themeFileName('High contrast', new Date(2024, 4, 1))).toBe(
    'theme-high-contrast-2024-05-01.json',
  )
  expect(themeFileName('***', new Date(2024, 11, 31))).toBe('theme-custom-2024-12-31.json')
})
