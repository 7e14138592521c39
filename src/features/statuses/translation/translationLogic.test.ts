// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chooseTargetLanguage } from './translationLogic'

describe('chooseTargetLanguage', () => {
  const targets = ['DE', 'EN-GB', 'EN-US', 'FR', 'PT-BR', 'PT-PT']

  it('prefers the translationLanguage preference', () => {
    expect(chooseTargetLanguage('fr', 'en', targets)).toBe('FR')
  })

  it('falls back to the interface language', () => {
    expect(chooseTargetLanguage(null, 'de', targets)).toBe('DE')
    expect(chooseTargetLanguage('', 'de', targets)).toBe('DE')
  })

  it('matches regional variants both ways', () => {
    expect(chooseTargetLanguage(null, 'en', targets)).toBe('EN-GB')
    expect(chooseTargetLanguage('pt_BR', null, targets)).toBe('PT-BR')
    expect(chooseTargetLanguage('de-AT', null, targets)).toBe('DE')
  })

  it('skips a preference the server cannot translate into', () => {
    expect(chooseTargetLanguage('ja', 'fr', targets)).toBe('FR')
  })

  it('gives up when neither is usable', () => {
    expect(chooseTargetLanguage('ja', 'ko', targets)).toBeNull()
    expect(chooseTargetLanguage(null, null, targets)).toBeNull()
    expect(chooseTargetLanguage(' ', '', null)).toBeNull()
  })

  it('takes the choice as it is when the server did not list its languages', () => {
    expect(chooseTargetLanguage(null, 'ja', null)).toBe('ja')
    expect(chooseTargetLanguage('ko', 'ja', [])).toBe('ko')
  })
})
