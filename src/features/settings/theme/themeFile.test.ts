// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BUILTIN_THEMES } from '../../../theme/model'
import { readThemeText, themeFileText } from './themeFile'

describe('theme files', () => {
  it('reads back what it writes', () => {
    const source = BUILTIN_THEMES.find((p) => p.id === 'light')!.source
    const read = readThemeText(themeFileText(source))
    expect(read.ok).toBe(true)
    if (read.ok) expect(read.source.colors.bg).toBe(source.colors.bg)
  })

  it('refuses text that is not JSON', () => {
    expect(readThemeText('{ nope')).toEqual({ ok: false, problem: 'not_json' })
  })

  it('refuses JSON that is no theme, and versions it does not know', () => {
    expect(readThemeText('{"hello": 1}')).toMatchObject({ ok: false })
    expect(readThemeText('[1, 2]')).toMatchObject({ ok: false })
    expect(readThemeText('{"_pleroma_theme_version": 99, "source": {}}')).toEqual({
      ok: false,
      problem: 'unsupported_version',
    })
  })
})
