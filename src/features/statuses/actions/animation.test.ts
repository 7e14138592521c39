import { describe, expect, it } from 'vitest'
import { FAVOURITE_ANIMATION } from '../../../config/constants'
import styles from './StatusActions.module.css'

/** The CSS text of every rule the test environment injected, with nested rules flattened. */
function cssRules(): string[] {
  const texts: string[] = []
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      texts.push(rule.cssText)
      if (rule instanceof CSSGroupingRule) walk(rule.cssRules)
    }
  }
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules)
  return texts
}

describe('favourite and repeat animation', () => {
  const pop = `.${styles.pop} svg`

  it('lasts FAVOURITE_ANIMATION', () => {
    const rule = cssRules().find((text) => text.startsWith(`${pop} {`))
    expect(rule).toMatch(new RegExp(`animation: \\S*pop\\S* ${FAVOURITE_ANIMATION}ms`))
  })

  it('is switched off for reduced motion', () => {
    const media = cssRules().find((text) => text.startsWith('@media (prefers-reduced-motion'))
    expect(media).toMatch(new RegExp(`${pop.replace('.', '\\.')} \\{\\s*animation: none`))
  })
})
