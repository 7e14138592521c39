// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { interfaceLanguageOptions, ownLanguageName } from './languageNames'

describe('ownLanguageName', () => {
  it('names a language in that language, capitalised', () => {
    expect(ownLanguageName('en')).toBe('English')
    expect(ownLanguageName('de')).toBe('Deutsch')
    expect(ownLanguageName('fr')).toBe('Français')
    expect(ownLanguageName('ja')).toBe('日本語')
  })

  it('falls back to the code for tags the browser cannot name', () => {
    expect(ownLanguageName('qq')).toBe('qq')
    expect(ownLanguageName('not a tag')).toBe('not a tag')
  })
})

describe('interfaceLanguageOptions', () => {
  it('lists every supported language by its own name, sorted', () => {
    expect(interfaceLanguageOptions(['fr', 'en', 'de'])).toEqual([
      { code: 'de', name: 'Deutsch' },
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'Français' },
    ])
  })
})
