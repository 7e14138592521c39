import { beforeEach, describe, expect, it } from 'vitest'
import { BUILTIN_THEMES, exportThemeFile } from '../../../theme/model'
import { restoreThemeFromBackup, themeForBackup } from './backup'
import { currentThemeChoice, setThemeChoice } from './engine'
import { readThemeData } from './themeFile'

const light = BUILTIN_THEMES.find((p) => p.id === 'light')!

describe('the theme of a settings backup', () => {
  beforeEach(() => setThemeChoice({ kind: 'preset', id: 'dark' }))

  it('is the theme in use as a theme file', async () => {
    setThemeChoice({ kind: 'preset', id: 'light' })
    const read = readThemeData(themeForBackup())
    expect(read.ok && read.source.colors.bg).toBe(light.source.colors.bg)
  })

  it("restoring a theme file puts it in use as the user's own theme", async () => {
    const source = { ...light.source, colors: { ...light.source.colors, accent: '#123456' } }
    expect(await restoreThemeFromBackup(exportThemeFile(source))).toBeNull()
    const choice = currentThemeChoice()
    expect(choice).toMatchObject({ kind: 'custom', basedOn: 'dark' })
    if (choice.kind === 'custom') expect(choice.source.colors.accent).toBe('#123456')
  })

  it('an older backup naming a known theme chooses it', async () => {
    expect(await restoreThemeFromBackup('light')).toBeNull()
    expect(currentThemeChoice()).toEqual({ kind: 'preset', id: 'light' })
  })

  it('a theme it cannot use is reported and changes nothing', async () => {
    expect(await restoreThemeFromBackup('no-such-theme')).toBe('not_a_theme')
    expect(await restoreThemeFromBackup({ _pleroma_theme_version: 99 })).toBe('unsupported_version')
    expect(currentThemeChoice()).toEqual({ kind: 'preset', id: 'dark' })
  })
})
