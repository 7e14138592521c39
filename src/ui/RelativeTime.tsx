import { useSyncExternalStore } from 'react'
import { useTranslation } from '../i18n/react'
import { RELATIVE_TIME_UPDATE_INTERVAL } from '../config/constants'
import { formatAbsolute, formatRelative } from './relativeTime'

/*
 * One shared clock for every timestamp on screen: a single interval instead
 * of one timer per status.
 */
let now = Date.now()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | null = null

function subscribe(listener: () => void) {
  listeners.add(listener)
  // A newly shown timestamp (a status just posted) reads against a fresh clock.
  now = Date.now()
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now()
      listeners.forEach((l) => l())
    }, RELATIVE_TIME_UPDATE_INTERVAL)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = null
    }
  }
}

const getNow = () => now

export function RelativeTime({ date }: { date: string }) {
  const current = useSyncExternalStore(subscribe, getNow, getNow)
  const { t, i18n } = useTranslation()
  const d = new Date(date)
  if (Number.isNaN(d.getTime())) return null
  const reference = new Date(current)
  return (
    <time dateTime={d.toISOString()} title={formatAbsolute(d, i18n.language)}>
      {formatRelative(d, reference, i18n.language, t('time.now'))}
    </time>
  )
}
