// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ThemePreset } from '../../../theme/types'
import { EMPTY_SOURCE, KEEP_NONE } from './editorModel'
import { pickedChoice, pickerValue, presetOfValue } from './pickerChoice'

const preset = (id: string): ThemePreset => ({
  id,
  name: id,
  source: EMPTY_SOURCE,
  origin: 'builtin',
})
const presets = [preset('ocean'), preset('light'), preset('dark')]

describe('pickerValue', () => {
  it('names each kind of choice as the menu does', () => {
    expect(pickerValue({ kind: 'instance' })).toBe('instance')
    expect(pickerValue({ kind: 'system', light: 'light', dark: 'dark' })).toBe('system')
    expect(pickerValue({ kind: 'preset', id: 'ocean' })).toBe('preset:ocean')
    expect(pickerValue({ kind: 'custom', basedOn: null, source: EMPTY_SOURCE })).toBe('custom')
  })
})

describe('pickedChoice', () => {
  it("picks the site's theme", () => {
    expect(pickedChoice('instance', presets, EMPTY_SOURCE, KEEP_NONE)).toEqual({
      kind: 'instance',
    })
  })

  it('follows the system with the light and dark presets', () => {
    expect(pickedChoice('system', presets, EMPTY_SOURCE, KEEP_NONE)).toEqual({
      kind: 'system',
      light: 'light',
      dark: 'dark',
    })
  })

  it('falls back to the first preset for a missing light or dark one', () => {
    expect(pickedChoice('system', [preset('ocean')], EMPTY_SOURCE, KEEP_NONE)).toEqual({
      kind: 'system',
      light: 'ocean',
      dark: 'ocean',
    })
    expect(pickedChoice('system', [], EMPTY_SOURCE, KEEP_NONE)).toBeNull()
  })

  it('picks a preset, and nothing for a value naming none', () => {
    expect(pickedChoice('preset:ocean', presets, EMPTY_SOURCE, KEEP_NONE)).toEqual({
      kind: 'preset',
      id: 'ocean',
    })
    expect(pickedChoice('preset:gone', presets, EMPTY_SOURCE, KEEP_NONE)).toBeNull()
    expect(presetOfValue(presets, 'preset:dark')).toBe(presets[2])
  })
})
