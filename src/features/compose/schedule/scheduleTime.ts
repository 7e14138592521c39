import {
  SCHEDULE_DEFAULT_LEAD_MS,
  SCHEDULE_MIN_LEAD_MS,
  SCHEDULE_ROUNDING_MS,
} from '../../../config/constants'

/*
 * The schedule of a post being written, and the times of the picker. The
 * picker is an `<input type="datetime-local">`: its value is a wall-clock
 * time ("2026-11-30T09:15") in the reader's own time zone, which is what
 * `new Date(value)` reads it as. The server gets the instant in ISO form.
 */

/** Why a chosen time cannot be sent. */
export type ScheduleProblem = 'invalid' | 'too_soon'

export type ScheduleState =
  | { name: 'off' }
  /** `now`: when it was last opened, changed or checked (for the picker's earliest time). */
  | { name: 'on'; value: string; problem: ScheduleProblem | null; now: number }

export type ScheduleEvent =
  | { type: 'open'; now: number }
  | { type: 'change'; value: string; now: number }
  /** The form is sent: the time is checked again (time has passed since it was picked). */
  | { type: 'check'; now: number }
  | { type: 'clear' }

const pad = (n: number) => String(n).padStart(2, '0')

/** The picker's value for an instant, in the reader's time zone. */
export function toPickerValue(ms: number): string {
  const d = new Date(ms)
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}`
  )
}

/** The instant a picker value names, or null when it names none. */
export function fromPickerValue(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null
  const ms = new Date(value).getTime()
  return Number.isNaN(ms) ? null : ms
}

/** The first minute a post may be scheduled for (the picker's `min`). */
export function earliestPickerValue(now: number): string {
  // The next whole minute past the least lead: a value at the earliest minute is still valid.
  return toPickerValue(Math.ceil((now + SCHEDULE_MIN_LEAD_MS) / 60_000) * 60_000)
}

/** What the picker proposes: an hour ahead, rounded up to five minutes. */
export function proposedTime(now: number): number {
  const ahead = now + SCHEDULE_DEFAULT_LEAD_MS
  return Math.ceil(ahead / SCHEDULE_ROUNDING_MS) * SCHEDULE_ROUNDING_MS
}

export function scheduleProblem(value: string, now: number): ScheduleProblem | null {
  const ms = fromPickerValue(value)
  if (ms === null) return 'invalid'
  return ms - now < SCHEDULE_MIN_LEAD_MS ? 'too_soon' : null
}

export function scheduleReducer(state: ScheduleState, event: ScheduleEvent): ScheduleState {
  switch (event.type) {
    case 'open':
      return state.name === 'on'
        ? state
        : {
            name: 'on',
            value: toPickerValue(proposedTime(event.now)),
            problem: null,
            now: event.now,
          }
    case 'change':
      return {
        name: 'on',
        value: event.value,
        problem: scheduleProblem(event.value, event.now),
        now: event.now,
      }
    case 'check':
      return state.name === 'on'
        ? { ...state, problem: scheduleProblem(state.value, event.now), now: event.now }
        : state
    case 'clear':
      return { name: 'off' }
  }
}

/** A form that starts scheduled (a scheduled post being edited) starts at its time. */
export function initialSchedule(at: string | undefined, now: number): ScheduleState {
  const ms = at === undefined ? Number.NaN : Date.parse(at)
  return Number.isNaN(ms)
    ? { name: 'off' }
    : { name: 'on', value: toPickerValue(ms), problem: null, now }
}

/** The ISO instant to send, or null when the post goes out now or its time is not valid. */
export function scheduledInstant(state: ScheduleState): string | null {
  if (state.name !== 'on') return null
  const ms = fromPickerValue(state.value)
  return ms === null ? null : new Date(ms).toISOString()
}

/** The reader's time zone as the browser names it ("Europe/Paris"), with its offset now. */
export function readerTimeZone(locale: string, now: number): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const offset = new Intl.DateTimeFormat(locale, { timeZoneName: 'shortOffset' })
    .formatToParts(new Date(now))
    .find((p) => p.type === 'timeZoneName')?.value
  return offset ? `${zone} (${offset})` : zone
}
