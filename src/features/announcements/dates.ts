import type { AnnouncementDraft } from '../../api/endpoints/announcements'
import type { AnnouncementItem } from '../../store/announcements'

/*
 * Dates of announcements. Timed ones are entered and shown in the reader's
 * own time zone. All-day ones are calendar dates: they are sent as UTC
 * midnight (the start) and the last second of the day (the end), and shown
 * in UTC, so every reader sees the same dates the admin picked.
 */

export type Edge = 'start' | 'end'

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO time as an input value: `YYYY-MM-DD` (all day) or local `YYYY-MM-DDTHH:mm`. */
export function toInputValue(iso: string | null, allDay: boolean): string {
  if (iso === null) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  if (allDay) return d.toISOString().slice(0, 10)
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}`
  )
}

/** An input value as the ISO time to send; null when empty or unreadable. */
export function fromInputValue(value: string, allDay: boolean, edge: Edge): string | null {
  if (value.trim() === '') return null
  if (allDay) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
    const iso = `${value}T${edge === 'start' ? '00:00:00' : '23:59:59'}.000Z`
    return Number.isNaN(Date.parse(iso)) ? null : iso
  }
  // A datetime-local value without a zone is read as local time.
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** Keeps the picked day when the all-day box switches the field between date and date-time. */
export function switchInputValue(value: string, toAllDay: boolean, edge: Edge): string {
  if (value === '') return ''
  if (toAllDay) return value.slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T${edge === 'start' ? '00:00' : '23:59'}`
    : value
}

export interface EditorValues {
  content: string
  start: string
  end: string
  allDay: boolean
}

export const emptyEditorValues = (): EditorValues => ({
  content: '',
  start: '',
  end: '',
  allDay: false,
})

/** The edit form's fields prefilled from an announcement (its raw content). */
export function editorValuesOf(item: AnnouncementItem): EditorValues {
  return {
    content: item.rawContent,
    start: toInputValue(item.startsAt, item.allDay),
    end: toInputValue(item.endsAt, item.allDay),
    allDay: item.allDay,
  }
}

export function draftOf(values: EditorValues): AnnouncementDraft {
  return {
    content: values.content,
    startsAt: fromInputValue(values.start, values.allDay, 'start'),
    endsAt: fromInputValue(values.end, values.allDay, 'end'),
    allDay: values.allDay,
  }
}

/** True when both dates are set and the end is not after the start. */
export function endBeforeStart(values: EditorValues): boolean {
  const { startsAt, endsAt } = draftOf(values)
  return startsAt !== null && endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(language: string, allDay: boolean): Intl.DateTimeFormat {
  const key = `${language}|${allDay}`
  let f = formatters.get(key)
  if (!f) {
    const options: Intl.DateTimeFormatOptions = allDay
      ? { dateStyle: 'long', timeZone: 'UTC' }
      : { dateStyle: 'medium', timeStyle: 'short' }
    try {
      f = new Intl.DateTimeFormat(language, options)
    } catch {
      f = new Intl.DateTimeFormat('en', options)
    }
    formatters.set(key, f)
  }
  return f
}

/** A date (all day) or date and time in the interface language. */
export function formatAnnouncementTime(iso: string, allDay: boolean, language: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : formatter(language, allDay).format(d)
}
