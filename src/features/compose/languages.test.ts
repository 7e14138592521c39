// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { languageName, languageOptions, POST_LANGUAGES } from './languages'

describe('post languages', () => {
  it('names languages in the interface language', () => {
    expect(languageName('de', 'en')).toBe('German')
    expect(languageName('de', 'fr')).toBe('allemand')
  })

  it('offers the short list sorted by name, plus the extra codes', () => {
    const options = languageOptions('en', ['tlh', null, 'en'])
    expect(options).toHaveLength(POST_LANGUAGES.length + 1)
    expect(options.map((o) => o.code)).toContain('tlh')
    const names = options.map((o) => o.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })
})
