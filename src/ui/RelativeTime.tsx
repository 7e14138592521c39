import { useSyncExternalStore } from 'react'
import { useTranslation } from '../i18n/react'
import { RELATIVE_TIME_UPDATE_INTERVAL } from '../config/constants'
import { formatAbsolute, formatRelative } from './relativeTime'

interface Clock {
  subscribe(listener: () => void): () => void
  now(): number
}

/*
 * One shared clock per refresh interval for every timestamp on screen: a
 * single timer instead of one per status, stopped when nothing shows a time.
 */
const clocks = new Map<number, Clock>()

function clockFor(intervalMs: number): Clock {
  const existing = clocks.get(intervalMs)
  if (existing) return existing
  let now = Date.now()
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setInterval> | null = null
  const clock: Clock = {
    subscribe(listener) {
      listeners.add(listener)
      // A newly shown timestamp (a status just posted) reads against a fresh clock.
      now = Date.now()
      timer ??= setInterval(() => {
        now = Date.now()
        listeners.forEach((l) => l())
      }, intervalMs)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && timer) {
          clearInterval(timer)
          timer = null
        }
      }
    },
    now: () => now,
  }
  clocks.set(intervalMs, clock)
  return clock
}

/** "5 min. ago", refreshed every `updateEvery` ms (statuses: 60 s; notifications: 240 s). */
export function RelativeTime({
  date,
  updateEvery = RELATIVE_TIME_UPDATE_INTERVAL,
}: {
  date: string
  updateEvery?: number
}) {
  const clock = clockFor(updateEvery)
  const current = useSyncExternalStore(clock.subscribe, clock.now, clock.now)
  const { t, i18n } = useTranslation()
  const d = new Date(date)
  if (Number.isNaN(d.getTime())) return null
  return (
    <time dateTime={d.toISOString()} title={formatAbsolute(d, i18n.locale)}>
      {formatRelative(d, new Date(current), i18n.locale, t('time.now'))}
    </time>
  )
}
