/**
 * Relative time labels through Intl (no date library). Pure, so the
 * thresholds are unit-tested.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** Below this many seconds the label reads "just now" (under a minute). */
export const NOW_THRESHOLD_SECONDS = 60

export function relativeTimeParts(
  date: Date,
  now: Date,
): { unit: Intl.RelativeTimeFormatUnit; value: number } | 'now' {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  const abs = Math.abs(seconds)
  if (abs < NOW_THRESHOLD_SECONDS) return 'now'
  for (const [unit, size] of UNITS) {
    if (abs >= size) return { unit, value: Math.trunc(seconds / size) }
  }
  return 'now'
}

const formatters = new Map<string, Intl.RelativeTimeFormat>()

export function formatRelative(date: Date, now: Date, locale: string, nowLabel: string): string {
  const parts = relativeTimeParts(date, now)
  if (parts === 'now') return nowLabel
  let f = formatters.get(locale)
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' })
    formatters.set(locale, f)
  }
  return f.format(parts.value, parts.unit)
}

const absoluteFormatters = new Map<string, Intl.DateTimeFormat>()

export function formatAbsolute(date: Date, locale: string): string {
  let f = absoluteFormatters.get(locale)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    absoluteFormatters.set(locale, f)
  }
  return f.format(date)
}
