// @vitest-environment node
import type { ThemeSource } from '../types'
import { contrastLevel, contrastPairs, contrastRatio, CONTRAST_PAIRS } from './contrast'
import { generateTheme } from './generate'
import { BUILTIN_THEMES } from './presets'

function builtin(id: string): ThemeSource {
  const found = BUILTIN_THEMES.find((p) => p.id === id)
  if (!found) throw new Error(`no built-in theme ${id}`)
  return found.source
}

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#e2a469', '#16110b')).toBeCloseTo(8.71, 2)
  })

  it('refuses what it cannot measure', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(TypeError)
  })
})

describe('contrastLevel (threshold 4.5, levels AA and AAA)', () => {
  it.each([
    [21, 'AAA'],
    [7, 'AAA'],
    [6.99, 'AA'],
    [4.5, 'AA'],
    [4.49, 'fail'],
    [1, 'fail'],
  ] as const)('%f:1 is %s', (ratio, level) => {
    expect(contrastLevel(ratio)).toBe(level)
  })
})

describe('contrastPairs', () => {
  it('lists each pair the editor badges, with the ratio of the resolved colours', () => {
    const theme = generateTheme(builtin('dark'))
    const pairs = contrastPairs(theme)
    expect(pairs.map((p) => [p.text, p.background])).toEqual(CONTRAST_PAIRS.map((p) => [...p]))
    const body = pairs.find((p) => p.text === 'text' && p.background === 'bg')
    expect(body?.ratio).toBeCloseTo(contrastRatio('#dbe2ea', '#151e2b'), 10)
  })

  it.each(BUILTIN_THEMES.map((p) => [p.id, p.source] as const))(
    'the built-in %s theme has every pair at AA (4.5:1) at least',
    (_id, source) => {
      for (const pair of contrastPairs(generateTheme(source))) {
        expect(pair.ratio, `${pair.text} on ${pair.background}`).toBeGreaterThanOrEqual(4.5)
      }
    },
  )

  it('the built-in high contrast theme has every pair at AAA (7:1)', () => {
    for (const pair of contrastPairs(generateTheme(builtin('high-contrast')))) {
      expect(contrastLevel(pair.ratio), `${pair.text} on ${pair.background}`).toBe('AAA')
    }
  })
})
