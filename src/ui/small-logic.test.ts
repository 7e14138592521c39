// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fileSizeParts } from './fileSize'
import { detectSwipe } from './gestures'
import { relativeTimeParts } from './relativeTime'
import { layoutFor } from './layoutType'
import { pickLanguage } from '../i18n/i18n'

describe('file sizes', () => {
  it('formats in binary units', () => {
    expect(fileSizeParts(512)).toEqual({ num: 512, unit: 'B' })
    expect(fileSizeParts(16 * 1024 * 1024)).toEqual({ num: 16, unit: 'MiB' })
    expect(fileSizeParts(1536)).toEqual({ num: 1.5, unit: 'KiB' })
    expect(fileSizeParts(3 * 1024 ** 4)).toEqual({ num: 3, unit: 'TiB' })
  })
})

describe('swipe detection', () => {
  it('needs 30 px along one axis within the perpendicular tolerance', () => {
    expect(detectSwipe({ x: 10, y: 100 }, { x: 200, y: 120 })).toBe('right')
    expect(detectSwipe({ x: 200, y: 100 }, { x: 20, y: 90 })).toBe('left')
    expect(detectSwipe({ x: 10, y: 100 }, { x: 35, y: 100 })).toBeNull()
    expect(detectSwipe({ x: 0, y: 0 }, { x: 40, y: 45 })).toBe('down')
    expect(detectSwipe({ x: 0, y: 0 }, { x: 40, y: -41 })).toBe('up')
  })
})

describe('relative time', () => {
  const now = new Date('2026-01-10T12:00:00Z')
  it('says now under a minute and picks the largest unit', () => {
    expect(relativeTimeParts(new Date('2026-01-10T11:59:30Z'), now)).toBe('now')
    expect(relativeTimeParts(new Date('2026-01-10T11:55:00Z'), now)).toEqual({
      unit: 'minute',
      value: -5,
    })
    expect(relativeTimeParts(new Date('2026-01-08T12:00:00Z'), now)).toEqual({
      unit: 'day',
      value: -2,
    })
  })
})

describe('layout type', () => {
  it('follows the thresholds', () => {
    expect(layoutFor(800, true, 'notifications')).toBe('mobile')
    expect(layoutFor(801, true, 'notifications')).toBe('normal')
    expect(layoutFor(1280, true, 'notifications')).toBe('wide')
    expect(layoutFor(1280, false, 'notifications')).toBe('normal')
    expect(layoutFor(1400, true, 'none')).toBe('normal')
  })
})

describe('interface language', () => {
  const supported = ['en', 'de', 'pt-BR']
  it('prefers the preference, then the first matching browser language', () => {
    expect(pickLanguage('de', ['pt-BR'], supported)).toBe('de')
    expect(pickLanguage(null, ['fr-FR', 'pt-BR', 'de'], supported)).toBe('pt-BR')
    expect(pickLanguage(null, ['de-AT'], supported)).toBe('de')
    expect(pickLanguage(null, ['fr'], supported)).toBe('en')
  })
})
