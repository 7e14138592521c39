import { useMemo } from 'react'
import { usePreferences, type Preferences } from '../settings/preferences'
import {
  DEFAULT_NOTIFICATION_VISIBILITY,
  type NotificationVisibility,
} from '../../store/notifications'

/*
 * The notificationVisibility and webPushHideIfCW preferences (spec 3 §3).
 * The stored switches may be partial (older settings): missing ones are on.
 */
const extra = (prefs: Preferences) => ({
  notificationVisibility: prefs.notificationVisibility as Partial<NotificationVisibility>,
  webPushHideIfCW: prefs.webPushHideIfCW,
})

export function readNotificationVisibility(): NotificationVisibility {
  return {
    ...DEFAULT_NOTIFICATION_VISIBILITY,
    ...extra(usePreferences.getState().prefs).notificationVisibility,
  }
}

export function useNotificationVisibility(): NotificationVisibility {
  const stored = usePreferences((s) => extra(s.prefs).notificationVisibility)
  return useMemo(() => ({ ...DEFAULT_NOTIFICATION_VISIBILITY, ...stored }), [stored])
}

export function setNotificationVisibility(value: NotificationVisibility): void {
  usePreferences.getState().set('notificationVisibility', { ...value })
}

/** Hide the text of posts with a content warning in desktop notifications (default true). */
export const readHideIfCW = (): boolean =>
  extra(usePreferences.getState().prefs).webPushHideIfCW ?? true
