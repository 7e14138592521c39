// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pickLanguage } from './i18n'
import {
  directionOf,
  INTERFACE_LANGUAGES,
  intlLocaleOf,
  LANGUAGE_NAMES,
  matchBrowserLanguage,
} from './languages'

const all = [...INTERFACE_LANGUAGES]

describe('interface languages', () => {
  it('finds the language a browser tag asks for, under this client’s codes', () => {
    expect(matchBrowserLanguage('zh-TW', all)).toBe('zh_Hant')
    expect(matchBrowserLanguage('zh-Hant-HK', all)).toBe('zh_Hant')
    expect(matchBrowserLanguage('zh-CN', all)).toBe('zh')
    expect(matchBrowserLanguage('zh', all)).toBe('zh')
    expect(matchBrowserLanguage('nn-NO', all)).toBe('nb')
    expect(matchBrowserLanguage('iw', all)).toBe('he')
    expect(matchBrowserLanguage('ar-EG', all)).toBe('ar')
    expect(matchBrowserLanguage('sw', all)).toBeUndefined()
    expect(pickLanguage(null, ['sw', 'ja-JP'])).toBe('ja')
    // Easy Japanese is chosen, never guessed.
    expect(pickLanguage(null, ['ja'])).toBe('ja')
    expect(pickLanguage('ja_easy', ['de'])).toBe('ja_easy')
  })

  it('gives Intl a tag it reads, and the direction of the script', () => {
    expect(intlLocaleOf('ja_easy')).toBe('ja')
    expect(intlLocaleOf('zh_Hant')).toBe('zh-Hant')
    expect(new Intl.DateTimeFormat(intlLocaleOf('zh_Hant')).resolvedOptions().locale).toMatch(/^zh/)
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('he')).toBe('rtl')
    expect(directionOf('fr')).toBe('ltr')
  })

  it('names each language in itself', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...all].sort())
    expect(LANGUAGE_NAMES.de).toBe('Deutsch')
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(all.length)
  })
})
