// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  draftOf,
  editorValuesOf,
  endBeforeStart,
  formatAnnouncementTime,
  fromInputValue,
  switchInputValue,
  toInputValue,
} from './dates'

describe('announcement form dates', () => {
  it('turns all-day dates into whole UTC days and back', () => {
    expect(fromInputValue('2030-05-01', true, 'start')).toBe('2030-05-01T00:00:00.000Z')
    expect(fromInputValue('2030-05-03', true, 'end')).toBe('2030-05-03T23:59:59.000Z')
    expect(toInputValue('2030-05-03T23:59:59Z', true)).toBe('2030-05-03')
    expect(fromInputValue('soon', true, 'start')).toBeNull()
  })

  it('reads timed values in local time and writes them back the same', () => {
    const iso = fromInputValue('2030-05-01T09:30', false, 'start')
    expect(iso).toBe(new Date(2030, 4, 1, 9, 30).toISOString())
    expect(toInputValue(iso, false)).toBe('2030-05-01T09:30')
  })

  it('leaves empty fields empty (no limit)', () => {
    expect(fromInputValue('', false, 'end')).toBeNull()
    expect(toInputValue(null, false)).toBe('')
    expect(toInputValue('garbage', true)).toBe('')
  })

  it('keeps the day when the all-day box switches the fields', () => {
    expect(switchInputValue('2030-05-01T09:30', true, 'start')).toBe('2030-05-01')
    expect(switchInputValue('2030-05-01', false, 'start')).toBe('2030-05-01T00:00')
    expect(switchInputValue('2030-05-02', false, 'end')).toBe('2030-05-02T23:59')
    expect(switchInputValue('', false, 'end')).toBe('')
  })

  it('prefills the editor from the raw text and the dates, and builds the draft', () => {
    const values = editorValuesOf({
      id: '1',
      content: '<p>Hi :cofe:</p>',
      rawContent: 'Hi :cofe:',
      startsAt: '2030-05-01T00:00:00Z',
      endsAt: '2030-05-02T23:59:59Z',
      allDay: true,
      publishedAt: '2030-04-01T00:00:00Z',
      updatedAt: null,
      read: null,
      emojis: [],
      mentions: [],
      inactive: true,
    })
    expect(values).toEqual({
      content: 'Hi :cofe:',
      start: '2030-05-01',
      end: '2030-05-02',
      allDay: true,
    })
    expect(draftOf(values)).toEqual({
      content: 'Hi :cofe:',
      startsAt: '2030-05-01T00:00:00.000Z',
      endsAt: '2030-05-02T23:59:59.000Z',
      allDay: true,
    })
  })

  it('notices an end before the start', () => {
    const base = { content: 'x', allDay: true }
    // One whole day: it ends at the day's last second.
    expect(endBeforeStart({ ...base, start: '2030-05-01', end: '2030-05-01' })).toBe(false)
    expect(endBeforeStart({ ...base, start: '2030-05-02', end: '2030-05-01' })).toBe(true)
    expect(
      endBeforeStart({
        ...base,
        allDay: false,
        start: '2030-05-02T10:00',
        end: '2030-05-02T09:00',
      }),
    ).toBe(true)
    expect(endBeforeStart({ ...base, start: '', end: '2030-05-01' })).toBe(false)
  })

  it('formats dates only for all-day announcements, in the interface language', () => {
    expect(formatAnnouncementTime('2030-05-01T00:00:00Z', true, 'en')).toBe('May 1, 2030')
    expect(formatAnnouncementTime('2030-05-01T00:00:00Z', true, 'de')).toBe('1. Mai 2030')
    const timed = formatAnnouncementTime('2030-05-01T10:30:00Z', false, 'en')
    expect(timed).toMatch(/2030/)
    expect(timed).toMatch(/\d:\d\d/)
    expect(formatAnnouncementTime('nope', false, 'en')).toBe('')
    expect(formatAnnouncementTime('2030-05-01T00:00:00Z', true, 'not a language!')).toBe(
      'May 1, 2030',
    )
  })
})
