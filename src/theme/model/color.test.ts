// @vitest-environment node
import {
  contrast,
  ensureContrast,
  isDark,
  luminance,
  mix,
  normalizeHex,
  parseHex,
  readableOn,
  shift,
  withAlpha,
} from './color'

describe('colour parsing', () => {
  it('reads every hex form and drops alpha', () => {
    expect(parseHex('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc })
    expect(parseHex('#ABCD')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc })
    expect(parseHex('#0f161e')).toEqual({ r: 15, g: 22, b: 30 })
    expect(parseHex(' #0f161e80 ')).toEqual({ r: 15, g: 22, b: 30 })
    expect(normalizeHex('#FFF')).toBe('#ffffff')
  })

  it('refuses what is not hex', () => {
    for (const bad of ['red', '#12', '#12345', '0f161e', 'rgb(0,0,0)', '#ggg', '']) {
      expect(parseHex(bad)).toBeNull()
    }
  })
})

describe('colour arithmetic', () => {
  it('mixes linearly in sRGB and clamps the amount', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mix('#102030', '#ffffff', 0)).toBe('#102030')
    expect(mix('#102030', '#ffffff', 2)).toBe('#ffffff')
  })

  it('writes alpha in the space-separated rgb() form', () => {
    expect(withAlpha('#000000', 0.15)).toBe('rgb(0 0 0 / 0.15)')
    expect(withAlpha('#ff6b6b', 1)).toBe('#ff6b6b')
  })

  it('shifts away from the background: lighter on dark schemes, darker on light ones', () => {
    expect(luminance(shift('#303030', 0.2, true))).toBeGreaterThan(luminance('#303030'))
    expect(luminance(shift('#303030', 0.2, false))).toBeLessThan(luminance('#303030'))
    expect(luminance(shift('#303030', -0.2, true))).toBeLessThan(luminance('#303030'))
  })

  it('tells dark from light backgrounds', () => {
    expect(isDark('#0f161e')).toBe(true)
    expect(isDark('#ffffff')).toBe(false)
    expect(isDark('#ffeb3b')).toBe(false)
  })
})

describe('WCAG contrast', () => {
  // Reference figures from the WCAG 2.x formula (as published by contrast checkers).
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#595959', '#ffffff', 7.0],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4.0],
    ['#dbe2ea', '#151e2b', 12.84],
  ])('%s on %s is %f:1', (a, b, ratio) => {
    expect(contrast(a, b)).toBeCloseTo(ratio, 2)
    expect(contrast(b, a)).toBeCloseTo(ratio, 2)
  })

  it('relative luminance spans 0..1', () => {
    expect(luminance('#000000')).toBe(0)
    expect(luminance('#ffffff')).toBeCloseTo(1, 10)
  })
})

describe('choosing colours for contrast', () => {
  it('keeps a colour that already passes', () => {
    expect(ensureContrast('#ffffff', ['#000000'], 4.5)).toBe('#ffffff')
  })

  it('moves a failing colour toward the better extreme until it passes', () => {
    const fixed = ensureContrast('#777777', ['#ffffff', '#f0f0f0'], 4.5)
    expect(luminance(fixed)).toBeLessThan(luminance('#777777'))
    expect(contrast(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrast(fixed, '#f0f0f0')).toBeGreaterThanOrEqual(4.5)
    const onDark = ensureContrast('#404040', ['#000000'], 7)
    expect(contrast(onDark, '#000000')).toBeGreaterThanOrEqual(7)
  })

  it('settles for the extreme when nothing reaches the target', () => {
    expect(ensureContrast('#808080', ['#777777'], 21)).toMatch(/^#(000000|ffffff)$/)
  })

  it('picks readable text for a background', () => {
    expect(contrast(readableOn('#e2a469'), '#e2a469')).toBeGreaterThanOrEqual(7)
    expect(contrast(readableOn('#1a1a40'), '#1a1a40')).toBeGreaterThanOrEqual(7)
  })
})
