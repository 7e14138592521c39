import { useMemo } from 'react'
import { usePreferences } from '../../store/preferences'
import {
  DEFAULT_NOTIFICATION_VISIBILITY,
  type NotificationVisibility,
} from '../../store/notifications'

/*
 * The notificationVisibility preference. The stored switches
 * may be partial (older settings): missing ones are on.
 */
const withDefaults = (stored: Readonly<Record<string, boolean>>): NotificationVisibility => ({
  ...DEFAULT_NOTIFICATION_VISIBILITY,
  ...stored,
})

export const readNotificationVisibility = (): NotificationVisibility =>
  withDefaults(usePreferences.getState().prefs.notificationVisibility)

export function useNotificationVisibility(): NotificationVisibility {
  const stored = usePreferences((s) => s.prefs.notificationVisibility)
  return useMemo(() => withDefaults(stored), [stored])
}

export function setNotificationVisibility(value: NotificationVisibility): void {
  usePreferences.getState().set('notificationVisibility', { ...value })
}

/** Hide the text of posts with a content warning in desktop notifications. */
export const readHideIfCW = (): boolean => usePreferences.getState().prefs.webPushHideIfCW
