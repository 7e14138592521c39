// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { Translator } from './translator'

const make = () => {
  const t = new Translator()
  t.addResourceBundle('en', 'translation', {
    a: { b: 'Hello {{name}}', n_one: '{{count}} post', n_other: '{{count}} posts' },
    only_en: 'English',
  })
  t.addResourceBundle('pl', 'translation', {
    a: { n_one: '{{count}} wpis', n_few: '{{count}} wpisy', n_many: '{{count}} wpisów' },
  })
  return t
}

describe('translator', () => {
  it('reads nested keys and interpolates', () => {
    expect(make().t('a.b', { name: 'Ann' })).toBe('Hello Ann')
  })
  it('picks plural forms by the language rules', async () => {
    const t = make()
    expect(t.t('a.n', { count: 1 })).toBe('1 post')
    expect(t.t('a.n', { count: 3 })).toBe('3 posts')
    await t.changeLanguage('pl')
    expect(t.t('a.n', { count: 3 })).toBe('3 wpisy')
    expect(t.t('a.n', { count: 5 })).toBe('5 wpisów')
  })
  it('falls back to English, then to the key', async () => {
    const t = make()
    await t.changeLanguage('pl')
    expect(t.t('only_en')).toBe('English')
    expect(t.t('missing.key')).toBe('missing.key')
  })
  it('merges bundles added in parts', () => {
    const t = make()
    t.addResourceBundle('en', 'translation', { a: { c: 'C' } })
    expect(t.t('a.b', { name: 'x' })).toBe('Hello x')
    expect(t.t('a.c')).toBe('C')
  })
  it('notifies on language change', async () => {
    const t = make()
    let calls = 0
    t.subscribe(() => calls++)
    await t.changeLanguage('pl')
    expect(calls).toBe(1)
  })
})

describe('numbers in messages', () => {
  it('are written the way the language writes them', () => {
    const t = new Translator()
    t.addResourceBundle('en', 'translation', { size: '{{num}} MiB', n_other: '{{count}} posts' })
    expect(t.t('size', { num: 1.5 })).toBe('1.5 MiB')
    expect(t.t('n', { count: 12345 })).toBe('12,345 posts')
    void t.changeLanguage('de')
    expect(t.t('size', { num: 1.5 })).toBe('1,5 MiB')
    // Strings stay as they are (an id or a version is no number to format).
    expect(t.t('size', { num: '1.5' })).toBe('1.5 MiB')
  })
})
