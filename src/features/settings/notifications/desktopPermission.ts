import { useCallback, useEffect, useState } from 'react'

/*
 * The browser's permission for desktop notifications: what it
 * is now, and asking for it while the browser has not been told yet. A
 * change made in the browser's site settings shows here too, where the
 * Permissions API reports it.
 */

export type DesktopPermission = NotificationPermission | 'unsupported'

export function currentDesktopPermission(): DesktopPermission {
  return typeof window !== 'undefined' && 'Notification' in window
    ? Notification.permission
    : 'unsupported'
}

export function useDesktopPermission(): {
  permission: DesktopPermission
  asking: boolean
  request: () => Promise<void>
} {
  const [permission, setPermission] = useState(currentDesktopPermission)
  const [asking, setAsking] = useState(false)

  useEffect(() => {
    if (currentDesktopPermission() === 'unsupported' || !navigator.permissions?.query) return
    let status: PermissionStatus | null = null
    let gone = false
    const update = () => setPermission(currentDesktopPermission())
    navigator.permissions
      .query({ name: 'notifications' })
      .then((s) => {
        if (gone) return
        status = s
        s.addEventListener('change', update)
      })
      .catch(() => undefined)
    return () => {
      gone = true
      status?.removeEventListener('change', update)
    }
  }, [])

  const request = useCallback(async () => {
    if (currentDesktopPermission() !== 'default') return
    setAsking(true)
    try {
      await Notification.requestPermission()
    } catch (error) {
      console.warn('Could not ask for the notification permission', error)
    } finally {
      setAsking(false)
      setPermission(currentDesktopPermission())
    }
  }, [])

  return { permission, asking, request }
}
