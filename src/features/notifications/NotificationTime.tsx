import { useSyncExternalStore } from 'react'
import { NOTIFICATION_TIME_UPDATE_INTERVAL } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { formatAbsolute, formatRelative } from '../../ui/relativeTime'

/*
 * Time labels in the notifications panel refresh every 240 s (spec 2 §9),
 * on one clock shared by every label, rather than the 60 s of statuses.
 */
let now = Date.now()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | null = null

function subscribe(listener: () => void) {
  listeners.add(listener)
  now = Date.now()
  timer ??= setInterval(() => {
    now = Date.now()
    listeners.forEach((l) => l())
  }, NOTIFICATION_TIME_UPDATE_INTERVAL)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = null
    }
  }
}

const getNow = () => now

export function NotificationTime({ date }: { date: string }) {
  const current = useSyncExternalStore(subscribe, getNow, getNow)
  const { t, i18n } = useTranslation()
  const d = new Date(date)
  if (Number.isNaN(d.getTime())) return null
  return (
    <time dateTime={d.toISOString()} title={formatAbsolute(d, i18n.language)}>
      {formatRelative(d, new Date(current), i18n.language, t('time.now'))}
    </time>
  )
}
