import { beforeEach, describe, expect, it } from 'vitest'
import { readJson, resetStorageProbe } from '../../store/localStore'
import { HIGHLIGHT_STORAGE_KEY, setUserHighlight, useHighlights } from './highlight'
import { highlightCss, safeColor, STYLE_RULES } from './highlightSheet'

beforeEach(() => {
  window.localStorage.clear()
  resetStorageProbe()
  useHighlights.setState({}, true)
})

describe('highlight store', () => {
  it('keeps a highlight per user in local storage', () => {
    setUserHighlight('u1', { color: '#ff0000', type: 'solid' })
    setUserHighlight('u2', { color: '#00ff00', type: 'side' })
    expect(useHighlights.getState().u1).toEqual({ color: '#ff0000', type: 'solid' })
    expect(readJson(HIGHLIGHT_STORAGE_KEY, {})).toEqual({
      u1: { color: '#ff0000', type: 'solid' },
      u2: { color: '#00ff00', type: 'side' },
    })
  })

  it('forgets a user whose highlight is disabled', () => {
    setUserHighlight('u1', { color: '#ff0000', type: 'solid' })
    setUserHighlight('u1', { color: '#ff0000', type: 'disabled' })
    expect(useHighlights.getState().u1).toBeUndefined()
    expect(readJson(HIGHLIGHT_STORAGE_KEY, { x: 1 })).toEqual({})
  })
})

describe('highlight stylesheet', () => {
  it('sets each user colour by a data attribute and paints each style once', () => {
    const css = highlightCss({
      u1: { color: '#FF0000', type: 'solid' },
      u2: { color: '#0000ff', type: 'striped' },
    })
    expect(css).toContain('[data-highlight-user="u1"] { --user-highlight: #ff0000; }')
    expect(css).toContain('[data-highlight-user="u2"] { --user-highlight: #0000ff; }')
    for (const rule of STYLE_RULES) expect(css).toContain(rule)
    expect(css).toMatch(/\[data-highlight="side"\][^}]*var\(--user-highlight\)/)
  })

  it('never lets a stored value break out of its rule', () => {
    const css = highlightCss({
      'a"] { color: red } [x="': { color: 'red; } body { display: none', type: 'solid' },
    })
    expect(css).toContain('[data-highlight-user="a\\"] { color: red } [x=\\""]')
    expect(css).toContain('--user-highlight: #ffffff;')
    expect(css).not.toContain('display: none')
    expect(safeColor('#abcdef')).toBe('#abcdef')
    expect(safeColor('blue')).toBe('#ffffff')
  })
})
