// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  earliestPickerValue,
  fromPickerValue,
  initialSchedule,
  proposedTime,
  scheduledInstant,
  scheduleProblem,
  scheduleReducer,
  toPickerValue,
  type ScheduleState,
} from './scheduleTime'

const MIN = 60_000
// A moment with seconds in it, so rounding shows.
const now = new Date(2026, 10, 29, 22, 41, 30).getTime()

describe('schedule times', () => {
  it('reads and writes the picker’s wall-clock value in the reader’s time zone', () => {
    expect(toPickerValue(now)).toBe('2026-11-29T22:41')
    expect(fromPickerValue('2026-11-29T22:41')).toBe(new Date(2026, 10, 29, 22, 41).getTime())
    expect(fromPickerValue('')).toBeNull()
    expect(fromPickerValue('tomorrow')).toBeNull()
    expect(fromPickerValue('2026-13-45T99:99')).toBeNull()
  })

  it('allows five minutes ahead at the least, proposes an hour ahead on the five minutes', () => {
    expect(earliestPickerValue(now)).toBe('2026-11-29T22:47')
    expect(scheduleProblem('2026-11-29T22:47', now)).toBeNull()
    expect(scheduleProblem('2026-11-29T22:46', now)).toBe('too_soon')
    expect(scheduleProblem('2026-11-29T10:00', now)).toBe('too_soon')
    expect(scheduleProblem('', now)).toBe('invalid')
    expect(toPickerValue(proposedTime(now))).toBe('2026-11-29T23:45')
  })
})

describe('scheduleReducer', () => {
  const off: ScheduleState = { name: 'off' }

  it('opens on the proposed time, keeps a time already chosen, and clears', () => {
    const open = scheduleReducer(off, { type: 'open', now })
    expect(open).toEqual({ name: 'on', value: '2026-11-29T23:45', problem: null, now })
    const changed = scheduleReducer(open, { type: 'change', value: '2026-11-30T08:00', now })
    expect(scheduleReducer(changed, { type: 'open', now })).toBe(changed)
    expect(scheduleReducer(changed, { type: 'clear' })).toEqual(off)
  })

  it('says what is wrong with a time as it is typed, and again when sent later', () => {
    const soon = scheduleReducer(off, { type: 'change', value: '2026-11-29T22:44', now })
    expect(soon).toMatchObject({ problem: 'too_soon' })
    const fine = scheduleReducer(off, { type: 'change', value: '2026-11-29T23:00', now })
    expect(fine).toMatchObject({ problem: null })
    // Twenty minutes on, the same time is too close.
    expect(scheduleReducer(fine, { type: 'check', now: now + 20 * MIN })).toMatchObject({
      problem: 'too_soon',
    })
    expect(scheduleReducer(off, { type: 'check', now })).toBe(off)
  })

  it('sends the chosen instant in ISO form, none when off; an edit starts at its time', () => {
    const at = new Date(2026, 11, 1, 9, 30).toISOString()
    const edited = initialSchedule(at, now)
    expect(edited).toEqual({ name: 'on', value: '2026-12-01T09:30', problem: null, now })
    expect(scheduledInstant(edited)).toBe(at)
    expect(scheduledInstant(off)).toBeNull()
    expect(initialSchedule(undefined, now)).toEqual(off)
    expect(scheduledInstant({ name: 'on', value: 'x', problem: 'invalid', now })).toBeNull()
  })
})
